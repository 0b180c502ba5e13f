/** The webmail of an address's provider, for the 'Visit Email' buttons. */
const providers: { domains: string[]; url: string }[] = [
  { domains: ['gmail.com', 'googlemail.com'], url: 'https://mail.google.com/' },
  { domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'], url: 'https://outlook.live.com/mail/' },
  { domains: ['yahoo.com', 'ymail.com'], url: 'https://mail.yahoo.com/' },
  { domains: ['proton.me', 'protonmail.com', 'pm.me'], url: 'https://mail.proton.me/' },
  { domains: ['icloud.com', 'me.com', 'mac.com'], url: 'https://www.icloud.com/mail/' },
];

export function webmailUrl(email: string): string {
  const domain = email.split('@')[1]?.trim().toLowerCase() ?? '';
  const known = providers.find(
    (p) => p.domains.includes(domain) || p.domains.some((d) => domain.startsWith(`${d.split('.')[0]}.`)),
  );
  if (known) return known.url;
  return domain ? `https://mail.${domain}` : 'https://mail.google.com/';
}

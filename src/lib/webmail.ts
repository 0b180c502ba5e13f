/** A webmail site, for the 'Visit Email' buttons. */
export interface Webmail {
  name: string;
  url: string;
}

const GMAIL: Webmail = { name: 'Gmail or Google Workspace', url: 'https://mail.google.com/' };
const OUTLOOK: Webmail = { name: 'Outlook or Microsoft 365', url: 'https://outlook.office.com/mail/' };
const YAHOO: Webmail = { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' };
const ICLOUD: Webmail = { name: 'iCloud Mail', url: 'https://www.icloud.com/mail/' };
const PROTON: Webmail = { name: 'Proton Mail', url: 'https://mail.proton.me/' };
const ZOHO: Webmail = { name: 'Zoho Mail', url: 'https://mail.zoho.com/' };

/** The webmail of each provider's own domains. */
const providers: { domains: string[]; webmail: Webmail }[] = [
  { domains: ['gmail.com', 'googlemail.com'], webmail: GMAIL },
  {
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'],
    webmail: { name: 'Outlook', url: 'https://outlook.live.com/mail/' },
  },
  { domains: ['yahoo.com', 'ymail.com', 'rocketmail.com'], webmail: YAHOO },
  { domains: ['proton.me', 'protonmail.com', 'pm.me'], webmail: PROTON },
  { domains: ['icloud.com', 'me.com', 'mac.com'], webmail: ICLOUD },
  { domains: ['zoho.com', 'zohomail.com'], webmail: ZOHO },
  { domains: ['aol.com'], webmail: { name: 'AOL Mail', url: 'https://mail.aol.com/' } },
  { domains: ['gmx.com', 'gmx.net', 'gmx.de'], webmail: { name: 'GMX', url: 'https://www.gmx.com/' } },
  { domains: ['fastmail.com', 'fastmail.fm'], webmail: { name: 'Fastmail', url: 'https://app.fastmail.com/' } },
];

/** Whether `domain` is the provider's domain in a country ('yahoo.co.uk', 'hotmail.fr'); not 'me.acme.com'. */
function countryDomainOf(providerDomain: string, domain: string): boolean {
  const name = providerDomain.split('.')[0]!;
  return name.length > 3 && new RegExp(`^${name}\\.(?:co\\.|com\\.)?[a-z]{2}$`).test(domain);
}

/**
 * The webmail of an address's provider, by its domain ('yahoo.co.uk' is Yahoo's too); null for any other domain,
 * such as a company's own, whose webmail cannot be known from its name (there is rarely a 'mail.' site on it).
 */
export function webmailOf(email: string): Webmail | null {
  const domain = email.split('@')[1]?.trim().toLowerCase() ?? '';
  if (!domain) return null;
  const known = providers.find((p) => p.domains.includes(domain) || p.domains.some((d) => countryDomainOf(d, domain)));
  return known?.webmail ?? null;
}

/**
 * For an address of no known provider, the webmails to choose from: a company's mail is most often Google Workspace
 * or Microsoft 365, whose sites serve every domain they host.
 */
export const WEBMAILS: readonly Webmail[] = [GMAIL, OUTLOOK, YAHOO, ICLOUD, PROTON, ZOHO];

import { describe, expect, it } from 'vitest';
import { webmailOf, WEBMAILS } from '../../src/lib/webmail.ts';

describe("an address's webmail", () => {
  it("is its provider's, in any country", () => {
    expect(webmailOf('ada@gmail.com')?.url).toBe('https://mail.google.com/');
    expect(webmailOf('ada@yahoo.co.uk')?.url).toBe('https://mail.yahoo.com/');
    expect(webmailOf('ada@hotmail.fr')?.url).toBe('https://outlook.live.com/mail/');
    expect(webmailOf('Ada@ProtonMail.com')?.url).toBe('https://mail.proton.me/');
  });

  it("is not guessed for a company's own domain, which is offered the webmails companies use", () => {
    expect(webmailOf('qa@acme.com')).toBeNull();
    // Not read as a provider's: 'me.' is not iCloud's me.com, 'live.' not Outlook's.
    expect(webmailOf('qa@me.acme.com')).toBeNull();
    expect(webmailOf('qa@live.acme.io')).toBeNull();
    expect(webmailOf('no-at-sign')).toBeNull();
    expect(WEBMAILS.map((w) => w.url)).toContain('https://mail.google.com/');
    expect(WEBMAILS.map((w) => w.url)).toContain('https://outlook.office.com/mail/');
    expect(WEBMAILS.some((w) => w.url.includes('acme'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { passwordHasher } from '../../server/security/passwords.ts';
import { hashToken, newActivationKey, newToken, normalizeActivationKey } from '../../server/security/tokens.ts';

describe('password hashing', () => {
  const passwords = passwordHasher(15);

  it('verifies the right password and refuses others', async () => {
    const stored = await passwords.hash('Correct1Horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored).not.toContain('Correct1Horse');
    expect(await passwords.verify('Correct1Horse', stored)).toBe(true);
    expect(await passwords.verify('correct1horse', stored)).toBe(false);
    expect(await passwords.verify('Correct1Horse', 'garbage')).toBe(false);
    expect(await passwords.verifyDecoy('Correct1Horse')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await passwords.hash('Same1Password')).not.toBe(await passwords.hash('Same1Password'));
  });

  it('verifies a hash made at another cost, which the hash itself keeps', async () => {
    const cheaper = await passwordHasher(10).hash('Correct1Horse');
    expect(cheaper).toMatch(/^scrypt\$1024\$/);
    expect(await passwords.verify('Correct1Horse', cheaper)).toBe(true);
    expect(await passwords.verify('Correct1Horsf', cheaper)).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256-bit random strings, stored as a hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('activation keys read XXXX-XXXX without look-alike characters', () => {
    for (let i = 0; i < 50; i += 1) expect(newActivationKey()).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('normalizes a typed key', () => {
    expect(normalizeActivationKey(' abcd ef23 ')).toBe('ABCD-EF23');
    expect(normalizeActivationKey('abcdef23')).toBe('ABCD-EF23');
    expect(normalizeActivationKey('ABCD-EF23')).toBe('ABCD-EF23');
  });
});

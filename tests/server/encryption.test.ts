import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, newSecretKey, secretKeyFromText } from '../../server/security/encryption.ts';

describe('encryption of stored secrets (AES-256-GCM)', () => {
  const key = newSecretKey();

  it('round-trips any text, with a fresh IV each time', () => {
    for (const plain of ['Sup3r-Secret!', '', 'pässwörd 🔑', 'x'.repeat(500)]) {
      const stored = encryptSecret(plain, key);
      expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/);
      if (plain) expect(stored).not.toContain(plain);
      expect(decryptSecret(stored, key)).toBe(plain);
    }
    expect(encryptSecret('same', key)).not.toBe(encryptSecret('same', key));
  });

  it('fails with another key', () => {
    const stored = encryptSecret('Sup3r-Secret!', key);
    expect(() => decryptSecret(stored, newSecretKey())).toThrow();
  });

  it('fails when any part of the value was changed', () => {
    const stored = encryptSecret('Sup3r-Secret!', key);
    const [version, iv, tag, ciphertext] = stored.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => decryptSecret([version, iv, tag, flip(ciphertext)].join('.'), key)).toThrow();
    expect(() => decryptSecret([version, iv, flip(tag), ciphertext].join('.'), key)).toThrow();
    expect(() => decryptSecret([version, flip(iv), tag, ciphertext].join('.'), key)).toThrow();
    expect(() => decryptSecret([version, iv, tag.slice(0, 10), ciphertext].join('.'), key)).toThrow();
    expect(() => decryptSecret(['v2', iv, tag, ciphertext].join('.'), key)).toThrow();
    expect(() => decryptSecret('Sup3r-Secret!', key)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptSecret('x', Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('secretKeyFromText (SECRET_KEY)', () => {
  it('takes 64 hex characters as the key itself', () => {
    const hex = 'ab'.repeat(32);
    expect(secretKeyFromText(hex)).toEqual(Buffer.from(hex, 'hex'));
    expect(secretKeyFromText(` ${hex.toUpperCase()}\n`)).toEqual(Buffer.from(hex, 'hex'));
  });

  it('hashes any other text with SHA-256', () => {
    const key = secretKeyFromText('correct horse battery staple');
    expect(key).toHaveLength(32);
    expect(key).toEqual(createHash('sha256').update('correct horse battery staple').digest());
    // 63 hex characters are a passphrase, not a key.
    expect(secretKeyFromText('a'.repeat(63))).toEqual(createHash('sha256').update('a'.repeat(63)).digest());
  });

  it('refuses an empty value', () => {
    expect(() => secretKeyFromText('  ')).toThrow(/empty/);
  });
});

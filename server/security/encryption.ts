import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption of the secrets we must be able to read back (the passwords of stored test
 * accounts): AES-256-GCM with a random 12-byte IV per value; the 16-byte tag is checked on
 * decryption, so a wrong key or a changed value fails instead of answering garbage.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function newSecretKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/**
 * The key of a SECRET_KEY value: exactly 64 hex characters are the 32 key bytes themselves;
 * any other non-empty text is a passphrase, hashed with SHA-256 into 32 bytes.
 */
export function secretKeyFromText(text: string): Buffer {
  const value = text.trim();
  if (!value) throw new Error('SECRET_KEY is empty');
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  return createHash('sha256').update(value, 'utf8').digest();
}

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`the encryption key must be ${KEY_BYTES} bytes, got ${key.length}`);
}

export function encryptSecret(plain: string, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws when the value was changed, was encrypted with another key, or is not ours. */
export function decryptSecret(stored: string, key: Buffer): string {
  checkKey(key);
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length) {
    throw new Error('not an encrypted value');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('not an encrypted value');
  const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

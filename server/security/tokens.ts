import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret of 256 bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// No 0/O, 1/I/L: a key is read from an email and typed by hand.
const KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** An activation key as mailed: `XXXX-XXXX`. */
export function newActivationKey(): string {
  const chars = Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Accepts the key as typed: any case, with or without the dash or spaces. */
export function normalizeActivationKey(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

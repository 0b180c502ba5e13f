import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

/** A code of `digits` random decimal digits, as mailed to be typed into the OTP boxes. */
export function newDigitCode(digits: number): string {
  return String(randomInt(10 ** digits)).padStart(digits, '0');
}

/**
 * A hash keyed with the server's secret: a short code cannot be found from a copy of the
 * database by trying every value, without the key as well.
 */
export function keyedHash(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const API_KEY_PREFIX = 'tp_';
/** How many characters of a key are kept in clear, to tell keys apart in a list. */
export const API_KEY_SHOWN_CHARACTERS = 8;

/** A new API key: `tp_` and 256 random bits, base64url. Only its SHA-256 hash is stored. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

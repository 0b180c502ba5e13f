import { createHmac } from 'node:crypto';

/** Time-based one-time passwords (RFC 6238, on HOTP of RFC 4226), as authenticator apps make them. */

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Lengths a base32 text can have once its padding is gone (RFC 4648 §6): 1, 3 and 6 cannot occur. */
const VALID_REMAINDERS = new Set([0, 2, 4, 5, 7]);
export const MIN_TOTP_SECRET_LENGTH = 16;

/**
 * A secret as people paste it (any case, grouped with spaces or dashes, padded with '=') in the
 * canonical form authenticator apps use; null unless it is base32 of at least 16 characters.
 */
export function normalizeBase32Secret(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase().replace(/=+$/, '');
  if (compact.length < MIN_TOTP_SECRET_LENGTH || !/^[A-Z2-7]+$/.test(compact)) return null;
  return VALID_REMAINDERS.has(compact.length % 8) ? compact : null;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toUpperCase().replace(/=+$/, '')) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`'${char}' is not a base32 character`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
}

/** HOTP (RFC 4226 §5.3): the dynamic truncation of HMAC(key, counter). */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: TotpOptions['algorithm'] = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code at `time` and the seconds until the next one; SHA-1, 6 digits, 30 s unless told. */
export function totp(key: Buffer, time: Date, options: TotpOptions = {}): { code: string; expiresIn: number } {
  const period = options.periodSeconds ?? 30;
  const seconds = Math.floor(time.getTime() / 1000);
  const code = hotp(key, Math.floor(seconds / period), options.digits ?? 6, options.algorithm ?? 'sha1');
  return { code, expiresIn: period - (seconds % period) };
}

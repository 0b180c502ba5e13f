import { HOTP, Secret, TOTP } from 'otpauth';

/** Time-based one-time passwords (RFC 6238, on HOTP of RFC 4226), as authenticator apps make them, by otpauth. */

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

/** The bytes of a base32 text (any case, padded or not). */
export function base32Decode(text: string): Buffer {
  try {
    return Buffer.from(Secret.fromBase32(text.toUpperCase().replace(/=+$/, '')).bytes);
  } catch (error) {
    throw new Error(`not base32: ${(error as Error).message}`, { cause: error });
  }
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
}

const ALGORITHMS = { sha1: 'SHA1', sha256: 'SHA256', sha512: 'SHA512' } as const;

const secretOf = (key: Buffer) => new Secret({ buffer: Uint8Array.from(key).buffer });

/** HOTP (RFC 4226): the code of `counter`. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: TotpOptions['algorithm'] = 'sha1'): string {
  return new HOTP({ secret: secretOf(key), digits, algorithm: ALGORITHMS[algorithm] }).generate({ counter });
}

/** The code at `time` and the seconds until the next one; SHA-1, 6 digits, 30 s unless told. */
export function totp(key: Buffer, time: Date, options: TotpOptions = {}): { code: string; expiresIn: number } {
  const period = options.periodSeconds ?? 30;
  const generator = new TOTP({
    secret: secretOf(key),
    digits: options.digits ?? 6,
    period,
    algorithm: ALGORITHMS[options.algorithm ?? 'sha1'],
  });
  const seconds = Math.floor(time.getTime() / 1000);
  return { code: generator.generate({ timestamp: time.getTime() }), expiresIn: period - (seconds % period) };
}

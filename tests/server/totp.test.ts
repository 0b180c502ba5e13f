import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, normalizeBase32Secret, totp } from '../../server/security/totp.ts';

// RFC 6238 appendix B: the seeds are ASCII digits of the hash's length.
const seeds = {
  sha1: Buffer.from('12345678901234567890', 'ascii'),
  sha256: Buffer.from('12345678901234567890123456789012', 'ascii'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'),
};

const rfc6238: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfc6238)('at T = %i s answers the test vectors of SHA-1, SHA-256 and SHA-512', (seconds, ...codes) => {
    const time = new Date(seconds * 1000);
    const algorithms = ['sha1', 'sha256', 'sha512'] as const;
    algorithms.forEach((algorithm, i) => {
      expect(totp(seeds[algorithm], time, { digits: 8, algorithm }).code).toBe(codes[i]);
    });
    // The default (SHA-1, 6 digits) is the last 6 digits of the same number.
    expect(totp(seeds.sha1, time).code).toBe(codes[0]!.slice(2));
  });

  it('tells the seconds until the code changes, every 30 s', () => {
    expect(totp(seeds.sha1, new Date(59_000)).expiresIn).toBe(1);
    expect(totp(seeds.sha1, new Date(60_000)).expiresIn).toBe(30);
    expect(totp(seeds.sha1, new Date(60_999)).expiresIn).toBe(30);
    expect(totp(seeds.sha1, new Date(61_000)).expiresIn).toBe(29);
    expect(totp(seeds.sha1, new Date(59_000)).code).not.toBe(totp(seeds.sha1, new Date(60_000)).code);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it('answers the test vectors', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(seeds.sha1, counter))).toEqual(expected);
  });
});

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY======'],
    ['fo', 'MZXQ===='],
    ['foo', 'MZXW6==='],
    ['foob', 'MZXW6YQ='],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI======'],
  ])('decodes %j from %s', (plain, encoded) => {
    expect(base32Decode(encoded).toString('ascii')).toBe(plain);
    expect(base32Decode(encoded.toLowerCase()).toString('ascii')).toBe(plain);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(/base32/);
  });

  it('normalises secrets as people paste them, and refuses what is not one', () => {
    expect(normalizeBase32Secret('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(normalizeBase32Secret('JBSW-Y3DP-EHPK-3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(normalizeBase32Secret('MZXW6YTBOIMZXW6YTBOI======')).toBe('MZXW6YTBOIMZXW6YTBOI');
    expect(normalizeBase32Secret('JBSWY3DPEHPK3PX')).toBeNull(); // 15 characters
    expect(normalizeBase32Secret('JBSWY3DPEHPK3PX0')).toBeNull(); // 0 is not base32
    expect(normalizeBase32Secret('JBSWY3DPEHPK3PXPA')).toBeNull(); // 17: no byte string has that length
    expect(normalizeBase32Secret('JBSWY3DP EHPK 3PX!')).toBeNull();
  });
});

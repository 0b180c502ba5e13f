import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { readPasswordHashCost } from '../config.ts';
import { FairQueue } from './fairQueue.ts';

// scrypt with N=2^15, r=8 uses 32 MiB per hash: memory-hard, about 100 ms on this hardware. The cost
// is kept in each stored hash, so a hash made at any cost verifies; the test suites lower it.
const PARAMS = { N: 2 ** readPasswordHashCost(process.env.PASSWORD_HASH_COST), r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/**
 * Hashing runs on libuv's thread pool (4 threads), which file reads and zlib share. Unbounded, a
 * flood of sign-ins (for unknown emails too: they hash against a decoy so timing does not tell)
 * queued every other user's hash behind it. At most one hash per core runs at once, and waiting
 * hashes take turns per client address.
 */
const hashing = new FairQueue(Math.max(1, Math.min(os.availableParallelism(), 4)));

/** Who asked for a hash: the client address, so that one client's flood waits its own turn. */
export type HashingClient = string;
const SERVER: HashingClient = 'server';

function derive(password: string, salt: Buffer, params: ScryptOptions, client: HashingClient): Promise<Buffer> {
  return hashing.run(
    client,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: 128 * 1024 * 1024 }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts), with a fresh 16-byte salt. */
export async function hashPassword(password: string, client: HashingClient = SERVER): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS, client);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  client: HashingClient = SERVER,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params, client);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, compared against when the email is unknown so timing does not tell. */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));

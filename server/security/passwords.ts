import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { FairQueue } from './fairQueue.ts';

const KEY_LENGTH = 64;

/** Who asked for a hash: the client address, so that one client's flood waits its own turn. */
export type HashingClient = string;
const SERVER: HashingClient = 'server';

/** Password hashes of one app: its cost for new hashes, and its queue of hashing work. */
export interface Passwords {
  /** Returns `scrypt$N$r$p$salt$hash` (base64url parts), with a fresh 16-byte salt. */
  hash(password: string, client?: HashingClient): Promise<string>;
  /** Whether `password` is the one `stored` was made from, at whatever cost it was made. */
  verify(password: string, stored: string, client?: HashingClient): Promise<boolean>;
  /** Compares against a hash of a random password, when the email is unknown, so timing does not tell. */
  verifyDecoy(password: string, client?: HashingClient): Promise<false>;
}

/**
 * scrypt with N=2^cost, r=8: at cost 15 (the product's), 32 MiB per hash, memory-hard, about 100 ms on this
 * hardware. The cost is kept in each stored hash, so a hash made at any cost verifies; the test suites lower it.
 *
 * Hashing runs on libuv's thread pool (4 threads), which file reads and zlib share. Unbounded, a flood of
 * sign-ins (for unknown emails too: they hash against a decoy so timing does not tell) queued every other user's
 * hash behind it. At most one hash per core runs at once, and waiting hashes take turns per client address.
 */
export function passwordHasher(cost: number): Passwords {
  const params = { N: 2 ** cost, r: 8, p: 1 } as const;
  const hashing = new FairQueue(Math.max(1, Math.min(os.availableParallelism(), 4)));
  const derive = (password: string, salt: Buffer, options: ScryptOptions, client: HashingClient) =>
    hashing.run(
      client,
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * 1024 * 1024 }, (err, key) =>
            err ? reject(err) : resolve(key),
          );
        }),
    );

  async function hash(password: string, client: HashingClient = SERVER): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params, client);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async function verify(password: string, stored: string, client: HashingClient = SERVER): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const options = { N: Number(n), r: Number(r), p: Number(p) };
    const actual = await derive(password, Buffer.from(salt, 'base64url'), options, client);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  // Made as the app starts, so that the first unknown email waits for one hash, as a known one does.
  const decoy = hash(randomBytes(16).toString('hex'));
  return {
    hash,
    verify,
    async verifyDecoy(password, client = SERVER) {
      await verify(password, await decoy, client);
      return false;
    },
  };
}

import autocannon from 'autocannon';
import { readPasswordHashCost } from '../../server/config.ts';
import { createAccount, markEmailVerified } from '../../server/db/users.ts';
import { passwordHasher } from '../../server/security/passwords.ts';
import { ratio, startServer } from './server.ts';

const PASSWORD = 'Str0ngPassword';
const EMAIL = 'person@bench.local';
const ROUNDS = 15;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One person's sign-ins, one after another, from their own address; the time of each in ms. */
async function personSignsIn(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}/api/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A person's sign-in time while 20 connections flood sign-ins for unknown emails from another
 * address, against the peer: the same sign-ins with no flood.
 */
export async function run(): Promise<void> {
  const server = await startServer('pglite', {
    trustProxy: '127.0.0.1',
    // The flood is not stopped by the per-address limit here, so the hashing itself is measured.
    limits: { signinPerIp: { max: 1_000_000, windowSeconds: 900 } },
  });
  try {
    const user = await createAccount(server.db, {
      companyName: 'Bench',
      fullName: 'Bench Person',
      email: EMAIL,
      // At the product's cost, as the app the flood signs in to hashes.
      passwordHash: await passwordHasher(readPasswordHashCost(undefined)).hash(PASSWORD),
      contactNumber: null,
      now: new Date(),
    });
    await markEmailVerified(server.db, user!.id, new Date());
    const quiet = await personSignsIn(server.url);
    let n = 0;
    const flood = autocannon(
      {
        url: `${server.url}/api/v1/signin`,
        connections: 20,
        duration: 60,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        // Every request a new unknown email, so no per-email limit stops the flood before hashing.
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ email: `ghost${n++}@bench.local`, password: PASSWORD }),
            }),
          },
        ],
      },
      () => undefined,
    );
    const ended = new Promise<void>((resolve) => flood.on('done', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loaded = await personSignsIn(server.url);
    flood.stop();
    await ended;
    for (const [label, p] of [
      ['p50', 50],
      ['p90', 90],
    ] as const) {
      const ours = percentile(loaded, p);
      const peer = percentile(quiet, p);
      console.log(
        `person's sign-in ${label}: ${ours.toFixed(0)} ms under the flood, ${peer.toFixed(0)} ms without (ratio ${ratio(ours, peer)})`,
      );
    }
  } finally {
    await server.close();
  }
}

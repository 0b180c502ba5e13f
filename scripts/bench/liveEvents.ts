import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { migrate } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/database.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { startRunner, type Runner } from '../../server/runner/service.ts';
import { startFixtureApp } from '../../tests/fixtures/app/index.ts';
import { verifiedAccount } from '../../tests/support/accounts.ts';
import { openEventStream } from '../../tests/support/eventStream.ts';
import { createProject, createTestCase } from '../../tests/support/projects.ts';
import { createTestApp, type TestApp } from '../../tests/support/testApp.ts';
import { ratio } from './server.ts';

/**
 * Live events and worker processes, on one PostgreSQL schema shared by the web server (which runs
 * nothing itself) and worker processes like `npm run worker`:
 * 1. how long a console line of the fixture's /ticker page takes from the page (the time it logs) to a
 *    client of the run's Server-Sent Events stream, with two workers each running the page at once;
 *    the peer is the floor of that path, a bare pg_notify from one connection to another that LISTENs;
 * 2. runs per minute of a short form test case queued RUNS at a time, with 2 worker processes against 1
 *    (concurrency 1 each, browsers already open in both).
 */
const url =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = 8;
const NOTIFIES = 200;
const FORM_STEPS = [
  'Go to /form',
  'Type "Ada" into Name',
  'Type "ada@example.com" into Email',
  'Check "I agree to the terms"',
  'Click Send',
  'I see "Thanks, Ada!"',
];

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! : NaN;
};
const figures = (values: number[], what: string) =>
  `${values.length} ${what}, median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;

/** A worker process on the schema, in a process group of its own so that its Chromium ends with it. */
function startWorker(schema: string, secretKey: Buffer, workers: ChildProcess[]): Promise<ChildProcess> {
  const key = secretKey.toString('hex');
  const env = { ...process.env, TEST_DATABASE_URL: url, WORKER_SCHEMA: schema, WORKER_SECRET_KEY: key };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/workerProcess.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('worker ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`a worker exited (${code}) before it was ready`)));
  });
}
const killWorker = (child: ChildProcess) => {
  child.removeAllListeners('exit');
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
};

/** The peer: milliseconds from a NOTIFY carrying the time it was sent to its arrival at a LISTENing connection. */
async function notifyRoundTrips(): Promise<number[]> {
  const listener = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  const sender = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  const channel = `bench_${randomBytes(4).toString('hex')}`;
  const delays: number[] = [];
  try {
    await Promise.all([listener.connect(), sender.connect()]);
    await listener.query(`LISTEN ${channel}`);
    for (let i = 0; i < NOTIFIES; i++) {
      const received = new Promise<void>((resolve) =>
        listener.once('notification', (n) => resolve(void delays.push(performance.now() - Number(n.payload)))),
      );
      await sender.query('SELECT pg_notify($1, $2)', [channel, String(performance.now())]);
      await received;
    }
  } finally {
    await Promise.all([listener.end().catch(() => undefined), sender.end().catch(() => undefined)]);
  }
  return delays;
}

/** Queues the test case `count` times; answers the wall time until all have ended, and how they ended. */
async function runMany(t: TestApp, db: Database, token: string, testCaseId: number, count: number) {
  const started = Date.now();
  const queue = async () => (await t.post('/api/v1/runs', { test_case_ids: [testCaseId] }, token)).json().data[0].id;
  const ids: number[] = await Promise.all(Array.from({ length: count }, queue));
  const outcomes = () =>
    db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM runs WHERE id = ANY($1::int[]) GROUP BY status',
      [ids],
    );
  while ((await outcomes()).some((o) => o.status === 'queued' || o.status === 'running')) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const wall = Date.now() - started;
  return { wall, outcomes: (await outcomes()).map((o) => `${o.n} ${o.status}`).join(', ') };
}

export async function run(): Promise<void> {
  let peer: number[];
  try {
    peer = await notifyRoundTrips();
  } catch (error) {
    return console.log(`skipped: no PostgreSQL to use at ${url} (${(error as Error).message})`);
  }
  const schema = `bench_live_${randomBytes(4).toString('hex')}`;
  const secretKey = randomBytes(32);
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, { searchPath: schema, queueSchema: `${schema}_queue`, max: 4 });
  const workers: ChildProcess[] = [];
  const fixture = await startFixtureApp();
  // The web server queues runs and streams them, and runs none itself.
  const quiet = { info: () => undefined, warn: () => undefined, error: (...a: unknown[]) => console.error(...a) };
  const options = { concurrency: 0, chromePath: undefined, browserWsEndpoint: undefined };
  let t: TestApp | undefined;
  let queueOnly: Runner | undefined;
  try {
    await migrate(db);
    queueOnly = await startRunner(db, { ...options, privateNetworks: 'allow', model: null }, secretKey, quiet);
    t = await createTestApp({ db, secretKey, now: () => new Date(), runQueue: queueOnly.queue });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    const { token } = await verifiedAccount(t);
    const project = await createProject(t, token, {
      environments: [
        { label: 'Fixture', url: fixture.url },
        { label: 'Other', url: 'https://www.example.com' },
      ],
    });
    const envId = project.environments[0]!.id;
    const ticker = await createTestCase(t, token, envId, {
      title: 'Ticker',
      steps: ['Go to /ticker', 'Wait 5 seconds', 'Expect to see "Ticker"'],
    });
    const form = await createTestCase(t, token, envId, { title: 'Form', steps: FORM_STEPS });
    await Promise.all([startWorker(schema, secretKey, workers), startWorker(schema, secretKey, workers)]);

    // 1. Two ticker runs at once, one in each worker, each watched over its live stream.
    const delays: number[] = [];
    const watched = await Promise.all(
      [0, 1].map(async () => {
        const [queued] = (await t!.post('/api/v1/runs', { test_case_ids: [ticker.id] }, token)).json().data;
        const stream = await openEventStream(`${base}/runs/${queued.id}/events`, token);
        await stream.ended;
        for (const e of stream.events) {
          const logged = e.event === 'console' && /at (\d+)$/.exec((e.data as { text: string }).text);
          if (logged) delays.push(e.receivedAt - Number(logged[1]));
        }
        return stream.events.findLast((e) => e.event === 'status')?.data as { status: string } | undefined;
      }),
    );
    console.log(
      `Page console line to SSE client, web server + 2 worker processes (runs ${watched.map((s) => s?.status).join(', ')}):`,
    );
    console.log(`  ours: ${figures(delays, 'console lines')} (target p95 < 500 ms)`);
    console.log(`  peer, bare pg_notify to a LISTENing connection: ${figures(peer, 'notifies')}`);
    console.log(
      `  ratio ours/peer: median ${ratio(percentile(delays, 0.5), percentile(peer, 0.5))}, p95 ${ratio(percentile(delays, 0.95), percentile(peer, 0.95))}`,
    );

    // 2. The same runs with both workers, then with one: a first run caches the steps for both.
    await runMany(t, db, token, form.id, 1);
    const two = await runMany(t, db, token, form.id, RUNS);
    killWorker(workers.pop()!);
    const one = await runMany(t, db, token, form.id, RUNS);
    const perMinute = (ms: number) => (RUNS * 60_000) / ms;
    const show = (r: typeof one) =>
      `${perMinute(r.wall).toFixed(1)} runs/min (${(r.wall / 1000).toFixed(1)} s) [${r.outcomes}]`;
    console.log(`${RUNS} runs of a ${FORM_STEPS.length}-step form test case, concurrency 1 per worker process:`);
    console.log(`  1 worker:  ${show(one)}\n  2 workers: ${show(two)}`);
    console.log(`  ratio 2 vs 1: ${ratio(perMinute(two.wall), perMinute(one.wall))}`);
  } finally {
    workers.forEach(killWorker);
    await t?.close();
    await queueOnly?.stop();
    await fixture.close();
    await db.close();
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`);
    await admin.close();
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Database } from '../../server/db/database.ts';
import { startRunner, type Runner } from '../../server/runner/service.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { openEventStream } from '../support/eventStream.ts';
import { createProject, createTestCase } from '../support/projects.ts';
import { waitForRun } from '../support/runnerApp.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { testDatabaseKind } from '../support/testDatabase.ts';

// Worker processes share a run queue only through a PostgreSQL server (the embedded database belongs to
// one process), so this suite runs on PostgreSQL: a worker killed with SIGKILL mid-run, and another one
// taking the run up once the dead one's heartbeat has stopped.
const url = process.env.TEST_DATABASE_URL;
const schema = `test_${randomBytes(6).toString('hex')}`;
const secretKey = randomBytes(32);

let db: Database;
let admin: Database;
let t: TestApp;
let queueOnly: Runner;
let fixture: FixtureApp;
let base: string;
const workers: ChildProcess[] = [];

interface Worker {
  process: ChildProcess;
  /** The runs this worker took, in order. */
  took: number[];
}

/** Starts a worker process on this suite's schema and waits until it takes runs. */
function startWorker(): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/workerProcess.ts'], {
    env: { ...process.env, WORKER_SCHEMA: schema, WORKER_SECRET_KEY: secretKey.toString('hex') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  const worker: Worker = { process: child, took: [] };
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      for (const [, id] of text.matchAll(/took run (\d+)/g)) worker.took.push(Number(id));
      if (text.includes('worker ready')) resolve(worker);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
  });
}

/** A new organization's test case that opens the fixture's slow page. */
async function slowTestCase() {
  const { token } = await verifiedAccount(t);
  const project = await createProject(t, token, {
    environments: [
      { label: 'Fixture', url: fixture.url },
      { label: 'Other', url: 'https://www.example.com' },
    ],
  });
  const testCase = await createTestCase(t, token, project.environments[0]!.id, {
    title: 'Slow',
    steps: ['Go to /slow', 'I see "Slow page loaded"'],
  });
  return { token, project, testCase };
}

describe.runIf(testDatabaseKind === 'postgres')('a worker killed mid-run', () => {
  // Each test starts the workers it needs; none outlives it to take another test's run.
  afterEach(() => {
    for (const w of workers.splice(0)) w.kill('SIGKILL');
  });

  beforeAll(async () => {
    admin = openPostgres(url!, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    db = openPostgres(url!, { searchPath: schema, queueSchema: `${schema}_queue`, max: 4 });
    await migrate(db);
    fixture = await startFixtureApp();
    // This process queues runs and ends abandoned ones, and runs none itself.
    queueOnly = await startRunner(
      db,
      { concurrency: 0, chromePath: undefined, browserWsEndpoint: undefined, privateNetworks: 'allow', model: null },
      secretKey,
      { info: () => undefined, warn: () => undefined, error: () => undefined },
    );
    t = await createTestApp({ db, secretKey, now: () => new Date(), runQueue: queueOnly.queue });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t?.close();
    await queueOnly?.stop();
    await fixture?.close();
    await db?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`);
    await admin?.close();
  });

  it('is taken up by the other of two workers within its lease, and the run ends instead of staying in progress', async () => {
    const { token, testCase } = await slowTestCase();
    fixture.set({ slowMs: 8_000 });
    const pair = [await startWorker(), await startWorker()];
    const [queued] = (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data;
    await waitForRun(t, token, queued.id, (r) => r.steps[0]!.status === 'running', 30_000);
    const holder = pair.find((w) => w.took.includes(queued.id))!;
    const other = pair.find((w) => w !== holder)!;
    // The web server streams the run live although other processes run it: their writes wake it.
    const stream = await openEventStream(`${base}/runs/${queued.id}/events`, token);

    holder.process.kill('SIGKILL');
    const killedAt = Date.now();
    fixture.set({ slowMs: 200 });
    await waitForRun(t, token, queued.id, (r) => r.attempt === 2, 60_000);
    // The lease is 10 s and abandoned runs are looked for every 5 s: taken up well within 30 s.
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(other.took).toEqual([queued.id]);
    const ended = await waitForRun(t, token, queued.id, undefined, 90_000);
    expect(ended.status, ended.message).toBe('passed');
    expect(ended.attempt).toBe(2);
    await stream.ended;
    const statuses = stream.events
      .filter((e) => e.event === 'status')
      .map((e) => e.data as { status: string; attempt: number });
    expect(statuses.at(-2)).toMatchObject({ status: 'running', attempt: 2 });
    expect(statuses.at(-1)).toMatchObject({ status: 'passed', attempt: 2 });
  }, 120_000);

  it('is stopped within a second or two from the web server, whichever process runs it', async () => {
    const { token, testCase } = await slowTestCase();
    fixture.set({ slowMs: 30_000 });
    const worker = await startWorker();
    const [queued] = (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data;
    await waitForRun(t, token, queued.id, (r) => r.steps[0]!.status === 'running', 30_000);
    expect(worker.took).toEqual([queued.id]);
    const stoppedAt = Date.now();
    expect((await t.post(`/api/v1/runs/${queued.id}/stop`, undefined, token)).statusCode).toBe(200);
    const ended = await waitForRun(t, token, queued.id, undefined, 10_000);
    expect(ended.status).toBe('stopped');
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
  }, 60_000);

  it('ends as an error when the worker of its retry dies too, never staying in progress', async () => {
    const { token, project, testCase } = await slowTestCase();
    // The page takes longer than both attempts live, and the step may wait for it.
    await t.patch(`/api/v1/projects/${project.id}`, { step_timeout_ms: 120_000 }, token);
    fixture.set({ slowMs: 60_000 });
    const [queued] = (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const worker = await startWorker();
      await waitForRun(t, token, queued.id, (r) => r.attempt === attempt && r.steps[0]!.status === 'running', 60_000);
      worker.process.kill('SIGKILL');
    }
    const ended = await waitForRun(t, token, queued.id, undefined, 90_000);
    expect(ended.status).toBe('error');
    expect(ended.message).toBe('The worker running this test stopped before it finished, and so did its retry.');
  }, 180_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Database } from '../../server/db/database.ts';
import { startRunner, type Runner } from '../../server/runner/service.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
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
const workers: ChildProcess[] = [];

/** Starts a worker process on this suite's schema and waits until it takes runs. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/workerProcess.ts'], {
    env: { ...process.env, WORKER_SCHEMA: schema, WORKER_SECRET_KEY: secretKey.toString('hex') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker ready')) resolve(child);
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
      { concurrency: 0, chromePath: undefined, browserWsEndpoint: undefined, privateNetworks: 'allow' },
      secretKey,
      { info: () => undefined, warn: () => undefined, error: () => undefined },
    );
    t = await createTestApp({ db, secretKey, now: () => new Date(), runQueue: queueOnly.queue });
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

  it('is taken up by another worker, and the run ends instead of staying in progress', async () => {
    const { token, testCase } = await slowTestCase();
    fixture.set({ slowMs: 8_000 });
    const first = await startWorker();
    const [queued] = (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data;
    await waitForRun(t, token, queued.id, (r) => r.steps[0]!.status === 'running', 30_000);

    first.kill('SIGKILL');
    fixture.set({ slowMs: 200 });
    await startWorker();
    const ended = await waitForRun(t, token, queued.id, undefined, 90_000);
    expect(ended.status, ended.message).toBe('passed');
    expect(ended.attempt).toBe(2);
  }, 120_000);

  it('ends as an error when the worker of its retry dies too, never staying in progress', async () => {
    const { token, project, testCase } = await slowTestCase();
    // The page takes longer than both attempts live, and the step may wait for it.
    await t.patch(`/api/v1/projects/${project.id}`, { step_timeout_ms: 120_000 }, token);
    fixture.set({ slowMs: 60_000 });
    const [queued] = (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const worker = await startWorker();
      await waitForRun(t, token, queued.id, (r) => r.attempt === attempt && r.steps[0]!.status === 'running', 60_000);
      worker.kill('SIGKILL');
    }
    const ended = await waitForRun(t, token, queued.id, undefined, 90_000);
    expect(ended.status).toBe('error');
    expect(ended.message).toBe('The worker running this test stopped before it finished, and so did its retry.');
  }, 180_000);
});

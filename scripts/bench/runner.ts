import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { startSuite } from '../../server/runner/suites.ts';
import { chromiumExecutable } from '../../server/runner/browser.ts';
import { startRunner } from '../../server/runner/service.ts';
import { startFixtureApp, type FixtureApp } from '../../tests/fixtures/app/index.ts';

/**
 * The runner against Playwright Test on the same work: 20 test cases of 10 steps on the fixture app, at the
 * same concurrency, ours through the queue (as a user's Run All does) and theirs with `npx playwright test`.
 * Prints both wall times and their ratio, and the median time of a step on a first run and on a replay.
 */
const CASES = 20;
const CONCURRENCY = 2;

const stepsOf = (i: number) => [
  'Go to /form',
  `Type "Ada ${i}" into Name`,
  `Type "ada${i}@example.com" into Email`,
  'Select "Germany" from Country',
  'Click the "Support" radio button',
  'Check "I agree to the terms"',
  'Type "Hello from the bench" into Message',
  'Click Send',
  `I see "Thanks, Ada ${i}!"`,
  'The URL contains /form',
];

/** The same ten steps, as a Playwright Test author would write them. */
const specOf = (url: string) => `import { test, expect } from '@playwright/test';
for (let i = 0; i < ${CASES}; i++) {
  test('case ' + i, async ({ page }) => {
    await page.goto('${url}/form');
    await page.getByLabel('Name').fill('Ada ' + i);
    await page.getByLabel('Email').fill('ada' + i + '@example.com');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByRole('radio', { name: 'Support' }).click();
    await page.getByRole('checkbox', { name: 'I agree to the terms' }).check();
    await page.getByLabel('Message').fill('Hello from the bench');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thanks, Ada ' + i + '!')).toBeVisible();
    await expect(page).toHaveURL(/\\/form/);
  });
}
`;

async function openDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(undefined);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const schema = `bench_runner_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, { searchPath: schema, queueSchema: `${schema}_queue`, max: 10 });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`);
      await admin.close();
    },
  };
}

async function seedProject(db: Database, url: string) {
  const now = new Date();
  const [org] = await db.query<{ id: number }>(
    `INSERT INTO organizations (name, created_at) VALUES ('Bench', $1) RETURNING id`,
    [now],
  );
  const [project] = await db.query<{ id: number }>(
    `INSERT INTO projects (organization_id, name, created_at) VALUES ($1, 'Bench', $2) RETURNING id`,
    [org!.id, now],
  );
  const [env] = await db.query<{ id: number; label: string; url: string }>(
    `INSERT INTO environments (project_id, label, url, created_at) VALUES ($1, 'Fixture', $2, $3) RETURNING id, label, url`,
    [project!.id, url, now],
  );
  const sources = [];
  for (let i = 0; i < CASES; i++) {
    const [tc] = await db.query<{ id: number }>(
      `INSERT INTO test_cases (project_id, environment_id, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [project!.id, env!.id, `Case ${i}`, now],
    );
    const steps = [];
    for (const [position, text] of stepsOf(i).entries()) {
      const [step] = await db.query<{ id: number }>(
        'INSERT INTO test_case_steps (test_case_id, position, text) VALUES ($1, $2, $3) RETURNING id',
        [tc!.id, position + 1, text],
      );
      steps.push({ id: step!.id, text });
    }
    sources.push({
      testCaseId: tc!.id,
      title: `Case ${i}`,
      environmentId: env!.id,
      environmentLabel: env!.label,
      environmentUrl: env!.url,
      steps,
    });
  }
  return { projectId: project!.id, sources };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

/** Queues every case once and waits for all to end; answers the wall time and each step's duration. */
async function suiteRun(
  db: Database,
  enqueue: (ids: number[]) => Promise<void>,
  seeded: Awaited<ReturnType<typeof seedProject>>,
) {
  const started = Date.now();
  const { runIds: ids } = await startSuite(
    { db, runQueue: { enqueue }, notify: null, appUrl: '', now: () => new Date() },
    {
      projectId: seeded.projectId,
      userId: null,
      source: 'manual',
      sources: seeded.sources,
      stepTimeoutMs: 10_000,
      runTimeoutMs: 300_000,
      retries: 0,
    },
  );
  for (;;) {
    const [left] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM runs WHERE id = ANY($1::int[]) AND status IN ('queued', 'running')`,
      [ids],
    );
    if (left!.n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const wall = Date.now() - started;
  const outcomes = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM runs WHERE id = ANY($1::int[]) GROUP BY status`,
    [ids],
  );
  const steps = await db.query<{ duration_ms: number }>(
    `SELECT duration_ms FROM run_steps WHERE run_id = ANY($1::int[]) AND duration_ms IS NOT NULL`,
    [ids],
  );
  return { wall, outcomes, stepMedian: median(steps.map((s) => s.duration_ms)) };
}

async function ours(fixture: FixtureApp, trace: boolean) {
  const { db, close } = await openDatabase();
  const runner = await startRunner(
    db,
    {
      concurrency: CONCURRENCY,
      chromePath: process.env.CHROME_PATH,
      browserWsEndpoint: undefined,
      privateNetworks: 'allow',
      model: null,
    },
    randomBytes(32),
    { info: () => undefined, warn: () => undefined, error: (...a: unknown[]) => console.error(...a) },
    { trace },
  );
  try {
    const seeded = await seedProject(db, fixture.url);
    const first = await suiteRun(db, (ids) => runner.queue.enqueue(ids), seeded);
    const replay = await suiteRun(db, (ids) => runner.queue.enqueue(ids), seeded);
    return { first, replay };
  } finally {
    await runner.stop();
    await close();
  }
}

async function playwrightTest(fixture: FixtureApp): Promise<number> {
  // Inside the project, so the spec resolves @playwright/test from its node_modules.
  await fs.mkdir(path.resolve('reports'), { recursive: true });
  const dir = await fs.mkdtemp(path.resolve('reports', 'bench-pwt-'));
  await fs.writeFile(path.join(dir, 'form.spec.ts'), specOf(fixture.url));
  await fs.writeFile(
    path.join(dir, 'playwright.config.ts'),
    `export default { testDir: '.', workers: ${CONCURRENCY}, fullyParallel: true, reporter: 'dot', use: { trace: 'off', launchOptions: { executablePath: ${JSON.stringify(chromiumExecutable(process.env.CHROME_PATH))}, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] } } };\n`,
  );
  const started = Date.now();
  // Not spawnSync: the fixture app answers from this very process, which must keep running meanwhile.
  const result = await new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', path.join(dir, 'playwright.config.ts')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
  const wall = Date.now() - started;
  await fs.rm(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`Playwright Test failed:\n${result.output}`);
  return wall;
}

export async function run(): Promise<void> {
  const fixture = await startFixtureApp();
  try {
    const theirs = await playwrightTest(fixture);
    const shipped = await ours(fixture, true);
    const noTrace = await ours(fixture, false);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const show = (o: { status: string; n: number }[]) => o.map((x) => `${x.n} ${x.status}`).join(', ');
    console.log(
      `${CASES} test cases × 10 steps on the fixture app, ${CONCURRENCY} at a time (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    console.log(`Playwright Test (npx playwright test, trace off):       ${s(theirs)}`);
    console.log(
      `TestPilot, first run (trace and screenshots, as shipped): ${s(shipped.first.wall)}  ratio ${(shipped.first.wall / theirs).toFixed(2)}  [${show(shipped.first.outcomes)}]`,
    );
    console.log(
      `TestPilot, cached replay (as shipped):                   ${s(shipped.replay.wall)}  ratio ${(shipped.replay.wall / theirs).toFixed(2)}  [${show(shipped.replay.outcomes)}]`,
    );
    console.log(
      `TestPilot, cached replay without a trace:                ${s(noTrace.replay.wall)}  ratio ${(noTrace.replay.wall / theirs).toFixed(2)}`,
    );
    console.log(`Median step: first run ${shipped.first.stepMedian} ms, cached replay ${shipped.replay.stepMedian} ms`);
  } finally {
    await fixture.close();
  }
}

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
import type { StepPhases } from '../../server/runner/stepClock.ts';
import type { StepTiming } from '../../server/runner/worker.ts';

/**
 * The runner against Playwright Test on the same work: 20 test cases of 10 steps on the fixture app, at the
 * same concurrency, ours through the queue (as a user's Run All does) and theirs with `npx playwright test`.
 * Prints both wall times and their ratio, where a step's time goes (resolve, act, settle, evidence) on a first run
 * and on a replay, against the time of Playwright's own call for the same step, and what a replayed step costs over it.
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

/**
 * The same ten steps, as a Playwright Test author would write them; each call is timed, and a test's ten times are
 * appended to `timesFile` as one JSON line. With `screenshots`, each call is followed by a screenshot as ours take
 * it (a JPEG of the viewport, quality 60), counted in its time.
 */
const specOf = (url: string, timesFile: string, screenshots: boolean) => `import fs from 'node:fs';
import { test, expect } from '@playwright/test';
for (let i = 0; i < ${CASES}; i++) {
  test('case ' + i, async ({ page }) => {
    const times: number[] = [];
    const timed = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      ${screenshots ? "await page.screenshot({ type: 'jpeg', quality: 60 });" : ''}
      times.push(performance.now() - started);
    };
    await timed(() => page.goto('${url}/form'));
    await timed(() => page.getByLabel('Name').fill('Ada ' + i));
    await timed(() => page.getByLabel('Email').fill('ada' + i + '@example.com'));
    await timed(() => page.getByLabel('Country').selectOption({ label: 'Germany' }));
    await timed(() => page.getByRole('radio', { name: 'Support' }).click());
    await timed(() => page.getByRole('checkbox', { name: 'I agree to the terms' }).check());
    await timed(() => page.getByLabel('Message').fill('Hello from the bench'));
    await timed(() => page.getByRole('button', { name: 'Send' }).click());
    await timed(() => expect(page.getByText('Thanks, Ada ' + i + '!')).toBeVisible());
    await timed(() => expect(page).toHaveURL(/\\/form/));
    fs.appendFileSync(${JSON.stringify(timesFile)}, JSON.stringify(times) + '\\n');
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

/**
 * A project of the 20 test cases, each on an environment of its own (all the fixture app): the replay cache is kept
 * per environment, so a first run finds every element afresh rather than replaying what another case stored.
 */
async function seedProject(db: Database, url: string, evidence: Evidence) {
  const now = new Date();
  const [org] = await db.query<{ id: number }>(
    `INSERT INTO organizations (name, created_at) VALUES ('Bench', $1) RETURNING id`,
    [now],
  );
  const [project] = await db.query<{ id: number }>(
    `INSERT INTO projects (organization_id, name, created_at, trace_policy, screenshot_policy)
     VALUES ($1, 'Bench', $2, $3, $4) RETURNING id`,
    [org!.id, now, evidence.trace, evidence.screenshots],
  );
  const sources = [];
  for (let i = 0; i < CASES; i++) {
    const [env] = await db.query<{ id: number; label: string; url: string }>(
      `INSERT INTO environments (project_id, label, url, created_at) VALUES ($1, $2, $3, $4) RETURNING id, label, url`,
      [project!.id, `Fixture ${i}`, url, now],
    );
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

/** What a project keeps of its runs (its evidence policy). */
interface Evidence {
  trace: 'always' | 'on_failure';
  screenshots: 'every_step' | 'on_failure';
}

/** Queues every case once and waits for all to end; answers the wall time, the runs' outcomes and their ids. */
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
  return { wall, outcomes, ids: new Set(ids) };
}

/** A suite's steps: the median of each phase and of the whole step, and each step position's median time. */
function stepFigures(timings: StepTiming[]) {
  const phase = (name: keyof StepPhases) => median(timings.map((t) => t.phases[name]));
  const positions = [...new Set(timings.map((t) => t.position))].sort((a, b) => a - b);
  const byPosition = (figure: (t: StepTiming) => number) =>
    positions.map((p) => median(timings.filter((t) => t.position === p).map(figure)));
  return {
    phases: { resolve: phase('resolve'), act: phase('act'), settle: phase('settle'), evidence: phase('evidence') },
    step: median(timings.map((t) => t.durationMs)),
    record: median(timings.map((t) => t.recordMs)),
    replayed: timings.filter((t) => t.replayed).length,
    steps: timings.length,
    /** Each position's median step, whole and without its evidence. */
    whole: byPosition((t) => t.durationMs),
    withoutEvidence: byPosition((t) => t.durationMs - t.phases.evidence),
  };
}

/** The fixture app, served by a process of its own (fixtureProcess.ts): where it listens, and how to stop it. */
async function fixtureProcess(): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn('node', ['--import', 'tsx', path.resolve('scripts/bench/fixtureProcess.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.on('exit', (code) => reject(new Error(`The fixture app stopped (${code}) before it listened.`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

type Fixture = Awaited<ReturnType<typeof fixtureProcess>>;

async function ours(fixture: Fixture, evidence: Evidence) {
  const { db, close } = await openDatabase();
  const timings: StepTiming[] = [];
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
    { stepTimed: (timing) => timings.push(timing) },
  );
  try {
    const seeded = await seedProject(db, fixture.url, evidence);
    const suite = async () => {
      const run = await suiteRun(db, (ids) => runner.queue.enqueue(ids), seeded);
      return { ...run, ...stepFigures(timings.filter((t) => run.ids.has(t.runId))) };
    };
    const first = await suite();
    const replay = await suite();
    return { first, replay };
  } finally {
    await runner.stop();
    await close();
  }
}

/**
 * Playwright Test's wall time, and each of the ten calls' median time; with `evidence`, with what ours keep as shipped
 * (a trace of every test, and a screenshot after every call).
 */
async function playwrightTest(fixture: Fixture, evidence: boolean): Promise<{ wall: number; calls: number[] }> {
  // Inside the project, so the spec resolves @playwright/test from its node_modules.
  await fs.mkdir(path.resolve('reports'), { recursive: true });
  const dir = await fs.mkdtemp(path.resolve('reports', 'bench-pwt-'));
  const timesFile = path.join(dir, 'times.jsonl');
  await fs.writeFile(path.join(dir, 'form.spec.ts'), specOf(fixture.url, timesFile, evidence));
  await fs.writeFile(
    path.join(dir, 'playwright.config.ts'),
    `export default { testDir: '.', workers: ${CONCURRENCY}, fullyParallel: true, reporter: 'dot', use: { trace: '${evidence ? 'on' : 'off'}', launchOptions: { executablePath: ${JSON.stringify(chromiumExecutable(process.env.CHROME_PATH))}, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] } } };\n`,
  );
  const started = Date.now();
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
  const tests = result.status === 0 ? await fs.readFile(timesFile, 'utf8') : '';
  await fs.rm(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`Playwright Test failed:\n${result.output}`);
  const times = tests
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as number[]);
  return { wall, calls: stepsOf(0).map((_, i) => median(times.map((t) => t[i]!))) };
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

export async function run(): Promise<void> {
  const fixture = await fixtureProcess();
  try {
    const theirs = await playwrightTest(fixture, false);
    const theirsWithEvidence = await playwrightTest(fixture, true);
    const shipped = await ours(fixture, { trace: 'always', screenshots: 'every_step' });
    const lean = await ours(fixture, { trace: 'on_failure', screenshots: 'on_failure' });
    const s = (value: number) => `${(value / 1000).toFixed(1)} s`;
    const show = (o: { status: string; n: number }[]) => o.map((x) => `${x.n} ${x.status}`).join(', ');
    const ratio = (wall: number) => (wall / theirs.wall).toFixed(2);
    console.log(
      `${CASES} test cases × 10 steps on the fixture app, ${CONCURRENCY} at a time (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    console.log(`Playwright Test (npx playwright test, trace off):          ${s(theirs.wall)}`);
    console.log(
      `Playwright Test with a trace and a screenshot per step:    ${s(theirsWithEvidence.wall)}  ratio ${ratio(theirsWithEvidence.wall)}`,
    );
    const rows: [string, Awaited<ReturnType<typeof suiteRun>>][] = [
      ['first run, as shipped (trace, a screenshot per step)', shipped.first],
      ['cached replay, as shipped', shipped.replay],
      ['first run, evidence on failure only', lean.first],
      ['cached replay, evidence on failure only', lean.replay],
    ];
    for (const [name, suite] of rows) {
      console.log(
        `TestPilot, ${name.padEnd(52)} ${s(suite.wall)}  ratio ${ratio(suite.wall)}  [${show(suite.outcomes)}]`,
      );
    }
    console.log('\nMedian cost of a step, by phase (as shipped, then with evidence on failure only):');
    console.log('                 first run   replay   first run   replay');
    for (const phase of ['resolve', 'act', 'settle', 'evidence'] as const) {
      const figures = [shipped.first, shipped.replay, lean.first, lean.replay].map((f) => ms(f.phases[phase]));
      console.log(`  ${phase.padEnd(12)} ${figures.join('  ')}`);
    }
    const whole = [shipped.first, shipped.replay, lean.first, lean.replay];
    console.log(`  ${'whole step'.padEnd(12)} ${whole.map((f) => ms(f.step)).join('  ')}`);
    console.log(`  ${'(recording)'.padEnd(12)} ${whole.map((f) => ms(f.record)).join('  ')}  after the step ends`);
    console.log(
      `  steps replayed: ${whole.map((f) => `${f.replayed}/${f.steps}`).join(', ')} (a step that used no element never replays)`,
    );
    console.log(`  Playwright's own call, median of a step: ${ms(median(theirs.calls)).trim()}`);

    // A replayed step against Playwright's own call for it, position by position; the median over the steps.
    const overhead = (mine: number[]) => median(mine.map((m, i) => m - theirs.calls[i]!));
    console.log("\nA replayed step over Playwright's own call (median over the 10 steps of each one's median):");
    console.log(`  as shipped, whole step:                  ${ms(overhead(shipped.replay.whole))}`);
    console.log(`  as shipped, without its evidence:        ${ms(overhead(shipped.replay.withoutEvidence))}`);
    console.log(`  evidence on failure only, whole step:    ${ms(overhead(lean.replay.whole))}`);
    const overEvidence = median(shipped.replay.whole.map((m, i) => m - theirsWithEvidence.calls[i]!));
    console.log(`  as shipped, over Playwright's call and its own trace and screenshot: ${ms(overEvidence)}`);
    console.log(
      '  by step (Playwright; Playwright with a trace and a screenshot; ours replayed as shipped; ours replayed, ' +
        'evidence on failure only):',
    );
    for (const [i, text] of stepsOf(0).entries()) {
      const figures = [theirs.calls[i]!, theirsWithEvidence.calls[i]!, shipped.replay.whole[i]!, lean.replay.whole[i]!]
        .map(ms)
        .join('');
      console.log(`   ${figures}  ${text}`);
    }
  } finally {
    await fixture.close();
  }
}

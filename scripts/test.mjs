// Runs every test suite and ends with one line summing them: `tests: N passed, N failed`.
// The model-based tests run beside the unit tests and report each machine's coverage.
// The API suite runs on embedded PGlite and, at the same time, on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reports = path.resolve('reports');
fs.mkdirSync(reports, { recursive: true });
const results = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs a command to its end; with `logFile`, its output goes there instead of to this terminal. */
function run(command, args, env, logFile) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const child = spawn(command, args, { stdio: ['ignore', out, out], env });
    child.on('close', (status) => {
      if (logFile) fs.closeSync(out);
      resolve(status);
    });
  });
}

/**
 * Runs Vitest (or `script`, which passes its arguments to Vitest) and records its counts. A suite run
 * beside another (`alongside`) writes its output to a log, printed whole when it ends.
 */
async function vitest(name, projects, env = {}, { script = null, extra = [], alongside = false } = {}) {
  const started = Date.now();
  const output = path.join(reports, `vitest-${name}.json`);
  fs.rmSync(output, { force: true });
  const log = alongside ? path.join(reports, `${name}.log`) : null;
  if (!alongside) console.log(`\n━━ ${name} ━━`);
  const args = [
    ...(script ? [script] : ['vitest', 'run']),
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const status = await run(script ? 'node' : 'npx', args, { ...process.env, ...env }, log);
  if (log) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(fs.readFileSync(log));
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(output)) {
    const json = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    skipped = json.numPendingTests + json.numTodoTests;
  }
  // A suite that crashed before reporting counts as one failure, never as a pass. (A script's exit status
  // also says how its own checks went, which it reports itself: only a missing report counts here.)
  const crashed = script ? !fs.existsSync(output) : status !== 0 && failed === 0;
  if (crashed && failed === 0) failed = 1;
  results.push({ name, passed, failed, skipped, seconds: seconds(started) });
}

// The built app: the browser suite serves it, an API test explores it as a web app under test, and the bundle's
// test reads what it holds (BUILT_APP, with the manifest of its chunks) instead of building it again.
console.log('\n━━ build ━━');
const buildStarted = Date.now();
const built =
  spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_XSTATE_INSPECT: '' },
  }).status === 0;
const buildSeconds = seconds(buildStarted);

const chrome = chromiumPath();

// The runner in Chromium against the fixture app, without a database.
async function runner() {
  if (chrome) await vitest('runner', ['runner'], { CHROME_PATH: chrome }, { alongside: true });
  else console.log("\n━━ runner ━━\nSkipped: no Chromium found (install Debian's chromium, or set CHROME_PATH).");
}

// The unit, the model-based and the runner's tests side by side: Vitest gives each run one worker on a 2-core
// machine. Run one after another, the unit and model tests left a quarter of the cores idle (they wait on timers
// and the DOM), and the runner's suite, after them, kept the cores busy alone for 215-265 s.
// The model-based tests report their coverage (scripts/testModel.mjs): each machine below 100% of its states
// or transitions counts as a failure, and so does a report that did not run.
await Promise.all([
  vitest('unit', ['unit', 'server'], built ? { BUILT_APP: path.resolve('dist') } : {}, { alongside: true }),
  vitest('model', [], {}, { script: 'scripts/testModel.mjs', alongside: true }),
  runner(),
]);
const summaryFile = path.join(reports, 'model-coverage-summary.json');
if (fs.existsSync(summaryFile)) {
  const { complete, incomplete } = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
  results.push({ name: 'model-coverage', passed: complete, failed: incomplete.length, skipped: 0 });
} else {
  results.push({ name: 'model-coverage', passed: 0, failed: 1, skipped: 0 });
}

const browserEnv = chrome ? { CHROME_PATH: chrome } : {};
if (process.env.TEST_DATABASE_URL) {
  // The two databases' runs share nothing, so they go side by side to keep CI within its time. The files that
  // drive Chromium through the queue run on one database each, split so that neither side waits on the other; each
  // pairs with a file on the other side that takes the same database paths (model readings: modelSteps and
  // modelReadings; the replay cache: runExecution and replayCache; generations: generation against
  // generationBehaviours and generationOnTestPilot), or those paths are covered on both without a browser (run
  // events: runEventOrder and, streamed across processes, workerDeath; schedules given to the queue's cron: schedules).
  // generationBehaviours alone took 410 s on the PGlite side (2 cores shared), which then ended 180 s after the other.
  // Each side runs two files at a time. One file at a time waits on the database, on Chromium and on runs most of
  // its time: alone, the PostgreSQL side took 377 s and used a third of a core. Two files on each side keep the
  // 2 cores busy, and both sides end within 360 s; three each overloaded them enough to time out a 15 s test.
  const apiArgs = (excluded) => [
    '--maxWorkers=2',
    ...excluded.flatMap((name) => ['--exclude', `tests/api/${name}.test.ts`]),
  ];
  const pgliteOnly = ['generation', 'modelSteps', 'runEvents', 'runExecution', 'scheduleFiring'];
  const postgresOnly = [
    'failureClasses',
    'cli',
    'browserCrash',
    'generationBehaviours',
    'generationOnTestPilot',
    'modelReadings',
    'replayCache',
  ];
  await Promise.all([
    vitest(
      'api-pglite',
      ['api'],
      { TEST_DB: 'pglite', ...browserEnv },
      { alongside: true, extra: apiArgs(postgresOnly) },
    ),
    vitest(
      'api-postgres',
      ['api'],
      { TEST_DB: 'postgres', ...browserEnv },
      { alongside: true, extra: apiArgs(pgliteOnly) },
    ),
  ]);
} else {
  await vitest('api-pglite', ['api'], { TEST_DB: 'pglite', ...browserEnv });
  console.log(
    '\n━━ api-postgres ━━\nSkipped: TEST_DATABASE_URL is not set, so the API suite ran on embedded PGlite only.\n' +
      'To run it on a PostgreSQL server too: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
  );
}

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

function e2e() {
  const started = Date.now();
  console.log('\n━━ e2e ━━');
  const chrome = chromiumPath();
  if (!chrome) {
    console.log(
      "Skipped: no Chromium found (install Debian's chromium, or set CHROME_PATH), so the browser suite did not run.",
    );
    return;
  }
  if (!built) {
    results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const output = path.join(reports, 'playwright.json');
  fs.rmSync(output, { force: true });
  const run = spawnSync('npx', ['playwright', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(output)) {
    const { stats } = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
    skipped = stats.skipped;
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  results.push({ name: 'e2e', passed, failed, skipped, seconds: seconds(started) });
}

e2e();

console.log('');
console.log(`build: ${built ? 'built' : 'failed'} (${buildSeconds} s)`);
for (const r of results)
  console.log(
    `${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` +
      (r.seconds === undefined ? '' : ` (${r.seconds} s)`),
  );
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
const skipped = sum('skipped');
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(sum('failed') > 0 ? 1 : 0);

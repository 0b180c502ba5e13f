import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture, SIGN_IN_STEPS } from '../support/fixtureProject.ts';
import { createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, type RunnerTestApp } from '../support/runnerApp.ts';
import type { RunDetail } from '../../src/api/runs.ts';
import { GITHUB_TOKEN, githubStandIn, SLACK_HOOK_PATH, slackStandIn } from '../support/standIns.ts';

// `testpilot run` as a CI job runs it: a separate process, against this server over HTTP, with an API key.
let t: RunnerTestApp;
let fixture: FixtureApp;
let closedUrl: string;
let base: string;
let dir: string;
beforeAll(async () => {
  closedUrl = await closedAddress();
  fixture = await startFixtureApp();
  t = await createRunnerTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'testpilot-cli-'));
}, 120_000);
// Closing waits for the worker to finish the run in hand, which on a busy machine takes as long as starting does.
afterAll(async () => {
  await t?.close();
  await fixture?.close();
  await fs.rm(dir, { recursive: true, force: true });
}, 120_000);

const BIN = path.resolve('bin/testpilot.mjs');

function cli(args: string[], apiKey: string | undefined) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, TESTPILOT_URL: base, TESTPILOT_API_KEY: apiKey ?? '' }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function ciProject() {
  fixture.reset();
  const p = await projectOnFixture(t, fixture, closedUrl);
  const key = await t.post('/api/v1/api-keys', { name: 'CI' }, p.token);
  expect(key.statusCode, key.body).toBe(201);
  return { ...p, apiKey: key.json().data.key as string };
}

/** The run of this test case whose link the CLI printed, as the API tells it. */
async function runOf(stdout: string, testCase: string, token: string): Promise<RunDetail> {
  const line = stdout.split('\n').find((l) => l.includes(` ${testCase} on `));
  const id = line?.match(/live-test\?run=(\d+)/)?.[1];
  expect(id, stdout).toBeDefined();
  const res = await t.get(`/api/v1/runs/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RunDetail;
}

const secondsOf = (run: RunDetail) =>
  (new Date(run.finished_at!).getTime() - new Date(run.started_at!).getTime()) / 1000;

describe('npx testpilot run', () => {
  it('runs a project’s suite, prints its progress, writes a JUnit report and exits 0 when it passed', async () => {
    const { token, env, project, apiKey } = await ciProject();
    await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    await createTestCase(t, token, env.id, {
      title: 'Orders',
      steps: ['Go to /table', 'Expect to see "Alice Martin"'],
    });
    const report = path.join(dir, 'passed.xml');
    const run = await cli(
      ['run', '--project', project.name, '--environment', 'Fixture', '--wait', '--junit', report],
      apiKey,
    );
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^Suite (\\d+) of ${project.name}: 2 runs queued\\. ${base}/test-results\\?suite=\\1\\n`),
    );
    expect(run.stdout).toContain('2/2 ended: 2 passed, 0 failed, 0 flaky');
    expect(run.stdout).toMatch(/ {2}Passed {2}Sign in on Fixture {2}http:\/\/127\.0\.0\.1:\d+\/live-test\?run=\d+/);
    expect(run.stdout).toMatch(/Suite \d+ passed\.\n$/);
    const xml = await fs.readFile(report, 'utf8');
    expect(xml).toContain('<testsuites name="TestPilot" tests="2" failures="0" errors="0" skipped="0"');
    // Each run's own time to the millisecond, as its start and end say (not rounded to whole seconds).
    const signIn = await runOf(run.stdout, 'Sign in', token);
    expect(xml).toContain(
      `<testcase classname="Fixture" name="Sign in" time="${secondsOf(signIn).toFixed(3)}"></testcase>`,
    );
  });

  it('exits 1 when a test fails, with the failure and its class in the report, and 0 for a flaky pass', async () => {
    const { token, env, project, apiKey } = await ciProject();
    const signIn = await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    const checkout = await createTestCase(t, token, env.id, {
      title: 'Checkout <fast> & "safe"',
      steps: ['Go to /flaky', 'Expect to see "Order confirmed"'],
    });
    fixture.set({ wrongWelcomeText: true });
    const report = path.join(dir, 'failed.xml');
    const failed = await cli(
      [
        'run',
        '--project',
        String(project.id),
        '--test-case',
        String(signIn.id),
        '--retries',
        '0',
        '--wait',
        '--junit',
        report,
      ],
      apiKey,
    );
    expect(failed.code, failed.stdout + failed.stderr).toBe(1);
    expect(failed.stdout).toMatch(/ {2}Failed {2}Sign in on Fixture \[app_bug\]/);
    expect(failed.stdout).toMatch(/Suite \d+ failed\.\n$/);
    const xml = await fs.readFile(report, 'utf8');
    expect(xml).toContain('tests="1" failures="1" errors="0" skipped="0"');
    // The failure names the failed step, the runner's message and the step's screenshot, as the run's page shows them.
    const run = await runOf(failed.stdout, 'Sign in', token);
    const step = run.steps.find((s) => s.status === 'failed')!;
    expect(step.message).not.toBe('');
    expect(step.screenshot_url).toMatch(/^\/api\/v1\/runs\/\d+\/artifacts\/\d+\?/);
    const escaped = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
    const total = SIGN_IN_STEPS.length;
    expect(xml).toContain(
      `<failure message="${escaped(`App bug: step ${step.position} "${step.text}" failed: ${step.message}`)}" type="app_bug">` +
        escaped(
          [
            `Step ${step.position} of ${total} failed: ${step.text}`,
            `  ${step.message}`,
            `  at step ${step.position} of Sign in on Fixture`,
            `  Screenshot: ${base}${step.screenshot_url}`,
            `Run: ${base}/live-test?run=${run.id}`,
          ].join('\n'),
        ) +
        '</failure>',
    );
    const shot = await fetch(`${base}${step.screenshot_url}`);
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/jpeg');
    expect(xml).toContain(`time="${secondsOf(run).toFixed(3)}"`);

    const flaky = await cli(
      ['run', '--project', project.name, '--test-case', String(checkout.id), '--wait', '--junit', report],
      apiKey,
    );
    expect(flaky.code, flaky.stdout + flaky.stderr).toBe(0);
    expect(flaky.stdout).toMatch(/ {2}Flaky {3}Checkout <fast> & "safe" on Fixture \[flaky\]/);
    const flakyXml = await fs.readFile(report, 'utf8');
    expect(flakyXml).toContain('name="Checkout &lt;fast&gt; &amp; &quot;safe&quot;"');
    expect(flakyXml).toContain('<system-out>Flaky: failed, then passed on a retry.');
    // Three CI calls, each a suite run in Chromium, one of them with a retry.
  }, 120_000);

  it('tells Slack a suite failed, with a link to its run, and GitHub the commit’s status, from start to end', async () => {
    const [slack, github] = await Promise.all([slackStandIn(), githubStandIn()]);
    try {
      const { token, env, project, apiKey } = await ciProject();
      for (const [kind, body] of [
        ['slack', { secret: `${slack.url}${SLACK_HOOK_PATH}` }],
        ['github', { repository: 'acme/shop', base_url: github.url, secret: GITHUB_TOKEN }],
      ] as const) {
        const res = await t.put(`/api/v1/integrations/${kind}`, body, token);
        expect(res.statusCode, res.body).toBe(201);
      }
      await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
      fixture.set({ wrongWelcomeText: true });
      const sha = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b';
      const run = await cli(['run', '--project', project.name, '--commit', sha, '--retries', '0', '--wait'], apiKey);
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const runLink = run.stdout.match(/live-test\?run=(\d+)/)![1];
      const [message] = await slack.waitFor(1);
      expect(message!.text).toContain(`${project.name}`);
      expect(message!.text).toContain(`/live-test?run=${runLink}`);
      expect(message!.text).toContain('Sign in');
      const statuses = await github.waitFor(2, (r) => r.path === `/repos/acme/shop/statuses/${sha}`);
      expect(statuses.map((r) => (r.json as { state: string }).state)).toEqual(['pending', 'failure']);
    } finally {
      await Promise.all([slack.close(), github.close()]);
    }
  });

  it('says what is wrong and exits 2 without a key, with a bad key, or with an unknown project', async () => {
    const { project } = await ciProject();
    const noKey = await cli(['run', '--project', project.name], undefined);
    expect(noKey).toMatchObject({
      code: 2,
      stderr: 'Set TESTPILOT_API_KEY to an API key (Settings → Integrations → API).\n',
    });
    const badKey = await cli(['run', '--project', project.name], 'tp_wrong');
    expect(badKey.code).toBe(2);
    expect(badKey.stderr).toMatch(/^TestPilot answered 401: /);
    const { apiKey } = await ciProject();
    const unknown = await cli(['run', '--project', 'No such project'], apiKey);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^No project “No such project”: \d+ /);
    const help = await cli(['--help'], undefined);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: testpilot run --project <id or name>/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNT, startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture as fixtureProject, SIGN_IN_STEPS } from '../support/fixtureProject.ts';
import { createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// Runs through the queue on this suite's database, executed in Chromium against the fixture app.
let t: RunnerTestApp;
let fixture: FixtureApp;
/** An address where nothing listens: a port that was free a moment ago. */
let closedUrl: string;
beforeAll(async () => {
  closedUrl = await closedAddress();
  fixture = await startFixtureApp();
  t = await createRunnerTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

const projectOnFixture = () => fixtureProject(t, fixture, closedUrl);

async function run(token: string, testCaseId: number) {
  const res = await t.post('/api/v1/runs', { test_case_ids: [testCaseId] }, token);
  expect(res.statusCode, res.body).toBe(201);
  return waitForRun(t, token, res.json().data[0].id);
}

// Each test runs one or more runs in Chromium, some waiting out a step's limit on two attempts.
describe('a run of plain steps in Chromium', { timeout: 90_000 }, () => {
  it('signs in with the stored account and its two-factor code, with a screenshot per step and a trace', async () => {
    fixture.reset();
    const { token, env } = await projectOnFixture();
    const testCase = await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    const result = await run(token, testCase.id);
    expect(result.status, JSON.stringify(result.steps)).toBe('passed');
    expect(result.steps.map((s) => s.status)).toEqual(SIGN_IN_STEPS.map(() => 'passed'));
    expect(result.steps[3]).toMatchObject({ description: 'Click “Sign in”' });
    expect(result.steps[3]!.locator).toContain("getByRole('button'");
    for (const step of result.steps) {
      expect(step.screenshot_url).toMatch(/^\/api\/v1\/runs\/\d+\/artifacts\/\d+\?expires=\d+&signature=/);
      expect(step.duration_ms).toBeGreaterThanOrEqual(0);
    }
    const screenshot = await t.get(result.steps[6]!.screenshot_url!);
    expect(screenshot.statusCode).toBe(200);
    expect(screenshot.headers['content-type']).toBe('image/jpeg');
    expect(screenshot.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const trace = await t.get(result.trace_url!);
    expect(trace.statusCode).toBe(200);
    expect(trace.headers['content-type']).toBe('application/zip');
    expect(trace.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(result.network.some((n) => n.method === 'POST' && n.url.endsWith('/login') && n.status === 303)).toBe(true);
    // The stored password is typed into the page, never shown in the run.
    expect(JSON.stringify(result)).not.toContain(FIXTURE_ACCOUNT.password);
  });

  it('replays an unchanged page from the cache, and heals a renamed button, saying what changed', async () => {
    fixture.reset();
    const { token, env } = await projectOnFixture();
    const steps = ['Go to /profile', 'Click the "Save" button', 'Expect to see "Profile saved"'];
    const testCase = await createTestCase(t, token, env.id, { title: 'Save profile', steps });
    const first = await run(token, testCase.id);
    expect(first.status).toBe('passed');
    const replay = await run(token, testCase.id);
    expect(replay.status).toBe('passed');
    expect(replay.steps[1]!.locator).toBe(first.steps[1]!.locator);
    expect(replay.steps[1]!.healed_from).toBeNull();

    fixture.set({ renamedSaveButton: true });
    const healed = await run(token, testCase.id);
    expect(healed.status).toBe('passed');
    expect(healed.steps[1]!.healed_from).toBe(first.steps[1]!.locator);
    expect(healed.steps[1]!.message).toMatch(/^Healed: The button “Save” is gone; .*now reads “Save changes”/);
  });

  it('fails naming the missing button when the app loses it, and the failure becomes an issue', async () => {
    fixture.reset();
    const { token, env } = await projectOnFixture();
    const testCase = await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    fixture.set({ brokenSignInButton: true });
    const result = await run(token, testCase.id);
    expect(result.status).toBe('failed');
    expect(result.steps.map((s) => s.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'failed',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(result.steps[3]!.message).toMatch(/^Could not find “Sign in” on http:\/\/127\.0\.0\.1:\d+\/login\./);
    expect(result.message).toBe(`Step 4 failed: ${result.steps[3]!.message}`);
    const issues = (await t.get('/api/v1/issues', token)).json().data;
    expect(issues).toEqual([
      expect.objectContaining({
        test_case_id: testCase.id,
        failed_count: 1,
        failed_steps: [expect.objectContaining({ step: 'Click Sign in' })],
      }),
    ]);
  });

  it('fails a wrong expectation with what the page showed, and a step it does not understand with a suggestion', async () => {
    fixture.reset();
    const { token, env } = await projectOnFixture();
    fixture.set({ wrongWelcomeText: true });
    const testCase = await createTestCase(t, token, env.id, {
      title: 'Wrong text',
      steps: [...SIGN_IN_STEPS.slice(0, 6), 'Expect to see the heading "Dashboard"'],
    });
    const wrong = await run(token, testCase.id);
    expect(wrong.status).toBe('failed');
    expect(wrong.steps[6]!.message).toMatch(
      /^Could not find the heading “Dashboard” on .*Closest on the page: heading “Dashbored”/,
    );

    const odd = await createTestCase(t, token, env.id, { title: 'Odd', steps: ['Go to /', 'Frobnicate the widget'] });
    const notUnderstood = await run(token, odd.id);
    expect(notUnderstood.status).toBe('failed');
    expect(notUnderstood.steps[1]!.message).toMatch(/^Step not understood: /);
  });

  it('uploads a file attached to the test case', async () => {
    fixture.reset();
    const { token, env } = await projectOnFixture();
    const testCase = await createTestCase(t, token, env.id, {
      title: 'Contact with a file',
      steps: [
        'Go to /form',
        'Type "Ada" into Name',
        'Type "ada@example.com" into Email',
        'Check "I agree to the terms"',
        'Upload "notes.txt" to Attachment',
        'Click Send',
        'I see "notes.txt"',
      ],
    });
    const missing = await run(token, testCase.id);
    expect(missing.steps[4]!.message).toBe(
      'The test case has no attachment “notes.txt”: attach the file to the test case.',
    );
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'notes.txt');
    expect((await t.upload(`/api/v1/test-cases/${testCase.id}/attachments`, form, token)).statusCode).toBe(201);
    expect((await run(token, testCase.id)).status).toBe('passed');
  });

  it('fails clearly when the environment cannot be reached', async () => {
    const { token, nowhere } = await projectOnFixture();
    const testCase = await createTestCase(t, token, nowhere.id, { title: 'Unreachable', steps: ['Go to /'] });
    const result = await run(token, testCase.id);
    expect(result.status).toBe('failed');
    expect(result.steps[0]!.message).toBe(
      `Could not open ${closedUrl}/: the connection was refused: nothing answers at that address.`,
    );
  });

  it('stops a running run while its page is still loading, as a stop and not a failure', async () => {
    fixture.reset();
    fixture.set({ slowMs: 30_000 });
    const { token, env } = await projectOnFixture();
    const testCase = await createTestCase(t, token, env.id, {
      title: 'Slow',
      steps: ['Go to /slow', 'Wait 30 seconds'],
    });
    const [queued] = (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data;
    await waitForRun(t, token, queued.id, (r) => r.steps[0]!.status === 'running');
    expect((await t.post(`/api/v1/runs/${queued.id}/stop`, undefined, token)).statusCode).toBe(200);
    // Long before the page would have answered (30 s): the stop reached the browser.
    const stopped = await waitForRun(t, token, queued.id, undefined, 10_000);
    expect(stopped.status).toBe('stopped');
    expect(stopped.result).toBe('Stopped');
    expect(stopped.message).toBe('The run was stopped.');
    // The step under way was left unfinished, as the one after it: neither failed, so nothing is an issue.
    expect(stopped.steps.map((s) => [s.status, s.message])).toEqual([
      ['skipped', 'The run was stopped.'],
      ['skipped', ''],
    ]);
    expect((await t.get('/api/v1/issues', token)).json()).toMatchObject({ meta: { total: 0 }, data: [] });
    const figures = (await t.get('/api/v1/dashboard', token)).json().data;
    expect(figures.testCaseExecution).toEqual({ total: 0, passed: 0 });
    expect((await t.get('/api/v1/test-cases', token)).json().data[0].result).toBe('Stopped');
    const rerun = await t.post('/api/v1/runs', { failed: true }, token);
    expect(rerun.json()).toMatchObject({ success: false, message: 'No test case failed on its last run.' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunNotifications, SuiteEndedEvent, TestTurnedFlakyEvent } from '../../server/runner/outcomes.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture, SIGN_IN_STEPS } from '../support/fixtureProject.ts';
import { createTestCase, setPlan } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp, type RunView } from '../support/runnerApp.ts';

// Recorded runs of the fixture app land in the class their evidence says, in Chromium through the queue.
let t: RunnerTestApp;
let fixture: FixtureApp;
let closedUrl: string;
const told = { ended: [] as SuiteEndedEvent[], flaky: [] as TestTurnedFlakyEvent[] };
const notify: RunNotifications = {
  suiteStarted: async () => undefined,
  suiteEnded: async (e) => void told.ended.push(e),
  testTurnedFlaky: async (e) => void told.flaky.push(e),
};
beforeAll(async () => {
  closedUrl = await closedAddress();
  fixture = await startFixtureApp();
  t = await createRunnerTestApp({ notify });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

const FLAKY_STEPS = ['Go to /flaky', 'Expect to see "Order confirmed"'];

async function project() {
  fixture.reset();
  const p = await projectOnFixture(t, fixture, closedUrl);
  // A missing target fails once this runs out, so the failures below come quickly.
  const limits = await t.patch(`/api/v1/projects/${p.project.id}`, { step_timeout_ms: 3000 }, p.token);
  expect(limits.statusCode, limits.body).toBe(200);
  return p;
}

interface SuiteView {
  id: number;
  status: string;
  total: number;
  failed: number;
  flaky: number;
  quarantined: number;
  runs: { id: number; status: string; quarantined: boolean }[];
}

/** Starts a suite and waits for its runs to end; answers the runs and the suite as GET answers them. */
async function suite(token: string, body: Record<string, unknown>): Promise<{ runs: RunView[]; suite: SuiteView }> {
  return endOf(token, await startSuite(token, body));
}

async function startSuite(token: string, body: Record<string, unknown>) {
  const res = await t.post('/api/v1/runs', body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: { id: number }[]; suite: SuiteView };
}

async function endOf(
  token: string,
  started: { data: { id: number }[]; suite: SuiteView },
): Promise<{ runs: RunView[]; suite: SuiteView }> {
  for (const r of started.data) await waitForRun(t, token, r.id);
  for (let i = 0; ; i++) {
    const read = await t.get(`/api/v1/suites/${started.suite.id}`, token);
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json().data as SuiteView;
    if (view.status !== 'running') {
      // The suite ends after what follows each run's end (its flakiness, its quarantine), so the runs
      // read now show all of it; read as soon as a run ended, they may not have yet.
      const runs: RunView[] = [];
      for (const r of started.data) runs.push(await waitForRun(t, token, r.id));
      return { runs, suite: view };
    }
    if (i > 50) throw new Error(`suite ${view.id} did not end: ${read.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('failure classes from a run’s evidence', () => {
  it('a wrong text on a page that loaded is an app bug, and fails its suite', async () => {
    const { token, env } = await project();
    const testCase = await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    fixture.set({ wrongWelcomeText: true });
    const { runs, suite: s } = await suite(token, { test_case_ids: [testCase.id], retries: 0 });
    const [run] = runs;
    expect(run).toMatchObject({
      status: 'failed',
      result: 'Failed',
      failure_class: 'app_bug',
      detected_class: 'app_bug',
    });
    expect(run!.failure_evidence).toMatch(/^Step 7's expectation failed on a page that loaded: (?!Step 7)/);
    expect(run!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: 'failed', failure_kind: 'expectation', failed_position: 7 }),
    ]);
    expect(s).toMatchObject({ status: 'failed', total: 1, failed: 1, quarantined: 0 });
    const told1 = told.ended.find((e) => e.suiteId === s.id);
    expect(told1).toMatchObject({
      status: 'failed',
      failed: 1,
      url: `http://testpilot.test/test-results?suite=${s.id}`,
    });
    expect(told1!.failedRuns).toEqual([
      expect.objectContaining({
        runId: run!.id,
        failureClass: 'app_bug',
        url: `http://testpilot.test/live-test?run=${run!.id}`,
      }),
    ]);
  });

  it('a button the test names that is gone from a page that loaded is a broken test', async () => {
    const { token, env } = await project();
    const testCase = await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    fixture.set({ brokenSignInButton: true });
    const { runs } = await suite(token, { test_case_ids: [testCase.id], retries: 0 });
    expect(runs[0]).toMatchObject({ status: 'failed', failure_class: 'broken_test' });
    expect(runs[0]!.failure_evidence).toMatch(/^Step 4's target was not found on a page that loaded normally/);
  });

  it('a renamed button heals and passes, and the run is a broken test to review', async () => {
    const { token, env } = await project();
    const steps = ['Go to /profile', 'Click the "Save" button', 'Expect to see "Profile saved"'];
    const testCase = await createTestCase(t, token, env.id, { title: 'Save profile', steps });
    expect((await suite(token, { test_case_ids: [testCase.id] })).runs[0]).toMatchObject({ failure_class: null });
    fixture.set({ renamedSaveButton: true });
    const { runs, suite: s } = await suite(token, { test_case_ids: [testCase.id] });
    expect(runs[0]).toMatchObject({ status: 'passed', result: 'Passed', failure_class: 'broken_test' });
    expect(runs[0]!.failure_evidence).toMatch(/^It passed, but only by healing: Step 2: The button “Save” is gone; /);
    expect(s).toMatchObject({ status: 'passed', passed: 1 });
  });

  it('an environment that does not answer is infrastructure, whatever the retries', async () => {
    const { token, nowhere } = await project();
    const testCase = await createTestCase(t, token, nowhere.id, { title: 'Open', steps: ['Go to /login'] });
    const { runs } = await suite(token, { test_case_ids: [testCase.id] });
    expect(runs[0]).toMatchObject({ status: 'failed', failure_class: 'infrastructure', attempt: 2 });
    expect(runs[0]!.failure_evidence).toMatch(
      /^The environment did not answer: no page of it loaded\. .*the connection was refused/,
    );
    expect(runs[0]!.attempts.map((a) => a.status)).toEqual(['failed', 'failed']);
  });

  it('a flaky element fails and then passes on its retry: Flaky, never a plain pass, with both attempts kept', async () => {
    const { token, env } = await project();
    const testCase = await createTestCase(t, token, env.id, { title: 'Checkout', steps: FLAKY_STEPS });
    const { runs, suite: s } = await suite(token, { test_case_ids: [testCase.id] });
    const [run] = runs;
    expect(run).toMatchObject({ status: 'flaky', result: 'Flaky', failure_class: 'flaky', attempt: 2 });
    expect(run!.failure_evidence).toMatch(
      /^Attempt 1 failed \(Step 2 failed: .*\); attempt 2 passed with nothing changed\.$/,
    );
    expect(run!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: 'failed', failure_kind: 'expectation', failed_position: 2 }),
      expect.objectContaining({ attempt: 2, status: 'passed', failed_position: null }),
    ]);
    // While the retry ran, the live stream said which attempt it was and why the first failed.
    const [retrying] = await t.db.query<{ data: { attempt: number; message: string } }>(
      `SELECT data FROM run_events WHERE run_id = $1 AND kind = 'status' ORDER BY id LIMIT 1`,
      [run!.id],
    );
    expect(retrying!.data.attempt).toBe(2);
    expect(retrying!.data.message).toMatch(/^Attempt 1 failed \(Step 2 failed: .*[^.]\); trying again\.$/);
    // The failed attempt keeps its evidence: the page when it failed, and its trace.
    const shot = await t.get(run!.attempts[0]!.screenshot_url!);
    expect(shot.headers['content-type']).toBe('image/jpeg');
    const trace = await t.get(run!.attempts[0]!.trace_url!);
    expect(trace.headers['content-type']).toBe('application/zip');
    expect(run!.steps.map((step) => step.status)).toEqual(['passed', 'passed']);
    expect(s).toMatchObject({ status: 'passed', flaky: 1, failed: 0 });
    const listed = (await t.get('/api/v1/test-cases', token)).json().data as { id: number; result: string }[];
    expect(listed.find((c) => c.id === testCase.id)!.result).toBe('Flaky');
    // The failed attempt is an issue of its step, in the flaky class, and the class filters issues.
    const flakyIssues = (await t.get('/api/v1/issues?failure_class=flaky', token)).json().data;
    expect(flakyIssues).toEqual([
      expect.objectContaining({
        test_case_id: testCase.id,
        failed_steps: [
          expect.objectContaining({
            step: 'Expect to see "Order confirmed"',
            classes: { app_bug: 0, broken_test: 0, flaky: 1, infrastructure: 0, unclassified: 0 },
          }),
        ],
      }),
    ]);
    expect((await t.get('/api/v1/issues?failure_class=app_bug', token)).json().data).toEqual([]);
  });

  it('quarantines a test whose flakiness crosses the threshold: it still runs and reports, and fails no suite', async () => {
    const { token, env } = await project();
    const testCase = await createTestCase(t, token, env.id, { title: 'Checkout', steps: FLAKY_STEPS });
    const flakiness = async () =>
      (await t.get('/api/v1/flakiness', token)).json().data as {
        threshold: number;
        tests: {
          test_case_id: number;
          score: number | null;
          runs: number;
          retry_passes: number;
          quarantined: boolean;
          quarantine_reason: string | null;
        }[];
      };
    for (let i = 0; i < 4; i++) await suite(token, { test_case_ids: [testCase.id] });
    expect((await flakiness()).tests[0]).toMatchObject({ runs: 4, score: null, quarantined: false });
    expect(told.flaky.some((e) => e.testCaseId === testCase.id)).toBe(false);

    await suite(token, { test_case_ids: [testCase.id] });
    const after = await flakiness();
    expect(after.threshold).toBe(30);
    expect(after.tests[0]).toMatchObject({
      test_case_id: testCase.id,
      runs: 5,
      retry_passes: 5,
      score: 100,
      quarantined: true,
    });
    expect(after.tests[0]!.quarantine_reason).toBe(
      "Flakiness 100 is at or above the project's threshold of 30: 0 flips and 5 passes on retry in its last 5 runs.",
    );
    expect(told.flaky.filter((e) => e.testCaseId === testCase.id)).toEqual([
      expect.objectContaining({ title: 'Checkout', environmentLabel: 'Fixture', score: 100 }),
    ]);

    // Without a retry it fails now, and reports it, but the suite (a CI call) stays green.
    const { runs, suite: s } = await suite(token, { test_case_ids: [testCase.id], retries: 0 });
    expect(runs[0]).toMatchObject({ status: 'failed', quarantined: true });
    expect(s).toMatchObject({ status: 'passed', failed: 0, quarantined: 1 });
    // Six suites in Chromium, eleven attempts, five of them waiting out a missing text.
  }, 120_000);

  it('keeps a person’s correction of a class beside what the rules said', async () => {
    const { token, env } = await project();
    const testCase = await createTestCase(t, token, env.id, { title: 'Sign in', steps: SIGN_IN_STEPS });
    fixture.set({ wrongWelcomeText: true });
    const { runs } = await suite(token, { test_case_ids: [testCase.id], retries: 0 });
    const corrected = await t.patch(`/api/v1/runs/${runs[0]!.id}/class`, { failure_class: 'broken_test' }, token);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().message).toBe('Marked as Broken test.');
    const read = (await t.get(`/api/v1/runs/${runs[0]!.id}`, token)).json().data as RunView;
    expect(read).toMatchObject({
      failure_class: 'broken_test',
      detected_class: 'app_bug',
      class_corrected_by: 'Grace Hopper',
    });
    const bad = await t.patch(`/api/v1/runs/${runs[0]!.id}/class`, { failure_class: 'cosmic_rays' }, token);
    expect(bad.statusCode).toBe(400);
    fixture.reset();
    const passed = await suite(token, { test_case_ids: [testCase.id] });
    const refused = await t.patch(`/api/v1/runs/${passed.runs[0]!.id}/class`, { failure_class: 'app_bug' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Only a run that failed, was flaky or healed has a failure class.',
    });
  });

  it('a suite that mostly fails for want of its environment is one infrastructure event; a broken test in it stays a broken test', async () => {
    const { token, env, nowhere, email } = await project();
    // Six test cases: more than the Starter plan holds.
    await setPlan(t.db, email, 'pro');
    const unreachable: number[] = [];
    for (let i = 1; i <= 5; i++) {
      unreachable.push(
        (await createTestCase(t, token, nowhere.id, { title: `Open ${i}`, steps: ['Go to /login'] })).id,
      );
    }
    const odd = await createTestCase(t, token, env.id, {
      title: 'Odd',
      steps: ['Go to /login', 'Frobnicate the widget'],
    });
    const { runs, suite: s } = await suite(token, { test_case_ids: [...unreachable, odd.id], retries: 0 });
    expect(s).toMatchObject({ status: 'failed', total: 6, failed: 6 });
    const byCase = new Map<number, RunView>();
    for (const run of runs) {
      const read = (await t.get(`/api/v1/runs/${run.id}`, token)).json().data as RunView & { test_case_id: number };
      byCase.set(read.test_case_id, read);
    }
    for (const id of unreachable) {
      const read = byCase.get(id)!;
      expect(read).toMatchObject({ failure_class: 'infrastructure', detected_class: 'infrastructure' });
      expect(read.failure_evidence).toMatch(
        /^5 of the suite's 6 runs failed at once on infrastructure: one infrastructure event, kept out of flakiness\. The environment did not answer: no page of it loaded\. /,
      );
    }
    // Five failures of an unreachable environment do not make a step the runner does not understand infrastructure.
    const broken = byCase.get(odd.id)!;
    expect(broken).toMatchObject({ failure_class: 'broken_test', detected_class: 'broken_test' });
    expect(broken.failure_evidence).toMatch(/^Step 2 is not a step the runner understands: Step not understood: /);
    const tests = (await t.get('/api/v1/flakiness', token)).json().data.tests as { test_case_id: number }[];
    expect(tests.filter((x) => unreachable.includes(x.test_case_id))).toEqual([]);
    // What the suite's notification says of each failed run is the class its run shows.
    const told1 = told.ended.find((e) => e.suiteId === s.id)!;
    expect(told1.failedRuns.map((r) => r.failureClass).sort()).toEqual([
      'broken_test',
      'infrastructure',
      'infrastructure',
      'infrastructure',
      'infrastructure',
      'infrastructure',
    ]);
  });

  it('identical failures of one suite carry one class, whatever order they finish in, and keep it once the suite ends', async () => {
    const { token, env, email } = await project();
    // Ten test cases: more than the Starter plan holds.
    await setPlan(t.db, email, 'pro');
    for (const failing of [
      // A step not understood (the issue's suites), then a button gone from a page that loaded.
      {
        steps: ['Go to /login', 'Frobnicate the widget'],
        set: {},
        evidence: /^Step 2 is not a step the runner understands: /,
      },
      {
        steps: ['Go to /login', 'Click Sign in'],
        set: { brokenSignInButton: true },
        evidence: /^Step 2's target was not found on a page that loaded normally/,
      },
    ]) {
      fixture.reset();
      fixture.set(failing.set);
      const ids: number[] = [];
      for (let i = 1; i <= 5; i++) {
        ids.push((await createTestCase(t, token, env.id, { title: `Same ${i}`, steps: failing.steps })).id);
      }
      const started = await startSuite(token, { test_case_ids: ids, retries: 0 });
      // Each run's class as a client reads it the moment that run ended, while the others still run.
      const shownAtEnd = new Map<number, string | null>();
      for (let i = 0; shownAtEnd.size < started.data.length; i++) {
        for (const { id } of started.data) {
          if (shownAtEnd.has(id)) continue;
          const run = (await t.get(`/api/v1/runs/${id}`, token)).json().data as RunView;
          if (!['queued', 'running'].includes(run.status)) shownAtEnd.set(id, run.failure_class);
        }
        if (i > 600) throw new Error(`the runs of suite ${started.suite.id} did not end`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect([...shownAtEnd.values()]).toEqual(Array(5).fill('broken_test'));
      // Once the suite ended, read again: no class it showed changed, and none joined an infrastructure event.
      const { runs, suite: s } = await endOf(token, started);
      expect(s).toMatchObject({ status: 'failed', total: 5, failed: 5 });
      for (const run of runs) {
        expect(run).toMatchObject({ status: 'failed', failure_class: 'broken_test', detected_class: 'broken_test' });
        expect(run.failure_evidence).toMatch(failing.evidence);
      }
    }
  }, 120_000);
});

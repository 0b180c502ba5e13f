import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture } from '../support/fixtureProject.ts';
import { createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// What a project's runs keep, through the queue in Chromium against the fixture app: a trace and a screenshot per
// step unless the project says to keep them of failures only.
let t: RunnerTestApp;
let fixture: FixtureApp;
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

async function run(token: string, testCaseId: number) {
  const res = await t.post('/api/v1/runs', { test_case_ids: [testCaseId] }, token);
  expect(res.statusCode, res.body).toBe(201);
  return waitForRun(t, token, res.json().data[0].id);
}

const SAVE_PROFILE = ['Go to /profile', 'Click the "Save" button', 'Expect to see "Profile saved"'];

describe("a project's evidence policy", { timeout: 120_000 }, () => {
  it('keeps a trace and a screenshot per step by default', async () => {
    fixture.reset();
    const { token, env, project } = await projectOnFixture(t, fixture, closedUrl);
    const read = await t.get(`/api/v1/projects/${project.id}`, token);
    expect(read.json().data).toMatchObject({ trace_policy: 'always', screenshot_policy: 'every_step' });
    const testCase = await createTestCase(t, token, env.id, { title: 'Save profile', steps: SAVE_PROFILE });
    const passed = await run(token, testCase.id);
    expect(passed.status, JSON.stringify(passed.steps)).toBe('passed');
    expect(passed.trace_url).not.toBeNull();
    expect(passed.steps.every((s) => s.screenshot_url !== null)).toBe(true);
  });

  it('on failure only: a passing run keeps neither; a failing run keeps its trace and its failed step', async () => {
    fixture.reset();
    const { token, env, project } = await projectOnFixture(t, fixture, closedUrl);
    const policy = { trace_policy: 'on_failure', screenshot_policy: 'on_failure' };
    const changed = await t.patch(
      `/api/v1/projects/${project.id}`,
      { ...policy, retries: 0, step_timeout_ms: 3000 },
      token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject(policy);

    const saving = await createTestCase(t, token, env.id, { title: 'Save profile', steps: SAVE_PROFILE });
    const passed = await run(token, saving.id);
    expect(passed.status, JSON.stringify(passed.steps)).toBe('passed');
    expect(passed.trace_url).toBeNull();
    expect(passed.steps.map((s) => s.screenshot_url)).toEqual([null, null, null]);

    const steps = ['Go to /profile', 'Expect to see "Profile deleted"', 'Click the "Save" button'];
    const wrong = await createTestCase(t, token, env.id, { title: 'Delete profile', steps });
    const failed = await run(token, wrong.id);
    expect(failed.status).toBe('failed');
    expect(failed.steps.map((s) => [s.status, s.screenshot_url !== null])).toEqual([
      ['passed', false],
      ['failed', true],
      ['skipped', false],
    ]);
    const trace = await t.get(failed.trace_url!);
    expect(trace.statusCode).toBe(200);
    expect(trace.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a policy it does not know', async () => {
    const { token, project } = await projectOnFixture(t, fixture, closedUrl);
    const refused = await t.patch(`/api/v1/projects/${project.id}`, { trace_policy: 'sometimes' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success).toBe(false);
  });
});

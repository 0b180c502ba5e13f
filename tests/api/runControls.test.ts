import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject, createTestCase } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// A server with no worker: runs are queued and stay queued, which is what these calls are about.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function projectWithTests() {
  const account = await accountWithProject(t);
  const signIn = await createTestCase(t, account.token, account.staging.id, {
    title: 'Sign in',
    steps: ['Go to /login', 'Click Sign in'],
  });
  const search = await createTestCase(t, account.token, account.production.id, { title: 'Search', steps: ['Go to /'] });
  return { ...account, signIn, search };
}

describe('POST /api/v1/runs', () => {
  it('queues one run per test case on its own environment, with its steps pending', async () => {
    const { token, signIn, search, project } = await projectWithTests();
    const res = await t.post('/api/v1/runs', { test_case_ids: [signIn.id, search.id] }, token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 runs queued.');
    expect(body.data).toEqual([
      expect.objectContaining({
        test_case_id: signIn.id,
        test_case_name: 'Sign in',
        environment_label: 'Staging',
        url: 'https://staging.shop.test',
        status: 'queued',
        result: 'In Progress',
        started_at: null,
      }),
      expect.objectContaining({ test_case_id: search.id, environment_label: 'Production', status: 'queued' }),
    ]);
    const run = (await t.get(`/api/v1/runs/${body.data[0].id}`, token)).json().data;
    expect(run).toMatchObject({ project_id: project.id, status: 'queued', attempt: 0, trace_url: null, message: '' });
    expect(
      run.steps.map((s: { position: number; text: string; status: string }) => [s.position, s.text, s.status]),
    ).toEqual([
      [1, 'Go to /login', 'pending'],
      [2, 'Click Sign in', 'pending'],
    ]);
    // The test case now reads In Progress, on its steps too.
    const testCase = (await t.get(`/api/v1/test-cases/${signIn.id}`, token)).json().data;
    expect(testCase.result).toBe('In Progress');
    expect(testCase.steps.map((s: { status: string }) => s.status)).toEqual(['In Progress', 'In Progress']);
  });

  it('runs every test case that is not paused with all, on the environment given', async () => {
    const { token, signIn, search, production } = await projectWithTests();
    await t.patch(`/api/v1/test-cases/${search.id}`, { execution_status: 'Paused' }, token);
    const res = await t.post('/api/v1/runs', { all: true, environment_id: production.id }, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .data.map((r: { test_case_id: number; environment_label: string }) => [r.test_case_id, r.environment_label]),
    ).toEqual([[signIn.id, 'Production']]);
  });

  it('says so when nothing failed for failed, and when a project has nothing to run', async () => {
    const { token } = await projectWithTests();
    expectError(await t.post('/api/v1/runs', { failed: true }, token), 400, 'No test case failed on its last run.');
    const empty = await createProject(t, token, { name: 'Empty' });
    expectError(
      await t.post('/api/v1/runs', { all: true, project_id: empty.id }, token),
      400,
      'The project has no test cases to run.',
    );
  });

  it('refuses a request that names no test cases, or names them twice over', async () => {
    const { token, signIn } = await projectWithTests();
    const which = "Say which test cases to run: 'test_case_ids', or 'all': true, or 'failed': true.";
    expectError(await t.post('/api/v1/runs', {}, token), 400, which);
    expectError(await t.post('/api/v1/runs', { all: true, test_case_ids: [signIn.id] }, token), 400, which);
    expectError(await t.post('/api/v1/runs', { test_case_ids: [] }, token), 400);
    expectError(await t.post('/api/v1/runs', { test_case_ids: ['x'] }, token), 400);
  });

  it("answers 404 for another organization's test case, environment or project, and queues nothing", async () => {
    const mine = await projectWithTests();
    const theirs = await projectWithTests();
    expectError(
      await t.post('/api/v1/runs', { test_case_ids: [theirs.signIn.id] }, mine.token),
      404,
      `Test case ${theirs.signIn.id} was not found.`,
    );
    expectError(
      await t.post('/api/v1/runs', { test_case_ids: [mine.signIn.id], environment_id: theirs.staging.id }, mine.token),
      404,
    );
    expectError(await t.post('/api/v1/runs', { all: true, project_id: theirs.project.id }, mine.token), 404);
    expect((await t.get('/api/v1/results', mine.token)).json().data).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await t.post('/api/v1/runs', { all: true }), 401);
  });
});

describe('GET /api/v1/runs/{id}, stop and rerun', () => {
  it("answers 404 for another organization's run on every call", async () => {
    const mine = await projectWithTests();
    const theirs = await projectWithTests();
    const [run] = (await t.post('/api/v1/runs', { test_case_ids: [theirs.signIn.id] }, theirs.token)).json().data;
    expectError(await t.get(`/api/v1/runs/${run.id}`, mine.token), 404, `Run ${run.id} was not found.`);
    expectError(await t.post(`/api/v1/runs/${run.id}/stop`, undefined, mine.token), 404);
    expectError(await t.post(`/api/v1/runs/${run.id}/rerun`, undefined, mine.token), 404);
    expectError(await t.get('/api/v1/runs/0', mine.token), 400);
  });

  it('stops a queued run at once; stopping again says it had ended', async () => {
    const { token, signIn } = await projectWithTests();
    const [run] = (await t.post('/api/v1/runs', { test_case_ids: [signIn.id] }, token)).json().data;
    const stop = await t.post(`/api/v1/runs/${run.id}/stop`, undefined, token);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toMatchObject({ message: 'Stopping the run.', data: { status: 'stopped', result: 'Stopped' } });
    const detail = (await t.get(`/api/v1/runs/${run.id}`, token)).json().data;
    expect(detail.message).toBe('Stopped before it started.');
    expect(detail.steps.map((s: { status: string }) => s.status)).toEqual(['skipped', 'skipped']);
    expect((await t.post(`/api/v1/runs/${run.id}/stop`, undefined, token)).json().message).toBe(
      'The run had already ended.',
    );
  });

  it('stops every run under way in the project', async () => {
    const { token } = await projectWithTests();
    await t.post('/api/v1/runs', { all: true }, token);
    const res = await t.post('/api/v1/runs/stop', undefined, token);
    expect(res.json()).toMatchObject({ message: 'Stopping 2 runs.', data: { stopped: 2 } });
    expect((await t.post('/api/v1/runs/stop', undefined, token)).json().message).toBe('No run is under way.');
  });

  it('reruns a run on the same environment, and refuses when its test case was deleted', async () => {
    const { token, signIn, production } = await projectWithTests();
    const [run] = (
      await t.post('/api/v1/runs', { test_case_ids: [signIn.id], environment_id: production.id }, token)
    ).json().data;
    const again = await t.post(`/api/v1/runs/${run.id}/rerun`, undefined, token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data[0]).toMatchObject({ test_case_id: signIn.id, environment_label: 'Production' });
    await t.delete(`/api/v1/test-cases/${signIn.id}`, token);
    expectError(
      await t.post(`/api/v1/runs/${run.id}/rerun`, undefined, token),
      400,
      'The test case of this run was deleted.',
    );
  });

  it('refuses artifact links that are forged or expired', async () => {
    const { token, signIn } = await projectWithTests();
    const [run] = (await t.post('/api/v1/runs', { test_case_ids: [signIn.id] }, token)).json().data;
    expectError(
      await t.get(`/api/v1/runs/${run.id}/artifacts/1?expires=9999999999&signature=forged`),
      403,
      'This link is not valid.',
    );
    expectError(await t.get(`/api/v1/runs/${run.id}/artifacts/1`), 400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import {
  accountWithProject,
  createProject,
  createTestCase,
  setPlan,
  testCaseBody,
  type TestCaseData,
} from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import { createTestApp, MINUTE, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/test-cases', () => {
  it('creates a draft test case in the current project', async () => {
    const { token, staging } = await accountWithProject(t);
    const res = await t.post(
      '/api/v1/test-cases',
      testCaseBody(staging.id, { title: '  Sign in  ', steps: [' Go to /sign-in ', 'Click Sign in'] }),
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const now = t.clock.now().toISOString();
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        title: 'Sign in',
        environment_id: staging.id,
        environment_label: 'Staging',
        goal: 'A shopper signs in',
        expected_result: 'The account page shows the shopper name',
        execution_status: 'In Progress',
        result: 'Draft',
        execution_start_date: null,
        steps: [
          { id: expect.any(Number), steps: 'Go to /sign-in', status: 'Draft', lastRun: null },
          { id: expect.any(Number), steps: 'Click Sign in', status: 'Draft', lastRun: null },
        ],
        created_at: now,
        updated_at: now,
      },
    });
  });

  it('takes only the required fields, and another project of the organization by project_id', async () => {
    const { token, project } = await accountWithProject(t);
    await createProject(t, token, { name: 'Second' });
    const res = await t.post(
      '/api/v1/test-cases',
      {
        project_id: project.id,
        title: 'Bare',
        environment_id: project.environments[1]!.id,
        steps: ['Open'],
        execution_status: 'Paused',
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      goal: '',
      expected_result: '',
      execution_status: 'Paused',
      environment_label: 'Production',
    });
    const listed = await t.get(`/api/v1/test-cases?project_id=${project.id}`, token);
    expect(listed.json().data.map((c: TestCaseData) => c.title)).toEqual(['Bare']);
    expect((await t.get('/api/v1/test-cases', token)).json().data).toEqual([]);
  });

  it('refuses an environment of another project of the organization', async () => {
    const { token, staging } = await accountWithProject(t);
    await createProject(t, token, { name: 'Second' });
    expectError(
      await t.post('/api/v1/test-cases', testCaseBody(staging.id), token),
      400,
      "Environment: the environment chosen belongs to another project. Choose one of this project's environments.",
    );
  });

  it("answers 404 for another organization's environment or project", async () => {
    const { token, project } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.post('/api/v1/test-cases', testCaseBody(other.staging.id), token),
      404,
      `Environment ${other.staging.id} was not found.`,
    );
    expectError(
      await t.post(
        '/api/v1/test-cases',
        testCaseBody(project.environments[0]!.id, { project_id: other.project.id }),
        token,
      ),
      404,
      `Project ${other.project.id} was not found.`,
    );
    expect((await t.get('/api/v1/test-cases', other.token)).json().data).toEqual([]);
  });

  it('answers "Create a project first." without a project', async () => {
    const { token } = await verifiedAccount(t);
    expectError(await t.post('/api/v1/test-cases', testCaseBody(1), token), 400, 'Create a project first.');
    expectError(await t.get('/api/v1/test-cases', token), 400, 'Create a project first.');
  });

  it('refuses bad fields naming them', async () => {
    const { token, staging } = await accountWithProject(t);
    const bad = async (overrides: Record<string, unknown>, message: string) =>
      expectError(await t.post('/api/v1/test-cases', testCaseBody(staging.id, overrides), token), 400, message);
    await bad({ expected_result: 'x'.repeat(201) }, 'Expected result must be at most 200 characters.');
    await bad({ steps: [] }, 'Steps must have at least 1 item.');
    await bad({ steps: ['Open', '   '] }, 'Step 2 must not be blank.');
    await bad({ steps: ['Open', ''] }, 'Step 2 must not be empty.');
    await bad({ steps: 'Open' }, 'Steps must be of type array.');
    await bad({ steps: [1] }, 'Step 1 must be of type string.');
    await bad({ title: '  ' }, 'Title must not be blank.');
    await bad({ title: 5 }, 'Title must be of type string.');
    await bad({ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.');
    await bad({ environment_id: 'staging' }, 'Environment must be of type integer.');
    await bad({ execution_status: 'Done' }, 'Status must be one of: In Progress, Paused.');
    await bad({ goal: ['a'] }, 'Goal must be of type string.');
    expectError(
      await t.post('/api/v1/test-cases', { title: 'No steps', environment_id: staging.id }, token),
      400,
      'Steps is required.',
    );
    expect((await t.get('/api/v1/test-cases', token)).json().data).toEqual([]);

    const exactly = await t.post(
      '/api/v1/test-cases',
      testCaseBody(staging.id, { expected_result: 'é'.repeat(200) }),
      token,
    );
    expect(exactly.statusCode, exactly.body).toBe(201);
  });
});

describe('the plan limit on test cases', () => {
  it('refuses the 6th test case on Starter, counting every project of the organization', async () => {
    const { token, staging } = await accountWithProject(t);
    for (let i = 1; i <= 3; i += 1) await createTestCase(t, token, staging.id, { title: `Case ${i}` });
    const second = await createProject(t, token, { name: 'Second' });
    for (let i = 4; i <= 5; i += 1) await createTestCase(t, token, second.environments[0]!.id, { title: `Case ${i}` });

    expectError(
      await t.post('/api/v1/test-cases', testCaseBody(second.environments[0]!.id), token),
      403,
      'Your Starter plan includes up to 5 test cases. Upgrade to Pro for up to 1000.',
    );
    const projects = (await t.get('/api/v1/projects', token)).json().data;
    expect(projects.map((p: { test_case_count: number }) => p.test_case_count)).toEqual([3, 2]);
  });

  it('allows up to 1000 on Pro and any number on Enterprise', async () => {
    const { token, email, project, staging } = await accountWithProject(t);
    await setPlan(t.db, email, 'pro');
    await createTestCase(t, token, staging.id, { title: 'Sixth is fine' });
    // Fill the allowance straight in the table: 1000 requests would be slow.
    await t.db.query(
      `INSERT INTO test_cases (project_id, environment_id, title, created_at, updated_at)
       SELECT $1, $2, 'Filler ' || n, now(), now() FROM generate_series(1, 999) AS n`,
      [project.id, staging.id],
    );
    expectError(
      await t.post('/api/v1/test-cases', testCaseBody(staging.id), token),
      403,
      'Your Pro plan includes up to 1000 test cases. Upgrade to Enterprise for unlimited test cases.',
    );
    await setPlan(t.db, email, 'enterprise');
    expect((await t.post('/api/v1/test-cases', testCaseBody(staging.id), token)).statusCode).toBe(201);
  });
});

describe('GET /api/v1/test-cases and /api/v1/test-cases/{id}', () => {
  it('reads results from the latest run and each step from its latest run step', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const draft = await createTestCase(t, token, staging.id, { title: 'Never run' });
    const login = await createTestCase(t, token, staging.id, { title: 'Login' });
    const [open, type, press] = login.steps;

    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: login.id,
      title: 'Login',
      status: 'passed',
      startedAt: at('2026-11-20T10:00:00Z'),
      finishedAt: at('2026-11-20T10:01:00Z'),
      steps: [
        { stepId: open!.id, text: open!.steps, status: 'passed', finishedAt: at('2026-11-20T10:00:20Z') },
        { stepId: type!.id, text: type!.steps, status: 'passed', finishedAt: at('2026-11-20T10:00:40Z') },
        { stepId: press!.id, text: press!.steps, status: 'passed', finishedAt: at('2026-11-20T10:01:00Z') },
      ],
    });
    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: login.id,
      title: 'Login',
      status: 'failed',
      startedAt: at('2026-11-21T08:00:00Z'),
      finishedAt: at('2026-11-21T08:00:30Z'),
      steps: [
        { stepId: open!.id, text: open!.steps, status: 'passed', finishedAt: at('2026-11-21T08:00:10Z') },
        {
          stepId: type!.id,
          text: type!.steps,
          status: 'failed',
          message: 'No email field',
          finishedAt: at('2026-11-21T08:00:30Z'),
        },
        { stepId: press!.id, text: press!.steps, status: 'skipped', finishedAt: at('2026-11-21T08:00:30Z') },
      ],
    });

    const list = await t.get('/api/v1/test-cases', token);
    expect(list.statusCode).toBe(200);
    const [first, second] = list.json().data;
    expect(first).toMatchObject({ id: draft.id, result: 'Draft', execution_start_date: null });
    expect(second).toMatchObject({
      id: login.id,
      result: 'Failed',
      execution_start_date: '2026-11-21T08:00:00.000Z',
      steps: [
        { id: open!.id, steps: open!.steps, status: 'Passed', lastRun: '2026-11-21T08:00:10.000Z' },
        { id: type!.id, steps: type!.steps, status: 'Failed', lastRun: '2026-11-21T08:00:30.000Z' },
        // Skipped after the failure before it: not run, and not a draft either (issue 39, item 12).
        { id: press!.id, steps: press!.steps, status: 'Skipped', lastRun: '2026-11-21T08:00:30.000Z' },
      ],
    });

    await seedRun(t.db, { projectId: project.id, testCaseId: login.id, title: 'Login', status: 'queued' });
    const running = (await t.get(`/api/v1/test-cases/${login.id}`, token)).json().data;
    expect(running.result).toBe('In Progress');
    expect(running.execution_start_date).toBeNull();
    expect(running.steps[1].status).toBe('Failed');
  });

  it('reads Draft once a step is added or reworded after its latest run, until a run runs the steps as they are', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const login = await createTestCase(t, token, staging.id, { title: 'Login' });
    const ranSteps = (steps: TestCaseData['steps']) =>
      steps.map((s) => ({ stepId: s.id, text: s.steps, status: 'passed' as const, finishedAt: t.clock.now() }));
    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: login.id,
      title: 'Login',
      status: 'passed',
      steps: ranSteps(login.steps),
    });
    const read = async () => (await t.get(`/api/v1/test-cases/${login.id}`, token)).json().data as TestCaseData;
    const listed = async (status: string) =>
      (
        (await t.get(`/api/v1/test-cases?status=${encodeURIComponent(status)}`, token)).json().data as TestCaseData[]
      ).map((c) => c.id);
    expect((await read()).result).toBe('Passed');
    // A title, a goal or the toggle is not the steps: the run still speaks for them.
    await t.patch(`/api/v1/test-cases/${login.id}`, { title: 'Sign in', execution_status: 'Paused' }, token);
    expect((await read()).result).toBe('Passed');

    const steps = [...login.steps.map((s) => s.steps), 'I see "Signed in"'];
    expect((await t.patch(`/api/v1/test-cases/${login.id}`, { steps }, token)).statusCode).toBe(200);
    const edited = await read();
    expect(edited.result).toBe('Draft');
    expect(edited.steps.map((s) => s.status)).toEqual([...login.steps.map(() => 'Passed'), 'Draft']);
    expect(await listed('Draft')).toEqual([login.id]);
    expect(await listed('Passed')).toEqual([]);

    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: login.id,
      title: 'Sign in',
      status: 'passed',
      steps: ranSteps(edited.steps),
    });
    expect((await read()).result).toBe('Passed');
    expect(await listed('Passed')).toEqual([login.id]);
    expect(await listed('Draft')).toEqual([]);
  });

  it("answers 404 for a missing test case or another organization's", async () => {
    const { token, staging } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const theirs = await createTestCase(t, other.token, other.staging.id);
    const mine = await createTestCase(t, token, staging.id);
    expectError(await t.get(`/api/v1/test-cases/${theirs.id}`, token), 404, `Test case ${theirs.id} was not found.`);
    expectError(await t.get('/api/v1/test-cases/999999', token), 404, 'Test case 999999 was not found.');
    expectError(await t.get(`/api/v1/test-cases?project_id=${other.project.id}`, token), 404);
    expect((await t.get(`/api/v1/test-cases/${mine.id}`, token)).json().data.id).toBe(mine.id);
    expectError(await t.get('/api/v1/test-cases/first', token), 400, "'id' must be of type integer.");
  });
});

describe('PATCH /api/v1/test-cases/{id}', () => {
  it('changes the given fields and replaces the steps, keeping unchanged steps', async () => {
    const { token, staging, production } = await accountWithProject(t);
    const created = await createTestCase(t, token, staging.id, { steps: ['Open', 'Type', 'Press'] });
    const [open, , press] = created.steps;
    t.clock.advance(5 * MINUTE);

    const res = await t.patch(
      `/api/v1/test-cases/${created.id}`,
      {
        title: 'Sign in again',
        environment_id: production.id,
        steps: ['Open', 'Press', 'Check the name'],
        execution_status: 'Paused',
        expected_result: 'Signed in',
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: created.id,
      title: 'Sign in again',
      environment_id: production.id,
      environment_label: 'Production',
      goal: 'A shopper signs in',
      expected_result: 'Signed in',
      execution_status: 'Paused',
      updated_at: t.clock.now().toISOString(),
    });
    expect(data.created_at).not.toBe(data.updated_at);
    expect(data.steps.map((s: { steps: string }) => s.steps)).toEqual(['Open', 'Press', 'Check the name']);
    expect(data.steps[0].id).toBe(open!.id);
    expect(data.steps[1].id).toBe(press!.id);
    expect(created.steps.map((s) => s.id)).not.toContain(data.steps[2].id);
    expect((await t.get(`/api/v1/test-cases/${created.id}`, token)).json().data).toEqual(data);
  });

  it('refuses bad changes, naming the field, and changes nothing', async () => {
    const { token, staging } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const created = await createTestCase(t, token, staging.id);
    const url = `/api/v1/test-cases/${created.id}`;
    expectError(
      await t.patch(url, { expected_result: 'x'.repeat(201) }, token),
      400,
      'Expected result must be at most 200 characters.',
    );
    expectError(await t.patch(url, { steps: [] }, token), 400, 'Steps must have at least 1 item.');
    expectError(await t.patch(url, { title: ' ' }, token), 400, 'Title must not be blank.');
    expectError(
      await t.patch(url, { execution_status: 'Stopped' }, token),
      400,
      'Status must be one of: In Progress, Paused.',
    );
    expectError(await t.patch(url, {}, token), 400, 'The request body must have at least one field.');
    expectError(await t.patch(url, { name: 'Renamed' }, token), 400, "'name' is not an accepted field.");
    expectError(
      await t.patch(url, { environment_id: other.staging.id }, token),
      404,
      `Environment ${other.staging.id} was not found.`,
    );
    const after = (await t.get(url, token)).json().data;
    expect(after).toMatchObject({ title: created.title, environment_id: staging.id, updated_at: created.updated_at });
    expect(after.steps).toEqual(created.steps);
  });

  it("answers 404 for another organization's test case and leaves it alone", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const theirs = await createTestCase(t, other.token, other.staging.id);
    expectError(
      await t.patch(`/api/v1/test-cases/${theirs.id}`, { title: 'Mine now' }, token),
      404,
      `Test case ${theirs.id} was not found.`,
    );
    expect((await t.get(`/api/v1/test-cases/${theirs.id}`, other.token)).json().data.title).toBe(theirs.title);
  });
});

describe('DELETE /api/v1/test-cases/{id}', () => {
  it('deletes the test case and keeps its past runs readable', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const created = await createTestCase(t, token, staging.id, { title: 'Checkout' });
    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: created.id,
      title: 'Checkout',
      status: 'failed',
      startedAt: at('2026-11-21T08:00:00Z'),
      finishedAt: at('2026-11-21T08:00:42Z'),
      steps: [
        {
          stepId: created.steps[0]!.id,
          text: created.steps[0]!.steps,
          status: 'failed',
          finishedAt: at('2026-11-21T08:00:42Z'),
        },
      ],
    });

    const res = await t.delete(`/api/v1/test-cases/${created.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expectError(await t.get(`/api/v1/test-cases/${created.id}`, token), 404);
    expect((await t.get('/api/v1/test-cases', token)).json().data).toEqual([]);

    const results = (await t.get('/api/v1/results', token)).json().data;
    expect(results).toEqual([
      {
        id: expect.any(Number),
        test_case_id: null,
        test_case_name: 'Checkout',
        environment_label: 'Staging',
        url: 'https://staging.shop.test',
        status: 'failed',
        result: 'Failed',
        started_at: '2026-11-21T08:00:00.000Z',
        duration: 42,
        failed_count: 1,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
    ]);
    // Deleted test cases leave no issues behind.
    expect((await t.get('/api/v1/issues', token)).json().meta.total).toBe(0);
  });

  it("answers 404 for another organization's test case and keeps it", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const theirs = await createTestCase(t, other.token, other.staging.id);
    expectError(await t.delete(`/api/v1/test-cases/${theirs.id}`, token), 404, `Test case ${theirs.id} was not found.`);
    expect((await t.get(`/api/v1/test-cases/${theirs.id}`, other.token)).statusCode).toBe(200);
  });
});

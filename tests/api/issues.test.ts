import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { projectAtVersion, testCaseStepAt } from '../support/upgrade.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface IssueBody {
  test_case_id: number;
  failed_count: number;
  failed_steps: { test_case_step_id: number; updated_at: string; classes: Record<string, number> }[];
}

async function projectWithFailures() {
  const account = await accountWithProject(t);
  const { token, project, staging } = account;
  const login = await createTestCase(t, token, staging.id, { title: 'Login', steps: ['Open', 'Type', 'Press'] });
  const search = await createTestCase(t, token, staging.id, { title: 'Search', steps: ['Open', 'Search', 'Check'] });
  const clean = await createTestCase(t, token, staging.id, { title: 'Clean', steps: ['Open'] });
  const [, type, press] = login.steps;
  const [open] = search.steps;

  const firstLogin = await seedRun(t.db, {
    projectId: project.id,
    testCaseId: login.id,
    title: 'Login',
    status: 'failed',
    startedAt: at('2026-11-19T10:00:00Z'),
    finishedAt: at('2026-11-19T10:01:00Z'),
    steps: [
      { stepId: login.steps[0]!.id, text: 'Open', status: 'passed', finishedAt: at('2026-11-19T10:00:30Z') },
      {
        stepId: type!.id,
        text: 'Type',
        status: 'failed',
        message: 'No email field',
        finishedAt: at('2026-11-19T10:01:00Z'),
      },
      { stepId: press!.id, text: 'Press', status: 'skipped', finishedAt: at('2026-11-19T10:01:00Z') },
    ],
  });
  const secondLogin = await seedRun(t.db, {
    projectId: project.id,
    testCaseId: login.id,
    title: 'Login',
    environmentLabel: 'Production',
    environmentUrl: 'https://shop.test',
    status: 'failed',
    startedAt: at('2026-11-20T10:00:00Z'),
    finishedAt: at('2026-11-20T10:02:00Z'),
    steps: [
      {
        stepId: type!.id,
        text: 'Type',
        status: 'failed',
        message: 'The field is disabled',
        finishedAt: at('2026-11-20T10:01:00Z'),
      },
      {
        stepId: press!.id,
        text: 'Press',
        status: 'failed',
        message: 'No button',
        finishedAt: at('2026-11-20T10:02:00Z'),
      },
    ],
  });
  await seedRun(t.db, {
    projectId: project.id,
    testCaseId: search.id,
    title: 'Search',
    status: 'failed',
    startedAt: at('2026-11-21T08:00:00Z'),
    finishedAt: at('2026-11-21T08:00:05Z'),
    steps: [
      { stepId: open!.id, text: 'Open', status: 'failed', message: 'Timeout', finishedAt: at('2026-11-21T08:00:05Z') },
    ],
  });
  await seedRun(t.db, {
    projectId: project.id,
    testCaseId: clean.id,
    title: 'Clean',
    status: 'passed',
    startedAt: at('2026-11-21T08:10:00Z'),
    finishedAt: at('2026-11-21T08:10:05Z'),
    steps: [{ stepId: clean.steps[0]!.id, text: 'Open', status: 'passed', finishedAt: at('2026-11-21T08:10:05Z') }],
  });
  return { ...account, login, search, type: type!, press: press!, open: open!, firstLogin, secondLogin };
}

describe('GET /api/v1/issues', () => {
  it('groups failed steps by test case, the latest failure first', async () => {
    const { token, login, search, type, press, open } = await projectWithFailures();
    const res = await t.get('/api/v1/issues', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      meta: { page: 1, limit: 10, total: 2 },
      data: [
        {
          test_case_id: search.id,
          title: 'Search',
          execution_start_date: '2026-11-21T08:00:00.000Z',
          failed_count: 1,
          failed_steps: [
            {
              test_case_step_id: open.id,
              step: 'Open',
              updated_at: '2026-11-21T08:00:05.000Z',
              classes: { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 1 },
            },
          ],
        },
        {
          test_case_id: login.id,
          title: 'Login',
          execution_start_date: '2026-11-20T10:00:00.000Z',
          failed_count: 3,
          failed_steps: [
            {
              test_case_step_id: type.id,
              step: 'Type',
              updated_at: '2026-11-20T10:01:00.000Z',
              classes: { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 2 },
            },
            {
              test_case_step_id: press.id,
              step: 'Press',
              updated_at: '2026-11-20T10:02:00.000Z',
              classes: { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 1 },
            },
          ],
        },
      ],
    });
  });

  it('pages by test case', async () => {
    const { token, login } = await projectWithFailures();
    const page2 = (await t.get('/api/v1/issues?page=2&limit=1', token)).json();
    expect(page2.meta).toEqual({ page: 2, limit: 1, total: 2 });
    expect(page2.data.map((i: { test_case_id: number }) => i.test_case_id)).toEqual([login.id]);
    const page3 = (await t.get('/api/v1/issues?page=3&limit=1', token)).json();
    expect(page3).toEqual({ success: true, meta: { page: 3, limit: 1, total: 2 }, data: [] });
    expectError(await t.get('/api/v1/issues?limit=101', token), 400, "'limit' must be at most 100.");
    expectError(await t.get('/api/v1/issues?page=0', token), 400, "'page' must be at least 1.");
  });

  it('forgets failures of steps that were removed', async () => {
    const { token, login } = await projectWithFailures();
    await t.patch(`/api/v1/test-cases/${login.id}`, { steps: ['Open', 'Sign in with the form'] }, token);
    const titles = (await t.get('/api/v1/issues', token)).json().data.map((i: { title: string }) => i.title);
    expect(titles).toEqual(['Search']);
  });

  it("moves a run's failures to the class a person gives it, and follows the run's steps when it is removed", async () => {
    const { token, project, login, type, press, secondLogin } = await projectWithFailures();
    const corrected = await t.patch(`/api/v1/runs/${secondLogin}/class`, { failure_class: 'broken_test' }, token);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const classesOf = async (query = '') =>
      Object.fromEntries(
        ((await t.get(`/api/v1/issues${query}`, token)).json().data as IssueBody[])
          .filter((issue) => issue.test_case_id === login.id)
          .flatMap((issue) => issue.failed_steps.map((step) => [step.test_case_step_id, step.classes])),
      );
    const none = { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 };
    expect(await classesOf()).toEqual({
      [type.id]: { ...none, unclassified: 1, broken_test: 1 },
      [press.id]: { ...none, broken_test: 1 },
    });
    expect(await classesOf('?failure_class=unclassified')).toEqual({ [type.id]: { ...none, unclassified: 1 } });

    // The run's steps go with it (as when its project is deleted): their failures are no longer counted.
    await t.db.query('DELETE FROM runs WHERE id = $1', [secondLogin]);
    expect(await classesOf()).toEqual({ [type.id]: { ...none, unclassified: 1 } });
    const listed = (await t.get(`/api/v1/issues?project_id=${project.id}`, token)).json().data as IssueBody[];
    expect(listed.find((issue) => issue.test_case_id === login.id)).toMatchObject({
      failed_count: 1,
      failed_steps: [{ updated_at: '2026-11-19T10:01:00.000Z' }],
    });
  });

  it("answers 404 for another organization's project", async () => {
    const { token } = await accountWithProject(t);
    const other = await projectWithFailures();
    expectError(
      await t.get(`/api/v1/issues?project_id=${other.project.id}`, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    expect((await t.get('/api/v1/issues', token)).json()).toEqual({
      success: true,
      meta: { page: 1, limit: 10, total: 0 },
      data: [],
    });
  });
});

describe('/api/v1/issues/{test_case_id}/{test_case_step_id}', () => {
  it("answers the step's failures newest first and its status", async () => {
    const { token, login, type, firstLogin, secondLogin } = await projectWithFailures();
    const res = await t.get(`/api/v1/issues/${login.id}/${type.id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        test_case_id: login.id,
        test_case_step_id: type.id,
        title: 'Login',
        step: 'Type',
        status: 'Unresolved',
        occurrences: [
          {
            run_id: secondLogin,
            environment_label: 'Production',
            message: 'The field is disabled',
            occurred_at: '2026-11-20T10:01:00.000Z',
            failure_class: null,
            class_corrected: false,
          },
          {
            run_id: firstLogin,
            environment_label: 'Staging',
            message: 'No email field',
            occurred_at: '2026-11-19T10:01:00.000Z',
            failure_class: null,
            class_corrected: false,
          },
        ],
      },
    });
  });

  it('ignores an issue, leaving it out of the list, and marks it unresolved again', async () => {
    const { token, login, search, type, press } = await projectWithFailures();
    const ignored = await t.patch(`/api/v1/issues/${login.id}/${type.id}`, { status: 'Ignored' }, token);
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().data).toMatchObject({ test_case_step_id: type.id, status: 'Ignored' });
    expect((await t.get(`/api/v1/issues/${login.id}/${type.id}`, token)).json().data.status).toBe('Ignored');

    let list = (await t.get('/api/v1/issues', token)).json();
    expect(list.data[1]).toMatchObject({
      test_case_id: login.id,
      failed_count: 1,
      failed_steps: [{ test_case_step_id: press.id }],
    });

    await t.patch(`/api/v1/issues/${login.id}/${press.id}`, { status: 'Ignored' }, token);
    list = (await t.get('/api/v1/issues', token)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data.map((i: { test_case_id: number }) => i.test_case_id)).toEqual([search.id]);

    const back = await t.patch(`/api/v1/issues/${login.id}/${type.id}`, { status: 'Unresolved' }, token);
    expect(back.json().data.status).toBe('Unresolved');
    expect((await t.get('/api/v1/issues', token)).json().meta.total).toBe(2);
  });

  it('refuses an unknown status naming the field', async () => {
    const { token, login, type } = await projectWithFailures();
    expectError(
      await t.patch(`/api/v1/issues/${login.id}/${type.id}`, { status: 'Fixed' }, token),
      400,
      "'status' must be one of: Unresolved, Ignored.",
    );
    expectError(await t.patch(`/api/v1/issues/${login.id}/${type.id}`, {}, token), 400, "'status' is required.");
  });

  it("answers 404 for another organization's issue, and for a step of another test case", async () => {
    const { token, login, search, type } = await projectWithFailures();
    const other = await accountWithProject(t);
    expectError(
      await t.get(`/api/v1/issues/${login.id}/${type.id}`, other.token),
      404,
      `Test case ${login.id} has no step ${type.id}.`,
    );
    expectError(await t.patch(`/api/v1/issues/${login.id}/${type.id}`, { status: 'Ignored' }, other.token), 404);
    expect((await t.get(`/api/v1/issues/${login.id}/${type.id}`, token)).json().data.status).toBe('Unresolved');
    expectError(
      await t.get(`/api/v1/issues/${search.id}/${type.id}`, token),
      404,
      `Test case ${search.id} has no step ${type.id}.`,
    );
    expectError(await t.get(`/api/v1/issues/${login.id}/999999`, token), 404);
    expectError(
      await t.get(`/api/v1/issues/${login.id}/abc`, token),
      400,
      "'test_case_step_id' must be of type integer.",
    );
  });
});

describe('migration 19', () => {
  it("gives the issue states a database already held their step's project", async () => {
    const { db, projectId } = await projectAtVersion(18);
    try {
      const { stepId } = await testCaseStepAt(db, projectId, 'Open');
      await db.query(`INSERT INTO issue_states (test_case_step_id, status, updated_at) VALUES ($1, 'Ignored', now())`, [
        stepId,
      ]);
      expect((await migrate(db))[0]).toBe(19);
      expect(await db.query('SELECT test_case_step_id, project_id, status FROM issue_states')).toEqual([
        { test_case_step_id: stepId, project_id: projectId, status: 'Ignored' },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('migration 20', () => {
  it('makes a stopped run read Stopped, and takes the step it interrupted out of the issues', async () => {
    const { db, projectId } = await projectAtVersion(19);
    try {
      const { testCaseId, stepId } = await testCaseStepAt(db, projectId, 'Go to /');
      const runs: number[] = [];
      for (const status of ['stopped', 'failed'] as const) {
        runs.push(
          await seedRun(db, {
            projectId,
            testCaseId,
            title: 'Login',
            status,
            finishedAt: at('2026-11-20T10:00:00Z'),
            steps: [{ stepId, text: 'Go to /', status: 'failed', finishedAt: at('2026-11-20T10:00:00Z') }],
          }),
        );
      }
      const failures = () => db.query('SELECT failures FROM step_failures WHERE test_case_step_id = $1', [stepId]);
      expect(await failures()).toEqual([{ failures: 2 }]);
      expect(await migrate(db, 20)).toEqual([20]);
      expect(await db.query('SELECT status, result FROM runs ORDER BY id')).toEqual([
        { status: 'stopped', result: 'Stopped' },
        { status: 'failed', result: 'Failed' },
      ]);
      expect(
        await db.query('SELECT run_id, status FROM run_steps WHERE test_case_step_id = $1 ORDER BY run_id', [stepId]),
      ).toEqual([
        { run_id: runs[0], status: 'skipped' },
        { run_id: runs[1], status: 'failed' },
      ]);
      expect(await failures()).toEqual([{ failures: 1 }]);
    } finally {
      await db.close();
    }
  });
});

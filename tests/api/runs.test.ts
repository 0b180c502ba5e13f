import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject, createTestCase } from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import { createTestApp, HOUR, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The test clock starts on Saturday 2026-11-21 09:00 UTC: this week began on Monday 2026-11-16.
async function projectWithRuns() {
  const account = await accountWithProject(t);
  const { token, project, staging, production } = account;
  const login = await createTestCase(t, token, staging.id, { title: 'Login' });
  const search = await createTestCase(t, token, staging.id, { title: 'Search' });
  await createTestCase(t, token, production.id, { title: 'Never run' });
  const run = (r: Omit<Parameters<typeof seedRun>[1], 'projectId'>) => seedRun(t.db, { projectId: project.id, ...r });

  const ids = {
    lastWeek: await run({
      testCaseId: login.id,
      title: 'Login',
      status: 'passed',
      startedAt: at('2026-11-15T23:59:59Z'),
      finishedAt: at('2026-11-16T00:00:59Z'),
    }),
    monday: await run({
      testCaseId: search.id,
      title: 'Search',
      environmentLabel: 'Production',
      environmentUrl: 'https://shop.test',
      status: 'failed',
      startedAt: at('2026-11-16T00:00:00Z'),
      finishedAt: at('2026-11-16T00:01:30Z'),
      steps: [
        { stepId: search.steps[0]!.id, text: 'a', status: 'passed', finishedAt: at('2026-11-16T00:00:30Z') },
        { stepId: search.steps[1]!.id, text: 'b', status: 'failed', finishedAt: at('2026-11-16T00:01:00Z') },
        { stepId: search.steps[2]!.id, text: 'c', status: 'failed', finishedAt: at('2026-11-16T00:01:30Z') },
      ],
    }),
    friday: await run({
      testCaseId: login.id,
      title: 'Login',
      status: 'passed',
      startedAt: at('2026-11-20T10:00:00Z'),
      finishedAt: at('2026-11-20T10:02:05Z'),
    }),
    stopped: await run({
      testCaseId: search.id,
      title: 'Search',
      status: 'stopped',
      startedAt: at('2026-11-21T08:00:00Z'),
      finishedAt: at('2026-11-21T08:00:10Z'),
    }),
    running: await run({
      testCaseId: login.id,
      title: 'Login',
      status: 'running',
      startedAt: at('2026-11-21T08:30:00Z'),
    }),
    queued: await run({ testCaseId: search.id, title: 'Search', status: 'queued' }),
  };
  return { ...account, ids, login, search };
}

describe('GET /api/v1/dashboard', () => {
  it('counts test cases, runs under way, runs this week, finished and passed runs, and the last duration', async () => {
    const { token, project } = await projectWithRuns();
    // Runs of other projects and organizations never count.
    const second = await createProject(t, token, { name: 'Second' });
    await seedRun(t.db, {
      projectId: second.id,
      testCaseId: null,
      title: 'Elsewhere',
      status: 'running',
      startedAt: at('2026-11-21T08:59:00Z'),
    });
    const other = await accountWithProject(t);
    await seedRun(t.db, {
      projectId: other.project.id,
      testCaseId: null,
      title: 'Theirs',
      status: 'passed',
      startedAt: at('2026-11-21T08:50:00Z'),
      finishedAt: at('2026-11-21T08:59:00Z'),
    });

    const res = await t.get(`/api/v1/dashboard?project_id=${project.id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        activeTest: { total: 3, running: 2 },
        runCount: 4,
        // Finished runs, leaving out the one a person stopped: it neither passed nor failed.
        testCaseExecution: { total: 3, passed: 2 },
        lastRun: { duration: 10, started_at: '2026-11-21T08:00:00.000Z' },
      },
    });
    // Without project_id: the current project, now the second one.
    expect((await t.get('/api/v1/dashboard', token)).json().data).toEqual({
      activeTest: { total: 0, running: 1 },
      runCount: 1,
      testCaseExecution: { total: 0, passed: 0 },
      lastRun: { duration: null, started_at: null },
    });
  });

  it('counts the week from Monday 00:00 UTC of the app clock', async () => {
    const { email, password } = await projectWithRuns();
    const toMonday = 2 * 24 * HOUR - 9 * HOUR;
    t.clock.advance(toMonday);
    try {
      expect(t.clock.now().toISOString()).toBe('2026-11-23T00:00:00.000Z');
      const token = (await t.post('/api/v1/signin', { email, password })).json().data.token as string;
      expect((await t.get('/api/v1/dashboard', token)).json().data.runCount).toBe(0);
      t.clock.advance(-1000);
      expect((await t.get('/api/v1/dashboard', token)).json().data.runCount).toBe(4);
    } finally {
      t.clock.advance(1000 - toMonday);
    }
  });

  it('answers zeros and a null last run for a project without runs', async () => {
    const { token } = await accountWithProject(t);
    expect((await t.get('/api/v1/dashboard', token)).json().data).toEqual({
      activeTest: { total: 0, running: 0 },
      runCount: 0,
      testCaseExecution: { total: 0, passed: 0 },
      lastRun: { duration: null, started_at: null },
    });
  });
});

describe('GET /api/v1/results and /api/v1/runs/latest', () => {
  it('lists the runs newest first, with their copied names, results, durations and failed steps', async () => {
    const { token, ids, login, search } = await projectWithRuns();
    const res = await t.get('/api/v1/results', token);
    expect(res.statusCode).toBe(200);
    const staging = { environment_label: 'Staging', url: 'https://staging.shop.test' };
    expect(res.json().data).toEqual([
      {
        id: ids.queued,
        test_case_id: search.id,
        test_case_name: 'Search',
        ...staging,
        status: 'queued',
        result: 'In Progress',
        started_at: null,
        duration: null,
        failed_count: 0,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
      {
        id: ids.running,
        test_case_id: login.id,
        test_case_name: 'Login',
        ...staging,
        status: 'running',
        result: 'In Progress',
        started_at: '2026-11-21T08:30:00.000Z',
        duration: null,
        failed_count: 0,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
      {
        id: ids.stopped,
        test_case_id: search.id,
        test_case_name: 'Search',
        ...staging,
        status: 'stopped',
        result: 'Stopped',
        started_at: '2026-11-21T08:00:00.000Z',
        duration: 10,
        failed_count: 0,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
      {
        id: ids.friday,
        test_case_id: login.id,
        test_case_name: 'Login',
        ...staging,
        status: 'passed',
        result: 'Passed',
        started_at: '2026-11-20T10:00:00.000Z',
        duration: 125,
        failed_count: 0,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
      {
        id: ids.monday,
        test_case_id: search.id,
        test_case_name: 'Search',
        environment_label: 'Production',
        url: 'https://shop.test',
        status: 'failed',
        result: 'Failed',
        started_at: '2026-11-16T00:00:00.000Z',
        duration: 90,
        failed_count: 2,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
      {
        id: ids.lastWeek,
        test_case_id: login.id,
        test_case_name: 'Login',
        ...staging,
        status: 'passed',
        result: 'Passed',
        started_at: '2026-11-15T23:59:59.000Z',
        duration: 60,
        failed_count: 0,
        suite_id: null,
        failure_class: null,
        quarantined: false,
      },
    ]);

    const latest = await t.get('/api/v1/runs/latest', token);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({ success: true, data: res.json().data[0] });
  });

  it('answers an empty list and a null latest run without runs', async () => {
    const { token } = await accountWithProject(t);
    expect((await t.get('/api/v1/results', token)).json()).toEqual({
      success: true,
      meta: { page: 1, limit: 25, total: 0 },
      data: [],
    });
    expect((await t.get('/api/v1/runs/latest', token)).json()).toEqual({ success: true, data: null });
  });
});

describe('project scope of the run calls', () => {
  it.each(['/api/v1/dashboard', '/api/v1/results', '/api/v1/runs/latest'])(
    "%s answers 404 for another organization's project and 400 without a project",
    async (path) => {
      const { token } = await accountWithProject(t);
      const other = await projectWithRuns();
      expectError(
        await t.get(`${path}?project_id=${other.project.id}`, token),
        404,
        `Project ${other.project.id} was not found.`,
      );
      expect((await t.get(`${path}?project_id=${other.project.id}`, other.token)).statusCode).toBe(200);
      const fresh = await verifiedAccount(t);
      expectError(await t.get(path, fresh.token), 400, 'Create a project first.');
      expectError(await t.get(`${path}?project_id=x`, token), 400, "'project_id' must be of type integer.");
      expectError(await t.get(path), 401);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireSchedule } from '../../server/runner/schedules.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject, createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, type RunnerTestApp } from '../support/runnerApp.ts';
import { TestClock } from '../support/testApp.ts';

// The real queue (pg-boss on this suite's database) with no run worker: schedules are given to its
// cron and taken back, and a firing called here queues runs that stay queued.
let t: RunnerTestApp;
// Saturday 2026-11-21 09:00 UTC, whatever the real time: next runs are exact.
const clock = new TestClock();
beforeAll(async () => {
  t = await createRunnerTestApp({ concurrency: 0, now: clock.now });
}, 120_000);
afterAll(() => t?.close());

async function projectWithTests() {
  const account = await accountWithProject(t);
  const signIn = await createTestCase(t, account.token, account.staging.id, { title: 'Sign in', steps: ['Go to /'] });
  const search = await createTestCase(t, account.token, account.production.id, { title: 'Search', steps: ['Go to /'] });
  return { ...account, signIn, search };
}

const weekdayMornings = (over: Record<string, unknown> = {}) => ({
  name: 'Weekday mornings',
  cron: '0 9 * * 1-5',
  timezone: 'Europe/Paris',
  ...over,
});

async function create(token: string, body: Record<string, unknown>) {
  const res = await t.post('/api/v1/schedules', body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; [field: string]: unknown };
}

const queued = (id: number) => t.runner.queue.queuedSchedules(id);

describe('creating and listing schedules', () => {
  it("creates a schedule, gives it to the queue's cron, and lists it with its meaning and next runs", async () => {
    const { token, project, staging, signIn } = await projectWithTests();
    const res = await t.post(
      '/api/v1/schedules',
      weekdayMornings({ cron: ' 0  9 * *   1-5 ', test_case_ids: [signIn.id], environment_id: staging.id }),
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Schedule created: At 09:00, Monday through Friday.');
    const created = res.json().data;
    expect(created).toMatchObject({
      project_id: project.id,
      name: 'Weekday mornings',
      cron: '0 9 * * 1-5',
      timezone: 'Europe/Paris',
      description: 'At 09:00, Monday through Friday',
      // 09:00 in Paris is 08:00 UTC in November; Saturday's clock skips to Monday.
      next_runs: ['2026-11-23T08:00:00.000Z', '2026-11-24T08:00:00.000Z', '2026-11-25T08:00:00.000Z'],
      environment_id: staging.id,
      environment_label: 'Staging',
      all: false,
      test_case_ids: [signIn.id],
      enabled: true,
      last_fired_at: null,
      last_error: null,
      last_suite: null,
    });
    expect(await queued(created.id)).toEqual([
      { scheduleId: created.id, cron: '0 9 * * 1-5', timezone: 'Europe/Paris' },
    ]);

    const list = await t.get('/api/v1/schedules', token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([created]);
  });

  it('runs all test cases, each on its own environment, and lists schedules per project', async () => {
    const { token, project } = await projectWithTests();
    const other = await createProject(t, token, { name: 'Other' });
    // The new project became the current one: the schedule names its own.
    const created = await create(token, {
      name: 'Nightly',
      cron: '0 2 * * *',
      timezone: 'UTC',
      all: true,
      project_id: project.id,
    });
    expect(created).toMatchObject({ all: true, test_case_ids: [], environment_id: null, environment_label: null });
    expect(created.next_runs).toEqual([
      '2026-11-22T02:00:00.000Z',
      '2026-11-23T02:00:00.000Z',
      '2026-11-24T02:00:00.000Z',
    ]);
    const mine = await t.get(`/api/v1/schedules?project_id=${project.id}`, token);
    expect(mine.json().data.map((s: { id: number }) => s.id)).toEqual([created.id]);
    expect((await t.get(`/api/v1/schedules?project_id=${other.id}`, token)).json().data).toEqual([]);
  });

  it('can be created disabled: then the queue holds nothing for it and it has no next runs', async () => {
    const { token, signIn } = await projectWithTests();
    const res = await t.post(
      '/api/v1/schedules',
      weekdayMornings({ test_case_ids: [signIn.id], enabled: false }),
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Schedule created, disabled.');
    expect(res.json().data).toMatchObject({ enabled: false, next_runs: [] });
    expect(await queued(res.json().data.id)).toEqual([]);
  });
});

describe('refusing what cannot be a schedule, and writing nothing', () => {
  it('refuses expressions that are not 5 valid fields, seconds included, and zones that are not IANA names', async () => {
    const { token, signIn } = await projectWithTests();
    const body = (over: Record<string, unknown>) => weekdayMornings({ test_case_ids: [signIn.id], ...over });
    expectError(
      await t.post('/api/v1/schedules', body({ cron: '* * * * * *' }), token),
      400,
      'Schedules run at most once a minute: give the 5 fields (minute, hour, day of month, month, day of week) without a seconds field.',
    );
    expectError(
      await t.post('/api/v1/schedules', body({ cron: 'every day' }), token),
      400,
      'A cron expression has 5 fields (minute, hour, day of month, month, day of week); “every day” has 2.',
    );
    expectError(
      await t.post('/api/v1/schedules', body({ cron: '61 9 * * *' }), token),
      400,
      'The cron expression “61 9 * * *” is not valid: Constraint error, got value 61 expected range 0-59.',
    );
    expectError(
      await t.post('/api/v1/schedules', body({ timezone: 'Mars/Olympus_Mons' }), token),
      400,
      'Time zone: “Mars/Olympus_Mons” is not a time zone; give an IANA name such as Europe/Paris or UTC.',
    );
    expectError(await t.post('/api/v1/schedules', body({ timezone: '+02:00' }), token), 400);
    expect((await t.get('/api/v1/schedules', token)).json().data).toEqual([]);
  });

  it('needs a name, a cron, a time zone and exactly one choice of test cases, and no other field', async () => {
    const { token, signIn } = await projectWithTests();
    const which = 'Test cases: choose the test cases this schedule runs, or All test cases (not both).';
    expectError(await t.post('/api/v1/schedules', weekdayMornings(), token), 400, which);
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ all: true, test_case_ids: [signIn.id] }), token),
      400,
      which,
    );
    expectError(await t.post('/api/v1/schedules', weekdayMornings({ test_case_ids: [] }), token), 400);
    expectError(await t.post('/api/v1/schedules', weekdayMornings({ all: false }), token), 400);
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ name: undefined, all: true }), token),
      400,
      'Name is required.',
    );
    expectError(await t.post('/api/v1/schedules', weekdayMornings({ name: '   ', all: true }), token), 400);
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ all: true, every: 'day' }), token),
      400,
      "'every' is not an accepted field.",
    );
    expect((await t.get('/api/v1/schedules', token)).json().data).toEqual([]);
  });

  it("answers 404 for another organization's test case, environment or project, 400 for another project's environment", async () => {
    const mine = await projectWithTests();
    const theirs = await projectWithTests();
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ test_case_ids: [theirs.signIn.id] }), mine.token),
      404,
      `Test case ${theirs.signIn.id} was not found.`,
    );
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ all: true, environment_id: theirs.staging.id }), mine.token),
      404,
      `Environment ${theirs.staging.id} was not found.`,
    );
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ all: true, project_id: theirs.project.id }), mine.token),
      404,
      `Project ${theirs.project.id} was not found.`,
    );
    const second = await createProject(t, mine.token, { name: 'Second' });
    expectError(
      await t.post(
        '/api/v1/schedules',
        weekdayMornings({ all: true, environment_id: second.environments[0]!.id, project_id: mine.project.id }),
        mine.token,
      ),
      400,
      "Environment: the environment chosen belongs to another project. Choose one of this project's environments.",
    );
    expectError(
      await t.post('/api/v1/schedules', weekdayMornings({ all: true, project_id: second.id }), mine.token),
      400,
      'The project has no test cases to run.',
    );
    expect((await t.get('/api/v1/schedules', mine.token)).json().data).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await t.post('/api/v1/schedules', weekdayMornings({ all: true })), 401);
    expectError(await t.get('/api/v1/schedules'), 401);
    expectError(await t.get('/api/v1/schedules/preview?cron=0+2+*+*+*&timezone=UTC'), 401);
  });
});

describe('changing and deleting schedules', () => {
  it("follows every change in the queue's cron: expression, zone, disabling and enabling", async () => {
    const { token, signIn, search, production } = await projectWithTests();
    const { id } = await create(token, weekdayMornings({ test_case_ids: [signIn.id] }));

    const moved = await t.patch(`/api/v1/schedules/${id}`, { cron: '30 6 * * 1', timezone: 'America/New_York' }, token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Schedule saved.',
      data: {
        cron: '30 6 * * 1',
        timezone: 'America/New_York',
        description: 'At 06:30, only on Monday',
        // 06:30 in New York is 11:30 UTC in winter.
        next_runs: ['2026-11-23T11:30:00.000Z', '2026-11-30T11:30:00.000Z', '2026-12-07T11:30:00.000Z'],
        test_case_ids: [signIn.id],
      },
    });
    expect(await queued(id)).toEqual([{ scheduleId: id, cron: '30 6 * * 1', timezone: 'America/New_York' }]);

    const disabled = await t.patch(`/api/v1/schedules/${id}`, { enabled: false }, token);
    expect(disabled.json()).toMatchObject({ message: 'Schedule disabled.', data: { enabled: false, next_runs: [] } });
    expect(await queued(id)).toEqual([]);

    const enabled = await t.patch(`/api/v1/schedules/${id}`, { enabled: true }, token);
    expect(enabled.json()).toMatchObject({ message: 'Schedule enabled.', data: { enabled: true } });
    expect(await queued(id)).toHaveLength(1);

    const chosen = await t.patch(
      `/api/v1/schedules/${id}`,
      { name: 'Mondays', test_case_ids: [search.id, signIn.id], environment_id: production.id },
      token,
    );
    expect(chosen.json().data).toMatchObject({
      name: 'Mondays',
      all: false,
      test_case_ids: [signIn.id, search.id].sort((a, b) => a - b),
      environment_label: 'Production',
    });
    const all = await t.patch(`/api/v1/schedules/${id}`, { all: true, environment_id: null }, token);
    expect(all.json().data).toMatchObject({ all: true, test_case_ids: [], environment_id: null });
  });

  it('refuses a bad change and keeps the schedule as it was, in the table and in the queue', async () => {
    const { token, signIn } = await projectWithTests();
    const { id } = await create(token, weekdayMornings({ test_case_ids: [signIn.id] }));
    expectError(
      await t.patch(`/api/v1/schedules/${id}`, { cron: '*/10 * * * * *' }, token),
      400,
      /at most once a minute/,
    );
    expectError(await t.patch(`/api/v1/schedules/${id}`, { timezone: 'Nowhere' }, token), 400);
    expectError(await t.patch(`/api/v1/schedules/${id}`, { all: true, test_case_ids: [signIn.id] }, token), 400);
    expectError(await t.patch(`/api/v1/schedules/${id}`, {}, token), 400);
    expectError(await t.patch(`/api/v1/schedules/${id}`, { test_case_ids: [2147483647] }, token), 404);
    const [kept] = (await t.get('/api/v1/schedules', token)).json().data;
    expect(kept).toMatchObject({ cron: '0 9 * * 1-5', timezone: 'Europe/Paris', test_case_ids: [signIn.id] });
    expect(await queued(id)).toEqual([{ scheduleId: id, cron: '0 9 * * 1-5', timezone: 'Europe/Paris' }]);
  });

  it("deletes a schedule and takes it out of the queue's cron", async () => {
    const { token, signIn } = await projectWithTests();
    const { id } = await create(token, weekdayMornings({ test_case_ids: [signIn.id] }));
    const res = await t.delete(`/api/v1/schedules/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Schedule “Weekday mornings” deleted.');
    expect((await t.get('/api/v1/schedules', token)).json().data).toEqual([]);
    expect(await queued(id)).toEqual([]);
    expectError(await t.delete(`/api/v1/schedules/${id}`, token), 404, `Schedule ${id} was not found.`);
  });

  it("answers 404 for another organization's schedule on every call, and changes nothing", async () => {
    const mine = await projectWithTests();
    const theirs = await projectWithTests();
    const { id } = await create(theirs.token, weekdayMornings({ test_case_ids: [theirs.signIn.id] }));
    expectError(
      await t.patch(`/api/v1/schedules/${id}`, { enabled: false }, mine.token),
      404,
      `Schedule ${id} was not found.`,
    );
    expectError(await t.delete(`/api/v1/schedules/${id}`, mine.token), 404, `Schedule ${id} was not found.`);
    expectError(await t.get(`/api/v1/schedules?project_id=${theirs.project.id}`, mine.token), 404);
    expect((await t.get('/api/v1/schedules', theirs.token)).json().data).toMatchObject([{ id, enabled: true }]);
    expect(await queued(id)).toHaveLength(1);
  });
});

describe('GET /api/v1/schedules/preview', () => {
  const preview = (cron: string, timezone: string, token: string) =>
    t.get(`/api/v1/schedules/preview?${new URLSearchParams({ cron, timezone })}`, token);

  it('says what an expression means and when it fires next in the time zone given', async () => {
    const { token } = await accountWithProject(t);
    const res = await preview('0 2 * * *', 'America/New_York', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      cron: '0 2 * * *',
      timezone: 'America/New_York',
      description: 'At 02:00',
      next_runs: ['2026-11-22T07:00:00.000Z', '2026-11-23T07:00:00.000Z', '2026-11-24T07:00:00.000Z'],
    });
    expect((await preview('*/15 9-17 * * 1-5', 'UTC', token)).json().data.description).toBe(
      'Every 15 minutes, between 09:00 and 17:59, Monday through Friday',
    );
  });

  it('says why an expression or a zone is not valid', async () => {
    const { token } = await accountWithProject(t);
    expectError(await preview('0 25 * * *', 'UTC', token), 400, /^The cron expression “0 25 \* \* \*” is not valid: /);
    expectError(await preview('* * * * * *', 'UTC', token), 400, /at most once a minute/);
    expectError(await preview('0 2 * *', 'UTC', token), 400, /has 4\.$/);
    expectError(await preview('0 2 * * *', 'Europe/Atlantis', token), 400, /is not a time zone/);
  });
});

describe('a schedule firing (called as the queue would)', () => {
  const deps = () => ({
    db: t.db,
    runQueue: t.runner.queue,
    timer: t.runner.queue,
    notify: null,
    appUrl: 'http://app.test',
    now: () => new Date(),
    log: { warn: () => undefined, error: () => undefined },
  });

  it('starts a suite of its test cases on its environment, and lists it as its latest', async () => {
    const { token, signIn, search, production } = await projectWithTests();
    const { id } = await create(
      token,
      weekdayMornings({ test_case_ids: [signIn.id, search.id], environment_id: production.id }),
    );
    expect(await fireSchedule(deps(), id)).toBe('started');
    const [schedule] = (await t.get('/api/v1/schedules', token)).json().data;
    expect(schedule.last_error).toBeNull();
    expect(schedule.last_suite).toMatchObject({ status: 'running', finished_at: null });
    const suite = (await t.get(`/api/v1/suites/${schedule.last_suite.id}`, token)).json().data;
    expect(suite).toMatchObject({ source: 'schedule', status: 'running', total: 2, queued: 2 });
    expect(
      suite.runs.map((r: { test_case_id: number; environment_label: string }) => [r.test_case_id, r.environment_label]),
    ).toEqual([
      [signIn.id, 'Production'],
      [search.id, 'Production'],
    ]);
    const [row] = await t.db.query<{ schedule_id: number; created_by: number | null }>(
      'SELECT schedule_id, created_by FROM suites WHERE id = $1',
      [suite.id],
    );
    expect(row).toEqual({ schedule_id: id, created_by: null });
  });

  it('skips a disabled schedule, and stops the queue firing one that is gone', async () => {
    const { token, signIn } = await projectWithTests();
    const { id } = await create(token, weekdayMornings({ test_case_ids: [signIn.id] }));
    await t.patch(`/api/v1/schedules/${id}`, { enabled: false }, token);
    expect(await fireSchedule(deps(), id)).toBe('disabled');
    expect((await t.get('/api/v1/schedules', token)).json().data[0]).toMatchObject({
      last_suite: null,
      last_fired_at: null,
    });

    const other = await create(token, weekdayMornings({ name: 'Other', test_case_ids: [signIn.id] }));
    // Its environment deleted (with the emailed code, in the app): the schedule goes with it.
    const [environment] = await t.db.query<{ id: number }>(
      'SELECT environment_id AS id FROM test_cases WHERE id = $1',
      [signIn.id],
    );
    await t.patch(`/api/v1/schedules/${other.id}`, { environment_id: environment!.id }, token);
    await t.db.query('DELETE FROM environments WHERE id = $1', [environment!.id]);
    expect((await t.get('/api/v1/schedules', token)).json().data.map((s: { id: number }) => s.id)).toEqual([id]);
    expect(await queued(other.id)).toHaveLength(1);
    expect(await fireSchedule(deps(), other.id)).toBe('gone');
    expect(await queued(other.id)).toEqual([]);
  });

  it('says on the schedule why a firing started nothing, and keeps a deleted test case out of it', async () => {
    const { token, signIn, search } = await projectWithTests();
    const { id } = await create(token, weekdayMornings({ test_case_ids: [signIn.id, search.id] }));
    expect((await t.delete(`/api/v1/test-cases/${search.id}`, token)).statusCode).toBe(200);
    expect((await t.get('/api/v1/schedules', token)).json().data[0].test_case_ids).toEqual([signIn.id]);
    expect((await t.delete(`/api/v1/test-cases/${signIn.id}`, token)).statusCode).toBe(200);
    expect(await fireSchedule(deps(), id)).toBe('refused');
    const [schedule] = (await t.get('/api/v1/schedules', token)).json().data;
    expect(schedule).toMatchObject({
      test_case_ids: [],
      last_suite: null,
      last_error: 'None of the test cases it runs exist any more: choose others.',
    });
    expect(schedule.last_fired_at).not.toBeNull();
  });
});

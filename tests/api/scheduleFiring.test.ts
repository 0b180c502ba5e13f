import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, type RunnerTestApp } from '../support/runnerApp.ts';

// A schedule firing by itself: pg-boss's own cron (passes every second here, 30 s by default) sends
// the job, the schedules worker starts a suite, and the run workers run it in Chromium against the
// fixture app. Nothing in the test calls the firing.
let t: RunnerTestApp;
let fixture: FixtureApp;
beforeAll(async () => {
  fixture = await startFixtureApp();
  t = await createRunnerTestApp({
    concurrency: 1,
    queue: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

interface ScheduleView {
  id: number;
  enabled: boolean;
  last_fired_at: string | null;
  last_error: string | null;
  last_suite: { id: number; status: string } | null;
}

/** Reads a value as a client would until `until` holds; fails after `timeoutMs`. */
async function poll<T>(read: () => Promise<T>, until: (value: T) => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function suitesOf(scheduleId: number, since = new Date(0)) {
  return t.db.query<{ id: number; source: string }>(
    'SELECT id, source FROM suites WHERE schedule_id = $1 AND created_at > $2 ORDER BY id',
    [scheduleId, since],
  );
}

describe('a schedule runs by itself', () => {
  it('fires through the queue, its suite runs and ends; disabled it fires no more; deleted it leaves the queue', async () => {
    const project = await accountWithProject(t, {
      environments: [
        { label: 'Fixture', url: fixture.url },
        { label: 'Also fixture', url: `${fixture.url}/` },
      ],
    });
    const { token } = project;
    const env = project.project.environments[0]!;
    const testCase = await createTestCase(t, token, env.id, {
      title: 'Fill the form',
      steps: ['Go to /form', 'Type "Ada" into Name'],
    });
    const created = await t.post(
      '/api/v1/schedules',
      { name: 'Nightly', cron: '0 2 * * *', timezone: 'UTC', test_case_ids: [testCase.id] },
      token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    const schedule = async () =>
      ((await t.get('/api/v1/schedules', token)).json().data as ScheduleView[]).find((s) => s.id === id)!;
    expect(await schedule()).toMatchObject({ last_suite: null, last_fired_at: null });

    // Due every second (the API keeps people to once a minute; pg-boss sends at most one job a
    // minute either way), so its cron finds an occurrence on its next pass.
    await t.runner.queue.setSchedule({ id, cron: '* * * * * *', timezone: 'UTC', enabled: true });

    const fired = await poll(schedule, (s) => s.last_suite !== null, 'the schedule firing');
    expect(fired.last_error).toBeNull();
    expect(fired.last_fired_at).not.toBeNull();
    const suiteId = fired.last_suite!.id;
    const suite = await poll(
      async () => (await t.get(`/api/v1/suites/${suiteId}`, token)).json().data,
      (s) => s.status !== 'running',
      'the suite ending',
    );
    expect(suite).toMatchObject({ source: 'schedule', status: 'passed', total: 1, passed: 1 });
    expect(suite.runs).toEqual([expect.objectContaining({ test_case_id: testCase.id, status: 'passed' })]);
    // The every-second cron fires again once a minute has turned while the suite ran: the schedule
    // shows its newest suite, which is this one with its result unless another has fired since.
    const suites = await suitesOf(id);
    expect(suites.every((s) => s.source === 'schedule')).toBe(true);
    const last = (await schedule()).last_suite!;
    expect(last.id).toBe(suites.at(-1)!.id);
    if (last.id === suiteId) expect(last.status).toBe('passed');

    const disabled = await t.patch(`/api/v1/schedules/${id}`, { enabled: false }, token);
    expect(disabled.statusCode, disabled.body).toBe(200);
    const disabledAt = new Date();
    expect(await t.runner.queue.queuedSchedules(id)).toEqual([]);
    // The every-second cron would send its next job in the next minute: wait until that minute
    // has begun and a few cron passes have gone by, then no suite may have started.
    const nextMinute = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
    await new Promise((r) => setTimeout(r, nextMinute - Date.now() + 5_000));
    expect(await suitesOf(id, disabledAt)).toEqual([]);

    const deleted = await t.delete(`/api/v1/schedules/${id}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.runner.queue.queuedSchedules(id)).toEqual([]);
    // Its suites stay, no longer tied to it.
    const [kept] = await t.db.query<{ schedule_id: number | null }>('SELECT schedule_id FROM suites WHERE id = $1', [
      suiteId,
    ]);
    expect(kept).toEqual({ schedule_id: null });
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { at } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Status = 'queued' | 'running' | 'passed' | 'failed' | 'stopped' | 'error' | 'flaky';
type FailureClass = 'app_bug' | 'broken_test' | 'flaky' | 'infrastructure';

interface InsertRun {
  projectId: number;
  testCaseId: number | null;
  title: string;
  environmentId?: number | null;
  status: Status;
  failureClass?: FailureClass | null;
  infraEvent?: boolean;
  finishedAt: string | null;
  steps?: { text: string; status: 'passed' | 'failed' | 'skipped'; ms: number | null }[];
}

/** A run as the runner leaves it, written straight into the tables. */
async function insertRun(db: Queryable, r: InsertRun): Promise<number> {
  const finished = r.finishedAt === null ? null : at(r.finishedAt);
  const started = finished && new Date(finished.getTime() - 60_000);
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO runs (project_id, test_case_id, test_case_title, environment_label, environment_url, environment_id,
                       status, failure_class, infra_event, created_at, started_at, finished_at)
     VALUES ($1, $2, $3, 'Staging', 'https://staging.shop.test', $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
    [
      r.projectId,
      r.testCaseId,
      r.title,
      r.environmentId ?? null,
      r.status,
      r.failureClass ?? null,
      r.infraEvent ?? false,
      started,
      finished,
    ],
  );
  for (const [position, s] of (r.steps ?? []).entries()) {
    await db.query(
      `INSERT INTO run_steps (run_id, step_text, status, position, duration_ms, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [run!.id, s.text, s.status, position, s.ms, finished],
    );
  }
  return run!.id;
}

const insights = (query: string, token: string) => t.get(`/api/v1/insights?${query}`, token);

const NO_FAILURES = { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 };
const quiet = (date: string) => ({
  date,
  runs: 0,
  passed: 0,
  flaky: 0,
  failed: 0,
  pass_rate: null,
  failures: NO_FAILURES,
});

// The test clock reads Saturday 2026-11-21 09:00 UTC: 7 days are 2026-11-15 … 2026-11-21.
describe('GET /api/v1/insights', () => {
  let token: string;
  let projectId: number;
  let otherProjectId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const account = await accountWithProject(t);
    token = account.token;
    projectId = account.project.id;
    const { staging, production } = account;
    for (const title of ['Smoke', 'Search', 'Checkout', 'Login']) {
      ids[title] = (await createTestCase(t, token, staging.id, { title })).id;
    }
    const run = (r: Omit<InsertRun, 'projectId'>) => insertRun(t.db, { projectId, ...r });
    const smoke = { testCaseId: ids.Smoke!, title: 'Smoke' };

    // The days' runs are of an environment since deleted (no environment id): they have no
    // flakiness history, so the days and the flakiness below are checked apart.
    await run({
      ...smoke,
      status: 'passed',
      finishedAt: '2026-11-01T12:00:00Z',
      steps: [{ text: 'Open the catalogue', status: 'passed', ms: 99_999 }],
    });
    await run({ ...smoke, status: 'passed', finishedAt: '2026-11-14T23:59:59Z' });
    await run({
      ...smoke,
      status: 'passed',
      finishedAt: '2026-11-15T00:00:00Z',
      steps: [
        { text: 'Open the catalogue', status: 'passed', ms: 100 },
        { text: 'Click Buy', status: 'passed', ms: 50 },
      ],
    });
    // Monday: a pass, an app bug, a run the runner could not run, one stopped by a person.
    await run({
      ...smoke,
      status: 'passed',
      finishedAt: '2026-11-16T08:00:00Z',
      steps: [
        { text: 'Open the catalogue', status: 'passed', ms: 200 },
        { text: 'Click Buy', status: 'passed', ms: 50 },
      ],
    });
    await run({
      ...smoke,
      status: 'failed',
      failureClass: 'app_bug',
      finishedAt: '2026-11-16T09:00:00Z',
      steps: [
        { text: 'Open the catalogue', status: 'failed', ms: 9_000 },
        { text: 'Click Buy', status: 'skipped', ms: null },
      ],
    });
    await run({ ...smoke, status: 'error', failureClass: 'infrastructure', finishedAt: '2026-11-16T10:00:00Z' });
    await run({ ...smoke, status: 'stopped', finishedAt: '2026-11-16T23:59:59Z' });
    // Wednesday: a pass, a pass on retry, a failure not classified yet, a broken test.
    await run({
      ...smoke,
      status: 'passed',
      finishedAt: '2026-11-18T08:00:00Z',
      steps: [
        { text: 'Open the catalogue', status: 'passed', ms: 300 },
        { text: 'Click Buy', status: 'passed', ms: null },
      ],
    });
    await run({ ...smoke, status: 'flaky', failureClass: 'flaky', finishedAt: '2026-11-18T09:00:00Z' });
    await run({ ...smoke, status: 'failed', finishedAt: '2026-11-18T10:00:00Z' });
    await run({ ...smoke, status: 'failed', failureClass: 'broken_test', finishedAt: '2026-11-18T11:00:00Z' });
    // Today.
    await run({
      ...smoke,
      status: 'passed',
      finishedAt: '2026-11-21T07:00:00Z',
      steps: [
        { text: 'Open the catalogue', status: 'passed', ms: 400 },
        { text: 'Click Buy', status: 'passed', ms: 50 },
      ],
    });
    await run({
      ...smoke,
      status: 'passed',
      finishedAt: '2026-11-21T08:00:00Z',
      steps: [{ text: 'Open the catalogue', status: 'passed', ms: 1_000 }],
    });
    await run({
      testCaseId: ids.Search!,
      title: 'Search',
      status: 'passed',
      finishedAt: '2026-11-20T08:00:00Z',
      steps: [{ text: 'Open the catalogue', status: 'passed', ms: 500 }],
    });
    // Not ended, or not ended yet in the window: left out.
    await run({
      ...smoke,
      status: 'running',
      finishedAt: null,
      steps: [{ text: 'Open the catalogue', status: 'passed', ms: 70_000 }],
    });
    await run({ ...smoke, status: 'queued', finishedAt: null });
    await run({ ...smoke, status: 'passed', finishedAt: '2026-11-22T00:00:00Z' });

    // Flakiness histories, months ago (out of every window): it reads a test's latest outcomes.
    const history = async (title: string, environmentId: number, statuses: Status[], infra: number[] = []) => {
      for (const [i, status] of statuses.entries()) {
        await run({
          testCaseId: ids[title]!,
          title,
          environmentId,
          status,
          infraEvent: infra.includes(i),
          finishedAt: `2026-08-0${i + 1}T10:00:00Z`,
        });
      }
    };
    await history('Checkout', staging.id, ['passed', 'failed', 'passed', 'failed', 'passed', 'failed']);
    await history('Search', staging.id, ['passed', 'passed', 'flaky', 'failed', 'passed', 'passed'], [3]);
    await history('Login', staging.id, ['passed', 'passed', 'passed', 'passed', 'passed']);
    await history('Login', production.id, ['passed', 'failed', 'passed', 'passed', 'passed', 'passed']);
    // Too few outcomes for a score.
    await history('Smoke', production.id, ['passed', 'failed', 'passed']);

    // Another organization's project, with a run and a slow step on Monday.
    const other = await accountWithProject(t);
    otherProjectId = other.project.id;
    await insertRun(t.db, {
      projectId: otherProjectId,
      testCaseId: null,
      title: 'Theirs',
      status: 'failed',
      failureClass: 'app_bug',
      finishedAt: '2026-11-16T12:00:00Z',
      steps: [{ text: 'Open the catalogue', status: 'passed', ms: 50_000 }],
    });
  });

  it('counts the runs that ended each day (UTC) of the window, and their pass rate', async () => {
    const res = await insights(`project_id=${projectId}&days=7`, token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ days: 7, from: '2026-11-15', to: '2026-11-21', threshold: 30 });
    expect(data.daily).toEqual([
      {
        date: '2026-11-15',
        runs: 1,
        passed: 1,
        flaky: 0,
        failed: 0,
        pass_rate: 100,
        failures: NO_FAILURES,
      },
      {
        date: '2026-11-16',
        runs: 4,
        passed: 1,
        flaky: 0,
        failed: 2,
        pass_rate: 33.3,
        failures: { ...NO_FAILURES, app_bug: 1, infrastructure: 1 },
      },
      quiet('2026-11-17'),
      {
        date: '2026-11-18',
        runs: 4,
        passed: 1,
        flaky: 1,
        failed: 2,
        pass_rate: 25,
        failures: { ...NO_FAILURES, flaky: 1, broken_test: 1, unclassified: 1 },
      },
      quiet('2026-11-19'),
      {
        date: '2026-11-20',
        runs: 1,
        passed: 1,
        flaky: 0,
        failed: 0,
        pass_rate: 100,
        failures: NO_FAILURES,
      },
      {
        date: '2026-11-21',
        runs: 2,
        passed: 2,
        flaky: 0,
        failed: 0,
        pass_rate: 100,
        failures: NO_FAILURES,
      },
    ]);
    expect(data.totals).toEqual({
      runs: 12,
      passed: 6,
      flaky: 1,
      failed: 4,
      pass_rate: 54.5,
      flaky_tests: 3,
      quarantined_tests: 2,
    });
  });

  it('lists the slowest steps of passed run steps in the window by median, per test case', async () => {
    const data = (await insights(`project_id=${projectId}&days=7`, token)).json().data;
    expect(data.slowest_steps).toEqual([
      {
        step_text: 'Open the catalogue',
        test_case_id: ids.Search,
        test_case_title: 'Search',
        count: 1,
        median_ms: 500,
        p90_ms: 500,
      },
      {
        step_text: 'Open the catalogue',
        test_case_id: ids.Smoke,
        test_case_title: 'Smoke',
        count: 5,
        median_ms: 300,
        p90_ms: 760,
      },
      {
        step_text: 'Click Buy',
        test_case_id: ids.Smoke,
        test_case_title: 'Smoke',
        count: 3,
        median_ms: 50,
        p90_ms: 50,
      },
    ]);
  });

  it('lists the flakiest tests per environment over their latest outcomes, quarantined ones with why', async () => {
    const data = (await insights(`project_id=${projectId}&days=7`, token)).json().data;
    expect(
      data.flakiest.map((f: { title: string; environment_label: string }) => `${f.title} on ${f.environment_label}`),
    ).toEqual(['Checkout on Staging', 'Login on Production', 'Search on Staging']);
    expect(data.flakiest[0]).toEqual({
      test_case_id: ids.Checkout,
      title: 'Checkout',
      environment_id: expect.any(Number),
      environment_label: 'Staging',
      runs: 6,
      flips: 5,
      flip_rate: 1,
      retry_passes: 0,
      score: 100,
      outcomes: ['pass', 'fail', 'pass', 'fail', 'pass', 'fail'],
      quarantined: true,
      quarantine_reason:
        "Flakiness 100 is at or above the project's threshold of 30: 5 flips and 0 passes on retry in its last 6 runs.",
    });
    expect(data.flakiest[1]).toMatchObject({ runs: 6, flips: 2, retry_passes: 0, score: 40, quarantined: true });
    // The failure in an infrastructure event is left out of Search's history.
    expect(data.flakiest[2]).toMatchObject({
      runs: 5,
      flips: 0,
      retry_passes: 1,
      score: 20,
      quarantined: false,
      quarantine_reason: null,
    });
  });

  it('looks back 30 days unless told, and at the current project without a project id', async () => {
    const data = (await insights('', token)).json().data;
    expect(data).toMatchObject({ days: 30, from: '2026-10-23', to: '2026-11-21' });
    expect(data.daily).toHaveLength(30);
    expect(data.daily[0].date).toBe('2026-10-23');
    expect(data.daily.find((d: { date: string }) => d.date === '2026-11-01')).toMatchObject({ runs: 1, passed: 1 });
    expect(data.daily.find((d: { date: string }) => d.date === '2026-11-14')).toMatchObject({ runs: 1, passed: 1 });
    expect(data.totals).toMatchObject({ runs: 14, passed: 8, pass_rate: 61.5 });
    const smoke = data.slowest_steps.find(
      (s: { test_case_title: string; step_text: string }) =>
        s.test_case_title === 'Smoke' && s.step_text === 'Open the catalogue',
    );
    expect(smoke).toMatchObject({ count: 6, median_ms: 350 });
  });

  it("answers 404 for another organization's project, as for one that does not exist", async () => {
    expectError(await insights(`project_id=${otherProjectId}`, token), 404, `Project ${otherProjectId} was not found.`);
    expectError(await insights('project_id=999999', token), 404, 'Project 999999 was not found.');
  });

  it('refuses a window outside 7 to 90 days, or not a number', async () => {
    expectError(await insights(`project_id=${projectId}&days=6`, token), 400, "'days' must be at least 7.");
    expectError(await insights(`project_id=${projectId}&days=91`, token), 400, "'days' must be at most 90.");
    expectError(await insights(`project_id=${projectId}&days=week`, token), 400, "'days' must be of type integer.");
  });

  it('needs a session', async () => {
    expectError(await t.get(`/api/v1/insights?project_id=${projectId}`), 401);
  });
});

describe('GET /api/v1/insights of a project without runs', () => {
  it('answers every day empty, no pass rate, and nothing flaky or slow', async () => {
    const { token, project } = await accountWithProject(t);
    const data = (await insights(`project_id=${project.id}&days=7`, token)).json().data;
    expect(data.daily).toEqual(['15', '16', '17', '18', '19', '20', '21'].map((d) => quiet(`2026-11-${d}`)));
    expect(data.totals).toEqual({
      runs: 0,
      passed: 0,
      flaky: 0,
      failed: 0,
      pass_rate: null,
      flaky_tests: 0,
      quarantined_tests: 0,
    });
    expect(data.flakiest).toEqual([]);
    expect(data.slowest_steps).toEqual([]);
  });
});

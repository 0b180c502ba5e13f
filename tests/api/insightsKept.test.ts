import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { purgeExpired } from '../../server/db/maintenance.ts';
import { migrate } from '../../server/db/migrate.ts';
import { insightsByDay, insightsWindow, slowestSteps, type InsightsDay } from '../../server/db/insights.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { at } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { projectAtVersion } from '../support/upgrade.ts';

// The insights read each day's counts and the steps' durations from tables the runs keep (migration 18). Each
// answer here is checked against the same figures read straight from the runs and their steps, as the insights
// read them before, while runs go through what the runner and people do to them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The days of the window, read from every run of the project. */
async function daysFromRuns(db: Queryable, projectId: number, days: number) {
  const window = insightsWindow(t.clock.now(), days);
  return db.query<{ date: string; runs: number; passed: number; failed: number; app_bug: number; none: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(r.id)::int AS runs,
            count(*) FILTER (WHERE r.status = 'passed')::int AS passed,
            count(*) FILTER (WHERE r.status IN ('failed', 'error'))::int AS failed,
            count(*) FILTER (WHERE r.status IN ('failed', 'error', 'flaky') AND r.failure_class = 'app_bug')::int
              AS app_bug,
            count(*) FILTER (WHERE r.status IN ('failed', 'error', 'flaky') AND r.failure_class IS NULL)::int AS none
     FROM generate_series($2::timestamptz, $3::timestamptz - interval '1 day', interval '1 day') AS d (day)
     LEFT JOIN runs r ON r.project_id = $1 AND r.finished_at >= d.day AND r.finished_at < d.day + interval '1 day'
       AND r.status IN ('passed', 'failed', 'stopped', 'error', 'flaky')
     GROUP BY d.day ORDER BY d.day`,
    [projectId, window.from, window.until],
  );
}

/** The slowest steps of the window, joined from the runs to their steps. */
async function slowestFromRuns(db: Queryable, projectId: number, days: number) {
  const window = insightsWindow(t.clock.now(), days);
  return db.query(
    `SELECT rs.step_text, r.test_case_id, coalesce(tc.title, r.test_case_title) AS test_case_title,
            count(*)::int AS count,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY rs.duration_ms))::int AS median_ms,
            round(percentile_cont(0.9) WITHIN GROUP (ORDER BY rs.duration_ms))::int AS p90_ms
     FROM runs r JOIN run_steps rs ON rs.run_id = r.id LEFT JOIN test_cases tc ON tc.id = r.test_case_id
     WHERE r.project_id = $1 AND r.finished_at >= $2 AND r.finished_at < $3
       AND rs.status = 'passed' AND rs.duration_ms IS NOT NULL
     GROUP BY r.test_case_id, coalesce(tc.title, r.test_case_title), rs.step_text
     ORDER BY median_ms DESC, p90_ms DESC, test_case_title, rs.step_text`,
    [projectId, window.from, window.until],
  );
}

/** A day the insights answer, in the shape of the figures read from the runs. */
const figuresOf = (d: InsightsDay) => ({
  date: d.date,
  runs: d.runs,
  passed: d.passed,
  failed: d.failed,
  app_bug: d.failures.app_bug,
  none: d.failures.unclassified,
});

/** What the insights answer, in the shape of the figures read from the runs. */
async function answered(token: string, days: number) {
  const data = (await t.get(`/api/v1/insights?days=${days}`, token)).json().data;
  return { days: (data.daily as InsightsDay[]).map(figuresOf), slowest: data.slowest_steps };
}

async function expectAsReadFromRuns(token: string, projectId: number) {
  for (const days of [7, 30]) {
    const { days: daily, slowest } = await answered(token, days);
    expect(daily).toEqual(await daysFromRuns(t.db, projectId, days));
    expect(slowest).toEqual((await slowestFromRuns(t.db, projectId, days)).slice(0, 10));
  }
}

const dayRows = async (projectId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM run_days WHERE project_id = $1', [projectId]))[0]!.n;

/** A run queued, then started, its steps written as they end, then ended: the runner's order. */
async function runLikeTheRunner(
  projectId: number,
  testCaseId: number | null,
  title: string,
  end: string,
  ms: number[],
) {
  const [run] = await t.db.query<{ id: number }>(
    `INSERT INTO runs (project_id, test_case_id, test_case_title, environment_label, environment_url, status)
     VALUES ($1, $2, $3, 'Staging', 'https://staging.shop.test', 'queued') RETURNING id`,
    [projectId, testCaseId, title],
  );
  const id = run!.id;
  await t.db.query(`UPDATE runs SET status = 'running', started_at = $2 WHERE id = $1`, [id, at(end)]);
  for (const position of ms.keys()) {
    await t.db.query(
      `INSERT INTO run_steps (run_id, step_text, status, position, finished_at) VALUES ($1, $2, 'pending', $3, $4)`,
      [id, `Step ${position + 1}`, position, at(end)],
    );
  }
  for (const [position, duration] of ms.entries()) {
    await t.db.query(`UPDATE run_steps SET status = 'passed', duration_ms = $3 WHERE run_id = $1 AND position = $2`, [
      id,
      position,
      duration,
    ]);
  }
  await t.db.query(`UPDATE runs SET status = 'passed', finished_at = $2 WHERE id = $1`, [id, at(end)]);
  return id;
}

// The test clock reads Saturday 2026-11-21 09:00 UTC.
describe('insights kept as runs end', () => {
  it('follow runs through the runner, retries, corrected classes, renamed and deleted test cases', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const checkout = (await createTestCase(t, token, staging.id, { title: 'Checkout' })).id;
    const search = (await createTestCase(t, token, staging.id, { title: 'Search' })).id;

    const first = await runLikeTheRunner(project.id, checkout, 'Checkout', '2026-11-20T10:00:00Z', [300, 900]);
    await runLikeTheRunner(project.id, checkout, 'Checkout', '2026-11-19T23:59:59Z', [500, 100]);
    const second = await runLikeTheRunner(project.id, search, 'Search', '2026-11-01T08:00:00Z', [700]);
    await runLikeTheRunner(project.id, null, 'Signup', '2026-11-21T08:00:00Z', [2_000]);
    await expectAsReadFromRuns(token, project.id);
    expect((await answered(token, 7)).slowest[0]).toMatchObject({ test_case_title: 'Signup', median_ms: 2_000 });

    // It failed after all, and a person says it is the app's bug.
    await t.db.query(`UPDATE runs SET status = 'failed' WHERE id = $1`, [first]);
    await t.db.query(`UPDATE run_steps SET status = 'failed' WHERE run_id = $1 AND position = 1`, [first]);
    await t.db.query(`UPDATE runs SET failure_class = 'app_bug' WHERE id = $1`, [first]);
    await expectAsReadFromRuns(token, project.id);

    // Retried: it runs again (no end, steps pending), then passes on another day, slower.
    await t.db.query(`UPDATE runs SET status = 'running', finished_at = NULL, failure_class = NULL WHERE id = $1`, [
      second,
    ]);
    await t.db.query(`UPDATE run_steps SET status = 'pending', duration_ms = NULL WHERE run_id = $1`, [second]);
    await expectAsReadFromRuns(token, project.id);
    await t.db.query(`UPDATE run_steps SET status = 'passed', duration_ms = 4000 WHERE run_id = $1`, [second]);
    await t.db.query(`UPDATE runs SET status = 'passed', finished_at = $2 WHERE id = $1`, [
      second,
      at('2026-11-18T12:00:00Z'),
    ]);
    await expectAsReadFromRuns(token, project.id);
    expect((await answered(token, 7)).slowest[0]).toMatchObject({ test_case_title: 'Search', median_ms: 4_000 });

    // Renamed, then deleted: its runs' steps are listed under the title they ran with.
    await t.db.query(`UPDATE test_cases SET title = 'Find a product' WHERE id = $1`, [search]);
    await expectAsReadFromRuns(token, project.id);
    expect((await answered(token, 7)).slowest[0]).toMatchObject({ test_case_title: 'Find a product' });
    expect((await t.delete(`/api/v1/test-cases/${search}`, token)).statusCode).toBe(200);
    await expectAsReadFromRuns(token, project.id);
    expect((await answered(token, 7)).slowest[0]).toMatchObject({ test_case_id: null, test_case_title: 'Search' });

    await t.db.query('DELETE FROM runs WHERE id = $1', [first]);
    await expectAsReadFromRuns(token, project.id);
  });

  it("fold a window's day counts into one row per day, status and class when read", async () => {
    const { token, project } = await accountWithProject(t);
    for (let i = 0; i < 30; i += 1) {
      await runLikeTheRunner(project.id, null, `Run ${i}`, `2026-11-${10 + (i % 10)}T12:00:00Z`, []);
    }
    await t.db.query(
      `UPDATE runs SET status = 'failed', failure_class = 'app_bug' WHERE project_id = $1 AND id % 2 = 0`,
      [project.id],
    );
    for (const failureClass of [null, 'broken_test', 'app_bug']) {
      await t.db.query(`UPDATE runs SET failure_class = $2 WHERE project_id = $1 AND id % 4 = 0`, [
        project.id,
        failureClass,
      ]);
    }
    expect(await dayRows(project.id)).toBeGreaterThan(64 + 30);

    await expectAsReadFromRuns(token, project.id);
    expect(await dayRows(project.id)).toBeLessThanOrEqual(30);
    await expectAsReadFromRuns(token, project.id);
  });

  it('stay right when readers fold while runs end', async () => {
    const { token, project } = await accountWithProject(t);
    const ends = Array.from({ length: 90 }, (_, i) =>
      runLikeTheRunner(project.id, null, `Run ${i}`, `2026-11-${15 + (i % 7)}T0${i % 10}:00:00Z`, [100 + i]),
    );
    const reads = Array.from({ length: 12 }, () => t.get('/api/v1/insights?days=7', token));
    await Promise.all([...ends, ...reads]);
    await expectAsReadFromRuns(token, project.id);
    const { days } = await answered(token, 7);
    expect(days.reduce((n: number, d: { runs: number }) => n + d.runs, 0)).toBe(90);
  });
  it("go with a deleted project's runs, the day counts once the maintenance purges them", async () => {
    const { project } = await accountWithProject(t);
    await runLikeTheRunner(project.id, null, 'Checkout', '2026-11-20T10:00:00Z', [300]);
    const kept = async (table: string) =>
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE project_id = $1`, [project.id])
      )[0]!.n;
    expect([await kept('run_days'), await kept('step_durations')]).toEqual([1, 1]);
    await t.db.query('UPDATE users SET current_project_id = NULL WHERE current_project_id = $1', [project.id]);
    await t.db.query('DELETE FROM projects WHERE id = $1', [project.id]);
    expect(await kept('step_durations')).toBe(0);
    await purgeExpired(t.db, t.clock.now());
    expect(await kept('run_days')).toBe(0);
  });
});

describe('migration 18', () => {
  it('keeps the day counts and step durations of the runs a database already held', async () => {
    const { db, projectId } = await projectAtVersion(17);
    try {
      for (const [status, end, ms] of [
        ['passed', '2026-11-20T10:00:00Z', 300],
        ['failed', '2026-11-20T11:00:00Z', 500],
        ['passed', '2026-11-16T10:00:00Z', 800],
        ['running', null, 900],
      ] as const) {
        const [run] = await db.query<{ id: number }>(
          `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status, finished_at)
           VALUES ($1, 'Checkout', 'Staging', 'https://staging.shop.test', $2, $3) RETURNING id`,
          [projectId, status, end && at(end)],
        );
        await db.query(
          `INSERT INTO run_steps (run_id, step_text, status, position, duration_ms, finished_at)
           VALUES ($1, 'Pay', 'passed', 0, $2, now())`,
          [run!.id, ms],
        );
      }
      await migrate(db);
      const window = insightsWindow(t.clock.now(), 7);
      const days = await insightsByDay(db, projectId, window);
      expect(days.map((d) => [d.date, d.runs, d.failed]).filter(([, runs]) => runs)).toEqual([
        ['2026-11-16', 1, 0],
        ['2026-11-20', 2, 1],
      ]);
      expect(await slowestSteps(db, projectId, window)).toEqual([
        { step_text: 'Pay', test_case_id: null, test_case_title: 'Checkout', count: 3, median_ms: 500, p90_ms: 740 },
      ]);
      expect(await daysFromRuns(db, projectId, 7)).toEqual(days.map(figuresOf));
    } finally {
      await db.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../server/db/maintenance.ts';
import { startOfWeek } from '../../server/db/runs.ts';
import { accountWithProject, createTestCase, setPlan } from '../support/projects.ts';
import { seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// The dashboard reads a project's run counts from rows the runs table keeps, not by counting its runs.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The dashboard's run figures, and the same figures counted straight from the runs. */
async function figures(token: string, projectId: number) {
  const data = (await t.get('/api/v1/dashboard', token)).json().data;
  const [counted] = await t.db.query<{ running: number; ended: number; passed: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('queued', 'running'))::int AS running,
            count(*) FILTER (WHERE status NOT IN ('queued', 'running'))::int AS ended,
            count(*) FILTER (WHERE status = 'passed')::int AS passed
     FROM runs WHERE project_id = $1`,
    [projectId],
  );
  return {
    dashboard: {
      running: data.activeTest.running,
      ended: data.testCaseExecution.total,
      passed: data.testCaseExecution.passed,
    },
    counted: counted!,
  };
}

const countRows = async (projectId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM run_counts WHERE project_id = $1', [projectId]))[0]!
    .n;

describe('run counts for the dashboard', () => {
  it('follow every status change, bulk ones included, and fold into one row per status when read', async () => {
    const { token, project } = await accountWithProject(t);
    for (let i = 0; i < 40; i += 1) {
      await seedRun(t.db, { projectId: project.id, testCaseId: null, title: `Run ${i}`, status: 'queued' });
    }
    await t.db.query(`UPDATE runs SET status = 'running' WHERE project_id = $1 AND id % 2 = 0`, [project.id]);
    await t.db.query(`UPDATE runs SET status = 'passed' WHERE project_id = $1 AND id % 4 = 0`, [project.id]);
    await t.db.query(`UPDATE runs SET status = 'failed' WHERE project_id = $1 AND id % 5 = 0`, [project.id]);
    // The same status again changes nothing.
    await t.db.query(`UPDATE runs SET status = status WHERE project_id = $1`, [project.id]);
    await t.db.query(`DELETE FROM runs WHERE project_id = $1 AND id % 7 = 0`, [project.id]);
    expect(await countRows(project.id)).toBeGreaterThan(64);

    const { dashboard, counted } = await figures(token, project.id);
    expect(dashboard).toEqual(counted);
    expect(counted.running + counted.ended).toBeGreaterThan(30);
    expect(await countRows(project.id)).toBeLessThanOrEqual(4);
    expect((await figures(token, project.id)).dashboard).toEqual(counted);
  });

  it('stay right when many readers fold while runs are being written', async () => {
    const { token, project } = await accountWithProject(t);
    const writes = Array.from({ length: 120 }, (_, i) =>
      seedRun(t.db, {
        projectId: project.id,
        testCaseId: null,
        title: `Run ${i}`,
        status: i % 3 ? 'passed' : 'failed',
      }),
    );
    const reads = Array.from({ length: 12 }, () => t.get('/api/v1/dashboard', token));
    await Promise.all([...writes, ...reads]);
    const { dashboard, counted } = await figures(token, project.id);
    expect(counted).toEqual({ running: 0, ended: 120, passed: 80 });
    expect(dashboard).toEqual(counted);
  });

  it('let a project be deleted with its runs, and are purged after it', async () => {
    const { project } = await accountWithProject(t);
    await seedRun(t.db, { projectId: project.id, testCaseId: null, title: 'Run', status: 'passed' });
    await t.db.query('UPDATE users SET current_project_id = NULL WHERE current_project_id = $1', [project.id]);
    await t.db.query('DELETE FROM projects WHERE id = $1', [project.id]);
    expect(await t.db.query('SELECT id FROM runs WHERE project_id = $1', [project.id])).toEqual([]);
    await purgeExpired(t.db, t.clock.now());
    expect(await countRows(project.id)).toBe(0);
  });
});

describe("the dashboard's runs this week", () => {
  const weekRows = async (projectId: number) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM run_weeks WHERE project_id = $1', [projectId]))[0]!
      .n;

  it('follow runs started, moved to another week or project and deleted, and fold into one row per week', async () => {
    const { token, project } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const now = t.clock.now().getTime();
    const monday = startOfWeek(t.clock.now()).getTime();
    // Runs of this week up to now, of last week, and queued ones that have not started.
    for (let i = 0; i < 70; i += 1) {
      const startedAt = new Date(monday + ((now - monday) * i) / 70);
      await seedRun(t.db, { projectId: project.id, testCaseId: null, title: `Run ${i}`, status: 'passed', startedAt });
    }
    for (let i = 0; i < 20; i += 1) {
      const startedAt = new Date(monday - (i + 1) * 60_000);
      await seedRun(t.db, { projectId: project.id, testCaseId: null, title: `Old ${i}`, status: 'failed', startedAt });
    }
    await seedRun(t.db, { projectId: project.id, testCaseId: null, title: 'Queued', status: 'queued' });
    const thisWeek = `project_id = $1 AND started_at >= $2`;
    const counted = async () =>
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE ${thisWeek}`, [
          project.id,
          new Date(monday),
        ])
      )[0]!.n;
    const shown = async () => (await t.get('/api/v1/dashboard', token)).json().data.runCount;
    expect(await counted()).toBe(70);

    // A run moved back a week, one moved into this week, one moved to another project, some deleted, one started.
    const ids = (
      await t.db.query<{ id: number }>(`SELECT id FROM runs WHERE ${thisWeek} ORDER BY id`, [
        project.id,
        new Date(monday),
      ])
    ).map((r) => r.id);
    await t.db.query(`UPDATE runs SET started_at = started_at - interval '7 days' WHERE id = $1`, [ids[0]]);
    await t.db.query(`UPDATE runs SET started_at = $2 WHERE project_id = $1 AND test_case_title = 'Old 0'`, [
      project.id,
      new Date(monday + 1000),
    ]);
    await t.db.query('UPDATE runs SET project_id = $2 WHERE id = $1', [ids[1], other.project.id]);
    await t.db.query('DELETE FROM runs WHERE id = ANY($1::int[])', [ids.slice(2, 6)]);
    await t.db.query(
      `UPDATE runs SET status = 'running', started_at = $2 WHERE project_id = $1 AND status = 'queued'`,
      [project.id, new Date(now)],
    );
    // The same start again changes nothing.
    await t.db.query('UPDATE runs SET started_at = started_at WHERE project_id = $1', [project.id]);
    expect(await counted()).toBe(70 - 1 + 1 - 1 - 4 + 1);
    expect(await weekRows(project.id)).toBeGreaterThan(64);

    expect(await shown()).toBe(await counted());
    // Folded on that read: one row for this week, one for last week.
    expect(await weekRows(project.id)).toBe(2);
    expect(await shown()).toBe(await counted());
    expect((await t.get('/api/v1/dashboard', other.token)).json().data.runCount).toBe(1);
  });

  it('are purged with a deleted project', async () => {
    const { project } = await accountWithProject(t);
    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: null,
      title: 'Run',
      status: 'passed',
      startedAt: t.clock.now(),
    });
    expect(await weekRows(project.id)).toBe(1);
    await t.db.query('UPDATE users SET current_project_id = NULL WHERE current_project_id = $1', [project.id]);
    await t.db.query('DELETE FROM projects WHERE id = $1', [project.id]);
    await purgeExpired(t.db, t.clock.now());
    expect(await weekRows(project.id)).toBe(0);
  });
});

describe("a project's count of test cases", () => {
  it('follows test cases added, kept from proposals, moved and deleted, proposals left out', async () => {
    const { token, project, staging, email } = await accountWithProject(t);
    await setPlan(t.db, email, 'enterprise');
    const other = await accountWithProject(t);
    const shown = async () => (await t.get('/api/v1/dashboard', token)).json().data.activeTest.total;
    const listed = async () => (await t.get(`/api/v1/test-cases?project_id=${project.id}`, token)).json().meta.total;
    const cases = [];
    for (let i = 0; i < 5; i += 1) cases.push(await createTestCase(t, token, staging.id, { title: `Case ${i}` }));
    expect([await shown(), await listed()]).toEqual([5, 5]);

    await t.db.query('UPDATE test_cases SET proposed = true WHERE id = ANY($1::int[])', [[cases[0]!.id, cases[1]!.id]]);
    expect([await shown(), await listed()]).toEqual([3, 3]);
    await t.db.query('UPDATE test_cases SET proposed = false WHERE id = $1', [cases[0]!.id]);
    expect(await shown()).toBe(4);
    // A proposal deleted was never counted.
    expect((await t.delete(`/api/v1/test-cases/${cases[1]!.id}`, token)).statusCode).toBe(200);
    expect(await shown()).toBe(4);
    expect((await t.delete(`/api/v1/test-cases/${cases[2]!.id}`, token)).statusCode).toBe(200);
    expect([await shown(), await listed()]).toEqual([3, 3]);
    await t.db.query('UPDATE test_cases SET project_id = $2 WHERE id = $1', [cases[3]!.id, other.project.id]);
    expect([await shown(), await listed()]).toEqual([2, 2]);
    expect((await t.get('/api/v1/dashboard', other.token)).json().data.activeTest.total).toBe(1);
  });
});

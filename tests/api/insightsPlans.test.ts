import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planApp, type PlanApp } from '../support/planApp.ts';
import { explain, rowsRead, vacuumAsMaintained, type PlanNode } from '../support/queryPlans.ts';

// The insights of a project with a year of runs, one every 26 minutes, each with a step that passed: their queries,
// run through EXPLAIN ANALYZE, read what the window holds and nothing of the rest of the history.
let app: PlanApp;
const RUNS = 20_000;

beforeAll(async () => {
  app = await planApp();
  const { t, db, query, account } = app;
  await query(
    `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status, started_at,
                       finished_at)
     SELECT $1, 'Test case ' || (i % 1000), 'Staging', 'https://shop.test',
            CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'passed' END, $2::timestamptz - make_interval(mins => i * 26),
            $2::timestamptz - make_interval(mins => i * 26 - 1)
     FROM generate_series(1, $3) AS i`,
    [account.project.id, t.clock.now(), RUNS],
  );
  await query(
    `INSERT INTO run_steps (run_id, step_text, status, position, duration_ms, finished_at)
     SELECT id, 'Open the shop', 'passed', 0, 100 + id * 37 % 900, finished_at FROM runs WHERE project_id = $1`,
    [account.project.id],
  );
  await vacuumAsMaintained(db, ['runs', 'run_steps', 'run_days', 'step_durations']);
});
afterAll(() => app.close());

/** The insights' reads, explained and run. */
async function insightsPlans(): Promise<PlanNode[][]> {
  app.seen.length = 0;
  const res = await app.t.get('/api/v1/insights?days=30', app.account.token);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.totals.runs).toBeGreaterThan(1_600);
  const reads = app.seen.filter((q) => /\b(run_days|step_durations)\b/.test(q.sql) && !/\bDELETE\b/.test(q.sql));
  expect(reads).toHaveLength(2);
  return explain(app.db, reads, 'ANALYZE, ');
}

describe('the insights over a year of runs', () => {
  it("read the window's day counts and step durations, not the runs or their steps", async () => {
    const plans = await insightsPlans();
    const inWindow = Math.ceil((30 * 24 * 60) / 26);
    expect(rowsRead(plans, 'runs')).toBe(0);
    expect(rowsRead(plans, 'run_steps')).toBe(0);
    // One step of each of the window's runs, from the range of the index that holds them.
    expect(rowsRead(plans, 'step_durations')).toBeLessThanOrEqual(inWindow + 1);
    expect(plans.flat().some((node) => node['Index Name'] === 'step_durations_window_idx')).toBe(true);
    // A row per day, status and class: the request folded the row each run had added.
    expect(rowsRead(plans, 'run_days')).toBeLessThanOrEqual(31 * 2);
  });
});

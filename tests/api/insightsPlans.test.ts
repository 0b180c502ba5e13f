import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { accountWithProject } from '../support/projects.ts';
import {
  explain,
  recordQueries,
  rowsRead,
  vacuumAsMaintained,
  type PlanNode,
  type SentQuery,
} from '../support/queryPlans.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// The insights of a project with a year of runs, one every 26 minutes, each with a step that passed: their queries,
// run through EXPLAIN ANALYZE, read what the window holds and nothing of the rest of the history.
let t: TestApp;
let db: Database;
let token: string;
let seen: SentQuery[];
const RUNS = 20_000;

beforeAll(async () => {
  db = await createTestDatabase();
  const recorded = recordQueries(db);
  seen = recorded.seen;
  t = await createTestApp({ db });
  const account = await accountWithProject(t);
  token = account.token;
  await recorded.query(
    `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status, started_at,
                       finished_at)
     SELECT $1, 'Test case ' || (i % 1000), 'Staging', 'https://shop.test',
            CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'passed' END, $2::timestamptz - make_interval(mins => i * 26),
            $2::timestamptz - make_interval(mins => i * 26 - 1)
     FROM generate_series(1, $3) AS i`,
    [account.project.id, t.clock.now(), RUNS],
  );
  await recorded.query(
    `INSERT INTO run_steps (run_id, step_text, status, position, duration_ms, finished_at)
     SELECT id, 'Open the shop', 'passed', 0, 100 + id * 37 % 900, finished_at FROM runs WHERE project_id = $1`,
    [account.project.id],
  );
  await vacuumAsMaintained(db, ['runs', 'run_steps', 'run_days', 'step_durations']);
});
afterAll(async () => {
  await t.close();
  // The app leaves a database handed to it open; on PostgreSQL, closing it drops the schema and its runs.
  await db.close();
});

/** The insights' reads, explained and run. */
async function insightsPlans(): Promise<PlanNode[][]> {
  seen.length = 0;
  const res = await t.get('/api/v1/insights?days=30', token);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.totals.runs).toBeGreaterThan(1_600);
  const reads = seen.filter((q) => /\b(run_days|step_durations)\b/.test(q.sql) && !/\bDELETE\b/.test(q.sql));
  expect(reads).toHaveLength(2);
  return explain(db, reads, 'ANALYZE, ');
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

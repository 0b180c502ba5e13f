import type { Queryable } from './database.ts';
import { isoDay } from './listQuery.ts';
import { FOLD_AFTER } from './runs.ts';

export const INSIGHTS_DAYS = { min: 7, max: 90, default: 30 } as const;
/** How many of the flakiest tests and of the slowest steps the insights list. */
export const INSIGHTS_TOP = 10;

export interface FailuresByClass {
  app_bug: number;
  broken_test: number;
  flaky: number;
  infrastructure: number;
  unclassified: number;
}

export interface InsightsDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  runs: number;
  passed: number;
  flaky: number;
  failed: number;
  pass_rate: number | null;
  failures: FailuresByClass;
}

export interface SlowStep {
  step_text: string;
  test_case_id: number | null;
  test_case_title: string;
  count: number;
  median_ms: number;
  p90_ms: number;
}

/** The days of a window: `days` days ending with the UTC day `now` falls in. */
export interface InsightsWindow {
  days: number;
  /** The first day, 00:00 UTC. */
  from: Date;
  /** The day after the last, 00:00 UTC: runs that ended before it are in. */
  until: Date;
}

const DAY_MS = 86_400_000;

export function insightsWindow(now: Date, days: number): InsightsWindow {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { days, from: new Date(tomorrow - days * DAY_MS), until: new Date(tomorrow) };
}

/**
 * Percent, one decimal, of runs that passed among those that say something about the test: a
 * flaky run needed a retry, so it is not a pass; a stopped run was ended by a person.
 */
export function passRate(passed: number, flaky: number, failed: number): number | null {
  const judged = passed + flaky + failed;
  return judged === 0 ? null : Math.round((passed / judged) * 1000) / 10;
}

/** Runs that did not pass and so carry a failure class; a stopped run is nobody's failure. */
const CLASSED: ReadonlySet<string> = new Set(['failed', 'error', 'flaky']);

type KeptRow = {
  date: string;
  status: string;
  failure_class: keyof FailuresByClass | null;
  runs: number;
  entries: number;
};

/**
 * Every day of the window, oldest first, with the runs that ended on it (days without runs too), from the counts
 * kept per day, status and failure class (migration 18). Past FOLD_AFTER spare rows in the window, they are folded
 * into one each.
 */
export async function insightsByDay(db: Queryable, projectId: number, window: InsightsWindow): Promise<InsightsDay[]> {
  const [from, until] = [isoDay(window.from), isoDay(window.until)];
  const rows = await db.query<KeptRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, status, failure_class, sum(runs)::int AS runs, count(*)::int AS entries
     FROM run_days WHERE project_id = $1 AND day >= $2::date AND day < $3::date
     GROUP BY day, status, failure_class`,
    [projectId, from, until],
  );
  if (rows.reduce((n, r) => n + r.entries - 1, 0) > FOLD_AFTER) await foldRunDays(db, projectId, from, until);
  const days = new Map<string, InsightsDay>();
  for (let i = 0; i < window.days; i += 1) {
    const date = isoDay(new Date(window.from.getTime() + i * DAY_MS));
    const failures = { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 };
    days.set(date, { date, runs: 0, passed: 0, flaky: 0, failed: 0, pass_rate: null, failures });
  }
  for (const { date, status, failure_class, runs } of rows) {
    const day = days.get(date)!;
    day.runs += runs;
    if (status === 'passed') day.passed += runs;
    else if (status === 'flaky') day.flaky += runs;
    else if (status === 'failed' || status === 'error') day.failed += runs;
    if (CLASSED.has(status)) day.failures[failure_class ?? 'unclassified'] += runs;
  }
  return [...days.values()].map((day) => ({ ...day, pass_rate: passRate(day.passed, day.flaky, day.failed) }));
}

/** Replaces the window's day counts by their sums in one statement, as foldCounts (runs.ts) does the project's. */
async function foldRunDays(db: Queryable, projectId: number, from: string, until: string): Promise<void> {
  await db.query(
    `WITH folded AS (
       DELETE FROM run_days WHERE project_id = $1 AND day >= $2::date AND day < $3::date
       RETURNING day, status, failure_class, runs
     )
     INSERT INTO run_days (project_id, day, status, failure_class, runs)
     SELECT $1, day, status, failure_class, sum(runs) FROM folded
     GROUP BY day, status, failure_class HAVING sum(runs) <> 0`,
    [projectId, from, until],
  );
}

/**
 * The steps that took longest when they passed, in runs that ended in the window: per test case and step text, by
 * median duration (then 90th percentile). Read from the durations kept with their run's end (migration 18); a
 * deleted test case's runs are grouped by the title they ran under.
 */
export async function slowestSteps(db: Queryable, projectId: number, window: InsightsWindow): Promise<SlowStep[]> {
  return db.query<SlowStep>(
    `SELECT d.step_text, d.test_case_id, coalesce(t.title, d.run_title) AS test_case_title, d.count, d.median_ms,
            d.p90_ms
     FROM (SELECT test_case_id, CASE WHEN test_case_id IS NULL THEN test_case_title END AS run_title, step_text,
                  count(*)::int AS count,
                  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms))::int AS median_ms,
                  round(percentile_cont(0.9) WITHIN GROUP (ORDER BY duration_ms))::int AS p90_ms
           FROM step_durations
           WHERE project_id = $1 AND finished_at >= $2 AND finished_at < $3
           GROUP BY test_case_id, run_title, step_text) d
     LEFT JOIN test_cases t ON t.id = d.test_case_id
     ORDER BY d.median_ms DESC, d.p90_ms DESC, test_case_title, d.step_text
     LIMIT $4`,
    [projectId, window.from, window.until, INSIGHTS_TOP],
  );
}

import type { Queryable } from './database.ts';

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

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Percent, one decimal, of runs that passed among those that say something about the test: a
 * flaky run needed a retry, so it is not a pass; a stopped run was ended by a person.
 */
export function passRate(passed: number, flaky: number, failed: number): number | null {
  const judged = passed + flaky + failed;
  return judged === 0 ? null : Math.round((passed / judged) * 1000) / 10;
}

/** Runs that did not pass and so carry a failure class; a stopped run is nobody's failure. */
const FAILED = `('failed', 'error', 'flaky')`;

type DayRow = Omit<InsightsDay, 'pass_rate' | 'failures'> & Omit<FailuresByClass, 'flaky'> & { flaky_class: number };

/** Every day of the window, oldest first, with the runs that ended on it (days without runs too). */
export async function insightsByDay(db: Queryable, projectId: number, window: InsightsWindow): Promise<InsightsDay[]> {
  const rows = await db.query<DayRow>(
    `WITH ended AS (
       SELECT (finished_at AT TIME ZONE 'UTC')::date AS day, status, failure_class
       FROM runs
       WHERE project_id = $1 AND finished_at >= $2 AND finished_at < $3
         AND status IN ('passed', 'failed', 'stopped', 'error', 'flaky')
     ),
     days AS (SELECT ($4::date + i) AS day FROM generate_series(0, $5 - 1) AS i)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            count(e.status)::int AS runs,
            count(*) FILTER (WHERE e.status = 'passed')::int AS passed,
            count(*) FILTER (WHERE e.status = 'flaky')::int AS flaky,
            count(*) FILTER (WHERE e.status IN ('failed', 'error'))::int AS failed,
            count(*) FILTER (WHERE e.status IN ${FAILED} AND e.failure_class = 'app_bug')::int AS app_bug,
            count(*) FILTER (WHERE e.status IN ${FAILED} AND e.failure_class = 'broken_test')::int AS broken_test,
            count(*) FILTER (WHERE e.status IN ${FAILED} AND e.failure_class = 'flaky')::int AS flaky_class,
            count(*) FILTER (WHERE e.status IN ${FAILED} AND e.failure_class = 'infrastructure')::int
              AS infrastructure,
            count(*) FILTER (WHERE e.status IN ${FAILED} AND e.failure_class IS NULL)::int AS unclassified
     FROM days d LEFT JOIN ended e ON e.day = d.day
     GROUP BY d.day
     ORDER BY d.day`,
    [projectId, window.from, window.until, isoDay(window.from), window.days],
  );
  return rows.map(({ date, runs, passed, flaky, failed, flaky_class, ...failures }) => ({
    date,
    runs,
    passed,
    flaky,
    failed,
    pass_rate: passRate(passed, flaky, failed),
    failures: { ...failures, flaky: flaky_class },
  }));
}

/**
 * The steps that took longest when they passed, in runs that ended in the window: per test case
 * and step text, by median duration (then 90th percentile).
 */
export async function slowestSteps(db: Queryable, projectId: number, window: InsightsWindow): Promise<SlowStep[]> {
  return db.query<SlowStep>(
    `SELECT rs.step_text, r.test_case_id, coalesce(t.title, r.test_case_title) AS test_case_title,
            count(*)::int AS count,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY rs.duration_ms))::int AS median_ms,
            round(percentile_cont(0.9) WITHIN GROUP (ORDER BY rs.duration_ms))::int AS p90_ms
     FROM runs r
     JOIN run_steps rs ON rs.run_id = r.id
     LEFT JOIN test_cases t ON t.id = r.test_case_id
     WHERE r.project_id = $1 AND r.finished_at >= $2 AND r.finished_at < $3
       AND rs.status = 'passed' AND rs.duration_ms IS NOT NULL
     GROUP BY r.test_case_id, coalesce(t.title, r.test_case_title), rs.step_text
     ORDER BY median_ms DESC, p90_ms DESC, test_case_title, rs.step_text
     LIMIT $4`,
    [projectId, window.from, window.until, INSIGHTS_TOP],
  );
}

import type { FailureClass } from '../runner/classify.ts';
import type { Queryable } from './database.ts';
import { cappedCount, Conditions, containsPattern, type ListPage, type PageRequest } from './listQuery.ts';
import {
  ACTIVE_RUN_STATUSES,
  ENDED_RUN_STATUSES,
  RESULT_STATUSES,
  runResult,
  type RunResult,
  type RunStatus,
} from './runStatus.ts';

export interface RunSummaryView {
  id: number;
  test_case_id: number | null;
  test_case_name: string;
  environment_label: string;
  url: string;
  status: RunStatus;
  result: RunResult;
  started_at: Date | null;
  duration: number | null;
  failed_count: number;
  suite_id: number | null;
  failure_class: FailureClass | null;
  quarantined: boolean;
}

const SECONDS_BETWEEN = (from: string, to: string) => `round(extract(epoch FROM (${to} - ${from})))::int`;

const SELECT_RUN_SUMMARY = `
  SELECT r.id, r.test_case_id, r.test_case_title AS test_case_name, r.environment_label,
         r.environment_url AS url, r.status, r.started_at, r.suite_id, r.failure_class, r.quarantined,
         CASE WHEN r.finished_at IS NOT NULL AND r.started_at IS NOT NULL
              THEN ${SECONDS_BETWEEN('r.started_at', 'r.finished_at')} END AS duration,
         (SELECT count(*)::int FROM run_steps rs WHERE rs.run_id = r.id AND rs.status = 'failed') AS failed_count
  FROM runs r`;

type RunSummaryRow = Omit<RunSummaryView, 'result'>;

function summary(row: RunSummaryRow): RunSummaryView {
  return { ...row, result: runResult(row.status) };
}

export async function runSummariesOfSuite(db: Queryable, suiteId: number): Promise<RunSummaryView[]> {
  const rows = await db.query<RunSummaryRow>(`${SELECT_RUN_SUMMARY} WHERE r.suite_id = $1 ORDER BY r.id`, [suiteId]);
  return rows.map(summary);
}

export async function runSummariesByIds(db: Queryable, ids: readonly number[]): Promise<RunSummaryView[]> {
  const rows = await db.query<RunSummaryRow>(`${SELECT_RUN_SUMMARY} WHERE r.id = ANY($1::int[]) ORDER BY r.id`, [ids]);
  return rows.map(summary);
}

export interface RunFilter {
  /** Text in the test case's title or the environment's label, or the run's `#id`. */
  search: string;
  result: Exclude<RunResult, 'Draft'> | null;
  failureClass: FailureClass | null;
}

/** A page of a project's runs, newest (created last) first, with how many match the filter. */
export async function listRunSummaries(
  db: Queryable,
  projectId: number,
  filter: RunFilter,
  { page, limit }: PageRequest,
): Promise<ListPage<RunSummaryView>> {
  const where = new Conditions([]);
  where.add('r.project_id = $?', projectId);
  const search = filter.search.trim();
  if (search) {
    const id = /^#?(\d{1,9})$/.exec(search)?.[1];
    const pattern = containsPattern(search);
    if (id)
      where.add(
        '(r.id = $? OR r.test_case_title ILIKE $? OR r.environment_label ILIKE $?)',
        Number(id),
        pattern,
        pattern,
      );
    else where.add('(r.test_case_title ILIKE $? OR r.environment_label ILIKE $?)', pattern, pattern);
  }
  if (filter.result) where.add('r.status = ANY($?::text[])', RESULT_STATUSES[filter.result]);
  if (filter.failureClass) where.add('r.failure_class = $?', filter.failureClass);
  const { total, capped } = await cappedCount(db, `FROM runs r WHERE ${where}`, [...where.params], { page, limit });
  const rows = await db.query<RunSummaryRow>(
    `${SELECT_RUN_SUMMARY} WHERE ${where} ORDER BY r.id DESC LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, limit, (page - 1) * limit],
  );
  return { total, capped, items: rows.map(summary) };
}

export async function latestRunSummary(db: Queryable, projectId: number): Promise<RunSummaryView | null> {
  const [row] = await db.query<RunSummaryRow>(
    `${SELECT_RUN_SUMMARY} WHERE r.project_id = $1 ORDER BY r.id DESC LIMIT 1`,
    [projectId],
  );
  return row ? summary(row) : null;
}

/** Monday 00:00 UTC of the week `now` falls in. */
export function startOfWeek(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

export interface DashboardView {
  activeTest: { total: number; running: number };
  runCount: number;
  testCaseExecution: { total: number; passed: number };
  lastRun: { duration: number | null; started_at: Date | null };
}

export async function dashboard(db: Queryable, projectId: number, now: Date): Promise<DashboardView> {
  const [figures] = await db.query<{
    test_cases: number;
    running: number;
    this_week: number;
    ended: number;
    passed: number;
  }>(
    `SELECT
       (SELECT count(*)::int FROM test_cases WHERE project_id = $1 AND NOT proposed) AS test_cases,
       count(*) FILTER (WHERE status IN ${ACTIVE_RUN_STATUSES})::int AS running,
       count(*) FILTER (WHERE started_at >= $2)::int AS this_week,
       count(*) FILTER (WHERE status IN ${ENDED_RUN_STATUSES})::int AS ended,
       count(*) FILTER (WHERE status = 'passed')::int AS passed
     FROM runs WHERE project_id = $1`,
    [projectId, startOfWeek(now)],
  );
  const [last] = await db.query<{ duration: number | null; started_at: Date | null }>(
    `SELECT CASE WHEN started_at IS NOT NULL THEN ${SECONDS_BETWEEN('started_at', 'finished_at')} END AS duration,
            started_at
     FROM runs
     WHERE project_id = $1 AND status IN ${ENDED_RUN_STATUSES} AND finished_at IS NOT NULL
     ORDER BY finished_at DESC, id DESC LIMIT 1`,
    [projectId],
  );
  return {
    activeTest: { total: figures!.test_cases, running: figures!.running },
    runCount: figures!.this_week,
    testCaseExecution: { total: figures!.ended, passed: figures!.passed },
    lastRun: { duration: last?.duration ?? null, started_at: last?.started_at ?? null },
  };
}

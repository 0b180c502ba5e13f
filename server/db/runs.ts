import type { FailureClass } from '../runner/classify.ts';
import { PLAN_EACH_RUN, type Database, type Queryable } from './database.ts';
import { cappedCount, Conditions, containsPattern, isoTime, type ListPage, type PageRequest } from './listQuery.ts';
import {
  ENDED_RUN_STATUSES,
  ENDED_STATUSES,
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
  /** As the contract writes it (see isoTime). */
  started_at: string | null;
  duration: number | null;
  failed_count: number;
  suite_id: number | null;
  failure_class: FailureClass | null;
  quarantined: boolean;
}

const SECONDS_BETWEEN = (from: string, to: string) => `round(extract(epoch FROM (${to} - ${from})))::int`;

const RUN_SUMMARY_COLUMNS = `
  r.id, r.test_case_id, r.test_case_title AS test_case_name, r.environment_label,
  r.environment_url AS url, r.status, ${isoTime('r.started_at')} AS started_at, r.suite_id, r.failure_class, r.quarantined,
  CASE WHEN r.finished_at IS NOT NULL AND r.started_at IS NOT NULL
       THEN ${SECONDS_BETWEEN('r.started_at', 'r.finished_at')} END AS duration,
  (SELECT count(*)::int FROM run_steps rs WHERE rs.run_id = r.id AND rs.status = 'failed') AS failed_count`;

const SELECT_RUN_SUMMARY = `SELECT ${RUN_SUMMARY_COLUMNS} FROM runs r`;

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

/**
 * What the planner is told a condition costs while it plans a search of runs: 40 times its default. It prices
 * `ILIKE '%text%'` like comparing two integers, so for a search that matches one run in a hundred it walked the
 * project's runs newest first, 18,000 of them to count 200 matches (10 ms on PostgreSQL), instead of taking the
 * matches from the trigram indexes (1.6 ms). A search that matches most runs still walks them, and stops early.
 */
const SEARCH_CONDITION_COST = 0.1;

/**
 * A page of a project's runs, newest (created last) first, with how many match the filter. The page's
 * ids come from the index alone, and only its runs are read and summed up, however deep the page.
 */
export async function listRunSummaries(
  db: Database,
  projectId: number,
  filter: RunFilter,
  page: PageRequest,
): Promise<ListPage<RunSummaryView>> {
  if (!filter.search.trim()) return runSummaryPage(db, projectId, filter, page);
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL cpu_operator_cost = ${SEARCH_CONDITION_COST}`);
    return runSummaryPage(tx, projectId, filter, page);
  });
}

async function runSummaryPage(
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
  if (filter.result) where.add('r.result = $?', filter.result);
  if (filter.failureClass) where.add('r.failure_class = $?', filter.failureClass);
  const { total, capped } =
    search || filter.failureClass
      ? await cappedCount(db, `FROM runs r WHERE ${where}`, 'ORDER BY r.id DESC', [...where.params], { page, limit })
      : { total: await countRuns(db, projectId, filter.result), capped: false };
  const n = where.params.length;
  const rows = await db.query<RunSummaryRow>(
    `SELECT ${RUN_SUMMARY_COLUMNS}
     FROM (SELECT r.id FROM runs r WHERE ${where} ORDER BY r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}) listed
     JOIN runs r ON r.id = listed.id
     ORDER BY r.id DESC`,
    [...where.params, limit, (page - 1) * limit],
  );
  return { total, capped, items: rows.map(summary) };
}

/** How many runs the project has, of one result or all, from the counts kept as runs change. */
async function countRuns(db: Queryable, projectId: number, result: RunFilter['result']): Promise<number> {
  const counts = await runCounts(db, projectId);
  return sumOf(counts, result ? RESULT_STATUSES[result] : (Object.keys(counts) as RunStatus[]));
}

/** The runs of these statuses in a project's counts. */
function sumOf(counts: Partial<Record<RunStatus, number>>, statuses: readonly RunStatus[]): number {
  return statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
}

/** The project's latest run: its plan depends on how many runs the project has (see PLAN_EACH_RUN). */
export async function latestRunSummary(db: Queryable, projectId: number): Promise<RunSummaryView | null> {
  const [row] = await db.query<RunSummaryRow>(
    `${PLAN_EACH_RUN} ${SELECT_RUN_SUMMARY} WHERE r.project_id = $1 ORDER BY r.id DESC LIMIT 1`,
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

/** Past this many rows of a project's run counts, a read folds them into one row per status. */
const FOLD_AFTER = 64;

/** How many runs of each status the project has, from the counts the runs table keeps (see migration 11). */
async function runCounts(db: Queryable, projectId: number): Promise<Partial<Record<RunStatus, number>>> {
  const rows = await db.query<{ status: RunStatus; runs: number; entries: number }>(
    `SELECT status, sum(runs)::int AS runs, count(*)::int AS entries FROM run_counts WHERE project_id = $1
     GROUP BY status`,
    [projectId],
  );
  if (rows.reduce((n, r) => n + r.entries, 0) > FOLD_AFTER) await foldRunCounts(db, projectId);
  return Object.fromEntries(rows.map((r) => [r.status, r.runs]));
}

/**
 * Replaces a project's count rows by their sums, in one statement: each row is deleted once and its
 * value written back once, so readers folding at the same time never count a row twice.
 */
async function foldRunCounts(db: Queryable, projectId: number): Promise<void> {
  await db.query(
    `WITH folded AS (DELETE FROM run_counts WHERE project_id = $1 RETURNING status, runs)
     INSERT INTO run_counts (project_id, status, runs)
     SELECT $1, status, sum(runs) FROM folded GROUP BY status HAVING sum(runs) <> 0`,
    [projectId],
  );
}

export async function dashboard(db: Queryable, projectId: number, now: Date): Promise<DashboardView> {
  const counts = await runCounts(db, projectId);
  const sum = (statuses: readonly RunStatus[]) => sumOf(counts, statuses);
  // This week's runs are counted from the index of when runs started: as many as a week holds, however long the history.
  const [figures] = await db.query<{ test_cases: number; this_week: number }>(
    `SELECT
       (SELECT test_case_count FROM projects WHERE id = $1) AS test_cases,
       (SELECT count(*)::int FROM runs WHERE project_id = $1 AND started_at >= $2) AS this_week`,
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
    activeTest: { total: figures!.test_cases, running: sum(RESULT_STATUSES['In Progress']) },
    runCount: figures!.this_week,
    testCaseExecution: { total: sum(ENDED_STATUSES), passed: counts.passed ?? 0 },
    lastRun: { duration: last?.duration ?? null, started_at: last?.started_at ?? null },
  };
}

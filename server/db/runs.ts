import type { FailureClass } from '../runner/classify.ts';
import { PLAN_EACH_RUN, type Queryable } from './database.ts';
import {
  cappedCount,
  Conditions,
  containsPattern,
  isoDay,
  isoTime,
  type ListPage,
  type PageRequest,
} from './listQuery.ts';
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
 * A page of a project's runs, newest (created last) first, with how many match the filter. The page's
 * ids come from the index alone, and only its runs are read and summed up, however deep the page.
 */
export async function listRunSummaries(
  db: Queryable,
  projectId: number,
  filter: RunFilter,
  { page, limit }: PageRequest,
): Promise<ListPage<RunSummaryView>> {
  const where = new Conditions([]);
  where.add('r.project_id = $?', projectId);
  if (filter.result) where.add('r.result = $?', filter.result);
  if (filter.failureClass) where.add('r.failure_class = $?', filter.failureClass);
  const search = filter.search.trim();
  const runs: MatchingRuns = search
    ? await searchedRuns(db, projectId, search, where)
    : (most) => `SELECT r.id FROM runs r WHERE ${where} ORDER BY r.id DESC LIMIT ${most}`;
  const { total, capped } =
    search || filter.failureClass
      ? await cappedCount(db, (most) => runs(most, 'any'), [...where.params], { page, limit })
      : { total: await countRuns(db, projectId, filter.result), capped: false };
  const n = where.params.length;
  const rows = await db.query<RunSummaryRow>(
    `SELECT ${RUN_SUMMARY_COLUMNS}
     FROM (SELECT id FROM (${runs(`$${n + 1}`)}) m ORDER BY id DESC LIMIT $${n + 2} OFFSET $${n + 3}) listed
     JOIN runs r ON r.id = listed.id
     ORDER BY r.id DESC`,
    [...where.params, page * limit, limit, (page - 1) * limit],
  );
  return { total, capped, items: rows.map(summary) };
}

/**
 * The runs a list holds, as a query of their ids given how many it selects at most: newest first, or in any order
 * (to count them), which may read fewer.
 */
type MatchingRuns = (most: string, order?: 'newest' | 'any') => string;

/**
 * The runs whose test case title or environment label contains the text, in any case, or whose id it is. It first
 * reads which of the project's pairs of title and label contain it (migration 17), then their runs, in one of two
 * ways, so that a search of 100,000 runs reads about as many as a page holds, whatever it matches:
 * - Few of the pairs match (no more than the square root of how many there are): each pair's newest runs, from
 *   runs_search_key_idx, as many of each as the page needs.
 * - Many match: the project's runs, newest first, each matched by its own title and label, until the page is full.
 *   With runs spread evenly over the pairs, that reads the page divided by the share of the pairs that match.
 *   ILIKE on the runs' columns is planned from their statistics: the same match on lowered text was misjudged rare,
 *   and PostgreSQL read every run of the project to sort them.
 * Left to choose, PostgreSQL walked 2,400 failed runs to find 25 of a search that matched 100 of them, and read all
 * 100,000 runs to count those of a search that matched every one.
 */
async function searchedRuns(
  db: Queryable,
  projectId: number,
  search: string,
  where: Conditions,
): Promise<MatchingRuns> {
  const pattern = containsPattern(search);
  // The matching pairs, up to one more than the square root of how many the project has: past that, they are many.
  // The pattern is lowered once, as PostgreSQL lowers (a prepared statement lowered it again for each pair).
  const [found] = await db.query<{ few: number; titles: string[]; labels: string[] }>(
    `WITH q AS MATERIALIZED (SELECT lower($2) AS lowered)
     SELECT p.few, array_agg(m.title) AS titles, array_agg(m.label) AS labels
     FROM q,
          (SELECT floor(sqrt(count(*)))::int AS few FROM run_search_keys WHERE project_id = $1) p
     CROSS JOIN LATERAL (SELECT test_case_title AS title, environment_label AS label FROM run_search_keys
                         WHERE project_id = $1 AND (title_lower LIKE q.lowered OR label_lower LIKE q.lowered)
                         LIMIT p.few + 1) m
     GROUP BY p.few`,
    [projectId, pattern],
  );
  const filters = `${where}`;
  let matching: string;
  let runs: MatchingRuns;
  if (!found || found.titles.length <= found.few) {
    const titles = where.param(found?.titles ?? []);
    const labels = where.param(found?.labels ?? []);
    // Two transactions that inserted a pair's first runs at once may both have kept it: DISTINCT.
    const pairs = `(SELECT DISTINCT * FROM unnest(${titles}::text[], ${labels}::text[])) AS k(title, label)`;
    matching = `(r.test_case_title, r.environment_label) IN (SELECT k.title, k.label FROM ${pairs})`;
    // Counted in any order, the pairs' runs are read until there are enough, none sorted: "case 99" counts 201 of
    // its 1,100 instead of reading them all to keep the newest 201.
    runs = (most, order = 'newest') => {
      const [newest, newestFirst] = order === 'newest' ? ['ORDER BY r.id DESC', 'ORDER BY m.id DESC'] : ['', ''];
      return `(SELECT m.id FROM ${pairs}
        CROSS JOIN LATERAL (SELECT r.id FROM runs r
                            WHERE ${filters} AND r.test_case_title = k.title AND r.environment_label = k.label
                            ${newest} LIMIT ${most}) m
        ${newestFirst} LIMIT ${most})`;
    };
  } else {
    const like = where.param(pattern);
    matching = `(r.test_case_title ILIKE ${like} OR r.environment_label ILIKE ${like})`;
    runs = (most) => `(SELECT r.id FROM runs r WHERE ${filters} AND ${matching} ORDER BY r.id DESC LIMIT ${most})`;
  }
  const id = /^#?(\d{1,9})$/.exec(search)?.[1];
  if (!id) return runs;
  // The run named by id, when its title and label do not hold the text: an OR of the two made PostgreSQL walk
  // every run of the project to count the matches of a search such as "1234".
  const named = `SELECT r.id FROM runs r WHERE ${filters} AND r.id = ${where.param(Number(id))} AND NOT ${matching}`;
  return (most, order) => `${runs(most, order)} UNION ALL ${named}`;
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

/** Past this many rows of a project's run counts (or of a window's day counts), a read folds them into one row each. */
export const FOLD_AFTER = 64;

/** How many runs of each status the project has, from the counts the runs table keeps (see migration 11). */
async function runCounts(db: Queryable, projectId: number): Promise<Partial<Record<RunStatus, number>>> {
  const rows = await db.query<{ status: RunStatus; runs: number; entries: number }>(
    `SELECT status, sum(runs)::int AS runs, count(*)::int AS entries FROM run_counts WHERE project_id = $1
     GROUP BY status`,
    [projectId],
  );
  if (rows.reduce((n, r) => n + r.entries, 0) > FOLD_AFTER)
    await foldCounts(db, projectId, { table: 'run_counts', key: 'status' });
  return Object.fromEntries(rows.map((r) => [r.status, r.runs]));
}

/**
 * Replaces a project's rows of a count table by their sums, one row per key (run_counts by status, run_weeks by
 * week), in one statement: each row is deleted once and its value written back once, so readers folding at the same
 * time never count a row twice. Every key is folded, so that past weeks keep one row each however many runs they held.
 */
async function foldCounts(
  db: Queryable,
  projectId: number,
  { table, key }: { table: 'run_counts'; key: 'status' } | { table: 'run_weeks'; key: 'week' },
): Promise<void> {
  await db.query(
    `WITH folded AS (DELETE FROM ${table} WHERE project_id = $1 RETURNING ${key}, runs)
     INSERT INTO ${table} (project_id, ${key}, runs)
     SELECT $1, ${key}, sum(runs) FROM folded GROUP BY ${key} HAVING sum(runs) <> 0`,
    [projectId],
  );
}

export async function dashboard(db: Queryable, projectId: number, now: Date): Promise<DashboardView> {
  const counts = await runCounts(db, projectId);
  const sum = (statuses: readonly RunStatus[]) => sumOf(counts, statuses);
  const [figures] = await db.query<{ test_cases: number; this_week: number; entries: number }>(
    `SELECT
       (SELECT test_case_count FROM projects WHERE id = $1) AS test_cases,
       w.this_week, w.entries
     FROM (SELECT COALESCE(sum(runs), 0)::int AS this_week, count(*)::int AS entries
           FROM run_weeks WHERE project_id = $1 AND week = $2::date) w`,
    [projectId, isoDay(startOfWeek(now))],
  );
  if (figures!.entries > FOLD_AFTER) await foldCounts(db, projectId, { table: 'run_weeks', key: 'week' });
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
    // A run a person stopped was not an execution: it neither passed nor failed.
    testCaseExecution: { total: sum(ENDED_STATUSES.filter((s) => s !== 'stopped')), passed: counts.passed ?? 0 },
    lastRun: { duration: last?.duration ?? null, started_at: last?.started_at ?? null },
  };
}

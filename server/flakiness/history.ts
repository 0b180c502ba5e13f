import type { Queryable } from '../db/database.ts';
import { Conditions, type ListPage, type PageRequest } from '../db/listQuery.ts';
import { flakinessOf, quarantineReason, type Flakiness, type Outcome } from './score.ts';

export interface TestFlakiness extends Flakiness {
  test_case_id: number;
  title: string;
  environment_id: number;
  environment_label: string;
  /** Outcomes oldest first. */
  outcomes: Outcome[];
  last_run_id: number;
  quarantined: boolean;
  quarantine_reason: string | null;
}

const OUTCOME: Record<string, Outcome> = { passed: 'pass', failed: 'fail', flaky: 'flaky' };

type WindowRow = {
  test_case_id: number;
  environment_id: number;
  title: string;
  environment_label: string;
  statuses: string;
  last_run_id: number;
};

// The statuses as one string: parsing a thousand arrays of text cost the server's thread more than the query.
// The names are looked up by id for each window read: joined, a page of 25 windows hashed every organization's test
// cases (a window goes with its test case and its environment, so each has both). A page's windows are looked up by
// key the same way (OFFSET 0 keeps PostgreSQL from turning that back into a join that hashed every window).
const WINDOW_COLUMNS = `w.test_case_id, w.environment_id,
  (SELECT t.title FROM test_cases t WHERE t.id = w.test_case_id) AS title,
  (SELECT e.label FROM environments e WHERE e.id = w.environment_id) AS environment_label,
  array_to_string(w.statuses, ' ') AS statuses, w.last_run_id`;
/** Flakiest first, as migration 16's index keeps them: a score, then none yet; then by test case and environment. */
const FLAKIEST_FIRST = 'w.score DESC NULLS LAST, w.test_case_id, w.environment_id';

/**
 * The latest outcomes per test case and environment leave out runs that were the infrastructure's fault: they say
 * nothing about the test. They are kept as runs end (flakiness_windows, migration 15), each with its score (migration
 * 16), so reading them costs the same however long the history.
 */
function withFigures(rows: readonly WindowRow[], threshold: number): TestFlakiness[] {
  return rows.map((r) => {
    const outcomes = r.statuses.split(' ').map((s) => OUTCOME[s]!);
    const f = flakinessOf(outcomes);
    const reason = quarantineReason(f, threshold);
    // Named one by one: spreading `f` cost the server's thread 6 µs a test, most of the list's time on 1,000 tests.
    return {
      runs: f.runs,
      flips: f.flips,
      flip_rate: f.flip_rate,
      retry_passes: f.retry_passes,
      score: f.score,
      test_case_id: r.test_case_id,
      title: r.title,
      environment_id: r.environment_id,
      environment_label: r.environment_label,
      outcomes,
      last_run_id: r.last_run_id,
      quarantined: reason !== null,
      quarantine_reason: reason,
    };
  });
}

/** The flakiness of some of a project's test cases, on each environment they ran on. */
export async function flakinessOfTests(
  db: Queryable,
  projectId: number,
  threshold: number,
  testCaseIds: readonly number[],
): Promise<TestFlakiness[]> {
  const rows = await db.query<WindowRow>(
    `SELECT ${WINDOW_COLUMNS} FROM flakiness_windows w
     WHERE w.project_id = $1 AND w.test_case_id = ANY($2::int[]) ORDER BY ${FLAKIEST_FIRST}`,
    [projectId, testCaseIds],
  );
  return withFigures(rows, threshold);
}

/**
 * Tests that score above 0, flakiest first: their outcomes changed or needed a retry. A threshold is 1 or more, so
 * these are all the tests quarantined too. Most tests of a suite are steady, so the insights read only these.
 */
export async function unsteadyTests(db: Queryable, projectId: number, threshold: number): Promise<TestFlakiness[]> {
  const rows = await db.query<WindowRow>(
    `SELECT ${WINDOW_COLUMNS} FROM flakiness_windows w
     WHERE w.project_id = $1 AND w.score > 0 ORDER BY ${FLAKIEST_FIRST}`,
    [projectId],
  );
  return withFigures(rows, threshold);
}

/**
 * A page of a project's tests per environment, flakiest first, with how many there are: all of them, or only those
 * quarantined (true) or not (false). The page is cut from the index before titles are read.
 */
export async function flakinessPage(
  db: Queryable,
  projectId: number,
  threshold: number,
  quarantined: boolean | null,
  { page, limit }: PageRequest,
): Promise<ListPage<TestFlakiness>> {
  const where = new Conditions([]);
  where.add('w.project_id = $?', projectId);
  if (quarantined === true) where.add('w.score >= $?', threshold);
  if (quarantined === false) where.add('(w.score IS NULL OR w.score < $?)', threshold);
  const n = where.params.length;
  const [rows, [count]] = await Promise.all([
    db.query<WindowRow>(
      `SELECT ${WINDOW_COLUMNS}
       FROM (SELECT w.test_case_id, w.environment_id FROM flakiness_windows w
             WHERE ${where} ORDER BY ${FLAKIEST_FIRST} LIMIT $${n + 1} OFFSET $${n + 2}) listed
       CROSS JOIN LATERAL (SELECT * FROM flakiness_windows w
                           WHERE w.test_case_id = listed.test_case_id AND w.environment_id = listed.environment_id
                           OFFSET 0) w
       ORDER BY ${FLAKIEST_FIRST}`,
      [...where.params, limit, (page - 1) * limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM flakiness_windows w WHERE ${where}`, [
      ...where.params,
    ]),
  ]);
  return { total: count!.total, items: withFigures(rows, threshold) };
}

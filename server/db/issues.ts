import type { FailureClass } from '../runner/classify.ts';
import type { Queryable } from './database.ts';
import { isoTime } from './listQuery.ts';

export type IssueStatus = 'Unresolved' | 'Ignored';
export type OccurrenceClass = FailureClass | 'unclassified';
export type ClassCounts = Record<OccurrenceClass, number>;

export interface IssueView {
  test_case_id: number;
  title: string;
  /** As the contract writes it (see isoTime), as are the steps' times. */
  execution_start_date: string | null;
  /** Every failure of the test case's steps. */
  failed_count: number;
  failed_steps: { test_case_step_id: number; step: string; updated_at: string; classes: ClassCounts }[];
}

/**
 * The failure counts (`f`, of step_failures, kept as steps fail: migration 14) that the list shows: the project's
 * (`$1`), of one class when `$2` names it ('unclassified' for none), except the project's ignored steps, read once
 * into a hash (migration 19). As NOT EXISTS, both databases scanned every organization's issue states: into a hash,
 * or, with none ignored, again for each failed step (a quarter of the issues page's time on PostgreSQL).
 */
const LISTED = `f.project_id = $1 AND ($2::text IS NULL OR f.failure_class = $2)
  AND f.test_case_step_id NOT IN (
    SELECT st.test_case_step_id FROM issue_states st WHERE st.project_id = $1 AND st.status = 'Ignored')`;

const NO_CLASSES: ClassCounts = { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 };

/**
 * Failed steps grouped by test case, the test case that failed last first. A failure is a failed step of a run, or
 * the failed step of an attempt of a run that then passed on a retry (a flaky one). The page's test cases are
 * ranked from the kept counts alone, with how many there are; only the page's are read further.
 */
export async function listIssues(
  db: Queryable,
  projectId: number,
  page: number,
  limit: number,
  failureClass: OccurrenceClass | null = null,
): Promise<{ total: number; issues: IssueView[] }> {
  const groups = await db.query<Omit<IssueView, 'failed_steps'> & { total: number }>(
    // Each title and latest run is looked up by the page's test cases one by one: joined, the titles were read by
    // scanning every test case of the database into a hash.
    `SELECT g.test_case_id, (SELECT tc.title FROM test_cases tc WHERE tc.id = g.test_case_id) AS title,
            g.failed_count, g.total,
            (SELECT ${isoTime('r.started_at')} FROM runs r WHERE r.test_case_id = g.test_case_id ORDER BY r.id DESC LIMIT 1)
              AS execution_start_date
     FROM (
       SELECT f.test_case_id, sum(f.failures)::int AS failed_count, max(f.last_failed_at) AS last_failed_at,
              count(*) OVER ()::int AS total
       FROM step_failures f WHERE ${LISTED}
       GROUP BY f.test_case_id
       ORDER BY max(f.last_failed_at) DESC, f.test_case_id DESC
       LIMIT $3 OFFSET $4
     ) g
     ORDER BY g.last_failed_at DESC, g.test_case_id DESC`,
    [projectId, failureClass, limit, (page - 1) * limit],
  );
  if (groups.length === 0) return { total: await countIssues(db, projectId, failureClass), issues: [] };
  const steps = await db.query<
    Omit<IssueView['failed_steps'][number], 'classes'> & { test_case_id: number; classes: Partial<ClassCounts> }
  >(
    `SELECT f.test_case_id, f.test_case_step_id, s.text AS step, ${isoTime('max(f.last_failed_at)')} AS updated_at,
            jsonb_object_agg(f.failure_class, f.failures) AS classes
     FROM step_failures f JOIN test_case_steps s ON s.id = f.test_case_step_id
     WHERE ${LISTED} AND f.test_case_id = ANY($3::int[])
     GROUP BY f.test_case_id, f.test_case_step_id, s.text, s.position
     ORDER BY s.position, f.test_case_step_id`,
    [projectId, failureClass, groups.map((g) => g.test_case_id)],
  );
  return {
    total: groups[0]!.total,
    issues: groups.map(({ total: _total, ...g }) => ({
      ...g,
      failed_steps: steps
        .filter((s) => s.test_case_id === g.test_case_id)
        .map(({ test_case_step_id, step, updated_at, classes }) => ({
          test_case_step_id,
          step,
          updated_at,
          classes: { ...NO_CLASSES, ...classes },
        })),
    })),
  };
}

/** How many test cases have failures listed: for a page past the last, which has none to count them with. */
async function countIssues(db: Queryable, projectId: number, failureClass: OccurrenceClass | null): Promise<number> {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(DISTINCT f.test_case_id)::int AS total FROM step_failures f WHERE ${LISTED}`,
    [projectId, failureClass],
  );
  return count!.total;
}

export interface IssueDetailView {
  test_case_id: number;
  test_case_step_id: number;
  title: string;
  step: string;
  status: IssueStatus;
  occurrences: {
    run_id: number;
    environment_label: string;
    message: string;
    occurred_at: Date;
    failure_class: FailureClass | null;
    class_corrected: boolean;
  }[];
}

/** One step's issue: undefined when the step is missing, not the test case's, or another organization's. */
export async function findIssue(
  db: Queryable,
  organizationId: number,
  testCaseId: number,
  stepId: number,
): Promise<IssueDetailView | undefined> {
  const [head] = await db.query<Omit<IssueDetailView, 'occurrences'>>(
    `SELECT tc.id AS test_case_id, s.id AS test_case_step_id, tc.title, s.text AS step,
            COALESCE(st.status, 'Unresolved') AS status
     FROM test_case_steps s
     JOIN test_cases tc ON tc.id = s.test_case_id
     JOIN projects p ON p.id = tc.project_id
     LEFT JOIN issue_states st ON st.test_case_step_id = s.id
     WHERE s.id = $1 AND tc.id = $2 AND p.organization_id = $3`,
    [stepId, testCaseId, organizationId],
  );
  if (!head) return undefined;
  const occurrences = await db.query<IssueDetailView['occurrences'][number]>(
    `SELECT * FROM (
       SELECT r.id AS run_id, r.environment_label, rs.message, rs.finished_at AS occurred_at, r.failure_class,
              r.class_corrected_at IS NOT NULL AS class_corrected
       FROM run_steps rs JOIN runs r ON r.id = rs.run_id
       WHERE rs.test_case_step_id = $1 AND rs.status = 'failed'
       UNION ALL
       SELECT r.id, r.environment_label, a.message, a.finished_at, r.failure_class, r.class_corrected_at IS NOT NULL
       FROM run_attempts a
       JOIN runs r ON r.id = a.run_id AND r.status = 'flaky'
       JOIN run_steps rs ON rs.run_id = a.run_id AND rs.position = a.failed_position
       WHERE rs.test_case_step_id = $1 AND a.status = 'failed'
     ) o
     ORDER BY o.occurred_at DESC, o.run_id DESC`,
    [stepId],
  );
  return { ...head, occurrences };
}

export async function setIssueStatus(db: Queryable, stepId: number, status: IssueStatus, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO issue_states (test_case_step_id, project_id, status, updated_at)
     SELECT s.id, tc.project_id, $2, $3 FROM test_case_steps s JOIN test_cases tc ON tc.id = s.test_case_id
     WHERE s.id = $1
     ON CONFLICT (test_case_step_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [stepId, status, now],
  );
}

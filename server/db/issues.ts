import type { Queryable } from './database.ts';

export type IssueStatus = 'Unresolved' | 'Ignored';

export interface IssueView {
  test_case_id: number;
  title: string;
  execution_start_date: Date | null;
  /** Every failure of the test case's steps. */
  failed_count: number;
  failed_steps: { test_case_step_id: number; step: string; updated_at: Date }[];
}

/** The failures of steps that still exist in the project's test cases, except ignored issues. */
const FAILURES = `
  SELECT s.test_case_id, rs.test_case_step_id, rs.finished_at
  FROM run_steps rs
  JOIN test_case_steps s ON s.id = rs.test_case_step_id
  JOIN test_cases tc ON tc.id = s.test_case_id
  LEFT JOIN issue_states st ON st.test_case_step_id = rs.test_case_step_id
  WHERE tc.project_id = $1 AND rs.status = 'failed' AND COALESCE(st.status, 'Unresolved') <> 'Ignored'`;

/** Failed steps grouped by test case, the test case that failed last first. */
export async function listIssues(
  db: Queryable,
  projectId: number,
  page: number,
  limit: number,
): Promise<{ total: number; issues: IssueView[] }> {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(DISTINCT test_case_id)::int AS total FROM (${FAILURES}) f`,
    [projectId],
  );
  const groups = await db.query<Omit<IssueView, 'failed_steps'>>(
    `SELECT f.test_case_id, tc.title, count(*)::int AS failed_count,
            (SELECT r.started_at FROM runs r WHERE r.test_case_id = f.test_case_id ORDER BY r.id DESC LIMIT 1)
              AS execution_start_date
     FROM (${FAILURES}) f JOIN test_cases tc ON tc.id = f.test_case_id
     GROUP BY f.test_case_id, tc.title
     ORDER BY max(f.finished_at) DESC, f.test_case_id DESC
     LIMIT $2 OFFSET $3`,
    [projectId, limit, (page - 1) * limit],
  );
  if (groups.length === 0) return { total: count!.total, issues: [] };
  const steps = await db.query<IssueView['failed_steps'][number] & { test_case_id: number }>(
    `SELECT f.test_case_id, f.test_case_step_id, s.text AS step, max(f.finished_at) AS updated_at
     FROM (${FAILURES}) f JOIN test_case_steps s ON s.id = f.test_case_step_id
     WHERE f.test_case_id = ANY($2::int[])
     GROUP BY f.test_case_id, f.test_case_step_id, s.text, s.position
     ORDER BY s.position, f.test_case_step_id`,
    [projectId, groups.map((g) => g.test_case_id)],
  );
  return {
    total: count!.total,
    issues: groups.map((g) => ({
      ...g,
      failed_steps: steps
        .filter((s) => s.test_case_id === g.test_case_id)
        .map(({ test_case_step_id, step, updated_at }) => ({ test_case_step_id, step, updated_at })),
    })),
  };
}

export interface IssueDetailView {
  test_case_id: number;
  test_case_step_id: number;
  title: string;
  step: string;
  status: IssueStatus;
  occurrences: { run_id: number; environment_label: string; message: string; occurred_at: Date }[];
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
    `SELECT r.id AS run_id, r.environment_label, rs.message, rs.finished_at AS occurred_at
     FROM run_steps rs JOIN runs r ON r.id = rs.run_id
     WHERE rs.test_case_step_id = $1 AND rs.status = 'failed'
     ORDER BY rs.finished_at DESC, rs.id DESC`,
    [stepId],
  );
  return { ...head, occurrences };
}

export async function setIssueStatus(db: Queryable, stepId: number, status: IssueStatus, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO issue_states (test_case_step_id, status, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (test_case_step_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [stepId, status, now],
  );
}

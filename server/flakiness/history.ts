import type { Queryable } from '../db/database.ts';
import { FLAKINESS_HISTORY, flakinessOf, quarantineReason, type Flakiness, type Outcome } from './score.ts';

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

/**
 * The latest outcomes per test case and environment of a project (or of some test cases), leaving
 * out runs that were the infrastructure's fault: they say nothing about the test.
 */
export async function flakinessOfProject(
  db: Queryable,
  projectId: number,
  threshold: number,
  testCaseIds: readonly number[] | null = null,
): Promise<TestFlakiness[]> {
  const rows = await db.query<{
    test_case_id: number;
    environment_id: number;
    title: string;
    environment_label: string;
    statuses: string[];
    last_run_id: number;
  }>(
    `SELECT h.test_case_id, h.environment_id, t.title, e.label AS environment_label,
            array_agg(h.status ORDER BY h.id) AS statuses, max(h.id) AS last_run_id
     FROM (
       SELECT r.id, r.test_case_id, r.environment_id, r.status,
              row_number() OVER (PARTITION BY r.test_case_id, r.environment_id ORDER BY r.id DESC) AS n
       FROM runs r
       WHERE r.project_id = $1 AND r.test_case_id IS NOT NULL AND r.environment_id IS NOT NULL
         AND ($3::int[] IS NULL OR r.test_case_id = ANY($3::int[]))
         AND r.status IN ('passed', 'failed', 'flaky') AND NOT r.infra_event
         AND r.failure_class IS DISTINCT FROM 'infrastructure'
     ) h
     JOIN test_cases t ON t.id = h.test_case_id
     JOIN environments e ON e.id = h.environment_id
     WHERE h.n <= $2
     GROUP BY h.test_case_id, h.environment_id, t.title, e.label`,
    [projectId, FLAKINESS_HISTORY, testCaseIds],
  );
  return rows.map((r) => {
    const outcomes = r.statuses.map((s) => OUTCOME[s]!);
    const f = flakinessOf(outcomes);
    const reason = quarantineReason(f, threshold);
    return {
      ...f,
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

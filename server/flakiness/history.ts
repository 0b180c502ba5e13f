import type { Queryable } from '../db/database.ts';
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

/** Which of a project's tests to read: some test cases only, or only those whose outcomes can score above 0. */
export interface FlakinessFilter {
  testCaseIds?: readonly number[];
  /**
   * Outcomes that changed or needed a retry: a test that always passed, or always failed, scores 0, so a threshold
   * (1 or more) never quarantines it. Most tests of a suite are steady, so the insights read only these.
   */
  unsteadyOnly?: boolean;
}

/**
 * The latest outcomes per test case and environment of a project, leaving out runs that were the infrastructure's
 * fault: they say nothing about the test. They are kept as runs end (flakiness_windows, migration 15), so reading
 * them costs the same however long the history.
 */
export async function flakinessOfProject(
  db: Queryable,
  projectId: number,
  threshold: number,
  { testCaseIds, unsteadyOnly = false }: FlakinessFilter = {},
): Promise<TestFlakiness[]> {
  const rows = await db.query<{
    test_case_id: number;
    environment_id: number;
    title: string;
    environment_label: string;
    statuses: string;
    last_run_id: number;
  }>(
    // The statuses as one string: parsing a thousand arrays of text cost the server's thread more than the query.
    `SELECT w.test_case_id, w.environment_id, t.title, e.label AS environment_label,
            array_to_string(w.statuses, ' ') AS statuses, w.last_run_id
     FROM flakiness_windows w
     JOIN test_cases t ON t.id = w.test_case_id
     JOIN environments e ON e.id = w.environment_id
     WHERE w.project_id = $1 AND ($2::int[] IS NULL OR w.test_case_id = ANY($2::int[]))
       AND (NOT $3 OR 'flaky' = ANY(w.statuses) OR ('failed' = ANY(w.statuses) AND 'passed' = ANY(w.statuses)))`,
    [projectId, testCaseIds ?? null, unsteadyOnly],
  );
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

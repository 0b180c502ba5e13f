import type { Queryable } from '../db/database.ts';
import { runById } from '../db/runRecords.ts';
import { finishSuiteIfDone, type SuiteCounts, type SuiteRow } from '../db/suites.ts';
import { flakinessOfTests } from '../flakiness/history.ts';
import { flakinessOf } from '../flakiness/score.ts';
import type { SuiteEndedEvent, SuiteStartedEvent, TestTurnedFlakyEvent } from '../notify/events.ts';
import { isInfrastructureEvent, type FailureClass } from './classify.ts';

export type { SuiteEndedEvent, SuiteStartedEvent, TestTurnedFlakyEvent };

/** Where the outcomes of runs are told: Slack, webhooks, commit statuses. */
export interface RunNotifications {
  suiteStarted(e: SuiteStartedEvent): Promise<void>;
  suiteEnded(e: SuiteEndedEvent): Promise<void>;
  testTurnedFlaky(e: TestTurnedFlakyEvent): Promise<void>;
}

export interface OutcomeDeps {
  db: Queryable;
  appUrl: string;
  notify: RunNotifications | null;
  log: { error(o: object, message: string): void };
  now: () => Date;
}

export const suiteLink = (appUrl: string, suiteId: number) => `${appUrl}/test-results?suite=${suiteId}`;
export const runLink = (appUrl: string, runId: number) => `${appUrl}/live-test?run=${runId}`;

/**
 * What follows a run's end: its test's flakiness (quarantined when it crosses the project's
 * threshold, told once when it does), and, when it was the last run of its suite, the suite's
 * verdict and its notifications.
 */
export async function afterRunEnded(deps: OutcomeDeps, runId: number): Promise<void> {
  const run = await runById(deps.db, runId);
  if (!run || run.status === 'queued' || run.status === 'running') return;
  const [project] = await deps.db.query<{ name: string; flaky_threshold: number }>(
    'SELECT name, flaky_threshold FROM projects WHERE id = $1',
    [run.project_id],
  );
  if (!project) return;
  if (run.test_case_id !== null && run.environment_id !== null && run.status !== 'stopped') {
    await updateFlakiness(deps, run, project);
  }
  if (run.suite_id === null) return;
  const ended = await finishSuiteIfDone(deps.db, run.suite_id, deps.now());
  if (ended) await suiteEnded(deps, ended, project.name);
}

async function updateFlakiness(
  deps: OutcomeDeps,
  run: NonNullable<Awaited<ReturnType<typeof runById>>>,
  project: { name: string; flaky_threshold: number },
) {
  const [now] = (await flakinessOfTests(deps.db, run.project_id, project.flaky_threshold, [run.test_case_id!])).filter(
    (f) => f.environment_id === run.environment_id,
  );
  if (!now) return;
  if (now.quarantined) await deps.db.query('UPDATE runs SET quarantined = true WHERE id = $1', [run.id]);
  if (now.last_run_id !== run.id || !now.quarantined) return;
  const before = flakinessOf(now.outcomes.slice(0, -1));
  if (before.score !== null && before.score >= project.flaky_threshold) return;
  await deps.notify
    ?.testTurnedFlaky({
      projectId: run.project_id,
      projectName: project.name,
      testCaseId: now.test_case_id,
      title: now.title,
      environmentLabel: now.environment_label,
      score: now.score!,
      runId: run.id,
      url: runLink(deps.appUrl, run.id),
    })
    .catch((error: unknown) => deps.log.error({ err: error, runId: run.id }, 'telling that a test turned flaky'));
}

async function suiteEnded(deps: OutcomeDeps, ended: { suite: SuiteRow; counts: SuiteCounts }, projectName: string) {
  const { suite, counts } = ended;
  const notFine = counts.failed + counts.error + counts.quarantined;
  if (isInfrastructureEvent(counts.total, notFine)) {
    await deps.db.query(
      `UPDATE runs SET infra_event = true, failure_class = CASE WHEN class_corrected_at IS NULL THEN 'infrastructure' ELSE failure_class END,
                       detected_class = 'infrastructure',
                       failure_evidence = $2 || failure_evidence
       WHERE suite_id = $1 AND status IN ('failed', 'error')`,
      [
        suite.id,
        `${notFine} of the suite's ${counts.total} runs failed at once: one infrastructure event, kept out of flakiness. `,
      ],
    );
  }
  const failedRuns = await deps.db.query<{
    id: number;
    test_case_title: string;
    environment_label: string;
    message: string;
    failure_class: FailureClass | null;
  }>(
    `SELECT id, test_case_title, environment_label, message, failure_class FROM runs
     WHERE suite_id = $1 AND status IN ('failed', 'error') ORDER BY id LIMIT 20`,
    [suite.id],
  );
  const labels = await deps.db.query<{ environment_label: string }>(
    'SELECT DISTINCT environment_label FROM runs WHERE suite_id = $1 ORDER BY environment_label',
    [suite.id],
  );
  await deps.notify
    ?.suiteEnded({
      projectId: suite.project_id,
      projectName,
      suiteId: suite.id,
      environmentLabel: labels.map((l) => l.environment_label).join(', '),
      status: suite.status as SuiteEndedEvent['status'],
      total: counts.total,
      passed: counts.passed,
      failed: counts.failed + counts.error,
      flaky: counts.flaky,
      quarantined: counts.quarantined,
      commitSha: suite.commit_sha,
      url: suiteLink(deps.appUrl, suite.id),
      failedRuns: failedRuns.map((r) => ({
        runId: r.id,
        title: r.test_case_title,
        environmentLabel: r.environment_label,
        message: r.message,
        failureClass: r.failure_class,
        url: runLink(deps.appUrl, r.id),
      })),
    })
    .catch((error: unknown) => deps.log.error({ err: error, suiteId: suite.id }, 'telling that a suite ended'));
}

import type { Queryable } from '../db/database.ts';
import { runById } from '../db/runRecords.ts';
import { finishSuiteIfDone, type SuiteCounts, type SuiteRow } from '../db/suites.ts';
import { flakinessOfTests } from '../flakiness/history.ts';
import { flakinessOf } from '../flakiness/score.ts';
import type { SuiteEndedEvent, SuiteStartedEvent, TestTurnedFlakyEvent } from '../notify/events.ts';
import { infrastructureEventOf, type FailureClass } from './classify.ts';

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
  await markInfrastructureEvent(deps.db, suite.id);
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

/**
 * The suite-wide rule, decided once, by whichever caller ended the suite (finishSuiteIfDone answers
 * it to one caller only), over all its runs at once: every run had its class and status written
 * together when it ended, so the order they finished in cannot change the answer.
 *
 * It never changes a run's class. A run's class is decided from its own evidence when it ends, and
 * is shown from that moment; the runs that join the event are those whose own evidence already said
 * Infrastructure, so they keep the class they showed, and gain only the event's flag (kept out of
 * flakiness) and a line saying so before their evidence. Re-classing the suite's other failures at
 * its end would show a user a class on a run that later turns into another (Broken test read while
 * the suite ran, Infrastructure once it ended), and would overrule evidence that the test is broken.
 */
async function markInfrastructureEvent(db: Queryable, suiteId: number): Promise<void> {
  const runs = await db.query<{ id: number; status: string; detected_class: FailureClass | null }>(
    'SELECT id, status, detected_class FROM runs WHERE suite_id = $1',
    [suiteId],
  );
  const event = infrastructureEventOf(
    runs.map((r) => ({ id: r.id, status: r.status, detectedClass: r.detected_class })),
  );
  if (event.length === 0) return;
  await db.query(
    `UPDATE runs SET infra_event = true, failure_evidence = $2 || failure_evidence
     WHERE id = ANY($1::int[]) AND NOT infra_event`,
    [
      event,
      `${event.length} of the suite's ${runs.length} runs failed at once on infrastructure: one infrastructure event, kept out of flakiness. `,
    ],
  );
}

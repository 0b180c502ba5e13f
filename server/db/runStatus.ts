/** What runs and run steps store, and how the contract shows it. */
export type RunStatus = 'queued' | 'running' | 'passed' | 'failed' | 'stopped' | 'error' | 'flaky';
export type RunStepStatus = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';
export type RunResult = 'Passed' | 'Failed' | 'Flaky' | 'Stopped' | 'In Progress' | 'Draft';

/** The statuses of runs that have ended, whatever the outcome. */
export const ENDED_STATUSES: readonly RunStatus[] = ['passed', 'failed', 'stopped', 'error', 'flaky'];
/** Runs that have ended, whatever the outcome, as an SQL list. */
export const ENDED_RUN_STATUSES = `(${ENDED_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** The statuses behind each result a run can have, which lists filter by. */
export const RESULT_STATUSES: Record<Exclude<RunResult, 'Draft'>, RunStatus[]> = {
  Passed: ['passed'],
  Failed: ['failed', 'error'],
  Flaky: ['flaky'],
  Stopped: ['stopped'],
  'In Progress': ['queued', 'running'],
};

/**
 * A run's result: Draft without a run; one the runner could not run did not pass: Failed; failed then passed on a
 * retry: Flaky, never a plain pass; one a person stopped: Stopped, neither a pass nor a failure.
 */
export function runResult(status: RunStatus | null | undefined): RunResult {
  switch (status) {
    case 'queued':
    case 'running':
      return 'In Progress';
    case 'passed':
      return 'Passed';
    case 'flaky':
      return 'Flaky';
    case 'stopped':
      return 'Stopped';
    case 'failed':
    case 'error':
      return 'Failed';
    default:
      return 'Draft';
  }
}

/** How the contract shows a step's result (StepResult). */
export type StepResult = 'Passed' | 'Failed' | 'Skipped' | 'In Progress' | 'Draft';

/**
 * A step's result from its latest run step: Skipped when that run ended before it (a step before it failed, or the run
 * was stopped), which is not Draft: a run did reach the test; Draft when no run has.
 */
export function stepResult(status: RunStepStatus | null | undefined): StepResult {
  if (status === 'pending' || status === 'running') return 'In Progress';
  if (status === 'passed') return 'Passed';
  if (status === 'failed') return 'Failed';
  if (status === 'skipped') return 'Skipped';
  return 'Draft';
}

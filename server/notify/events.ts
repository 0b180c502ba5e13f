import type { FailureClass } from '../runner/classify.ts';

/** What the runner tells the Notifier; every `url` is an absolute link into the app, built from APP_URL. */

export interface FailedRunSummary {
  runId: number;
  title: string;
  environmentLabel: string;
  message: string;
  failureClass: FailureClass | null;
  url: string;
}

export interface SuiteEndedEvent {
  projectId: number;
  projectName: string;
  suiteId: number;
  environmentLabel: string;
  status: 'passed' | 'failed' | 'stopped' | 'error';
  total: number;
  passed: number;
  failed: number;
  flaky: number;
  quarantined: number;
  commitSha: string | null;
  url: string;
  failedRuns: FailedRunSummary[];
}

export interface SuiteStartedEvent {
  projectId: number;
  suiteId: number;
  commitSha: string | null;
  url: string;
  total: number;
}

export interface TestTurnedFlakyEvent {
  projectId: number;
  projectName: string;
  testCaseId: number;
  title: string;
  environmentLabel: string;
  /** 0-100. */
  score: number;
  runId: number;
  url: string;
}

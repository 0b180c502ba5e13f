import type { FailureKind } from './stepFailure.ts';

export type FailureClass = 'app_bug' | 'broken_test' | 'flaky' | 'infrastructure';

/** The classes as people read them. */
export const CLASS_NAMES: Record<FailureClass, string> = {
  app_bug: 'App bug',
  broken_test: 'Broken test',
  flaky: 'Flaky',
  infrastructure: 'Infrastructure',
};

/** What one attempt left behind that says why it did not pass. */
export interface AttemptEvidence {
  status: 'passed' | 'failed' | 'stopped' | 'error';
  message: string;
  failureKind: FailureKind | null;
  /** 1-based position of the step that failed. */
  failedStep: number | null;
  /** Whether any page of the environment answered (a document with a status below 500). */
  pageLoaded: boolean;
  /** Requests to the environment's own origin that answered 5xx, as "GET /api/x answered 500". */
  serverErrors: string[];
  /** Uncaught errors the page threw. */
  pageErrors: string[];
  /** Steps whose target was found only by healing, as "Step 2: <what changed>". */
  healed: string[];
}

export interface Classification {
  failureClass: FailureClass;
  evidence: string;
}

const first = (list: string[]) => list[0]!.split('\n')[0]!.slice(0, 300);

/** Why one failed attempt failed, by the rules of runner.md ("What a result means"). */
function classifyAttempt(a: AttemptEvidence): Classification {
  const step = a.failedStep === null ? 'The run' : `Step ${a.failedStep}`;
  // Where the evidence names the step, the message's own "Step N failed: " would say it twice.
  const reason = a.message.replace(/^Step \d+ failed: /, '');
  if (a.status === 'error')
    return { failureClass: 'infrastructure', evidence: `The runner could not run it: ${a.message}` };
  const unreachable = a.failureKind === 'navigation' || a.failureKind === 'timeout' || a.failureKind === 'blocked';
  if (unreachable && !a.pageLoaded && a.serverErrors.length === 0) {
    return {
      failureClass: 'infrastructure',
      evidence: `The environment did not answer: no page of it loaded. ${a.message}`,
    };
  }
  if (a.serverErrors.length > 0) {
    return { failureClass: 'app_bug', evidence: `The app's server failed: ${first(a.serverErrors)}. ${a.message}` };
  }
  if (a.pageErrors.length > 0 && a.failureKind !== 'notUnderstood') {
    return { failureClass: 'app_bug', evidence: `The page threw an error: ${first(a.pageErrors)}. ${a.message}` };
  }
  switch (a.failureKind) {
    case 'expectation':
      return { failureClass: 'app_bug', evidence: `${step}'s expectation failed on a page that loaded: ${reason}` };
    case 'notUnderstood':
      return { failureClass: 'broken_test', evidence: `${step} is not a step the runner understands: ${reason}` };
    case 'notFound':
    case 'ambiguous':
      return {
        failureClass: 'broken_test',
        evidence: `${step}'s target was ${a.failureKind === 'notFound' ? 'not found' : 'ambiguous'} on a page that loaded normally (no server error, no page error): ${reason}`,
      };
    case 'setup':
      return { failureClass: 'broken_test', evidence: `The test's setup is incomplete: ${a.message}` };
    case 'navigation':
    case 'timeout':
    case 'blocked':
      return {
        failureClass: 'infrastructure',
        evidence: `The environment did not answer in time or could not be reached: ${a.message}`,
      };
    default:
      return {
        failureClass: 'broken_test',
        evidence: `${step} could not be done on a page that loaded normally: ${reason}`,
      };
  }
}

/**
 * The class of a run that did not simply pass, from its attempts in order; null for a run that
 * passed at once untouched, or was stopped. Failed then passed is flaky; a pass that needed a healed
 * locator is a broken test to review (the run still passed); otherwise the last attempt decides.
 */
export function classifyRun(attempts: readonly AttemptEvidence[]): Classification | null {
  const last = attempts.at(-1);
  if (!last || last.status === 'stopped') return null;
  if (last.status === 'passed') {
    const failed = attempts.filter((a) => a.status === 'failed' || a.status === 'error');
    if (failed.length === 0) {
      if (last.healed.length === 0) return null;
      return {
        failureClass: 'broken_test',
        evidence: `It passed, but only by healing: ${last.healed.map((h) => h.replace(/\.$/, '')).join('; ')}. The page changed under the test: review the step.`,
      };
    }
    const n = attempts.length;
    return {
      failureClass: 'flaky',
      evidence: `Attempt 1 failed (${failed[0]!.message}); attempt ${n} passed with nothing changed.`,
    };
  }
  return classifyAttempt(last);
}

/** Share of a suite's runs that must fail at once for the suite to count as one infrastructure event. */
export const INFRA_EVENT_SHARE = 0.8;
/** Only a suite this large can be told apart from a few real failures. */
export const INFRA_EVENT_MIN_RUNS = 5;

export function isInfrastructureEvent(total: number, failed: number): boolean {
  return total >= INFRA_EVENT_MIN_RUNS && failed / total > INFRA_EVENT_SHARE;
}

/** A run of a suite that ended, as the suite-wide rule reads it. */
export interface EndedSuiteRun {
  id: number;
  status: string;
  /** The class the rules gave the run from its own evidence when it ended (never a person's correction). */
  detectedClass: FailureClass | null;
}

/**
 * The runs of an ended suite that make one infrastructure event, in id order; none when there is no
 * such event. Only failures whose own evidence already says infrastructure (no page of the
 * environment loaded, the connection refused, a timeout with no answer, the browser or the worker
 * gone) count towards the share and join the event: a step not understood, or a target missing on a
 * page that loaded, is evidence against one common outside cause and keeps its own class.
 *
 * It reads the whole ended suite at once, so the order its runs finished in cannot change the answer.
 */
export function infrastructureEventOf(runs: readonly EndedSuiteRun[]): number[] {
  const infra = runs.filter(
    (r) => (r.status === 'failed' || r.status === 'error') && r.detectedClass === 'infrastructure',
  );
  if (!isInfrastructureEvent(runs.length, infra.length)) return [];
  return infra.map((r) => r.id).sort((a, b) => a - b);
}

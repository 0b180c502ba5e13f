import type { Action } from '../../../src/steps/action.ts';
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import type { Fingerprint } from '../pageScripts.ts';
import type { Secrets } from './secrets.ts';
import type { StepPhases } from '../stepClock.ts';
import type { FailureKind } from '../stepFailure.ts';

export interface ConsoleEntry {
  type: string;
  text: string;
  url: string | null;
  at: number;
}
export interface NetworkEntry {
  method: string;
  url: string;
  resourceType: string;
  status: number | null;
  durationMs: number | null;
  failure: string | null;
  at: number;
}

/** What an attempt reports as it goes; the worker stores it, a test collects it. */
export interface AttemptSink {
  stepStarted(index: number, description: string): Promise<void>;
  stepEnded(index: number, result: StepResult): Promise<void>;
  console(entry: ConsoleEntry): void;
  pageError(entry: { message: string; at: number }): void;
  network(entry: NetworkEntry): void;
  /** The page as it repaints: a small JPEG, base64-encoded, a few times a second at most. */
  frame?(data: string, at: number): void;
}

/**
 * What a run keeps (a project's evidence policy): a Playwright trace of every attempt, or of failed attempts only; a
 * screenshot after every step, or of the failed step only.
 */
export interface EvidencePolicy {
  trace: 'always' | 'on_failure';
  screenshots: 'every_step' | 'on_failure';
}

/** Today's default: a trace of every attempt and a screenshot after every step. */
export const KEEP_ALL_EVIDENCE: EvidencePolicy = { trace: 'always', screenshots: 'every_step' };

/** How a step found one element it used, as the replay cache keeps it. */
export interface ResolvedElement {
  spec: LocatorSpec;
  fingerprint: Fingerprint;
  foundByWords: boolean;
}

export interface StepResult {
  status: 'passed' | 'failed' | 'skipped';
  message: string;
  failureKind: FailureKind | null;
  durationMs: number;
  startedAt: Date;
  locator: string | null;
  healedFrom: string | null;
  screenshot: Buffer | null;
  /** How the target was found, for the replay cache (written only once the whole run passes). */
  resolved: ResolvedElement | null;
  /** For a step written as several, how each part's element was found (null for a part that used none), by place. */
  resolvedParts: (ResolvedElement | null)[] | null;
  /** Whether every element the step used was found by the locator an earlier passing run stored, none afresh. */
  replayed: boolean;
  /** The action the model gave for the step, for the model's cache (written only once the run passes). */
  modelAction: Action | null;
  /** Where the step's time went. */
  phases: StepPhases;
}

/**
 * The sink as the attempt reports to it: every word and address it passes on has the run's secrets masked, so none
 * reaches the run's answer, its events, its console or network tabs, an issue, a notification or a log.
 */
export function maskedSink(sink: AttemptSink, secrets: Secrets): AttemptSink {
  const mask = (text: string) => secrets.mask(text);
  const maskOrNull = (text: string | null) => (text === null ? null : mask(text));
  return {
    stepStarted: (index, description) => sink.stepStarted(index, mask(description)),
    stepEnded: (index, result) =>
      sink.stepEnded(index, {
        ...result,
        message: mask(result.message),
        locator: maskOrNull(result.locator),
        healedFrom: maskOrNull(result.healedFrom),
      }),
    console: (entry) => sink.console({ ...entry, text: mask(entry.text), url: maskOrNull(entry.url) }),
    pageError: (entry) => sink.pageError({ ...entry, message: mask(entry.message) }),
    network: (entry) => sink.network({ ...entry, url: mask(entry.url), failure: maskOrNull(entry.failure) }),
    ...(sink.frame ? { frame: sink.frame.bind(sink) } : {}),
  };
}

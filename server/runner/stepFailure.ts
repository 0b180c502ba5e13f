/**
 * Why a step did not pass, as the runner knows it. The kind feeds the failure class later (a target
 * not found is likely a broken test, an expectation that failed an app bug, a page that did not load
 * the environment's fault); the message is what the user reads.
 */
export type FailureKind =
  | 'notUnderstood'
  | 'notFound'
  | 'ambiguous'
  | 'expectation'
  | 'navigation'
  | 'blocked'
  | 'timeout'
  | 'action'
  | 'setup'
  | 'stopped';

export class StepFailure extends Error {
  /** Whether the step ran out of time (an action that waited for its element, as well as a page that did not load). */
  readonly timedOut: boolean;

  constructor(
    readonly kind: FailureKind,
    message: string,
    options: { timedOut?: boolean } = {},
  ) {
    super(message);
    this.name = 'StepFailure';
    this.timedOut = options.timedOut ?? kind === 'timeout';
  }
}

/** A description as the start of a message: “the button …” → “The button …”. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'StepFailure';
  }
}

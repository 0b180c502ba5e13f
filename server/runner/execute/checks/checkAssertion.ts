import type { Assertion } from '../../../../src/steps/action.ts';
import type { Resolution } from '../../locate/resolve.ts';
import type { Checker, Checkers } from '../executor.ts';
import type { StepContext } from '../stepContext.ts';
import { elementChecks } from './elementChecks.ts';
import { messageChecks } from './messageChecks.ts';
import { orderChecks } from './orderChecks.ts';
import { pageChecks } from './pageChecks.ts';
import { sessionChecks } from './sessionChecks.ts';
import { stateChecks } from './stateChecks.ts';

const CHECKERS: Checkers = {
  ...pageChecks,
  ...elementChecks,
  ...stateChecks,
  ...messageChecks,
  ...sessionChecks,
  ...orderChecks,
};

/** An expectation: passes, or fails with what the page showed instead. */
export async function checkAssertion(ctx: StepContext, assertion: Assertion): Promise<Resolution | null> {
  // The checker under an assertion's type is the one for that kind of assertion.
  const check = CHECKERS[assertion.type] as Checker<Assertion['type']>;
  return check(ctx, assertion);
}

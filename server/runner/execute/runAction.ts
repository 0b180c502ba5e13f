import type { Action } from '../../../src/steps/action.ts';
import { accountSteps } from './accountSteps.ts';
import { checkSteps } from './checkSteps.ts';
import { dialogAndTabSteps } from './dialogAndTabSteps.ts';
import type { Executor, Executors } from './executor.ts';
import { formSteps } from './formSteps.ts';
import { keyboardSteps } from './keyboardSteps.ts';
import { navigationSteps } from './navigationSteps.ts';
import { pageSteps } from './pageSteps.ts';
import { pointerSteps } from './pointerSteps.ts';
import type { Resolution } from '../locate/resolve.ts';
import type { StepContext, StepOutcome } from './stepContext.ts';
import { waitSteps } from './waitSteps.ts';

const EXECUTORS: Executors = {
  ...navigationSteps,
  ...pointerSteps,
  ...keyboardSteps,
  ...formSteps,
  ...pageSteps,
  ...dialogAndTabSteps,
  ...waitSteps,
  ...checkSteps,
  ...accountSteps,
  async sequence(ctx, action) {
    // Each part is a step of its own on the page as the last left it, with its share of the time left (the step's
    // time is the parts' added up), and the element an earlier passing run found for that part to replay.
    const parts: (Resolution | null)[] = [];
    for (const [index, part] of action.actions.entries()) {
      const later = action.actions.slice(index);
      const waited = later.reduce((ms, a) => ms + (a.type === 'wait' ? a.seconds * 1000 : 0), 0);
      const others = later.filter((a) => a.type !== 'wait').length;
      const share = part.type === 'wait' ? Infinity : (ctx.deadline - Date.now() - waited) / others;
      const partCtx = {
        ...ctx,
        cached: ctx.cachedParts[index] ?? null,
        cachedParts: [],
        deadline: Math.min(ctx.deadline, Date.now() + share),
      };
      parts.push((await runAction(partCtx, part)).resolution);
    }
    return { resolution: null, parts };
  },
};

/** Performs one step. Throws a StepFailure saying why when it does not pass. */
export async function runAction(ctx: StepContext, action: Action): Promise<StepOutcome> {
  // The executor under an action's type is the one for that kind of action.
  const execute = EXECUTORS[action.type] as Executor<Action['type']>;
  return execute(ctx, action, runAction);
}

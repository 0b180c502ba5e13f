import { inPage, valueBeside } from '../pageScripts.ts';
import { checkAssertion } from './checks/checkAssertion.ts';
import type { Executors } from './executor.ts';
import { onTarget } from './targets.ts';

/** Reading the page: a check of what it shows, and a value kept for the steps after. */
export const checkSteps = {
  expect: async (ctx, action) => ({ resolution: await checkAssertion(ctx, action.assertion) }),

  remember: (ctx, action) =>
    onTarget(ctx, action, async ({ locator }) => {
      const value = await locator.evaluate(inPage(valueBeside), ctx.variables.fill(action.target.name));
      ctx.variables.remember(action.variable, value);
    }),
} satisfies Partial<Executors>;

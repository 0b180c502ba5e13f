import { setTimeout as sleep } from 'node:timers/promises';
import { StepFailure } from '../stepFailure.ts';
import { checkAssertion } from './checks/checkAssertion.ts';
import type { Executors } from './executor.ts';
import { loadersGone } from './loading.ts';
import { remaining, type StepContext } from './stepContext.ts';
import { target } from './targets.ts';
import { namesAWidget, widgetsShown } from './widgets.ts';

/** How long "Wait for the page to load" waits for spinners and skeletons to go. */
const LOADERS_MS = 10_000;

/**
 * "Wait for the toast to appear": waits for a toast, spinner or error as the page draws one, when the words name one
 * (false at once for other words). One that never comes fails the step.
 */
async function widgetShows(ctx: StepContext, words: string): Promise<boolean> {
  if (!namesAWidget(words)) return false;
  while ((await widgetsShown(ctx.page, words)) === 0) {
    if (Date.now() + 100 >= ctx.deadline)
      throw new StepFailure('timeout', `No ${words} appeared on ${ctx.page.url()}.`, { timedOut: true });
    await sleep(100, undefined, { signal: ctx.signal });
  }
  return true;
}

/** Waiting: for a time, for something to appear or go, for the page to finish loading. */
export const waitSteps = {
  async wait(ctx, action) {
    // A wait has the time it asks for (stepTime in attempt.ts); only the run's own limit can cut it short.
    const left = remaining(ctx);
    await sleep(Math.min(action.seconds * 1000, left), undefined, { signal: ctx.signal });
    if (action.seconds * 1000 > left) {
      throw new StepFailure('timeout', `Could not wait ${action.seconds} s: the run reached its time limit.`);
    }
    return { resolution: null };
  },

  async waitFor(ctx, action) {
    if (action.state === 'visible' && !action.target.exact && (await widgetShows(ctx, action.target.name))) {
      return { resolution: null };
    }
    if (action.state === 'visible') return { resolution: await target(ctx, action.target, 'waitFor') };
    // Gone is what "is hidden" checks: none of what the words find is visible, its role and region included.
    await checkAssertion(ctx, { type: 'state', target: action.target, state: 'hidden' });
    return { resolution: null };
  },

  async waitForLoad(ctx) {
    const { page } = ctx;
    await page.waitForLoadState('load', { timeout: remaining(ctx) }).catch(() => {
      throw new StepFailure('timeout', `${page.url()} did not finish loading in time.`);
    });
    // Requests still under way (a list fetched after the load) settle, or the page keeps polling: a moment at most.
    await page.waitForLoadState('networkidle', { timeout: Math.min(remaining(ctx), 3000) }).catch(() => undefined);
    // A list drawn after the load shows a spinner or a skeleton until its data is in.
    await loadersGone(page, Math.min(remaining(ctx), LOADERS_MS));
    return { resolution: null };
  },
} satisfies Partial<Executors>;

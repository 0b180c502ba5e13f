import type { Locator } from 'playwright-core';
import type { Action, Target } from '../../../src/steps/action.ts';
import { describeTarget } from '../../../src/steps/index.ts';
import { resolveTarget, type Resolution } from '../locate/resolve.ts';
import { timed } from '../stepClock.ts';
import { remaining, type StepContext, type StepOutcome } from './stepContext.ts';

/**
 * Finds a step's target; a check or a read (`heal: false`) never takes an element by where an earlier run found one.
 */
export async function target(
  ctx: StepContext,
  t: Target,
  action: Action['type'],
  { heal }: { heal: boolean } = { heal: action !== 'expect' && action !== 'waitFor' && action !== 'remember' },
): Promise<Resolution> {
  const filled = { ...t, name: ctx.variables.fill(t.name) };
  const options = { cached: ctx.cached, deadline: ctx.deadline, signal: ctx.signal, heal };
  return timed(ctx.clock, 'resolve', () => resolveTarget(ctx.page, filled, action, options));
}

/** The element a step acts on, the time left once it was found, and its name in the step's words. */
export interface Found {
  locator: Locator;
  timeout: number;
  what: string;
}

/** Finds the step's target, then does the step's work on it: the element found is what the run keeps. */
export async function onTarget(
  ctx: StepContext,
  action: { type: Action['type']; target: Target },
  work: (found: Found) => Promise<unknown>,
): Promise<StepOutcome> {
  const resolution = await target(ctx, action.target, action.type);
  await work({ locator: resolution.locator, timeout: remaining(ctx), what: describeTarget(action.target) });
  return { resolution };
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { coveredByItsOwn, inPage } from '../pageScripts.ts';
import { StepFailure } from '../stepFailure.ts';
import { remaining, type StepContext } from './stepContext.ts';

/** What Playwright's call log says kept an action from happening, in a person's words. */
const BLOCKERS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/element is not enabled/, () => 'it stayed disabled'],
  [/element is not visible/, () => 'it stayed hidden'],
  [/element is not editable/, () => 'it is read-only'],
  [/element is not stable/, () => 'it kept moving'],
  [
    /(<.*>)(?: from .*)? subtree intercepts pointer events|(<.*>) intercepts pointer events/,
    (m) => `another element covers it: ${(m[1] ?? m[2])!.slice(0, 200)}`,
  ],
];

/** Why an action failed: for a timeout, the last obstacle its call log names; else the error's first line. */
function actionFailure(what: string, error: unknown): StepFailure {
  const message = error instanceof Error ? error.message : String(error);
  const timedOut = /Timeout \d+ms exceeded/.test(message);
  // The obstacle a timed-out action kept meeting is the last its call log names; other failures say their own.
  const lines = timedOut ? message.split('\n').reverse() : [];
  for (const line of lines) {
    for (const [pattern, words] of BLOCKERS) {
      const match = pattern.exec(line);
      if (match) return new StepFailure('action', `Could not ${what}: ${words(match)}.`, { timedOut });
    }
  }
  return new StepFailure('action', `Could not ${what}: ${message.split('\n')[0]!}`, { timedOut });
}

/**
 * Runs a Playwright action, turning its failure into the step's own words. A timeout here is the element's (it
 * stayed disabled, covered or hidden on a page that loaded), not the environment's: the kind is an action's.
 */
export async function act(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    throw actionFailure(what, error);
  }
}

/**
 * Whether the element lies under a part of its own control (a switch's slider over its input): then the click goes
 * where a person's would, onto what is drawn over it, rather than waiting for nothing to cover it.
 */
export async function drawnOver(locator: Locator): Promise<boolean> {
  return locator.evaluate(DRAWN_OVER, undefined, { timeout: 1000 }).catch(() => false);
}

/**
 * In the page, in one call (an action's time is mostly its calls to the page): the element brought into view, then,
 * unless it is disabled (a forced click skips the enabled check: a disabled control is left to fail as it should),
 * whether a part of its own control lies over it.
 */
const DRAWN_OVER_SOURCE = `(el) => {
  el.scrollIntoViewIfNeeded?.(true);
  if (el.matches(':disabled') || el.closest('[aria-disabled="true"]')) return false;
  return (${inPage(coveredByItsOwn).toString()})(el);
}`;
const DRAWN_OVER = Object.assign((): boolean => false, { toString: () => DRAWN_OVER_SOURCE });

/** The visible elements of these roles whose accessible name matches. */
export function named(page: Page | Locator, roles: ('button' | 'link' | 'menuitem' | 'tab')[], name: RegExp): Locator {
  const [first, ...rest] = roles.map((role) => page.getByRole(role, { name }));
  return rest
    .reduce((all, more) => all.or(more), first!)
    .filter({ visible: true })
    .first();
}

/** Clicks the first of these that shows within the step's time; none: the failure `missing` says. */
export async function clickFirst(ctx: StepContext, candidates: Locator[], missing: string): Promise<void> {
  for (;;) {
    for (const candidate of candidates) {
      if ((await candidate.count()) > 0) {
        await act('click it', () => candidate.click({ timeout: remaining(ctx) }));
        return;
      }
    }
    if (remaining(ctx) <= 250) throw new StepFailure('notFound', missing, { timedOut: true });
    await sleep(250, undefined, { signal: ctx.signal });
  }
}

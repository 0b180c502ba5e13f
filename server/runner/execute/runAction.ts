import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator } from 'playwright-core';
import { adjustStepper } from './controls/adjusting.ts';
import { answerDialog, onNewTab } from './dialogAndTabSteps.ts';
import type { Action, Target } from '../../../src/steps/action.ts';
import { runAccountStep } from './accountSteps.ts';
import { checkAssertion } from './checks/checkAssertion.ts';
import { selectOption } from './controls/dropdowns.ts';
import { isPageAction, runPageStep } from './pageSteps.ts';
import { eachNamed } from './controls/manyToggles.ts';
import { cursorInField, inPage, takesFiles, valueBeside } from '../pageScripts.ts';
import { linksIntoTab, NEW_TAB_MS, windowOpens } from './tabs.ts';
import { isoDate } from './controls/dates.ts';
import { sortColumn } from './controls/sorting.ts';
import { slideTo } from './controls/sliders.ts';
import { pickDate } from './controls/datePicking.ts';
import { capitalized, StepFailure } from '../stepFailure.ts';
import { describeTarget } from '../../../src/steps/index.ts';
import { act, drawnOver } from './acting.ts';
import { navigate, urlFor } from './navigation.ts';
import { remaining, type StepContext, type StepOutcome } from './stepContext.ts';
import { target } from './targets.ts';
import { namesAWidget, widgetsShown } from './widgets.ts';

/** What "Search for …" types into: the field named or labelled search, as its placeholder or label says. */
const SEARCH_FIELD: Target = { kind: 'field', name: 'search', exact: false, ordinal: null, region: null };

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

/**
 * The value as the field takes it: a date field takes yyyy-mm-dd, and a date written as people write it is turned
 * into that; one that could be read two ways is the step's failure, not an empty field passed on silently.
 */
async function asTheFieldTakesIt(locator: Locator, value: string, what: string): Promise<string> {
  const type = await locator.getAttribute('type', { timeout: 1000 }).catch(() => null);
  if (type?.toLowerCase() !== 'date') return value;
  const date = isoDate(value);
  if (date) return date;
  throw new StepFailure(
    'action',
    date === null
      ? `“${value}” could be either of two dates, or is none: ${what} takes a date as yyyy-mm-dd, as in “2024-05-01”.`
      : `${capitalized(what)} takes a date, as in “2024-05-01”; “${value}” is not one.`,
  );
}

/** Performs one step. Throws a StepFailure saying why when it does not pass. */
export async function runAction(ctx: StepContext, action: Action): Promise<StepOutcome> {
  const { page } = ctx;
  switch (action.type) {
    case 'navigate':
      await navigate(ctx, urlFor(ctx, action.url));
      return { resolution: null };
    case 'wait': {
      // A wait has the time it asks for (stepTime in attempt.ts); only the run's own limit can cut it short.
      const left = remaining(ctx);
      await sleep(Math.min(action.seconds * 1000, left), undefined, { signal: ctx.signal });
      if (action.seconds * 1000 > left) {
        throw new StepFailure('timeout', `Could not wait ${action.seconds} s: the run reached its time limit.`);
      }
      return { resolution: null };
    }
    case 'expect':
      return { resolution: await checkAssertion(ctx, action.assertion) };
    case 'signIn':
    case 'totp':
    case 'email':
      return runAccountStep(ctx, action);
    case 'press':
      if (!action.target) {
        await act(`press ${action.key}`, () => page.keyboard.press(action.key));
        return { resolution: null };
      }
      break;
    case 'check': {
      // "Check Pediatrics and Spanish": each box in turn.
      const each = await eachNamed(page, action.target);
      if (!each) break;
      for (const one of each) await runAction({ ...ctx, cached: null }, { ...action, target: one });
      return { resolution: null };
    }
    case 'waitFor':
      if (action.state === 'visible' && !action.target.exact && (await widgetShows(ctx, action.target.name))) {
        return { resolution: null };
      }
      if (action.state === 'visible') return { resolution: await target(ctx, action.target, 'waitFor') };
      // Gone is what "is hidden" checks: none of what the words find is visible, its role and region included.
      await checkAssertion(ctx, { type: 'state', target: action.target, state: 'hidden' });
      return { resolution: null };
    case 'typeText': {
      const value = ctx.variables.fill(action.value);
      const editable = await page.evaluate(inPage(cursorInField)).catch(() => false);
      if (!editable) {
        throw new StepFailure(
          'action',
          `No field has the cursor to type “${value}” into: click the field first, or say where, as in: Type "${value}" into Email.`,
        );
      }
      await act(`type “${value}”`, () => page.keyboard.type(value));
      return { resolution: null };
    }
    case 'adjust':
      await adjustStepper(page, {
        words: ctx.variables.fill(action.target.name),
        near: action.target.region?.kind === 'near' ? ctx.variables.fill(action.target.region.name ?? '') : null,
        direction: action.direction,
        times: action.times,
        to: action.to,
        deadline: ctx.deadline,
        act,
      });
      return { resolution: null };
    case 'pickDate':
      await pickDate(page, action, ctx.deadline, async (t) => {
        await runAction({ ...ctx, cached: null }, { type: 'click', target: t, clicks: 1 });
      });
      return { resolution: null };
    case 'browserDialog':
      await answerDialog(ctx, action.accept, act);
      return { resolution: null };
    case 'switchTab':
      await onNewTab(ctx);
      return { resolution: null };
    case 'sequence':
      // Each part is a step of its own on the page as the last left it, with its share of the time left (the step's
      // time is the parts' added up); no one element is the step's to replay.
      for (const [index, part] of action.actions.entries()) {
        const later = action.actions.slice(index);
        const waited = later.reduce((ms, a) => ms + (a.type === 'wait' ? a.seconds * 1000 : 0), 0);
        const others = later.filter((a) => a.type !== 'wait').length;
        const share = part.type === 'wait' ? Infinity : (ctx.deadline - Date.now() - waited) / others;
        await runAction({ ...ctx, cached: null, deadline: Math.min(ctx.deadline, Date.now() + share) }, part);
      }
      return { resolution: null };
    case 'search': {
      const field = await target(ctx, action.target ?? SEARCH_FIELD, 'fill');
      const value = ctx.variables.fill(action.value);
      await act(`search for “${value}”`, async () => {
        await field.locator.fill(value, { timeout: remaining(ctx) });
        await field.locator.press('Enter', { timeout: remaining(ctx) });
      });
      return { resolution: field };
    }
    default:
      if (isPageAction(action)) {
        const pageCtx = {
          page,
          deadline: ctx.deadline,
          signal: ctx.signal,
          act,
          find: (t: Target, deadline: number) => target({ ...ctx, deadline }, t, 'scrollTo'),
          open: (path: string) => navigate(ctx, urlFor(ctx, path)),
        };
        return { resolution: await runPageStep(pageCtx, action) };
      }
      break;
  }
  const resolution = await target(ctx, action.target!, action.type);
  const { locator } = resolution;
  const timeout = remaining(ctx);
  const what = describeTarget(action.target!);
  switch (action.type) {
    case 'click': {
      // A click that opens another tab (a link into one, or the page's window.open) is done once the tab is
      // there, so that the steps after it act on it.
      const [intoTab, opensBefore] = await Promise.all([linksIntoTab(locator, timeout), windowOpens(page)]);
      const force = await drawnOver(locator);
      await act(`click ${what}`, () =>
        action.clicks === 2 ? locator.dblclick({ timeout, force }) : locator.click({ timeout, force }),
      );
      if (intoTab || (await windowOpens(page)) > opensBefore) await ctx.tabOpening(Math.min(timeout, NEW_TAB_MS));
      break;
    }
    case 'fill': {
      // A slider drawn as a div with role="slider" is moved with the arrow keys; an input takes the value as typed.
      if (await slideTo(locator, ctx.variables.fill(action.value), capitalized(what))) break;
      const value = await asTheFieldTakesIt(locator, ctx.variables.fill(action.value), what);
      await act(`type into ${what}`, () => locator.fill(value, { timeout }));
      break;
    }
    case 'clear':
      await act(`clear ${what}`, () => locator.clear({ timeout }));
      break;
    case 'select':
      await act(`choose “${action.option}” in ${what}`, () =>
        selectOption(ctx.page, locator, ctx.variables.fill(action.option), {
          what: describeTarget(action.target!, 'dropdown'),
          deadline: ctx.deadline,
        }),
      );
      break;
    case 'check': {
      const force = await drawnOver(locator);
      await act(`${action.checked ? 'check' : 'uncheck'} ${what}`, () =>
        action.checked ? locator.check({ timeout, force }) : locator.uncheck({ timeout, force }),
      );
      break;
    }
    case 'press':
      await act(`press ${action.key} in ${what}`, () => locator.press(action.key, { timeout }));
      break;
    case 'hover':
      await act(`hover over ${what}`, () => locator.hover({ timeout }));
      break;
    case 'rightClick':
      await act(`right-click ${what}`, () => locator.click({ button: 'right', timeout }));
      break;
    case 'focus':
      await act(`put the cursor in ${what}`, () => locator.focus({ timeout }));
      break;
    case 'drag': {
      const to = await target(ctx, action.to, 'drag', { heal: false });
      await act(`drag ${what} onto ${describeTarget(action.to)}`, () =>
        locator.dragTo(to.locator, { timeout: remaining(ctx) }),
      );
      break;
    }
    case 'sort':
      await sortColumn(
        locator,
        action.direction,
        () => act(`click ${what}`, () => locator.click({ timeout: remaining(ctx) })),
        { what, deadline: ctx.deadline },
      );
      break;
    case 'upload': {
      const file = ctx.attachments.find((a) => a.name === ctx.variables.fill(action.file));
      if (!file) {
        const names = ctx.attachments.map((a) => `“${a.name}”`).join(', ');
        throw new StepFailure(
          'setup',
          `The test case has no attachment “${action.file}”${names ? ` (it has ${names})` : ''}: attach the file to the test case.`,
        );
      }
      // A file field, or the label of one; else a button that opens the browser's file picker, which is answered.
      const isField = await locator.evaluate(inPage(takesFiles)).catch(() => false);
      await act(`upload “${file.name}” to ${what}`, async () => {
        if (isField) return locator.setInputFiles(file, { timeout });
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser', { timeout }),
          locator.click({ timeout }),
        ]);
        return chooser.setFiles(file, { timeout: remaining(ctx) });
      });
      break;
    }
    case 'remember': {
      const value = await locator.evaluate(inPage(valueBeside), ctx.variables.fill(action.target.name));
      ctx.variables.remember(action.variable, value);
      break;
    }
  }
  return { resolution };
}

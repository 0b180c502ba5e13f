import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { adjustStepper } from './adjusting.ts';
import { answerDialog, onNewTab } from './browserDialogs.ts';
import type { Action, Target } from '../../src/steps/action.ts';
import { isProtocolRelative, withScheme } from '../../src/steps/protocolRelative.ts';
import { runAccountStep } from './accountSteps.ts';
import { checkedAddress, proxyFailure, type PrivateNetworks } from './egress.ts';
import { checkAssertion, namesAWidget, widgetsShown } from './expectations.ts';
import { selectOption } from './dropdowns.ts';
import { resolveTarget, type CachedLocator, type Resolution } from './locate/resolve.ts';
import { isPageAction, runPageStep } from './pageSteps.ts';
import { eachNamed } from './manyToggles.ts';
import { coveredByItsOwn, cursorInField, inPage, takesFiles, valueBeside } from './pageScripts.ts';
import { linksIntoTab, NEW_TAB_MS, windowOpens } from './tabs.ts';
import { isoDate } from './dates.ts';
import { sortColumn } from './sorting.ts';
import { slideTo } from './sliders.ts';
import { pickDate } from './datePicking.ts';
import { capitalized, StepFailure } from './stepFailure.ts';
import type { TestAccount, Variables } from './variables.ts';
import { describeTarget } from '../../src/steps/index.ts';

/** A file attached to the test case, for upload steps. */
export interface Attachment {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A mail received by a generated-email test account. */
export interface ReceivedMail {
  subject: string;
  from: string;
  text: string;
  receivedAt: Date;
}

/** What a step may use besides the page: the run's accounts, variables, mail, files and limits. */
export interface StepContext {
  page: Page;
  /** The egress rule pages run under; null when no check applies (a remote browser). */
  privateNetworks: PrivateNetworks | null;
  environmentUrl: string;
  variables: Variables;
  accounts: TestAccount[];
  /** The account `sign in` used last (or the environment's first), which `{{account.*}}` reads. */
  currentAccount: TestAccount | null;
  attachments: Attachment[];
  /** The newest mail of a generated-email account received at or after `since`, or null. */
  latestMail(credentialId: number, since: Date): Promise<ReceivedMail | null>;
  totp(secret: string): string;
  consoleErrors(): string[];
  /** Resolves once a tab has opened that the steps have not moved to yet, or after `ms`. */
  tabOpening(ms: number): Promise<void>;
  /** Whether the steps are on a tab a step opened, not the run's first. */
  onOpenedTab(): boolean;
  /** The alerts, confirms and prompts the page opened, oldest first, as the run answered them. */
  dialogs: BrowserDialog[];
  /** The files the page sent as downloads, oldest first (named, never kept: the browser does not accept them). */
  downloads: FileDownload[];
  /** The index of the step under way. */
  stepIndex: number;
  /** How the run answers the page's next dialog: dismissed when this step or the next says so. */
  dialogAnswer: 'accept' | 'dismiss';
  /** What the run types into the page's next prompt, when this step or the next says; else the prompt's own value. */
  promptText: string | null;
  startedAt: Date;
  deadline: number;
  signal: AbortSignal;
  cached: CachedLocator | null;
}

/** A file a page sent as a download: its name as the browser would save it. */
export interface FileDownload {
  name: string;
}

/** A page's own dialog (alert, confirm, prompt), how the run answered it, and whether a step has spoken of it. */
export interface BrowserDialog {
  type: string;
  message: string;
  accepted: boolean;
  handledByStep: boolean;
  /** The index of the step under way when it opened. */
  step: number;
}

/** What a step did that the run keeps: the element it used, and how it was found. */
export interface StepOutcome {
  resolution: Resolution | null;
}

const remaining = (ctx: StepContext) => Math.max(1, ctx.deadline - Date.now());

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
  return resolveTarget(ctx.page, filled, action, options);
}

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
async function act(what: string, work: () => Promise<unknown>): Promise<void> {
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
async function drawnOver(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
  // A forced click skips the enabled check: a disabled control is left to fail as it should.
  if (!(await locator.isEnabled().catch(() => false))) return false;
  return locator.evaluate(inPage(coveredByItsOwn)).catch(() => false);
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

/**
 * A URL or a path, against the environment's URL ("/login" is the environment's /login). "//host/x"
 * is another host's address, opened with the environment's scheme and checked like any full URL.
 */
export function urlFor(ctx: StepContext, url: string): string {
  const filled = ctx.variables.fill(url);
  if (/^https?:\/\//i.test(filled)) return filled;
  const base = new URL(ctx.environmentUrl);
  if (isProtocolRelative(filled)) return withScheme(filled, base.protocol);
  if (filled.startsWith('/')) return new URL(filled, base.origin).href;
  return new URL(filled, base.href.endsWith('/') ? base.href : `${base.href}/`).href;
}

/** Opens a URL; answers the status the page answered with (null when nothing answered, as for a hash change). */
export async function navigate(ctx: StepContext, url: string): Promise<number | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StepFailure('navigation', `“${url}” is not a URL.`);
  }
  if (!/^https?:$/.test(parsed.protocol))
    throw new StepFailure('blocked', `Runs open http and https pages only, not ${url}.`);
  if (ctx.privateNetworks) {
    await checkedAddress(parsed.hostname, ctx.privateNetworks).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StepFailure(/^Blocked/.test(reason) ? 'blocked' : 'navigation', `Could not open ${url}: ${reason}`);
    });
  }
  const response = await ctx.page.goto(url, { timeout: remaining(ctx), waitUntil: 'load' }).catch((error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new StepFailure(/timeout/i.test(message) ? 'timeout' : 'navigation', `Could not open ${url}: ${message}`);
  });
  const proxied = response ? proxyFailure(response.status(), ctx.privateNetworks !== null) : null;
  if (proxied) throw new StepFailure('navigation', `Could not open ${url}: ${proxied}.`);
  if (response && response.status() >= 500) {
    throw new StepFailure('navigation', `${url} answered ${response.status()} ${response.statusText()}.`);
  }
  return response?.status() ?? null;
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

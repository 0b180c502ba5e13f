import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import type { Action, Target } from '../../../src/steps/action.ts';
import { loadersGone } from './loading.ts';
import { notFoundScreen } from './notFound.ts';
import { wholeInAnyCase } from '../locate/locatorSpec.ts';
import type { Resolution } from '../locate/resolve.ts';
import { StepFailure } from '../stepFailure.ts';

/** The steps on the page or the browser as a whole (src/steps/pageSteps.ts). */
export type PageAction = Extract<
  Action,
  {
    type:
      | 'history'
      | 'reload'
      | 'scroll'
      | 'scrollTo'
      | 'closeDialog'
      | 'acceptCookies'
      | 'signOut'
      | 'waitForLoad'
      | 'screenshot'
      | 'openPage'
      | 'submitForm'
      | 'goToPage';
  }
>;

const PAGE_ACTIONS: ReadonlySet<string> = new Set<PageAction['type']>([
  'history',
  'reload',
  'scroll',
  'scrollTo',
  'closeDialog',
  'acceptCookies',
  'signOut',
  'waitForLoad',
  'screenshot',
  'openPage',
  'submitForm',
  'goToPage',
]);

export const isPageAction = (action: Action): action is PageAction => PAGE_ACTIONS.has(action.type);

/** What a page step needs of the step it runs in. */
export interface PageStepContext {
  page: Page;
  deadline: number;
  signal: AbortSignal;
  /** Finds a target as every step does, by this deadline. */
  find(target: Target, deadline: number): Promise<Resolution>;
  /** Runs a Playwright call, turning its failure into the step's, in a person's words. */
  act(what: string, work: () => Promise<unknown>): Promise<void>;
  /** Opens a path of the environment as "Go to" does; answers the status the page answered with. */
  open(path: string): Promise<number | null>;
}

/** How long "Wait for the page to load" waits for spinners and skeletons to go. */
const LOADERS_MS = 10_000;

const remaining = (ctx: PageStepContext) => Math.max(1, ctx.deadline - Date.now());

/** A button that closes the dialog it is in: by its name, or its label, as icon buttons are named. */
const CLOSE =
  /^\s*(?:close|dismiss|cancel|no,? thanks|not now|×|✕|✖|x)\s*$|^\s*close\s+(?:the\s+)?(?:dialog|modal|window|pop-?up|panel)\s*$/i;
/** Buttons that accept cookies, most certain first: "Got it" and "OK" only when nothing says accept. */
const ACCEPT_COOKIES = [
  /^\s*(?:accept|allow|agree|consent)(?:\s+(?:all|and\s+close|and\s+continue|all\s+cookies|cookies|necessary))*\s*[!.]?\s*$|^\s*(?:i|yes,?\s+i)\s+(?:agree|accept)\s*[!.]?\s*$/i,
  /^\s*(?:got\s+it|ok(?:ay)?|continue|understood|close)\s*[!.]?\s*$/i,
];
/** What a cookie banner is drawn as. */
const COOKIE_BOXES =
  ':is(div, section, aside, footer, form, dialog, [role="dialog"], [role="alertdialog"], [role="region"])';
const SIGN_OUT = /^\s*(?:log|sign)\s*-?\s*(?:out|off)\b|^\s*logout\b|^\s*signout\b/i;

/** Where a list's page numbers are: a pager, or a navigation. */
const PAGERS =
  ':is(nav, [role="navigation"], [class*="pagination" i], [class*="pager" i], [aria-label*="pagination" i], [aria-label*="pages" i])';

/** The visible elements of these roles whose accessible name matches. */
function named(page: Page | Locator, roles: ('button' | 'link' | 'menuitem' | 'tab')[], name: RegExp): Locator {
  const [first, ...rest] = roles.map((role) => page.getByRole(role, { name }));
  return rest
    .reduce((all, more) => all.or(more), first!)
    .filter({ visible: true })
    .first();
}

/**
 * Scrolls the window and every scrolling element to the top or bottom; answers their heights after, summed. In the
 * page's own words (a string), since the server is compiled without the DOM's types.
 */
const SCROLL_ALL = `(edge) => {
  const scrolling = [document.scrollingElement, ...document.querySelectorAll('*')].filter(
    (el) => el && el.scrollHeight > el.clientHeight + 1 &&
      (el === document.scrollingElement || /auto|scroll/.test(getComputedStyle(el).overflowY)));
  for (const el of scrolling) el.scrollTop = edge === 'top' ? 0 : el.scrollHeight;
  return scrolling.reduce((sum, el) => sum + el.scrollHeight, 0);
}`;

const scrollAll = (page: Page, to: 'top' | 'bottom'): Promise<number> =>
  page.evaluate(`(${SCROLL_ALL})(${JSON.stringify(to)})`) as Promise<number>;

/** A turn of the wheel over the middle of the page, as a person scrolls: it reaches nested scrolling areas too. */
async function wheel(page: Page, direction: 1 | -1): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await page.mouse.wheel(0, direction * size.height * 0.8);
}

/** A moment for what scrolling loads (more rows, lazy images) to arrive. */
const SETTLE_MS = 400;

async function scrollToEdge(ctx: PageStepContext, to: 'top' | 'bottom'): Promise<void> {
  // Content that loads as the end comes into view grows the page: follow it a few times, within the step's time.
  let height = await scrollAll(ctx.page, to);
  for (let turn = 0; turn < 5 && remaining(ctx) > SETTLE_MS; turn++) {
    await sleep(SETTLE_MS, undefined, { signal: ctx.signal });
    const grown = await scrollAll(ctx.page, to);
    if (grown === height || to === 'top') break;
    height = grown;
  }
}

/** Scrolls down until the target is found, then brings it into view; past the end, says what was not found. */
async function scrollTo(ctx: PageStepContext, target: Target): Promise<Resolution> {
  for (;;) {
    const lastTry = remaining(ctx) <= 1500;
    try {
      const found = await ctx.find(target, lastTry ? ctx.deadline : Date.now() + 700);
      await ctx.act('scroll to it', () => found.locator.scrollIntoViewIfNeeded({ timeout: remaining(ctx) }));
      return found;
    } catch (error) {
      if (lastTry || !(error instanceof StepFailure) || error.kind !== 'notFound') throw error;
    }
    await wheel(ctx.page, 1);
    await sleep(SETTLE_MS, undefined, { signal: ctx.signal });
  }
}

async function closeDialog(ctx: PageStepContext): Promise<void> {
  const { page } = ctx;
  const open = page
    .locator('[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]')
    .filter({ visible: true });
  const dialog = await open
    .last()
    .elementHandle({ timeout: Math.min(remaining(ctx), 2000) })
    .catch(() => null);
  if (!dialog) throw new StepFailure('notFound', `No dialog is open on ${page.url()}.`);
  const close = open.last().getByRole('button', { name: CLOSE }).filter({ visible: true }).first();
  if ((await close.count()) > 0) await ctx.act('close the dialog', () => close.click({ timeout: remaining(ctx) }));
  else await page.keyboard.press('Escape');
  const closed = await dialog
    .waitForElementState('hidden', { timeout: remaining(ctx) })
    .then(() => true)
    .catch(() => false);
  if (!closed) {
    throw new StepFailure('action', 'The dialog stayed open: it has no close button, and Escape did not close it.', {
      timedOut: true,
    });
  }
}

/** Clicks the first of these that shows within the step's time; none: the failure `missing` says. */
async function clickFirst(ctx: PageStepContext, candidates: Locator[], missing: string): Promise<void> {
  for (;;) {
    for (const candidate of candidates) {
      if ((await candidate.count()) > 0) {
        await ctx.act('click it', () => candidate.click({ timeout: remaining(ctx) }));
        return;
      }
    }
    if (remaining(ctx) <= 250) throw new StepFailure('notFound', missing, { timedOut: true });
    await sleep(250, undefined, { signal: ctx.signal });
  }
}

/**
 * "Go to the Settings page": as a person would, by the link to it on the page when there is one; else at the path
 * its name suggests, which must answer.
 */
async function openPage(ctx: PageStepContext, action: Extract<PageAction, { type: 'openPage' }>): Promise<void> {
  const { page } = ctx;
  if (page.url() !== 'about:blank') {
    const link = named(page, ['link', 'button', 'tab', 'menuitem'], wholeInAnyCase(action.name));
    const shown = await link
      .waitFor({ state: 'visible', timeout: Math.min(1000, remaining(ctx)) })
      .then(() => true)
      .catch(() => false);
    if (shown) {
      await ctx.act(`open ${action.name}`, () => link.click({ timeout: remaining(ctx) }));
      await page.waitForLoadState('load', { timeout: remaining(ctx) }).catch(() => undefined);
      return;
    }
  }
  const status = await ctx.open(action.path);
  // An app that draws its pages itself answers 200 for any path, and says "Page not found" once it has drawn.
  const missing = status === 404 ? 'answered 404 Not Found' : await notFoundScreen(ctx.page, remaining(ctx));
  if (missing) {
    throw new StepFailure(
      'notFound',
      `Found no link “${action.name}” on the page, and ${action.path} ${missing}: ` +
        `write the page's address, as in: Go to ${action.path}`,
    );
  }
}

const SUBMITS = ':is(button[type="submit"], input[type="submit"], button:not([type]))';

/** Clicks the submit button of the form being filled in (it holds the focus), or else of the one form there is. */
async function submitForm(ctx: PageStepContext): Promise<void> {
  const { page } = ctx;
  const focused = page.locator(`form:has(:focus) ${SUBMITS}`).filter({ visible: true });
  const all = page.locator(`form ${SUBMITS}`).filter({ visible: true });
  const button = (await focused.count()) > 0 ? focused : all;
  const names = await button.evaluateAll((els) =>
    els.map((el) => {
      const e = el as unknown as { innerText?: string; value?: string };
      return (e.innerText || e.value || '').trim();
    }),
  );
  if (names.length === 0) throw new StepFailure('notFound', `No form with a submit button is shown on ${page.url()}.`);
  if (names.length > 1) {
    throw new StepFailure(
      'ambiguous',
      `${names.length} buttons submit a form on ${page.url()} (${names.map((n) => `“${n}”`).join(', ')}): ` +
        `click the one meant, as in: Click "${names[0]}".`,
    );
  }
  await ctx.act('submit the form', () => button.click({ timeout: remaining(ctx) }));
}

/** Performs a step on the page as a whole. Throws a StepFailure saying why when it does not pass. */
export async function runPageStep(ctx: PageStepContext, action: PageAction): Promise<Resolution | null> {
  const { page } = ctx;
  switch (action.type) {
    case 'history': {
      const before = page.url();
      const options = { timeout: remaining(ctx), waitUntil: 'load' as const };
      await ctx.act(`go ${action.direction}`, () =>
        action.direction === 'back' ? page.goBack(options) : page.goForward(options),
      );
      // A run's tab starts on about:blank: going back to it is going back to no page of the app.
      if (page.url() === before || page.url() === 'about:blank') {
        const which = action.direction === 'back' ? 'before' : 'after';
        throw new StepFailure('action', `There is no page ${which} ${before} to go ${action.direction} to.`);
      }
      return null;
    }
    case 'reload':
      await ctx.act('reload the page', () => page.reload({ timeout: remaining(ctx), waitUntil: 'load' }));
      return null;
    case 'scroll':
      if (action.to === 'top' || action.to === 'bottom') await scrollToEdge(ctx, action.to);
      else await wheel(page, action.to === 'down' ? 1 : -1);
      await sleep(Math.min(SETTLE_MS, remaining(ctx)), undefined, { signal: ctx.signal });
      return null;
    case 'scrollTo':
      return scrollTo(ctx, action.target);
    case 'closeDialog':
      await closeDialog(ctx);
      return null;
    case 'acceptCookies': {
      // In the box that speaks of cookies first, where "OK" or "Got it" can only mean them; then Accept anywhere.
      const [certain, plain] = ACCEPT_COOKIES.map((name) => named(page, ['button', 'link'], name));
      const inBanner = (button: Locator) => {
        const boxes = page
          .locator(COOKIE_BOXES)
          .filter({ hasText: /cookie|consent/i })
          .filter({ has: button });
        return boxes.filter({ hasNot: boxes }).locator(button).first();
      };
      await clickFirst(
        ctx,
        [inBanner(certain!), inBanner(plain!), certain!],
        `No button to accept cookies is shown on ${page.url()}: looked for Accept, Allow, Agree, Got it and OK.`,
      );
      return null;
    }
    case 'signOut':
      await clickFirst(
        ctx,
        [named(page, ['button', 'link', 'menuitem'], SIGN_OUT)],
        `No “Log out” or “Sign out” button, link or menu item is shown on ${page.url()}: ` +
          'open the menu that holds it first, as in: Click the "Account" menu.',
      );
      return null;
    case 'waitForLoad':
      await page.waitForLoadState('load', { timeout: remaining(ctx) }).catch(() => {
        throw new StepFailure('timeout', `${page.url()} did not finish loading in time.`);
      });
      // Requests still under way (a list fetched after the load) settle, or the page keeps polling: a moment at most.
      await page.waitForLoadState('networkidle', { timeout: Math.min(remaining(ctx), 3000) }).catch(() => undefined);
      // A list drawn after the load shows a spinner or a skeleton until its data is in.
      await loadersGone(page, Math.min(remaining(ctx), LOADERS_MS));
      return null;
    case 'screenshot':
      return null;
    case 'openPage':
      await openPage(ctx, action);
      return null;
    case 'submitForm':
      await submitForm(ctx);
      return null;
    case 'goToPage': {
      // A pager's control is named by its number, or "Page 2" / "Go to page 2" for a screen reader.
      const number = new RegExp(`^\\s*(?:(?:go\\s+to\\s+)?page\\s+)?${action.page}\\s*$`, 'i');
      const pager = page.locator(PAGERS);
      await clickFirst(
        ctx,
        [named(pager, ['link', 'button'], number)],
        `No control for page ${action.page} is shown on ${page.url()}: no button or link named “${action.page}” or “Page ${action.page}”.`,
      );
      return null;
    }
  }
}

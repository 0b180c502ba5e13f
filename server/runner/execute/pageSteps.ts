import type { Locator, Page } from 'playwright-core';
import type { Target } from '../../../src/steps/action.ts';
import type { Resolution } from '../locate/resolve.ts';
import { StepFailure } from '../stepFailure.ts';
import { act, clickFirst, named } from './acting.ts';
import type { Executors } from './executor.ts';
import { remaining, type StepContext } from './stepContext.ts';
import { target } from './targets.ts';

/** Buttons that accept cookies, most certain first: "Got it" and "OK" only when nothing says accept. */
const ACCEPT_COOKIES = [
  /^\s*(?:accept|allow|agree|consent)(?:\s+(?:all|and\s+close|and\s+continue|all\s+cookies|cookies|necessary))*\s*[!.]?\s*$|^\s*(?:i|yes,?\s+i)\s+(?:agree|accept)\s*[!.]?\s*$/i,
  /^\s*(?:got\s+it|ok(?:ay)?|continue|understood|close)\s*[!.]?\s*$/i,
];
/** What a cookie banner is drawn as. */
const COOKIE_BOXES =
  ':is(div, section, aside, footer, form, dialog, [role="dialog"], [role="alertdialog"], [role="region"])';
const SIGN_OUT = /^\s*(?:log|sign)\s*-?\s*(?:out|off)\b|^\s*logout\b|^\s*signout\b/i;

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

/** The heights of the window and every scrolling element, summed, as SCROLL_ALL answers them. */
const SCROLL_HEIGHTS = `() => [document.scrollingElement, ...document.querySelectorAll('*')]
  .filter((el) => el && el.scrollHeight > el.clientHeight + 1 &&
    (el === document.scrollingElement || /auto|scroll/.test(getComputedStyle(el).overflowY)))
  .reduce((sum, el) => sum + el.scrollHeight, 0)`;

/** Until the page has drawn what a scroll moved (two frames; a tenth of a second at most, for a page not drawn). */
const drawn = (page: Page): Promise<unknown> =>
  page
    .evaluate(
      'new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); setTimeout(done, 100); })',
    )
    .catch(() => undefined);

/** Whether the page grows past `height` within `ms`: content that loads as the end comes into view. */
const grows = (page: Page, height: number, ms: number): Promise<boolean> =>
  page
    .waitForFunction(`(${SCROLL_HEIGHTS})() > ${height}`, undefined, { polling: 'raf', timeout: ms })
    .then(() => true)
    .catch(() => false);

/** A turn of the wheel over the middle of the page, as a person scrolls: it reaches nested scrolling areas too. */
async function wheel(page: Page, direction: 1 | -1): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await page.mouse.wheel(0, direction * size.height * 0.8);
}

/** How long the end of the page may take to load more once it comes into view (more rows, lazy images). */
const MORE_MS = 400;

async function scrollToEdge(ctx: StepContext, to: 'top' | 'bottom'): Promise<void> {
  let height = await scrollAll(ctx.page, to);
  if (to === 'top') return;
  // Content that loads as the end comes into view grows the page: follow it as it comes, a few times, within the
  // step's time; the page not growing within a moment is its end.
  for (let turn = 0; turn < 5 && remaining(ctx) > MORE_MS; turn++) {
    if (!(await grows(ctx.page, height, MORE_MS))) break;
    height = await scrollAll(ctx.page, to);
  }
}

/** Scrolls down until the target is found, then brings it into view; past the end, says what was not found. */
async function scrollTo(ctx: StepContext, wanted: Target): Promise<Resolution> {
  for (;;) {
    const lastTry = remaining(ctx) <= 1500;
    try {
      const found = await target({ ...ctx, deadline: lastTry ? ctx.deadline : Date.now() + 700 }, wanted, 'scrollTo');
      await act('scroll to it', () => found.locator.scrollIntoViewIfNeeded({ timeout: remaining(ctx) }));
      return found;
    } catch (error) {
      if (lastTry || !(error instanceof StepFailure) || error.kind !== 'notFound') throw error;
    }
    // The next look for the target waits for it to come, as more of the page loads.
    await wheel(ctx.page, 1);
    await drawn(ctx.page);
  }
}

/** Steps on the page as a whole, with no element of the app to name: scrolling, cookies, logging out, a screenshot. */
export const pageSteps = {
  async scroll(ctx, action) {
    if (action.to === 'top' || action.to === 'bottom') await scrollToEdge(ctx, action.to);
    else await wheel(ctx.page, action.to === 'down' ? 1 : -1);
    // What the scroll brings into view is the next step's to wait for, as any step waits for what it looks for.
    await drawn(ctx.page);
    return { resolution: null };
  },

  scrollTo: async (ctx, action) => ({ resolution: await scrollTo(ctx, action.target) }),

  async acceptCookies(ctx) {
    const { page } = ctx;
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
    return { resolution: null };
  },

  async signOut(ctx) {
    await clickFirst(
      ctx,
      [named(ctx.page, ['button', 'link', 'menuitem'], SIGN_OUT)],
      `No “Log out” or “Sign out” button, link or menu item is shown on ${ctx.page.url()}: ` +
        'open the menu that holds it first, as in: Click the "Account" menu.',
    );
    return { resolution: null };
  },

  // Every step keeps a screenshot (attempt.ts): this one asks for nothing more.
  screenshot: async () => ({ resolution: null }),
} satisfies Partial<Executors>;

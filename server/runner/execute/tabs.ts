import type { BrowserContext, Locator, Page } from 'playwright-core';
import { inPage } from '../pageScripts.ts';

/** How long a tab a step opened may take to load before the next step acts on it anyway. */
const LOAD_MS = 5000;

/**
 * Counts the page's calls of window.open, so that a click whose script opens a tab (a sign-in popup) waits for
 * that tab; Chromium announces it only a moment after the click has returned.
 */
export const COUNT_WINDOW_OPENS = `(() => {
  const open = window.open;
  let calls = 0;
  Object.defineProperty(window, '__testpilotWindowOpens', { get: () => calls });
  window.open = function (...args) {
    calls += 1;
    return open.apply(this, args);
  };
})();`;

/**
 * The tabs of a run: steps act on the newest open one. A link or a button that opens a new tab (target=_blank,
 * window.open) moves the steps after it there, as a person's eyes follow it; when that tab closes (a sign-in
 * popup that finishes), they go back to the tab before it.
 */
export class Tabs {
  private readonly open: Page[];
  private readonly opened: Page[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(first: Page, context: BrowserContext, watch: (page: Page) => void) {
    this.open = [first];
    context.on('page', (page) => {
      watch(page);
      this.opened.push(page);
      for (const wake of this.waiting.splice(0)) wake();
    });
  }

  /** Resolves once a tab has opened that steps have not moved to yet, or after `ms`. */
  opening(ms: number): Promise<void> {
    if (this.opened.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * The tab steps act on now, once the tabs opened since the last call have loaded (briefly), with what changed
   * in words: null when it is the same tab.
   */
  async current(): Promise<{ page: Page; change: string | null }> {
    const before = this.open.at(-1)!;
    for (const page of this.opened.splice(0)) {
      await page.waitForLoadState('load', { timeout: LOAD_MS }).catch(() => undefined);
      this.open.push(page);
    }
    for (let i = this.open.length - 1; i > 0; i--) if (this.open[i]!.isClosed()) this.open.splice(i, 1);
    const page = this.open.at(-1)!;
    if (page === before) return { page, change: null };
    const change = before.isClosed()
      ? `The tab closed; back on ${page.url()}.`
      : `Moved to the new tab it opened, ${page.url()}.`;
    return { page, change };
  }
}

/** How long a click on a link into another tab waits for the tab to appear (a page's script may cancel it). */
export const NEW_TAB_MS = 2000;

/** How often the page has called window.open (see COUNT_WINDOW_OPENS); 0 while it navigates. */
export const windowOpens = (page: Page): Promise<number> =>
  page
    .evaluate(inPage(() => (globalThis as { __testpilotWindowOpens?: number }).__testpilotWindowOpens ?? 0))
    .catch(() => 0);

/** Whether clicking the element follows a link or submits a form into another tab (target="_blank", a named one). */
export async function linksIntoTab(locator: Locator, timeout: number): Promise<boolean> {
  const target = await locator
    .evaluate(
      inPage((el: unknown) => {
        type Node = {
          matches(selector: string): boolean;
          closest(selector: string): { getAttribute(name: string): string | null } | null;
        };
        const node = el as Node;
        const submits = node.matches(
          'button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]',
        );
        return (
          node.closest(submits ? 'a[href], area[href], form' : 'a[href], area[href]')?.getAttribute('target') ?? null
        );
      }),
      undefined,
      { timeout },
    )
    .catch(() => null);
  return target !== null && target !== '' && !/^_(self|parent|top)$/i.test(target);
}

import type { Page } from 'playwright-core';
import { countSeen, inPage } from '../pageScripts.ts';

/** Not something a person acts on: a control is never a spinner, a toast or an error box, whatever its class. */
export const NOT_A_CONTROL = ':not(button, a, input, select, textarea, [role="button"], [role="link"])';

/** Something loading: a progress bar with no value (one with a value is a step indicator), a busy part, a spinner. */
export const LOADING = `:is([role="progressbar"]:not([aria-valuenow]), [aria-busy="true"], [class*="spinner" i], [class*="loader" i], [class*="loading" i], [class*="skeleton" i])${NOT_A_CONTROL}`;

const POLL_MS = 100;

/**
 * Waits, up to `ms`, until the page shows nothing loading; answers whether it got there. "Wait for the page to load"
 * leaves a loader still shown to the next step (a check waits for what it looks for, and some pages keep a "loading"
 * class on a box that is done); "the page loaded" fails on it.
 */
export async function loadersGone(page: Page, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    const shown = await page
      .locator(LOADING)
      .filter({ visible: true })
      .evaluateAll(inPage(countSeen))
      .catch(() => 0);
    if (shown === 0) return true;
    if (Date.now() + POLL_MS >= until) return false;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

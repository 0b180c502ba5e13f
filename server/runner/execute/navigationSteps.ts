import { wholeInAnyCase } from '../locate/locatorSpec.ts';
import { StepFailure } from '../stepFailure.ts';
import { act, clickFirst, named } from './acting.ts';
import type { Executors } from './executor.ts';
import { navigate, urlFor } from './navigation.ts';
import { notFoundScreen } from './notFound.ts';
import { remaining } from './stepContext.ts';
import { inPage } from '../pageScripts.ts';

/** Where a list's page numbers are: a pager, or a navigation. */
const PAGERS =
  ':is(nav, [role="navigation"], [class*="pagination" i], [class*="pager" i], [aria-label*="pagination" i], [aria-label*="pages" i])';

/**
 * In the page: whether it names itself so, as its title, its main heading, its logo or its banner's image does, whatever the
 * case and spacing ("ParaBank" is "Para Bank | Welcome"); short names are too common to tell an app by.
 */
function showsAppName(name: unknown): boolean {
  type Doc = {
    title: string;
    querySelectorAll(
      selector: string,
    ): ArrayLike<{ textContent: string | null; getAttribute(n: string): string | null }>;
  };
  const doc = (globalThis as unknown as { document: Doc }).document;
  const plain = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const wanted = plain(String(name)).replace(/(?:app|application|site|website|homepage|home)$/, '');
  if (wanted.length < 4) return false;
  const named = Array.from(
    doc.querySelectorAll(
      'h1, [class*="logo" i], [id*="logo" i], img[alt*="logo" i], :is(header, [role="banner"]) img[alt]',
    ),
  ).map((el) => `${el.textContent ?? ''} ${el.getAttribute('alt') ?? ''} ${el.getAttribute('aria-label') ?? ''}`);
  return [doc.title, ...named].some((words) => plain(words).includes(wanted));
}

/** Going from page to page: to an address, back and forward, a reload, a page by its link, a list's next page. */
export const navigationSteps = {
  async navigate(ctx, action) {
    await navigate(ctx, urlFor(ctx, action.url));
    return { resolution: null };
  },

  async history(ctx, action) {
    const { page } = ctx;
    const before = page.url();
    const options = { timeout: remaining(ctx), waitUntil: 'load' as const };
    await act(`go ${action.direction}`, () =>
      action.direction === 'back' ? page.goBack(options) : page.goForward(options),
    );
    // A run's tab starts on about:blank: going back to it is going back to no page of the app.
    if (page.url() === before || page.url() === 'about:blank') {
      const which = action.direction === 'back' ? 'before' : 'after';
      throw new StepFailure('action', `There is no page ${which} ${before} to go ${action.direction} to.`);
    }
    return { resolution: null };
  },

  async reload(ctx) {
    await act('reload the page', () => ctx.page.reload({ timeout: remaining(ctx), waitUntil: 'load' }));
    return { resolution: null };
  },

  /**
   * "Go to the Settings page": as a person would, by the link to it on the page when there is one; else at the path
   * its name suggests, which must answer.
   */
  async openPage(ctx, action) {
    const { page } = ctx;
    // "Navigate to ParaBank", "I visit TODOMVC": on the app's first page, the app itself when that is the name it shows.
    if (page.url() === 'about:blank') await navigate(ctx, ctx.environmentUrl);
    const home = page.url().replace(/\/$/, '') === urlFor(ctx, '').replace(/\/$/, '');
    if (home && (await page.evaluate(inPage(showsAppName), action.name).catch(() => false)))
      return { resolution: null };
    const link = named(page, ['link', 'button', 'tab', 'menuitem'], wholeInAnyCase(action.name));
    const shown = await link
      .waitFor({ state: 'visible', timeout: Math.min(1000, remaining(ctx)) })
      .then(() => true)
      .catch(() => false);
    if (shown) {
      await act(`open ${action.name}`, () => link.click({ timeout: remaining(ctx) }));
      await page.waitForLoadState('load', { timeout: remaining(ctx) }).catch(() => undefined);
      return { resolution: null };
    }
    const status = await navigate(ctx, urlFor(ctx, action.path));
    // An app that draws its pages itself answers 200 for any path, and says "Page not found" once it has drawn.
    const missing = status === 404 ? 'answered 404 Not Found' : await notFoundScreen(ctx.page, remaining(ctx));
    if (missing) {
      throw new StepFailure(
        'notFound',
        `Found no link “${action.name}” on the page, and ${action.path} ${missing}: ` +
          `write the page's address, as in: Go to ${action.path}`,
      );
    }
    return { resolution: null };
  },

  async goToPage(ctx, action) {
    const { page } = ctx;
    // A pager's control is named by its number, or "Page 2" / "Go to page 2" for a screen reader.
    const number = new RegExp(`^\\s*(?:(?:go\\s+to\\s+)?page\\s+)?${action.page}\\s*$`, 'i');
    const pager = page.locator(PAGERS);
    await clickFirst(
      ctx,
      [named(pager, ['link', 'button'], number)],
      `No control for page ${action.page} is shown on ${page.url()}: no button or link named “${action.page}” or “Page ${action.page}”.`,
    );
    return { resolution: null };
  },
} satisfies Partial<Executors>;

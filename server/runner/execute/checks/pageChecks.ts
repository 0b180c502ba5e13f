import type { Page } from 'playwright-core';
import { escapeRegExp } from '../../../../src/steps/tokens.ts';
import { URL_MATCH_WORDS } from '../../../../src/steps/index.ts';
import { plural } from '../../../../src/lib/format.ts';
import { currentStep, imageStates, inPage } from '../../pageScripts.ts';
import { StepFailure } from '../../stepFailure.ts';
import type { Checkers } from '../executor.ts';
import { loadersGone } from '../loading.ts';
import { urlFor } from '../navigation.ts';
import { documentStatus, notFoundScreen } from '../notFound.ts';
import { target } from '../targets.ts';
import { eventually, matches } from './checking.ts';
import { onPath } from './onPath.ts';

/** "order-details" → ["order", "details"]: the words of a page's name, in order. */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the page's title or its first visible main heading holds the name's words, in order and whole. */
async function namedSo(page: Page, name: string): Promise<boolean> {
  const wanted = wordsOf(name);
  const heading = await page
    .locator('h1, [role="heading"][aria-level="1"]')
    .filter({ visible: true })
    .first()
    .innerText({ timeout: 200 })
    .catch(() => '');
  return [await page.title(), heading].some((text) => {
    const words = wordsOf(text);
    return words.some((_, i) => wanted.every((word, j) => words[i + j] === word));
  });
}

/** Checks of the page as a whole: its address and title, the wizard step it is on, its loading, images, files, console. */
export const pageChecks = {
  async url(ctx, assertion) {
    const { page } = ctx;
    const expected = ctx.variables.fill(assertion.value);
    const wanted = assertion.match === 'equals' && !/^https?:/i.test(expected) ? urlFor(ctx, expected) : expected;
    await eventually(ctx, async () => {
      const actual = page.url();
      if (assertion.match === 'path') {
        if (onPath(actual, expected)) return null;
        // "I should be on the System Users page" at /admin/viewSystemUsers: a page is also named by its title or its
        // main heading, as a person reads it.
        if (!/^(?:\/|https?:)/i.test(expected) && (await namedSo(page, expected))) return null;
        return `The page is ${actual}, not ${expected.startsWith('/') ? expected : `one whose path, title or main heading has “${expected}”`}.`;
      }
      const lower = actual.toLowerCase();
      const part = expected.toLowerCase();
      // "Ends with /done": the whole address does, or its path does (a query or an anchor after it aside).
      const path = (() => {
        const { origin, pathname } = new URL(actual);
        return `${origin}${pathname}`.replace(/\/$/, '').toLowerCase();
      })();
      const ok = {
        equals: () => actual.replace(/\/$/, '') === wanted.replace(/\/$/, ''),
        contains: () => lower.includes(part),
        endsWith: () =>
          lower.replace(/\/$/, '').endsWith(part.replace(/\/$/, '')) || path.endsWith(part.replace(/\/$/, '')),
        excludes: () => !lower.includes(part),
      }[assertion.match]();
      return ok ? null : `The URL is ${actual}, not one that ${URL_MATCH_WORDS[assertion.match]} ${expected}.`;
    });
    return null;
  },

  async title(ctx, assertion) {
    const { page } = ctx;
    const expected = ctx.variables.fill(assertion.value);
    await eventually(ctx, async () => {
      const actual = await page.title();
      return matches(actual, expected, assertion.match)
        ? null
        : `The page title is “${actual}”, expected one that ${{ equals: 'is', contains: 'contains', startsWith: 'starts with', endsWith: 'ends with' }[assertion.match]} “${expected}”.`;
    });
    return null;
  },

  async step(ctx, assertion) {
    const { page } = ctx;
    const wanted = assertion.step;
    const said = typeof wanted === 'number' ? `step ${wanted}` : `“${wanted}”`;
    // A name is the current step's words or a word run of them; a number its place, or the number it shows first.
    const isIt = ({ place, text }: { place: number; text: string }) =>
      typeof wanted === 'number'
        ? place === wanted || new RegExp(`^(?:step\\s+)?${wanted}\\b`, 'i').test(text)
        : new RegExp(`(?:^|\\W)${escapeRegExp(wanted)}(?:$|\\W)`, 'i').test(text);
    await eventually(ctx, async () => {
      const current = await page.evaluate(inPage(currentStep));
      if (current) {
        return isIt(current) ? null : `The wizard is on “${current.text}” (step ${current.place}), expected ${said}.`;
      }
      // No step marked: a "Step 2 of 3" shown, followed by the step's name when one is asked.
      const named =
        typeof wanted === 'number'
          ? `${wanted}\\s*(?:of|/)\\s*\\d+`
          : `\\d+\\s*(?:of|/)\\s*\\d+\\W*${escapeRegExp(wanted)}\\b`;
      const shown = page.getByText(new RegExp(`\\bstep\\s+${named}`, 'i')).filter({ visible: true });
      if ((await shown.count()) > 0) return null;
      return `No step indicator on ${page.url()} says ${said}: neither a current step (aria-current="step", or a step marked active) nor “Step … of …”.`;
    });
    return null;
  },

  async loaded(ctx) {
    const { page } = ctx;
    await page.waitForLoadState('load', { timeout: Math.max(1, ctx.deadline - Date.now()) }).catch(() => {
      throw new StepFailure('expectation', `${page.url()} did not finish loading in time.`, { timedOut: true });
    });
    const status = await page.evaluate(inPage(documentStatus)).catch(() => 0);
    if (status >= 400) throw new StepFailure('expectation', `${page.url()} answered ${status}.`);
    const missing = await notFoundScreen(page, Math.max(1, ctx.deadline - Date.now()));
    if (missing) throw new StepFailure('expectation', `${page.url()} ${missing}.`);
    if (!(await loadersGone(page, Math.max(0, ctx.deadline - Date.now() - 500)))) {
      throw new StepFailure(
        'expectation',
        `${page.url()} is still loading: a spinner, skeleton or busy part is shown.`,
      );
    }
    return null;
  },

  async imagesLoaded(ctx, assertion) {
    const { page } = ctx;
    const image = assertion.target ? await target(ctx, assertion.target, 'expect', { heal: false }) : null;
    await eventually(ctx, async () => {
      const state = image
        ? await image.locator.evaluate(inPage(imageStates))
        : await page.evaluate(inPage(imageStates), null);
      if (state.loading > 0) return `${plural(state.loading, 'image')} on ${page.url()} did not finish loading.`;
      if (state.broken.length === 0) return null;
      const shown = state.broken.slice(0, 3).join(', ') + (state.broken.length > 3 ? ' …' : '');
      return `${plural(state.broken.length, 'image')} on ${page.url()} loaded no picture: ${shown}.`;
    });
    return image;
  },

  async download(ctx, assertion) {
    const { page } = ctx;
    const wanted = assertion.name === null ? null : ctx.variables.fill(assertion.name);
    await eventually(ctx, async () => {
      const names = ctx.downloads.map((file) => `“${file.name}”`);
      if (wanted === null) return names.length ? null : `No file was downloaded on ${page.url()}.`;
      if (ctx.downloads.some((file) => file.name.toLowerCase().includes(wanted.toLowerCase()))) return null;
      return names.length
        ? `No file “${wanted}” was downloaded: the page sent ${names.join(', ')}.`
        : `No file “${wanted}” was downloaded on ${page.url()}: the page sent no file.`;
    });
    return null;
  },

  async noConsoleErrors(ctx) {
    const errors = ctx.consoleErrors();
    if (errors.length) {
      throw new StepFailure(
        'expectation',
        `The page logged ${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors.slice(0, 3).join(' · ')}`,
      );
    }
    return null;
  },
} satisfies Partial<Checkers>;

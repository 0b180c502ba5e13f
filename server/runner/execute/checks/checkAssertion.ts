import type { Assertion, Region } from '../../../../src/steps/action.ts';
import type { Page } from 'playwright-core';
import { urlFor } from '../navigation.ts';
import type { StepContext } from '../stepContext.ts';
import { target } from '../targets.ts';
import { widgetsShown } from '../widgets.ts';
import { countByWords, regionShown, type Resolution } from '../../locate/resolve.ts';
import { loadersGone } from '../loading.ts';
import { documentStatus, notFoundScreen } from '../notFound.ts';
import { onPath } from './onPath.ts';
import { countSeen, currentStep, imageStates, inPage, valueBeside } from '../../pageScripts.ts';
import { escapeRegExp } from '../../../../src/steps/tokens.ts';
import { capitalized, StepFailure } from '../../stepFailure.ts';
import { describeHowMany, describeRegion, describeTarget, URL_MATCH_WORDS } from '../../../../src/steps/index.ts';
import { plural } from '../../../../src/lib/format.ts';

const POLL_MS = 150;

/**
 * Checks again and again until it holds or the step's time is up, as a person looking at a page that
 * is still settling would; the last check's words say what was seen instead.
 */
/**
 * Why a check within a region cannot be judged: the page shows no such region (a table by a name or a place it does
 * not have; for a count, `anyKind`, any table or list it does not have). One "next to" words is not asked for.
 */
async function regionMissing(
  page: Page,
  region: Region | null,
  anyKind = false,
  empty = false,
): Promise<string | null> {
  if (!region || region.kind === 'near' || (!anyKind && region.name === null && region.ordinal === undefined))
    return null;
  return (await regionShown(page, region, empty))
    ? null
    : `The page shows no ${describeRegion(region).replace(/^the /, '')} on ${page.url()}.`;
}

async function eventually(ctx: StepContext, check: () => Promise<string | null>): Promise<void> {
  for (;;) {
    if (ctx.signal.aborted) throw new StepFailure('stopped', 'The run was stopped.');
    const problem = await check();
    if (problem === null) return;
    if (Date.now() + POLL_MS >= ctx.deadline) throw new StepFailure('expectation', problem);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Whether a checkbox, radio or switch is checked, or a tab, option or toggle button is selected ("The Specifications
 * tab is selected"); null when the element has neither state.
 */
async function isOn(locator: Resolution['locator']): Promise<boolean | null> {
  const checked = await locator.isChecked().catch(() => null);
  if (checked !== null) return checked;
  const state = await locator.evaluate(
    inPage((el: unknown) => {
      const e = el as { getAttribute(name: string): string | null };
      return e.getAttribute('aria-selected') ?? e.getAttribute('aria-pressed') ?? e.getAttribute('aria-current');
    }),
  );
  return state === null ? null : state !== 'false';
}

/**
 * Whether a field shows an error: marked aria-invalid, failing the browser's own check once a person has changed it
 * (:user-invalid), or pointing at an error message (aria-errormessage, or aria-describedby text) that is shown.
 */
function isInvalid(locator: Resolution['locator']): Promise<boolean> {
  return locator.evaluate(
    inPage((el: unknown) => {
      const e = el as {
        getAttribute(name: string): string | null;
        matches(selector: string): boolean;
        ownerDocument: {
          getElementById(id: string): {
            checkVisibility(): boolean;
            textContent: string | null;
            className: string;
            getAttribute(name: string): string | null;
          } | null;
        };
      };
      if (e.getAttribute('aria-invalid') === 'true') return true;
      try {
        if (e.matches(':user-invalid')) return true;
      } catch {
        // A browser without :user-invalid: the other signs decide.
      }
      // An error message the field points at: its aria-errormessage, or a description drawn as an error (a hint
      // such as "Must be at least 8 characters" is a description too, and no error).
      const shown = (id: string) => {
        const m = e.ownerDocument.getElementById(id);
        return m !== null && m.checkVisibility() && (m.textContent ?? '').trim() !== '' ? m : null;
      };
      const errorIds = (e.getAttribute('aria-errormessage') ?? '').split(/\s+/).filter(Boolean);
      if (errorIds.some((id) => shown(id))) return true;
      return (e.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map(shown)
        .some((m) => m !== null && (m.getAttribute('role') === 'alert' || /error|invalid|danger/i.test(m.className)));
    }),
  );
}

function matches(actual: string, expected: string, match: 'equals' | 'contains'): boolean {
  return match === 'equals' ? actual.trim() === expected.trim() : actual.toLowerCase().includes(expected.toLowerCase());
}

/** An expectation: passes, or fails with what the page showed instead. */
export async function checkAssertion(ctx: StepContext, assertion: Assertion): Promise<Resolution | null> {
  const { page } = ctx;
  switch (assertion.type) {
    case 'text': {
      const text = ctx.variables.fill(assertion.text);
      const { region } = assertion;
      const where = !region ? '' : region.kind === 'near' ? ` next to “${region.name}”` : ` in the ${region.kind}`;
      await eventually(ctx, async () => {
        // Words not shown in a part the page does not have are no proof of anything.
        const missing = assertion.present ? null : await regionMissing(page, region);
        if (missing) return missing;
        const shown = { kind: 'text' as const, name: text, exact: false, ordinal: null, region: assertion.region };
        const widgets = assertion.region ? 0 : await widgetsShown(page, text);
        const count = (await countByWords(page, shown, 'expect')) + widgets;
        // "The alert should say …": the words of an alert or confirm the page opened are what a person saw too.
        // Only one this step or the one before opened: an alert from pages ago is no longer in front of anyone.
        const inDialog =
          !assertion.region &&
          ctx.dialogs.some((d) => d.step >= ctx.stepIndex - 1 && d.message.toLowerCase().includes(text.toLowerCase()));
        if (assertion.present && count === 0 && !inDialog) return `“${text}” is not shown${where} on ${page.url()}.`;
        if (!assertion.present && count > 0) return `“${text}” is shown${where} on ${page.url()}, and should not be.`;
        return null;
      });
      return null;
    }
    case 'url': {
      const expected = ctx.variables.fill(assertion.value);
      const wanted = assertion.match === 'equals' && !/^https?:/i.test(expected) ? urlFor(ctx, expected) : expected;
      await eventually(ctx, async () => {
        const actual = page.url();
        if (assertion.match === 'path') {
          return onPath(actual, expected)
            ? null
            : `The page is ${actual}, not ${expected.startsWith('/') ? expected : `one whose path has “${expected}”`}.`;
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
    }
    case 'title': {
      const expected = ctx.variables.fill(assertion.value);
      await eventually(ctx, async () => {
        const actual = await page.title();
        return matches(actual, expected, assertion.match)
          ? null
          : `The page title is “${actual}”, expected one that ${assertion.match === 'equals' ? 'is' : 'contains'} “${expected}”.`;
      });
      return null;
    }
    case 'step': {
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
    }
    case 'loaded': {
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
    }
    case 'imagesLoaded': {
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
    }
    case 'download': {
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
    }
    case 'noConsoleErrors': {
      const errors = ctx.consoleErrors();
      if (errors.length) {
        throw new StepFailure(
          'expectation',
          `The page logged ${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors.slice(0, 3).join(' · ')}`,
        );
      }
      return null;
    }
    case 'count': {
      // Counted as "is hidden" looks: what the first way of finding them finds, in every frame; none is a count. A
      // table's rows are its rows of data.
      const counted = { ...assertion.target, name: ctx.variables.fill(assertion.target.name) };
      await eventually(ctx, async () => {
        // "… should be empty", "… has 0 rows": an empty list or table may be drawn with no size at all.
        const missing = await regionMissing(page, counted.region, true, assertion.count === 0);
        if (missing) return missing;
        const count = await countByWords(page, counted, 'expect');
        return count === assertion.count
          ? null
          : `Expected ${describeHowMany(counted, assertion.count)}, found ${count}.`;
      });
      return null;
    }
    case 'state': {
      if (assertion.state === 'hidden') {
        const hidden = { ...assertion.target, name: ctx.variables.fill(assertion.target.name) };
        const bare = hidden.kind === null && !hidden.exact && hidden.region === null;
        await eventually(
          ctx,
          async () =>
            (await regionMissing(page, hidden.region)) ??
            ((await countByWords(page, hidden, 'expect')) + (bare ? await widgetsShown(page, hidden.name) : 0) === 0
              ? null
              : `${capitalized(describeTarget(hidden))} is visible, and should be hidden.`),
        );
        return null;
      }
      const resolution = await target(ctx, assertion.target, 'expect');
      const { locator } = resolution;
      const what = describeTarget(assertion.target);
      await eventually(ctx, async () => {
        switch (assertion.state) {
          case 'visible':
            return (await locator.evaluateAll(inPage(countSeen)).catch(() => 0)) > 0
              ? null
              : `${capitalized(what)} is not visible.`;
          case 'enabled':
            return (await locator.isEnabled()) ? null : `${capitalized(what)} is disabled, expected enabled.`;
          case 'disabled':
            return (await locator.isDisabled()) ? null : `${capitalized(what)} is enabled, expected disabled.`;
          case 'invalid':
            return (await isInvalid(locator)) ? null : `${capitalized(what)} shows no error.`;
          case 'valid':
            return (await isInvalid(locator)) ? `${capitalized(what)} shows an error, expected none.` : null;
          case 'checked':
          case 'unchecked': {
            const on = await isOn(locator);
            if (on === null) return `${capitalized(what)} is neither checked nor selected: it has no such state.`;
            if (assertion.state === 'checked') return on ? null : `${capitalized(what)} is not checked.`;
            return on ? `${capitalized(what)} is checked, expected unchecked.` : null;
          }
          default:
            return null;
        }
      });
      return resolution;
    }
    case 'value': {
      // "The total is "$42.00"" names no field: the total may be any element, or the label of one.
      const intent = assertion.target.kind === null ? 'expect' : 'fill';
      const resolution = await target(ctx, assertion.target, intent, { heal: false });
      const expected = ctx.variables.fill(assertion.value);
      const label = ctx.variables.fill(assertion.target.name);
      await eventually(ctx, async () => {
        const actual = await resolution.locator.evaluate(inPage(valueBeside), label);
        if (matches(actual, expected, assertion.match)) return null;
        // "The cart shows "Cart (4)"": what it contains may take in the label too.
        const whole = assertion.match === 'contains' ? await resolution.locator.evaluate(inPage(valueBeside), '') : '';
        return whole !== '' && matches(whole, expected, 'contains')
          ? null
          : `${capitalized(describeTarget(assertion.target))} holds “${actual}”, expected ${assertion.match === 'equals' ? '' : 'it to contain '}“${expected}”.`;
      });
      return resolution;
    }
  }
}

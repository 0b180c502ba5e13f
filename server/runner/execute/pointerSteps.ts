import type { Locator, Page } from 'playwright-core';
import type { Region, Target } from '../../../src/steps/action.ts';
import { describeTarget } from '../../../src/steps/index.ts';
import { escapeRegExp } from '../../../src/steps/tokens.ts';
import { regionShown } from '../locate/resolve.ts';
import { act, drawnOver, named } from './acting.ts';
import { sortColumn } from './controls/sorting.ts';
import type { Executors } from './executor.ts';
import { remaining, type StepContext } from './stepContext.ts';
import { linksIntoTab, NEW_TAB_MS, windowOpens } from './tabs.ts';
import { onTarget, target } from './targets.ts';

/**
 * The one native dropdown shown with an option labelled as a bare name (in any case), with the label as the page
 * writes it; null for none, or several.
 */
async function dropdownOffering(page: Page, target: Target): Promise<{ dropdown: Locator; label: string } | null> {
  if (target.kind !== null || target.region || target.ordinal !== null || target.name === '') return null;
  const label = new RegExp(`^\\s*${escapeRegExp(target.name)}\\s*$`, 'i');
  const dropdowns = page
    .locator('select')
    .filter({ visible: true })
    .filter({ has: page.locator('option').filter({ hasText: label }) });
  const count = await dropdowns.count().catch(() => 0);
  if (count !== 1) return null;
  // Its label as the page writes it: selectOption compares labels whole and in their case.
  const written = await dropdowns.locator('option').filter({ hasText: label }).first().textContent();
  return written ? { dropdown: dropdowns, label: written.trim() } : null;
}

/**
 * "Select Published from the filter menu": a menu of that name the page does not show is opened first, by the one
 * control whose name holds the menu's ("Add filter"), as a person opens it; the item is then looked for in the menu
 * that opened. Null when the step names no such menu, or the page shows it, or nothing opens it.
 */
async function openedMenu(ctx: StepContext, target: Target): Promise<Region | null> {
  const { region } = target;
  if (region?.kind !== 'navigation' || !region.name || (await regionShown(ctx.page, region))) return null;
  const name = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(region.name)}(?:$|[^\\p{L}\\p{N}])`, 'iu');
  const opener = named(ctx.page, ['button', 'link', 'menuitem'], name);
  if ((await opener.count().catch(() => 0)) !== 1) return null;
  await act(`open the ${region.name} menu`, () => opener.click({ timeout: remaining(ctx) }));
  return { kind: 'navigation', name: null };
}

const UP = /\b(?:low(?:est)?\s*(?:to|-|–)\s*high(?:est)?|a\s*(?:to|-|–)\s*z|asc(?:ending)?|oldest|cheapest)\b/i;
const DOWN = /\b(?:high(?:est)?\s*(?:to|-|–)\s*low(?:est)?|z\s*(?:to|-|–)\s*a|desc(?:ending)?|newest|latest)\b/i;

/**
 * The one option of a shown native dropdown that sorts as the step says: its label holds the step's words, and the
 * order asked for ("Price (low to high)" for "Sort by price, ascending"); null for none, or several.
 */
async function sortOption(
  page: Page,
  name: string,
  direction: 'ascending' | 'descending' | null,
): Promise<{ dropdown: Locator; label: string } | null> {
  const words = name.toLowerCase().trim();
  if (words === '') return null;
  const selects = page.locator('select').filter({ visible: true });
  const found: { dropdown: Locator; label: string }[] = [];
  for (let i = 0; i < Math.min(await selects.count().catch(() => 0), 5); i++) {
    const dropdown = selects.nth(i);
    const labels = await dropdown
      .locator('option')
      .allTextContents()
      .catch(() => [] as string[]);
    for (const label of labels.map((l) => l.trim())) {
      const lower = label.toLowerCase();
      const exact = lower === words;
      const ordered =
        direction !== null && lower.includes(words) && (direction === 'ascending' ? UP : DOWN).test(label);
      if (exact || ordered) found.push({ dropdown, label });
    }
  }
  return found.length === 1 ? found[0]! : null;
}

/** What a person does with the mouse: click, right-click, hover, drag, and click a column's header to sort by it. */
export const pointerSteps = {
  async click(ctx, action) {
    // "Select Italy" with no dropdown named: the one shown dropdown that offers it, chosen in, as a person picks it.
    const offered = action.clicks === 1 ? await dropdownOffering(ctx.page, action.target) : null;
    if (offered) {
      const { dropdown, label } = offered;
      await act(`choose “${label}”`, () => dropdown.selectOption({ label }, { timeout: remaining(ctx) }));
      return { resolution: null };
    }
    const inMenu = await openedMenu(ctx, action.target);
    const clicked = inMenu ? { ...action, target: { ...action.target, region: inMenu } } : action;
    return onTarget(ctx, clicked, async ({ locator, timeout, what }) => {
      // A click that opens another tab (a link into one, or the page's window.open) is done once the tab is
      // there, so that the steps after it act on it.
      const [intoTab, opensBefore] = await Promise.all([linksIntoTab(locator, timeout), windowOpens(ctx.page)]);
      const force = await drawnOver(locator);
      // A click whose page closes (a sign-in popup's Authorize) is done, though the browser may report the page gone
      // before the click has returned.
      await act(`click ${what}`, () =>
        (action.clicks === 2 ? locator.dblclick({ timeout, force }) : locator.click({ timeout, force })).catch(
          (error: unknown) => {
            if (!ctx.page.isClosed()) throw error;
          },
        ),
      );
      if (intoTab || (await windowOpens(ctx.page)) > opensBefore) await ctx.tabOpening(Math.min(timeout, NEW_TAB_MS));
    });
  },

  rightClick: (ctx, action) =>
    onTarget(ctx, action, ({ locator, timeout, what }) =>
      act(`right-click ${what}`, () => locator.click({ button: 'right', timeout })),
    ),

  hover: (ctx, action) =>
    onTarget(ctx, action, ({ locator, timeout, what }) => act(`hover over ${what}`, () => locator.hover({ timeout }))),

  drag: (ctx, action) =>
    onTarget(ctx, action, async ({ locator, what }) => {
      const to = await target(ctx, action.to, 'drag', { heal: false });
      await act(`drag ${what} onto ${describeTarget(action.to)}`, () =>
        locator.dragTo(to.locator, { timeout: remaining(ctx) }),
      );
    }),

  async sort(ctx, action) {
    // "Sort by Price (low to high)" on a shop: the option of its sort dropdown that says so.
    const option = await sortOption(ctx.page, action.target.name, action.direction);
    if (option) {
      const { dropdown, label } = option;
      await act(`choose “${label}”`, () => dropdown.selectOption({ label }, { timeout: remaining(ctx) }));
      return { resolution: null };
    }
    return onTarget(ctx, action, ({ locator, what }) =>
      sortColumn(
        locator,
        action.direction,
        () => act(`click ${what}`, () => locator.click({ timeout: remaining(ctx) })),
        { what, deadline: ctx.deadline },
      ),
    );
  },
} satisfies Partial<Executors>;

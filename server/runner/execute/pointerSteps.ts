import { describeTarget } from '../../../src/steps/index.ts';
import { act, drawnOver } from './acting.ts';
import { sortColumn } from './controls/sorting.ts';
import type { Executors } from './executor.ts';
import { remaining } from './stepContext.ts';
import { linksIntoTab, NEW_TAB_MS, windowOpens } from './tabs.ts';
import { onTarget, target } from './targets.ts';

/** What a person does with the mouse: click, right-click, hover, drag, and click a column's header to sort by it. */
export const pointerSteps = {
  click: (ctx, action) =>
    onTarget(ctx, action, async ({ locator, timeout, what }) => {
      // A click that opens another tab (a link into one, or the page's window.open) is done once the tab is
      // there, so that the steps after it act on it.
      const [intoTab, opensBefore] = await Promise.all([linksIntoTab(locator, timeout), windowOpens(ctx.page)]);
      const force = await drawnOver(locator);
      await act(`click ${what}`, () =>
        action.clicks === 2 ? locator.dblclick({ timeout, force }) : locator.click({ timeout, force }),
      );
      if (intoTab || (await windowOpens(ctx.page)) > opensBefore) await ctx.tabOpening(Math.min(timeout, NEW_TAB_MS));
    }),

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

  sort: (ctx, action) =>
    onTarget(ctx, action, ({ locator, what }) =>
      sortColumn(
        locator,
        action.direction,
        () => act(`click ${what}`, () => locator.click({ timeout: remaining(ctx) })),
        { what, deadline: ctx.deadline },
      ),
    ),
} satisfies Partial<Executors>;

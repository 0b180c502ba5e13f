import type { Page } from 'playwright-core';
import type { Region } from '../../../../src/steps/action.ts';
import { describeRegion } from '../../../../src/steps/index.ts';
import { listItemValues } from '../../locate/listItems.ts';
import { matchesOf } from '../../locate/locatorSpec.ts';
import { regionStep } from '../../locate/regions.ts';
import { inPage } from '../../pageScripts.ts';
import { orderOf, readColumn } from '../controls/sorting.ts';
import type { Checkers } from '../executor.ts';
import { eventually, regionMissing } from './checking.ts';

/**
 * The words to order by, top to bottom: the cells under a column header of that name when the page has one, else
 * each entry of the page's list (its part named so, or its title).
 */
async function valuesInOrder(page: Page, by: string | null, region: Region | null): Promise<string[]> {
  const within = region ? regionStep(region) : null;
  const frame = page.mainFrame();
  if (by) {
    const header = matchesOf(frame, {
      region: within,
      target: { by: 'role', role: 'columnheader', name: by, exact: false },
    }).filter({ visible: true });
    if ((await header.count().catch(() => 0)) > 0) {
      const column = await header
        .first()
        .evaluate(inPage(readColumn))
        .catch(() => null);
      if (column && column.values.length > 0) return column.values;
    }
  }
  return listItemValues(frame, within, by);
}

const shown = (values: string[]) =>
  values
    .slice(0, 6)
    .map((v) => `“${v}”`)
    .join(', ') + (values.length > 6 ? ', …' : '');

/** "The products are sorted by price, highest first": the order the page shows them in. */
export const orderChecks = {
  async sorted(ctx, assertion) {
    const { page } = ctx;
    const by = assertion.by === null ? null : ctx.variables.fill(assertion.by);
    // "The list is sorted": the page's list, however it is drawn, unless the step names one.
    const region = assertion.region?.kind === 'list' && assertion.region.name === null ? null : assertion.region;
    const what = by ? `the “${by}” of the entries` : 'the entries';
    const where = region ? ` of ${describeRegion(region)}` : '';
    await eventually(ctx, async () => {
      const missing = await regionMissing(page, region, true);
      if (missing) return missing;
      const values = await valuesInOrder(page, by, region);
      if (values.length < 2) {
        const entries = values.length === 0 ? 'no entries' : 'one entry only';
        return `The page shows ${entries}${region ? ` in ${describeRegion(region)}` : ''} to see an order in, on ${page.url()}.`;
      }
      const order = orderOf(values);
      if (order === null || order === assertion.direction || (assertion.direction === null && order !== 'unsorted'))
        return null;
      const wanted = assertion.direction ? `${assertion.direction} order` : 'any order';
      return `${what.charAt(0).toUpperCase()}${what.slice(1)}${where} are not in ${wanted}: they read ${shown(values)}.`;
    });
    return null;
  },
} satisfies Partial<Checkers>;

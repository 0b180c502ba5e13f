import type { Page } from 'playwright-core';
import { COMPARE_WORDS, describeHowMany, describeTarget, type Compare } from '../../../../src/steps/index.ts';
import { countByWords } from '../../locate/resolve.ts';
import { inPage, valueBeside } from '../../pageScripts.ts';
import { capitalized } from '../../stepFailure.ts';
import type { Checkers } from '../executor.ts';
import { target } from '../targets.ts';
import { widgetsShown } from '../widgets.ts';
import { eventually, matches, regionMissing } from './checking.ts';

/** Whether the page shows these words anywhere a person sees them. */
const shownWords = async (page: Page, words: string): Promise<boolean> =>
  (await countByWords(page, { kind: 'text', name: words, exact: false, ordinal: null, region: null }, 'expect')) > 0;

/** What the page's elements show: words, how many of a kind, the value a field or a label holds. */
export const elementChecks = {
  async text(ctx, assertion) {
    const { page } = ctx;
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
  },

  async count(ctx, assertion) {
    const { page } = ctx;
    // Counted as "is hidden" looks: what the first way of finding them finds, in every frame; none is a count. A
    // table's rows are its rows of data.
    const counted = { ...assertion.target, name: ctx.variables.fill(assertion.target.name) };
    await eventually(ctx, async () => {
      // "… should be empty", "… has 0 rows": an empty list or table may be drawn with no size at all.
      const missing = await regionMissing(page, counted.region, true, assertion.count === 0);
      if (missing) return missing;
      const count = await countByWords(page, counted, 'expect');
      if (holds(count, assertion.count, assertion.compare)) return null;
      // "I should see 4 posts": a page that says "4 posts" has said how many it has.
      const said = assertion.orShown && ctx.variables.fill(assertion.orShown);
      if (said && (await shownWords(page, said))) return null;
      const expected = describeHowMany(counted, assertion.count, assertion.compare !== undefined);
      const orSaid = said ? `, and the page does not show “${said}”` : '';
      return `Expected ${assertion.compare ? COMPARE_WORDS[assertion.compare] : ''}${expected}, found ${count}${orSaid}.`;
    });
    return null;
  },

  async value(ctx, assertion) {
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
        : `${capitalized(describeTarget(assertion.target))} holds “${actual}”, expected ${EXPECTED_WORDS[assertion.match]}“${expected}”.`;
    });
    return resolution;
  },
} satisfies Partial<Checkers>;

const EXPECTED_WORDS = {
  equals: '',
  contains: 'it to contain ',
  startsWith: 'it to start with ',
  endsWith: 'it to end with ',
};

/** How a count compares with the one a step asks for: exactly, or as its words say ("more than 3"). */
function holds(count: number, wanted: number, compare: Compare | undefined): boolean {
  switch (compare) {
    case 'atLeast':
      return count >= wanted;
    case 'atMost':
      return count <= wanted;
    case 'moreThan':
      return count > wanted;
    case 'fewerThan':
      return count < wanted;
    default:
      return count === wanted;
  }
}

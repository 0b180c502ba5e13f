import { accountFamily } from './accounts.ts';
import { appVerbFamily } from './appVerbs.ts';
import { clickFamily } from './clicks.ts';
import { bareCheckFamily, expectationFamily } from './expectations.ts';
import { fieldPairFamily } from './fieldPairs.ts';
import { formFamily, sliderFamily } from './forms.ts';
import { itemFamily } from './items.ts';
import { navigationFamily } from './navigation.ts';
import { pageFamily } from './pageSteps.ts';
import { pointerFamily } from './pointer.ts';
import type { Family } from './rules.ts';
import { waitFamily } from './waits.ts';

/**
 * The grammar: every family of steps, in the order its rules are tried; the first rule that answers wins. Order
 * matters where phrasings share a verb: account and mail steps come first ("Open the latest email" is not a page to
 * open, "Enter the 2FA code" is not text to type), checks said as checks before "Check" ("Check that …" is a check of
 * the page, "Check "I agree"" ticks a box), sliders before dragging, fields listed with values before items ("add
 * username "x"" is typing, "add "x" to the cart" is not), and checks with no verb last.
 *
 * Adding a phrasing to a family touches its file (the rule and an example); adding a family touches its file, this
 * list, and, for a new kind of action, the action's schema (schema.ts), its words (describe.ts) and its executor.
 */
export const FAMILIES: readonly Family[] = [
  accountFamily,
  pageFamily,
  navigationFamily,
  expectationFamily,
  sliderFamily,
  pointerFamily,
  fieldPairFamily,
  itemFamily,
  clickFamily,
  formFamily,
  appVerbFamily,
  waitFamily,
  bareCheckFamily,
];

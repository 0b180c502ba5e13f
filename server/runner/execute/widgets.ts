import type { Page } from 'playwright-core';
import { countSeen, inPage } from '../pageScripts.ts';
import { LOADING, NOT_A_CONTROL } from './loading.ts';

/**
 * What a person calls a spinner or a toast, as apps build them: a role, a busy state, or a class. Checked beside the
 * words, so that "The spinner is hidden" or "The toast disappears" looks at the spinner or the toast the page shows,
 * which is seldom named by those words.
 */
const WIDGETS: [RegExp, (kind: string) => string][] = [
  [/^(?:loading\s+)?(?:spinner|loader|loading(?:\s+indicator)?|skeleton|throbber)s?$/i, () => LOADING],
  // "the loading bar", "the progress bar": a progress bar, or what is drawn as one.
  [
    /^(?:loading|progress)\s+(?:bar|indicator)s?$/i,
    () => `:is([role="progressbar"], progress, [class*="progress" i], [class*="loading" i])${NOT_A_CONTROL}`,
  ],
  [
    // "a success toast" is one drawn as a success; "the toast" any.
    /^(?:(success|error|info|warning)\s+)?(?:toast|snackbar|flash(?:\s+message)?)s?$/i,
    (kind) =>
      `:is([class*="toast" i], [class*="snackbar" i], [class*="flash" i])${kind ? `[class*="${kind}" i]` : ''}${NOT_A_CONTROL}`,
  ],
  [
    // What apps draw errors as: an alert, a field marked invalid, an element of an error class with words in it.
    /^(?:errors?|error\s+messages?|alerts?)$/i,
    () =>
      `:is([role="alert"], [aria-invalid="true"], [class*="error" i]:not([class*="boundary" i]), [class*="danger" i])${NOT_A_CONTROL}`,
  ],
];

/** Whether the words name a spinner, a toast or an error rather than something by its own name. */
export const namesAWidget = (words: string): boolean => widgetSelector(words) !== null;

/** What the page draws a spinner, a toast or an error (WIDGETS) as, when the words name one; null for other words. */
function widgetSelector(words: string): string | null {
  const named = WIDGETS.map(([pattern, selector]) => [pattern.exec(words.trim()), selector] as const).find(
    ([match]) => match !== null,
  );
  return named ? named[1](named[0]?.[1]?.toLowerCase() ?? '') : null;
}

/** How many spinners, toasts or errors (WIDGETS) the page shows, when the words name one; 0 for other words. */
export async function widgetsShown(page: Page, words: string): Promise<number> {
  const selector = widgetSelector(words);
  if (selector === null) return 0;
  // Seen means a box on the screen a person can see: an empty live region, kept for the next toast, has none.
  return page
    .locator(selector)
    .filter({ visible: true })
    .evaluateAll(inPage(countSeen))
    .catch(() => 0);
}

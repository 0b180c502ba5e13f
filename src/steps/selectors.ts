import type { Target } from './action.ts';
import { groups, quoted, valueOf, type Phrase } from './tokens.ts';

/**
 * Selectors QA people copy from the page's code: "the element "#status"", "the element with id "submit"", "xpath
 * "//button[1]"". They are kept as the step gives them, and found as Playwright finds a selector.
 */
// An id or a class starts with a letter, "_" or "-" (".5 kg" is a weight, not a class).
const ID = '[A-Za-z_-][\\w-]*';
const SIMPLE = `(?:#${ID}|\\.${ID}(?:\\.${ID})*|\\[[\\w-]+(?:[~|^$*]?=[^\\]]+)?\\]|[a-z][\\w-]*(?:[#.]${ID}|\\[[^\\]]+\\])+)`;
const LOOKS_LIKE_SELECTOR = new RegExp(`^(?:\\/\\/\\S.*|${SIMPLE}(?:\\s*[>+~]?\\s*(?:${SIMPLE}|[a-z][\\w-]*))*)$`);

/** Whether quoted words are a selector rather than words a page shows. */
export const isSelector = (words: string): boolean => LOOKS_LIKE_SELECTOR.test(words.trim());

const BY =
  /^(?:the\s+|an?\s+)?(?:element|field|button|link|input|item)?\s*(?:with|by|having|of)\s+(?:the\s+)?(id|class|name|css(?:\s+selector)?|selector|xpath|test[\s-]?id|data-testid)\s+(\uE000\d+\uE001)$/i;
const NAMED =
  /^(?:the\s+)?(?:(?:element|locator|selector|css\s+selector|css)\s+(\uE000\d+\uE001)|(\uE000\d+\uE001)\s+(?:element|locator|selector))$/i;
const XPATH = /^(?:the\s+)?xpath\s+(\uE000\d+\uE001)$/i;

const selector = (name: string): Target => ({ kind: 'selector', name, exact: true, ordinal: null, region: null });

/** The selector a target's words give, or null when they give none. */
export function selectorTarget(words: Phrase): Target | null {
  const by = groups(words, BY);
  if (by) {
    const value = valueOf(by(2));
    const how = by(1).text.toLowerCase().replace(/\s+/g, ' ');
    if (how === 'id') return selector(`[id="${value}"]`);
    if (how === 'class')
      return selector(
        value
          .split(/\s+/)
          .map((one) => `.${one}`)
          .join(''),
      );
    if (how === 'name') return selector(`[name="${value}"]`);
    if (how === 'xpath') return selector(`xpath=${value}`);
    if (/test|data/.test(how)) return selector(`[data-testid="${value}"]`);
    return selector(value);
  }
  const xpath = groups(words, XPATH);
  if (xpath) return selector(`xpath=${valueOf(xpath(1))}`);
  const named = groups(words, NAMED);
  const value = named && valueOf(named(1).text ? named(1) : named(2));
  if (value && isSelector(value)) return selector(value.startsWith('/') ? `xpath=${value}` : value);
  // "Click "#submit"": quoted words that can only be a selector.
  const alone = quoted(words);
  if (alone !== null && /^[#./[]/.test(alone) && isSelector(alone)) {
    return selector(alone.startsWith('/') ? `xpath=${alone}` : alone);
  }
  return null;
}

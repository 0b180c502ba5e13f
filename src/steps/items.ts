import type { ParsedStep, Region, Target } from './action.ts';
import { missing, notUnderstood, understood, verbRule, type Family, type Rule } from './rules.ts';
import { ORDINAL_WORDS, restore, sub, valueOf, type Phrase } from './tokens.ts';

/**
 * Steps that act on an item by what it is for in the app: "Add "Backpack" to the cart" clicks the Add to cart control
 * of that item; "Mark the 2nd todo as complete" ticks that item's checkbox. The item is named by its words (its part of
 * the page is the one holding them) or by its place among the others.
 */

const CONTAINERS = '(?:shopping\\s+)?(?:cart|basket|bag|trolley|wish\\s*list|favou?rites|compare(?:\\s+list)?)';
const ADD_TO = new RegExp(`^(.+?)\\s+(?:to|into|in)\\s+(?:the\\s+|my\\s+|your\\s+)?(${CONTAINERS})$`, 'i');

/** Words after an item's name that say what kind of thing it is, which its part of the page need not show. */
const ITEM_KIND = '(?:product|item|article|card|tile|row|entry|todo|task)s?';
const ITEM_WORDS = new RegExp(`\\s+${ITEM_KIND}$`, 'i');
const SEVERAL_KIND = new RegExp(`^(?:the\\s+|all\\s+(?:the\\s+)?)?${ITEM_KIND}$`, 'i');
/** "an item", "any product", "product": one of the items, not named. */
const ANY_ONE = new RegExp(
  `^(?:(?:an?|any|one|the)\\s+)?(?:(?:single|random)\\s+)?${ITEM_KIND.replace(/s\?$/, '')}$`,
  'i',
);
const PLACE = new RegExp(
  `^(?:the\\s+)?(${ORDINAL_WORDS.join('|')}|last|\\d+(?:st|nd|rd|th))\\s+[\\w-]+(?:\\s+(?:on|in)\\s+the\\s+(?:page|screen|list|results|grid))?$`,
  'i',
);

const DESCRIBING = /\b(?:\d+|\w+est|most|least|you|that|which|who|all|every|each|several|some)\b/i;

const placeOf = (word: string): number =>
  /^last$/i.test(word) ? -1 : /^\d/.test(word) ? parseInt(word, 10) : ORDINAL_WORDS.indexOf(word.toLowerCase()) + 1;

/** The part of the page an item is: the one holding its words, or the nth of the parts that hold one each. */
function itemRegion(item: Phrase): Region | null {
  const place = PLACE.exec(item.text);
  if (place) return { kind: 'section', name: null, ordinal: placeOf(place[1]!) };
  // "it", "that item": one an earlier step meant, which this step cannot tell.
  if (/^(?:it|they|them|(?:this|that|these|those)(?:\s+[\w-]+)?)$/i.test(item.text)) return null;
  // "an item", "a product", "product": any one, and the first is the one a person picks.
  if (ANY_ONE.test(item.text)) return { kind: 'section', name: null, ordinal: 1 };
  // "some products", "items": several, no item in particular.
  if (/^(?:an?|any|some)\s/i.test(item.text) || SEVERAL_KIND.test(item.text)) return null;
  // "the first 2 items you can", "the highest rated item", "6 items": how many or which by a quality, not a name.
  if (!/\uE000/.test(item.text) && DESCRIBING.test(item.text)) return null;
  // "the card "new task"": the quoted words are the item's.
  const inQuotes = /\uE000\d+\uE001/.exec(item.text);
  const name = inQuotes
    ? valueOf(sub(item, inQuotes[0]))
    : restore(sub(item, item.text.replace(/^the\s+/i, '').replace(ITEM_WORDS, ''))).trim();
  return name ? { kind: 'near', name } : null;
}

/** "Add "Backpack" to the cart", "Add the first product to the basket": that item's own Add to … control. */
function add(rest: Phrase): ParsedStep | null {
  const to = ADD_TO.exec(rest.text);
  if (!to) return null;
  const item = sub(rest, to[1]!);
  const region = itemRegion(item);
  if (!region) {
    // "6 items", "the highest rated": no one item.
    // One of them, for the suggestion: "products" → "the first product".
    const kind =
      /^(?:(?:an?|any|some|the|all)\s+)?(?:the\s+)?([\w-]+?)(?:(?<=product|item|article|card|tile|row|entry|todo|task)s)?$/i.exec(
        item.text,
      )?.[1];
    const instead = kind ? `Add the first ${kind} to the ${to[2]}` : null;
    return notUnderstood(
      `“${restore(item)}” names no item in particular: say which, by its words or its place` +
        (instead ? `, as in: ${instead}` : ''),
      instead,
    );
  }
  const container = to[2]!.replace(/^shopping\s+/i, '').toLowerCase();
  const target: Target = { kind: null, name: `Add to ${container}`, exact: false, ordinal: null, region };
  return understood({ type: 'click', target, clicks: 1 });
}

const DONE = /^(?:complete|completed|done|finished|read|checked|ticked)$/i;
const NOT_DONE = /^(?:incomplete|not\s+(?:complete|completed|done)|active|undone|unread|unchecked|open|pending)$/i;

/** "Mark the 2nd todo as complete", "Mark "Buy milk" as done", "… as not done": that item's checkbox. */
function mark(rest: Phrase, verb: string): ParsedStep {
  const as = /^(.+?)\s+as\s+(.+)$/i.exec(rest.text);
  const state = as?.[2] ?? '';
  const checked = DONE.test(state) ? true : NOT_DONE.test(state) ? false : null;
  const item = as ? sub(rest, as[1]!) : rest;
  const place = PLACE.exec(item.text);
  if (as && checked !== null && place) {
    const box: Target = { kind: 'checkbox', name: '', exact: false, ordinal: placeOf(place[1]!), region: null };
    return understood({ type: 'check', target: box, checked });
  }
  const region = as && checked !== null ? itemRegion(item) : null;
  if (region && checked !== null) {
    return understood({
      type: 'check',
      target: { kind: 'checkbox', name: '', exact: false, ordinal: null, region },
      checked,
    });
  }
  return missing(
    verb,
    'an item and what it becomes',
    'say which item, and "as done" or "as not done"',
    `${verb} "Buy milk" as done`,
    `${verb} ${valueOf(item) ? `"${valueOf(item)}"` : '"Buy milk"'} as done`,
  );
}

const MARKED =
  /^(.+?)\s+(?:is|are|was|gets?|(?:should|must|will)(?:\s+(not))?\s+be|(?:is|are)\s+(not)|(?:isn't|aren't)())\s+(?:now\s+)?marked\s+(?:as\s+)?(.+)$/i;

/** "The todo "Buy milk" should be marked as completed": the item's checkbox, ticked or not, as "Mark" leaves it. */
function marked(line: Phrase): ParsedStep | null {
  const match = MARKED.exec(line.text);
  if (!match) return null;
  const state = match[5]!;
  const negated = match[2] !== undefined || match[3] !== undefined || match[4] !== undefined;
  const done = DONE.test(state) ? true : NOT_DONE.test(state) ? false : null;
  const checked = done === null ? null : done !== negated;
  const item = sub(line, match[1]!.replace(/^(?:the\s+)?(?:todo|task|item|entry|card)\s+(?=\uE000)/i, ''));
  const place = PLACE.exec(item.text);
  const region = checked === null || place ? null : itemRegion(item);
  const target: Target | null = place
    ? { kind: 'checkbox', name: '', exact: false, ordinal: placeOf(place[1]!), region: null }
    : region && { kind: 'checkbox', name: '', exact: false, ordinal: null, region };
  if (checked === null || !target) return null;
  return understood({
    type: 'expect',
    assertion: { type: 'state', target, state: checked ? 'checked' : 'unchecked' },
  });
}

const itemRules: Rule[] = [verbRule('add|put', add), verbRule('mark', mark), marked];

/** An item's own control by what it is for: added to a cart, marked as done. */
export const itemFamily: Family = {
  name: 'items by what they are for',
  rules: itemRules,
  examples: [
    ['Add "Backpack" to the cart', 'Click “Add to cart” next to “Backpack”'],
    ['Add the first product to the basket', 'Click “Add to basket” in the first section'],
    ['Mark the 2nd todo as complete', 'Check the second checkbox'],
    ['The todo "Buy milk" should be marked as done', 'Check that the checkbox next to “Buy milk” is checked'],
  ],
};

import type { ParsedStep } from './action.ts';
import { missing, readsAsCheck, splitAt, understood, verbRule, type Family, type Rule } from './rules.ts';
import { withoutPreposition } from './clicks.ts';
import { parseTarget } from './targets.ts';
import { groups, sub, valueOf, type Phrase } from './tokens.ts';

function rightClick(rest: Phrase, verb: string): ParsedStep {
  const target = parseTarget(withoutPreposition(rest));
  if (target) return understood({ type: 'rightClick', target });
  return missing(verb, 'something to click', 'name it', `${verb} "report.pdf"`);
}

function focus(rest: Phrase, verb: string): ParsedStep | null {
  if (readsAsCheck(rest)) return null;
  const target = parseTarget(withoutPreposition(rest));
  if (target) return understood({ type: 'focus', target });
  return missing(verb, 'a field', 'name it', `${verb} the Email field`);
}

/** "Drag "Task 1" to the "Done" column", "Drag and drop "B" above "A"". */
function drag(rest: Phrase, verb: string): ParsedStep {
  const parts = splitAt(rest, ['onto|into|over|on\\s+top\\s+of|on|to|above|below|before|after']);
  const target = parts && parseTarget(parts.value);
  const to = parts && parseTarget(parts.place);
  if (target && to) return understood({ type: 'drag', target, to });
  return missing(verb, 'what to drag and where', 'name both', `${verb} "Task 1" to the "Done" column`);
}

/** Order words: "descending", "Z to A", "high to low", "newest first". */
export const ASCENDING =
  /(?:in\s+)?(?:ascending|asc|increasing|alphabetical|a\s*(?:-|to)\s*z|(?:from\s+)?(?:low(?:est)?|smallest|cheapest|oldest|earliest)\s+(?:to\s+(?:high(?:est)?|largest|biggest|newest|latest)|first))(?:\s+order)?/;
export const DESCENDING =
  /(?:in\s+)?(?:descending|desc|decreasing|reverse(?:\s+alphabetical)?|z\s*(?:-|to)\s*a|(?:from\s+)?(?:high(?:est)?|largest|biggest|newest|latest|most\s+expensive)\s+(?:to\s+(?:low(?:est)?|smallest|cheapest|oldest|earliest)|first))(?:\s+order)?/;
/**
 * Order words that end the text, after the column's name: the first word where they start, as one search (trying the
 * words after each word of the name, one by one, read a long name once for each of its words).
 */
const ORDER_AT_END = new RegExp(`\\s+(?:(${ASCENDING.source})|(${DESCENDING.source}))$`, 'i');

/** Where the order words start: after the column's name, with or without a comma or "in". */
function withDirection(phrase: Phrase): { column: Phrase; direction: 'ascending' | 'descending' | null } {
  const order = ORDER_AT_END.exec(phrase.text);
  if (!order) return { column: phrase, direction: null };
  const direction = order[1] === undefined ? 'descending' : 'ascending';
  // "by name from Z to A": "from" belongs to the order words.
  const column = phrase.text
    .slice(0, order.index)
    .replace(/,$/, '')
    .replace(/\s+from$/i, '');
  return { column: sub(phrase, column), direction };
}

/** "Sort the table by Name", "Sort by "Price" descending", "Sort the Price column from high to low". */
function sort(rest: Phrase, verb: string): ParsedStep | null {
  if (readsAsCheck(rest)) return null;
  const { column, direction } = withDirection(sub(rest, rest.text.replace(/\s+(?:again|once\s+more)$/i, '')));
  const by =
    groups(column, /^(?:(?:the\s+)?[\w\s]*?\s*)?by\s+(?:the\s+)?(.+?)(?:\s+column)?$/i) ??
    groups(column, /^(?:the\s+)?(.+?)\s+column$/i);
  const target = by && parseTarget(by(1));
  // "by Title": a column's name, though "title" is also a role word.
  const name = by && target && (target.name || valueOf(by(1)));
  if (target && name) return understood({ type: 'sort', target: { ...target, name, kind: 'cell' }, direction });
  return missing(verb, 'a column', 'say which column to sort by', `${verb} the table by Name`);
}

const TIMES: Record<string, number> = { once: 1, twice: 2, thrice: 3, one: 1, two: 2, three: 3, four: 4, five: 5 };
const timesOf = (word: string): number => TIMES[word.toLowerCase()] ?? parseInt(word, 10);
const HOW_MANY = '\\d+|one|two|three|four|five';

/**
 * "Increase the quantity", "Increase guests to 3", "Decrease the number of adults by 2", "Increment the counter twice":
 * the stepper's + or − clicked (or the number field's arrow keys), as often as asked or until it reads the number.
 */
function adjust(rest: Phrase, verb: string): ParsedStep | null {
  if (readsAsCheck(rest)) return null;
  const direction = /^(?:increase|increment|raise|bump)/i.test(verb) ? 'up' : 'down';
  let words = rest;
  let to: number | null = null;
  let times = 1;
  const toNumber = groups(words, /^(.+?)\s+(?:up\s+|down\s+)?to\s+(\d+)$/i);
  const by = groups(words, new RegExp(`^(.+?)\\s+by\\s+(${HOW_MANY})$`, 'i'));
  const repeated = groups(words, new RegExp(`^(.+?)\\s+(?:(${HOW_MANY})\\s+times|(once|twice|thrice))$`, 'i'));
  if (toNumber) [words, to] = [toNumber(1), parseInt(toNumber(2).text, 10)];
  else if (by) [words, times] = [by(1), timesOf(by(2).text)];
  else if (repeated) [words, times] = [repeated(1), timesOf(repeated(2).text || repeated(3).text)];
  const named = sub(words, words.text.replace(/^(?:the\s+)?(?:number|count|amount)\s+of\s+/i, ''));
  // "the quantity of "Blue Mug"": the quantity beside that name.
  const of = groups(named, /^(?:the\s+)?(\w+(?:\s+\w+)?)\s+(?:of|for)\s+(?:the\s+)?(.+)$/i);
  const base = parseTarget(of ? of(1) : named);
  const target = base && of ? { ...base, region: { kind: 'near' as const, name: valueOf(of(2)) } } : base;
  if (target && times > 0) return understood({ type: 'adjust', target, direction, times, to });
  return missing(verb, 'what to change', 'name the number', `${verb} the quantity to 3`);
}

const pointerRules: Rule[] = [
  verbRule('increase|increment|raise|bump(?:\\s+up)?|decrease|decrement|reduce|lower', adjust),
  verbRule('sort|order', sort),
  verbRule('right[\\s-]?click|context[\\s-]?click|secondary[\\s-]?click', rightClick),
  verbRule('drag(?:\\s+and\\s+drop)?|drag\\s*&\\s*drop|drag-and-drop', drag),
  verbRule('focus(?:\\s+on)?|put\\s+the\\s+cursor\\s+in|place\\s+the\\s+cursor\\s+in', focus),
];

/** Dragging, right-clicking, sorting by a column, steppers, and the cursor put in a field. */
export const pointerFamily: Family = {
  name: 'pointer and steppers',
  rules: pointerRules,
  examples: [
    ['Drag "Task 1" to the "Done" column', 'Drag “Task 1” onto “Done”'],
    ['Right-click "report.pdf"', 'Right-click “report.pdf”'],
    ['Sort the table by Price descending', 'Sort by the cell “Price”, descending'],
    ['Increase the quantity to 3', 'Increase “quantity” to 3'],
    ['Focus the Email field', 'Put the cursor in the field “Email”'],
  ],
};

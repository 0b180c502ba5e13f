import type { ParsedStep } from './action.ts';
import { missing, readsAsCheck, splitAt, understood, verbRule, type Rule } from './rules.ts';
import { withoutPreposition } from './clicks.ts';
import { parseTarget } from './targets.ts';
import { groups, sub, type Phrase } from './tokens.ts';

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
const ASCENDING =
  /^(?:in\s+)?(?:ascending|asc|increasing|alphabetical|a\s*(?:-|to)\s*z|(?:from\s+)?(?:low(?:est)?|smallest|cheapest|oldest|earliest)\s+(?:to\s+(?:high(?:est)?|largest|biggest|newest|latest)|first))(?:\s+order)?$/i;
const DESCENDING =
  /^(?:in\s+)?(?:descending|desc|decreasing|reverse(?:\s+alphabetical)?|z\s*(?:-|to)\s*a|(?:from\s+)?(?:high(?:est)?|largest|biggest|newest|latest|most\s+expensive)\s+(?:to\s+(?:low(?:est)?|smallest|cheapest|oldest|earliest)|first))(?:\s+order)?$/i;

/** Where the order words start: after the column's name, with or without a comma or "in". */
function withDirection(phrase: Phrase): { column: Phrase; direction: 'ascending' | 'descending' | null } {
  const words = phrase.text.split(/\s+/);
  for (let at = 1; at < words.length; at += 1) {
    const tail = words.slice(at).join(' ');
    const direction = ASCENDING.test(tail) ? 'ascending' : DESCENDING.test(tail) ? 'descending' : null;
    if (direction) return { column: sub(phrase, words.slice(0, at).join(' ').replace(/,$/, '')), direction };
  }
  return { column: phrase, direction: null };
}

/** "Sort the table by Name", "Sort by "Price" descending", "Sort the Price column from high to low". */
function sort(rest: Phrase, verb: string): ParsedStep | null {
  if (readsAsCheck(rest)) return null;
  const { column, direction } = withDirection(sub(rest, rest.text.replace(/\s+(?:again|once\s+more)$/i, '')));
  const by =
    groups(column, /^(?:(?:the\s+)?[\w\s]*?\s*)?by\s+(?:the\s+)?(.+?)(?:\s+column)?$/i) ??
    groups(column, /^(?:the\s+)?(.+?)\s+column$/i);
  const target = by && parseTarget(by(1));
  if (target) return understood({ type: 'sort', target: { ...target, kind: 'cell' }, direction });
  return missing(verb, 'a column', 'say which column to sort by', `${verb} the table by Name`);
}

export const pointerRules: Rule[] = [
  verbRule('sort|order', sort),
  verbRule('right[\\s-]?click|context[\\s-]?click|secondary[\\s-]?click', rightClick),
  verbRule('drag(?:\\s+and\\s+drop)?|drag\\s*&\\s*drop|drag-and-drop', drag),
  verbRule('focus(?:\\s+on)?|put\\s+the\\s+cursor\\s+in|place\\s+the\\s+cursor\\s+in', focus),
];

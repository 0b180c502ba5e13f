import type { Action, ParsedStep, Region } from './action.ts';
import { understood } from './rules.ts';
import { inside, type Phrase } from './tokens.ts';

/**
 * "The todo list should contain Buy milk, Walk the dog, Pay rent": words listed, each seen, rather than one text with
 * its commas, which no page shows. Three or more short items, or two joined by "and" after a comma-less list, are a
 * list, and so are the words after "the following:", split at "|", "," or ";"; words the step quoted whole are kept
 * as they are.
 */
const ITEM = /^[^\s,]+(?:\s+[^\s,]+){0,4}$/;

const seen = (text: string, region: Region | null): Action => ({
  type: 'expect',
  assertion: { type: 'text', text, present: true, region },
});

function listedTexts(action: Action, phrase: Phrase): Action[] | null {
  if (action.type !== 'expect' || action.assertion.type !== 'text' || !action.assertion.present) return null;
  const { text, region } = action.assertion;
  if (phrase.quotes.some((quote) => inside(quote) === text)) return null;
  // "columns "Name" and "Email"": the quoted words, each.
  const quotedEach = /^(?:"[^"]+"(?:\s*,\s*(?:and\s+)?|\s+and\s+|$))+$/.test(text) ? text.match(/"[^"]+"/g) : null;
  if (quotedEach && quotedEach.length > 1) return quotedEach.map((words) => seen(words.slice(1, -1), region));
  // "items in the dropdown as following table: 25 per page | 50 per page": the words after "following", each.
  const following = /\bfollow(?:ing|s)(?:\s+[\w-]+){0,2}?\s*(?::|\s+shows)\s*(.+)$/i.exec(text);
  if (following) {
    const each = following[1]!.split(/\s*[|,;]\s*/).filter(Boolean);
    if (each.length >= 1 && each.every((item) => ITEM.test(item))) return each.map((item) => seen(item, region));
  }
  const items = text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i);
  if (items.length < 3 || !items.every((item) => ITEM.test(item))) return null;
  return items.map((item) => seen(item, region));
}

/** The step with a list of words seen read as a check of each. */
export function eachListed(parsed: ParsedStep, phrase: Phrase): ParsedStep {
  if (!parsed.ok) return parsed;
  const checks = listedTexts(parsed.action, phrase);
  return checks ? understood({ type: 'sequence', actions: checks }) : parsed;
}

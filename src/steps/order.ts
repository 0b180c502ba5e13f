import type { Assertion, Region } from './action.ts';
import { ASCENDING, DESCENDING } from './pointer.ts';
import { parseRegion } from './regions.ts';
import { groups, sub, valueOf, type Phrase } from './tokens.ts';

/** Words that say an order: "in ascending order", "highest first", "alphabetically", "A to Z". */
const ORDER = `(?:from\\s+)?(?:(${ASCENDING.source}|alphabetically|in\\s+alphabetical\\s+order|chronologically)|(${DESCENDING.source}|reverse\\s+alphabetically))`;

/** "The products are sorted by price, highest first", "the Title column is sorted in descending order". */
const SORTED = new RegExp(
  `^(.+?)\\s+(?:are|is|should\\s+be|must\\s+be|were|was|appear|appears|get|gets|remain|stay)\\s+(?:now\\s+|still\\s+|correctly\\s+|properly\\s+)?` +
    `(?:(?:displayed|shown|listed)\\s+)?(?:sorted|ordered|arranged|listed|displayed|shown)(?:\\s+by\\s+(?:the\\s+)?(.+?))?(?:\\s*,?\\s*${ORDER}(?:\\s+(?:order\\s+)?(?:of|by)\\s+(?:the\\s+)?(.+?))?)?$`,
  'i',
);
/** "The items should be in alphabetical order", "the results are in descending order of price". */
const IN_ORDER = new RegExp(
  `^(.+?)\\s+(?:are|is|should\\s+be|must\\s+be|appear|remain|stay)\\s+(?:now\\s+|still\\s+)?${ORDER}(?:\\s+(?:of|by)\\s+(?:the\\s+)?(.+?))?$`,
  'i',
);

/** What a sorted thing is: a column ("the Price column"), a table or list (a region), or the page's entries. */
function subjectOf(subject: Phrase): { by: string | null; region: Region | null } {
  const column = groups(subject, /^(?:the\s+)?(.+?)\s+column(?:\s+(?:of|in)\s+(.+))?$/i);
  if (column) return { by: valueOf(column(1)), region: column(2).text ? parseRegion(column(2)) : null };
  // "The product names are sorted": by each entry's name.
  const part = groups(subject, /^(?:the\s+|all\s+)?(?:[\w-]+\s+)?(names?|titles?|prices?|dates?|amounts?|totals?)$/i);
  if (part) return { by: part(1).text.replace(/s$/i, '').toLowerCase(), region: null };
  const place = /\b(?:table|grid|list|listing)$/i.test(subject.text) ? parseRegion(subject) : null;
  return { by: null, region: place };
}

/**
 * "Products are sorted by price, highest first", "the list is sorted alphabetically", "the Title column is in
 * descending order": the entries (or a column's cells) read in that order; with no order said, in either one.
 */
export function sortedAssertion(written: Phrase): Assertion | null {
  // "sorted by Name (Z to A)": the order in brackets is the order said; "sorted alphabetically (a-z)" says it twice.
  const bracketed = /\s*\(([^()]+)\)$/;
  return (
    sortedIn(sub(written, written.text.replace(bracketed, ' $1'))) ??
    (bracketed.test(written.text) ? sortedIn(sub(written, written.text.replace(bracketed, ''))) : null)
  );
}

function sortedIn(line: Phrase): Assertion | null {
  const sorted = groups(line, SORTED);
  const inOrder = sorted ? null : groups(line, IN_ORDER);
  if (!sorted && !inOrder) return null;
  const [subject, byBefore, up, down, byAfter] = sorted
    ? [sorted(1), sorted(2), sorted(3), sorted(4), sorted(5)]
    : [inOrder!(1), null, inOrder!(2), inOrder!(3), inOrder!(4)];
  // "are displayed" alone is no order: only "sorted", "ordered", or an order's words are.
  if (sorted && !/\b(?:sorted|ordered|arranged)\b/i.test(line.text) && !up.text && !down.text) return null;
  // "Last names and first names are in ascending order": two orders at once, which no one order check is.
  if (/\s(?:and|&)\s/i.test(subject.text)) return null;
  const said = subjectOf(subject);
  const by = byBefore?.text ? byBefore : byAfter?.text ? byAfter : null;
  const named = by && sub(by, by.text.replace(/\s+(?:from|in)$/i, '').replace(/,$/, ''));
  return {
    type: 'sorted',
    by: named ? valueOf(named) : said.by,
    direction: up.text ? 'ascending' : down.text ? 'descending' : null,
    region: said.region,
  };
}

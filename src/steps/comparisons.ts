import type { Assertion } from './action.ts';
import type { Compare } from './describe.ts';
import { parseTarget } from './targets.ts';
import { sub, type Phrase } from './tokens.ts';

const NUMBER_AFTER = '(?=(?:\\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\\b)';

/** Words that compare a count, each with how. */
const COMPARISONS: [RegExp, Compare][] = [
  [/\b(?:no|not)\s+(?:fewer|less)\s+than\s+|\bat\s+least\s+|\ba\s+minimum\s+of\s+|\bminimum\s+(?:of\s+)?/i, 'atLeast'],
  [/\b(?:no|not)\s+more\s+than\s+|\bat\s+most\s+|\bup\s+to\s+|\ba\s+maximum\s+of\s+|\bmaximum\s+(?:of\s+)?/i, 'atMost'],
  [/\b(?:more|greater)\s+than\s+/i, 'moreThan'],
  [/\b(?:fewer|less)\s+than\s+/i, 'fewerThan'],
  // "Over" and "under" compare only when a count follows: "over 18 only" is words a page shows.
  [/\bover\s+/i, 'moreThan'],
  [/\bunder\s+/i, 'fewerThan'],
];

const LOOSE = /^(?:over|under)\s/i;

/** The words "more than", "at least" … in front of a number, and how they compare; null when there are none. */
export function comparisonIn(line: Phrase): { rest: Phrase; compare: Compare; loose: boolean } | null {
  for (const [words, compare] of COMPARISONS) {
    const found = new RegExp(`(?:${words.source})${NUMBER_AFTER}`, 'i').exec(line.text);
    if (found) {
      const text = line.text.slice(0, found.index) + line.text.slice(found.index + found[0].length);
      return { rest: sub(line, text), compare, loose: LOOSE.test(found[0]) };
    }
  }
  return null;
}

/**
 * "There should be more than 3 products", "the cart has at least 1 item": a count, compared. Words that compare and
 * read as anything but a count ("I see more than 3 results" as words) are no check at all.
 */
export function comparedCount(line: Phrase, parse: (line: Phrase) => Assertion | null): Assertion | null | undefined {
  const comparison = comparisonIn(line);
  if (!comparison) return undefined;
  const counted = parse(comparison.rest);
  // Compared, a count is no longer the words a page may show for it ("more than 3 results").
  if (counted?.type === 'count')
    return { type: 'count', target: counted.target, count: counted.count, compare: comparison.compare };
  // "I see more than 3 results": "3 results" alone may be words, but compared it is a count of the list's items.
  const text = counted?.type === 'text' && counted.present ? counted : null;
  const words = text && /^(\d+)\s+(.+)$/.exec(text.text);
  const items = words && parseTarget(sub(line, words[2]!), true);
  if (!text || !words || items?.kind !== 'listitem') return comparison.loose ? undefined : null;
  const target = { ...items, region: items.region ?? text.region };
  return { type: 'count', target, count: Number(words[1]), compare: comparison.compare };
}

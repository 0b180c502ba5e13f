/**
 * The words of one step, with every quoted part set aside first, so that words inside quotes
 * (`"Log in to the app"`, `"Save."`) are never read as the step's own words or punctuation.
 */
export interface Phrase {
  /** The text with each quoted part replaced by a marker (`\uE000<index>\uE001`). */
  readonly text: string;
  /** Each quoted part as written, quotes included, by index. */
  readonly quotes: readonly string[];
}

/**
 * Quoted parts: "double", “typographic double”, ‘typographic single’, 'single', `backticks`, ``double backticks``, **bold** and *emphasis* (how a document marks a control's words). A straight single
 * quote opens only at the start of a word and closes only at the end of one, so the apostrophes of
 * "don't" or "Jo's" are left alone, outside single quotes and inside them ('We couldn't load').
 */
const QUOTED =
  /``[^`]+``|`[^`]+`|\*\*[^*]+\*\*|(?<=^|\s)\*[^*\s][^*]*\*(?=$|[\s.,;:!?)])|"[^"]*"|[“”][^“”]*[“”]|‘[^’]*’|(?<=^|[\s(])'(?:[^']|(?<=\p{L})'(?=\p{L}))*'(?=$|[\s.,;:!?)])/gu;
const MARKER = /\uE000(\d+)\uE001/g;
const ONLY_MARKER = /^\uE000(\d+)\uE001$/;

export function mask(line: string): Phrase {
  const quotes: string[] = [];
  const text = line.replace(QUOTED, (quoted) => `\uE000${quotes.push(quoted) - 1}\uE001`);
  return { text, quotes };
}

/** Another part of the same line (the quotes stay reachable through their markers). */
export const sub = (phrase: Phrase, text: string): Phrase => ({ text: text.trim(), quotes: phrase.quotes });

/** The text as the user wrote it, quotes included. */
export function restore(phrase: Phrase): string {
  return phrase.text.replace(MARKER, (_, index: string) => phrase.quotes[Number(index)] ?? '');
}

/** A quoted part's words, without its quote marks. */
export const inside = (quote: string): string =>
  quote.startsWith('``') || quote.startsWith('**') ? quote.slice(2, -2) : quote.slice(1, -1);

/** The words inside the quotes when the phrase is exactly one quoted part, else null. */
export function quoted(phrase: Phrase): string | null {
  const marker = ONLY_MARKER.exec(phrase.text);
  const raw = marker ? phrase.quotes[Number(marker[1])] : undefined;
  return raw === undefined ? null : inside(raw);
}

/** A value as meant: the words inside quotes, or the bare words as written. */
export const valueOf = (phrase: Phrase): string => quoted(phrase) ?? restore(phrase);

/** A value in quotes, for suggestions: `hello` → `"hello"`, `"hello"` stays, quotes inside are dropped. */
export const inQuotes = (phrase: Phrase): string => `"${quoted(phrase) ?? restore(phrase).replace(/["“”‘’]/g, '')}"`;

/**
 * Matches a pattern against the phrase's text; the result gives each capture group as a phrase of
 * its own (an empty one when the group did not take part), or null when the pattern does not match.
 */
export function groups(phrase: Phrase, pattern: RegExp): ((group: number) => Phrase) | null {
  const match = pattern.exec(phrase.text);
  if (!match) return null;
  return (group) => sub(phrase, match[group] ?? '');
}

export const isEmpty = (phrase: Phrase): boolean => phrase.text === '';

/** Text as a regular expression matches it, each of its special characters escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Drops a leading "the", "a" or "an". */
export const withoutArticle = (phrase: Phrase): Phrase => sub(phrase, phrase.text.replace(/^(?:the|an?)\s+/i, ''));

/** Ordinal words, first to tenth: a place among several ("the second row") is its index here plus one. */
export const ORDINAL_WORDS: readonly string[] = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** Months as people write them, whole or cut short ("December", "Dec", "Sept"): a pattern for a regular expression. */
export const MONTH_PATTERN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** A month's number, 1 to 12, from its name whole or cut short; 0 when the words are no month. */
export const monthNumber = (name: string): number =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    name.slice(0, 3).toLowerCase(),
  ) + 1;

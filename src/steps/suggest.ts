import type { ParsedStep } from './action.ts';
import { capitalize, notUnderstood } from './rules.ts';
import { restore, type Phrase } from './tokens.ts';

/** The verbs a step can start with, each with an example of a whole step that starts with it. */
const KNOWN_VERBS: [verb: string, example: string][] = [
  ['click', 'Click the "Sign in" button'],
  ['tap', 'Tap "Menu"'],
  ['double-click', 'Double-click the row "Invoice 12"'],
  ['type', 'Type "hello" into Email'],
  ['enter', 'Enter "secret" in the Password field'],
  ['fill', 'Fill Email with "a@b.c"'],
  ['set', 'Set Email to "a@b.c"'],
  ['clear', 'Clear the Email field'],
  ['select', 'Select "France" from Country'],
  ['choose', 'Choose "France" in the Country dropdown'],
  ['check', 'Check "I agree"'],
  ['uncheck', 'Uncheck "Newsletter"'],
  ['tick', 'Tick "I agree"'],
  ['untick', 'Untick "Newsletter"'],
  ['turn', 'Turn on the "Dark mode" switch'],
  ['press', 'Press Enter'],
  ['hover', 'Hover over Account'],
  ['right-click', 'Right-click "report.pdf"'],
  ['drag', 'Drag "Task 1" to the "Done" column'],
  ['focus', 'Focus the Email field'],
  ['sort', 'Sort the table by Price descending'],
  ['increase', 'Increase the quantity to 3'],
  ['decrease', 'Decrease the number of guests'],
  ['upload', 'Upload "cv.pdf" to Resume'],
  ['attach', 'Attach "cv.pdf" to Resume'],
  ['go', 'Go to /login'],
  ['open', 'Open /login'],
  ['navigate', 'Navigate to /settings'],
  ['visit', 'Visit /login'],
  ['wait', 'Wait 2 seconds'],
  ['expect', 'Expect to see "Welcome"'],
  ['verify', 'Verify that the URL contains /dashboard'],
  ['assert', 'Assert that the title is "Dashboard"'],
  ['ensure', 'Ensure that the page shows "Welcome"'],
  ['see', 'I see "Welcome"'],
  ['sign', 'Sign in'],
  ['log', 'Log in'],
  ['remember', 'Remember the text of "Order number" as order'],
  ['read', 'Read the code from the latest email as code'],
];

/**
 * The number of single-letter edits (insert, delete, replace, swap two neighbours) that turn one word
 * into the other: "clikc" is one edit from "click".
 */
export function editDistance(a: string, b: string): number {
  // Row by row over the letters of a: previous[j] is the distance between a's first i-1 letters and b's first j.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Typos allowed for a word of this length: none would make every short word a verb. */
const allowedEdits = (length: number): number => (length <= 3 ? 0 : length <= 5 ? 1 : length <= 8 ? 2 : 3);

/** Words that are words of their own, never a typo of a verb near them ("want" is not "wait"). */
const WORDS_OF_THEIR_OWN = new Set(['want', 'wants', 'have', 'has', 'had', 'need', 'needs', 'like', 'user', 'page']);

/** The known verb closest to the word, if it is near enough to be a typo of it (first in the list on a tie). */
function closestVerb(word: string): { verb: string; example: string; distance: number } | null {
  if (WORDS_OF_THEIR_OWN.has(word)) return null;
  let best: { verb: string; example: string; distance: number } | null = null;
  for (const [verb, example] of KNOWN_VERBS) {
    // By the shorter of the two: "Alert" (5 letters) is two edits from "assert", too many for a word its length.
    const allowed = allowedEdits(Math.min(verb.length, word.length));
    // An edit changes the length by one letter at most, so a word longer or shorter than the verb by more than the
    // edits allowed is no typo of it: not comparing it keeps a word of a thousand letters as cheap as a short one.
    if (Math.abs(word.length - verb.length) > allowed) continue;
    const distance = editDistance(word, verb);
    if (distance <= allowed && (best === null || distance < best.distance)) {
      best = { verb, example, distance };
    }
  }
  return best;
}

/** Words a suggestion may add to the user's own: how a step is framed, never a value or a name. */
const FRAMING = new Set(
  'the a an to into in on of from with by that as and then is are page shows field button link visible check first last appears disappears'.split(
    ' ',
  ),
);

/**
 * Whether a suggestion keeps to the user's words (besides framing words): an example's made-up values ("France",
 * "Name") would change what the step means.
 */
function ownWords(suggestion: string, line: string, verbCorrected = false): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const said = words(line);
  // "Order number" may come back as the name orderNumber: the user's words run together.
  const written = new Set([...said, ...said.slice(1).map((word, i) => `${said[i]}${word}`)]);
  const suggested = words(suggestion);
  // A misspelt verb ("Clikc") comes back spelt right: the first word is the one a suggestion may change.
  return (verbCorrected ? suggested.slice(1) : suggested).every((word) => written.has(word) || FRAMING.has(word));
}

/**
 * "Verify that the page shows "email is sent with a link"", "… shows "all text fields accept input"": a sentence or a
 * description quoted is no words a page shows.
 */
const QUOTED_SENTENCE =
  /["“][^"”]*\s(?:is|are|was|were|has|have|been|should|will|can|appears?)\s[^"”]*["”]|["“](?:all|every|each|any|no)\s[^"”]*["”]/i;

/**
 * The suggestion a step not understood may offer: only one in the user's own words that keeps what they meant. An
 * example's made-up field or value ("into Email", "from Country", "hello") and a sentence quoted as words to find
 * are left to the reason, which shows them as an example.
 */
export function offered(parsed: ParsedStep, line: string): ParsedStep {
  if (parsed.ok || parsed.suggestion === null) return parsed;
  if (ownWords(parsed.suggestion, line, true) && !QUOTED_SENTENCE.test(parsed.suggestion)) return parsed;
  return { ...parsed, suggestion: null };
}

export const emptyStep = (): ParsedStep =>
  notUnderstood('The step is empty: write what to do, as in: Click the "Sign in" button', null);

/**
 * A line no rule understood. The first word decides: a typo of a known verb is corrected and the
 * line tried again, and offered when it is then understood; a known verb used in a way no rule reads
 * gets that verb's example in the reason.
 */
export function unknownStep(line: Phrase, parse: (line: string) => ParsedStep): ParsedStep {
  const written = restore(line);
  const firstWord = /^\S+/.exec(written)?.[0] ?? '';
  const closest = closestVerb(firstWord.toLowerCase());
  if (closest === null) return notUnderstood(`"${firstWord}" is not a step I know.`, null);
  // An example is shown, never offered in place of the line: its words ("Log in", "France") are not the user's, and
  // would change what the step means ("Log out from the website" is no "Log in").
  if (closest.distance === 0) {
    return notUnderstood(
      `This "${capitalize(firstWord)}" step is not written in a way I know: write it as in: ${closest.example}`,
      null,
    );
  }
  const corrected = `${capitalize(closest.verb)}${written.slice(firstWord.length)}`;
  const retried = parse(corrected);
  // Whether it keeps to the user's words is settled for every suggestion alike (`offered`).
  return notUnderstood(`"${firstWord}" is not a step I know.`, retried.ok ? corrected : retried.suggestion);
}

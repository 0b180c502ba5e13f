import type { Assertion } from './action.ts';
import { groups, type Phrase } from './tokens.ts';

type Tone = NonNullable<Extract<Assertion, { type: 'message' }>['tone']>;

/** What a message's kind is called: "success", "a confirmation", "an error", "validation". */
const TONES: [RegExp, Tone][] = [
  [/^(?:success|successful|confirmation|confirm)$/i, 'success'],
  [/^(?:error|failure|failed|validation|invalid|incorrect|wrong)$/i, 'error'],
  [/^(?:warning|caution)$/i, 'warning'],
  [/^(?:info|information|informational)$/i, 'info'],
];
const TONE =
  'success|successful|confirmation|confirm|error|failure|failed|validation|invalid|incorrect|wrong|warning|caution|info|information|informational';
const NOUN = 'message|notification|toast|snackbar|alert|banner|pop-?up|flash(?:\\s+message)?|notice|prompt';
/** "an error", "a warning", "a confirmation": a message named by its kind alone. */
const KIND_ALONE = 'error|warning|confirmation';

/**
 * "the upload success message", "a login error", "a successful submission message": one word may say what the
 * message is about, before its kind or after it.
 */
const MESSAGE = `(?:(?:a|an|the|some)\\s+)?(?:(?!(?:${TONE})\\b)[\\w-]+\\s+)?(?:(?:(${TONE})\\s+(?:(?!(?:${NOUN})\\b)[\\w-]+\\s+)?)?(?:${NOUN})s?(?:\\s+(?:message|box|dialog)s?)?|(${KIND_ALONE})s?)`;
const SHOWN =
  '(?:appears|is\\s+shown|is\\s+displayed|is\\s+visible|is\\s+present|shows\\s+up|pops\\s+up|comes\\s+up|should\\s+(?:appear|pop\\s+up|show\\s+up|be\\s+(?:shown|displayed|visible))|will\\s+(?:appear|be\\s+(?:shown|displayed))|gets\\s+displayed|(?:is|gets)\\s+raised)';
const ON_PAGE = '(?:\\s+(?:on|in)\\s+the\\s+(?:page|screen))?';
/** "a success message for registration": what it is about, which its kind already tells enough of. */
const ABOUT = '(?:\\s+(?:for|about|after|on|of)\\s+(?:the\\s+|a\\s+)?[\\w-]+)?';

/** "A success message appears", "an error is shown", "Verify that an alert appears". */
const APPEARS = new RegExp(`^${MESSAGE}${ABOUT}\\s+${SHOWN}${ON_PAGE}$`, 'i');
/** After "I see": "a success message", "an error message", "the confirmation". */
const SEEN = new RegExp(`^${MESSAGE}${ABOUT}${ON_PAGE}$`, 'i');

const toneOf = (word: string): Tone | null => TONES.find(([pattern]) => pattern.test(word))?.[1] ?? null;

function message(match: (group: number) => Phrase, present: boolean): Assertion {
  const word = match(1).text || match(2).text;
  return { type: 'message', tone: toneOf(word), text: null, present };
}

/**
 * A message by its kind, with no words given: an alert, a status, a toast, a banner or the browser's own alert, of that
 * kind (drawn as a success, an error…). Its words, when the step quotes them, are a check of words (assertions.ts).
 */
export function messageAppears(line: Phrase): Assertion | null {
  const appears = groups(line, APPEARS);
  const said = wordsOfMessage(line.text, true);
  if (said) return said;
  return appears ? message(appears, true) : null;
}

/** "a welcome message", "the thank you note": a message named by the words it says, which are the check. */
const SAYS_ITS_KIND = new RegExp(
  `^(?:(?:a|an|the|some)\\s+)?(welcome|thank[\\s-]?you|thanks|goodbye|congratulations)\\s+(?:${NOUN}|text|note)(?:\\s+(?:in|on)\\s+the\\s+(modal|dialog|pop-?up))?(?:\\s+${SHOWN})?(?:${ON_PAGE}|\\s+(?:in|on)\\s+the\\s+(modal|dialog|pop-?up))?$`,
  'i',
);

function wordsOfMessage(words: string, present: boolean): Assertion | null {
  const match = SAYS_ITS_KIND.exec(words);
  const says = match?.[1];
  if (!says) return null;
  const region = match[2] || match[3] ? { kind: 'dialog' as const, name: null } : null;
  const text =
    says.charAt(0).toUpperCase() +
    says
      .slice(1)
      .toLowerCase()
      .replace(/^thank[\s-]?you$/, 'thank you');
  return { type: 'text', text, present, region };
}

/** What follows "I see" or "I don't see", when it is a message by its kind. */
export function messageSeen(words: Phrase, present: boolean): Assertion | null {
  const said = wordsOfMessage(words.text, present);
  if (said) return said;
  const seen = groups(words, SEEN);
  if (!seen) return null;
  const found = message(seen, present);
  // "The toast disappears" is that toast gone (a check of it), not every message of any kind gone.
  return present || (found.type === 'message' && found.tone !== null) ? found : null;
}

import type { ParsedStep } from './action.ts';
import { missing, notUnderstood, understood, verbRule, type Family, type Rule } from './rules.ts';
import { messageText } from './assertions.ts';
import { parseTarget } from './targets.ts';
import { groups, restore, type Phrase } from './tokens.ts';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "2 seconds", "for 500 ms", "1.5 s", "a minute"; no unit means seconds. */
const DURATION = new RegExp(
  `^(?:for\\s+)?(\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})\\s*` +
    '(ms|milliseconds?|millis|s|secs?|seconds?|m|mins?|minutes?)?$',
  'i',
);

const APPEARS =
  'appears?|shows?(?:\\s+up)?|becomes?\\s+visible|is\\s+(?:visible|shown|displayed|there)|be\\s+(?:visible|shown|displayed)';
const DISAPPEARS =
  'disappears?|vanish(?:es)?|goes\\s+away|go\\s+away|is\\s+(?:hidden|gone|not\\s+visible|no\\s+longer\\s+visible)|' +
  'becomes?\\s+hidden|be\\s+(?:hidden|gone)';
/** "for the products to load", "until the results have loaded": what a page fetches after it opens. */
const LOADS =
  /^(?:for|until|till)\s+(?:the\s+|all\s+(?:the\s+)?)?[\w\s-]+?\s+(?:to\s+(?:load|finish\s+loading|be\s+loaded|update|refresh|reload|be\s+(?:updated|refreshed))|(?:is|are|has|have)\s+(?:finished\s+)?(?:load(?:ed|ing)|updated|refreshed)|loads?|updates?|refresh(?:es)?|finish(?:es)?\s+loading)$/i;
const UNTIL = new RegExp(`^(?:until|till|for)\\s+(.+?)\\s+(?:to\\s+)?(?:(${APPEARS})|(${DISAPPEARS}))$`, 'i');

function secondsOf(amount: string, unit: string): number {
  const number = NUMBER_WORDS[amount.toLowerCase()] ?? parseFloat(amount.replace(',', '.'));
  const lower = unit.toLowerCase();
  if (lower.startsWith('ms') || lower.startsWith('milli')) return number / 1000;
  if (lower === 'm' || lower.startsWith('min')) return number * 60;
  return number;
}

/** The words after "until" or "for", as written. */
const waitedFor = (rest: Phrase): string => restore(rest).replace(/^(?:until|till|for)\s+/i, '');

function wait(rest: Phrase, verb: string): ParsedStep {
  const duration = groups(rest, DURATION);
  if (duration) return understood({ type: 'wait', seconds: secondsOf(duration(1).text, duration(2).text) });

  if (LOADS.test(rest.text)) {
    // "Wait for the Submit button to load": that button, shown; "the products": the page's lists.
    const subject = groups(rest, /^(?:for|until|till)\s+(.+?)\s+(?:to\s+|is\s+|are\s+|has\s+|have\s+|finish)/i);
    const named = subject && parseTarget(subject(1));
    if (named?.kind) return understood({ type: 'waitFor', target: named, state: 'visible' });
    return understood({ type: 'waitForLoad' });
  }

  const until = groups(rest, UNTIL);
  const target = until && parseTarget(until(1));
  if (until && target) {
    return understood({ type: 'waitFor', target, state: until(2).text === '' ? 'hidden' : 'visible' });
  }

  // "Wait for the Save button to become enabled": a wait is for something to show or go; a state is checked.
  const becomes = groups(
    rest,
    /^(?:for|until|till)\s+(.+?)\s+(?:to\s+)?(?:become|becomes|be|is|gets?)\s+(clickable|enabled|disabled|checked|unchecked|selected|active|editable)$/i,
  );
  if (becomes) {
    return notUnderstood(
      `A wait is for something to appear or disappear; that it is ${becomes(2).text} is checked, and a check waits for it as long as a step may take, as in: ${restore(becomes(1)).replace(/^\w/, (c) => c.toUpperCase())} is ${becomes(2).text}`,
      `${restore(becomes(1)).replace(/^\w/, (c) => c.toUpperCase())} is ${becomes(2).text}`,
    );
  }
  // "Wait for the Results heading": waiting for something means waiting until it shows.
  const waitFor = groups(rest, /^for\s+(.+)$/i);
  // "Wait for the error "We couldn't load"": the message's words.
  const message = waitFor && messageText(waitFor(1));
  if (message) {
    return understood({
      type: 'waitFor',
      target: { kind: 'text', name: message, exact: false, ordinal: null, region: null },
      state: 'visible',
    });
  }
  // "Wait for the doctor list", "Wait for the search results": what the page fetches, as "… to load".
  if (waitFor && /^(?:the\s+)?(?:[\w-]+\s+){0,2}(?:list|results|table|grid|data|items)$/i.test(waitFor(1).text))
    return understood({ type: 'waitForLoad' });
  const shown = waitFor && !/\sto\s/i.test(waitFor(1).text) ? parseTarget(waitFor(1)) : null;
  if (shown) return understood({ type: 'waitFor', target: shown, state: 'visible' });

  const thing = waitedFor(rest);
  // "Wait until "Saved"…" or "Wait for the spinner…" name something to wait for; "the page loads" does not.
  const something = thing !== '' && thing.split(' ').length <= 2;
  const seconds = `${verb} ${parseFloat(thing) || 2} seconds`;
  const suggestion = something && !/^\d/.test(thing) ? `${verb} until ${thing} appears` : seconds;
  return missing(
    verb,
    'a time or something to wait for',
    'say how long, or until what appears or disappears',
    `${verb} 2 seconds`,
    suggestion,
  );
}

const waitRules: Rule[] = [verbRule('wait', wait)];

/** Waiting a time, or until something appears or goes. */
export const waitFamily: Family = {
  name: 'waits',
  rules: waitRules,
  examples: [
    ['Wait 2 seconds', 'Wait 2 seconds'],
    ['Wait until the spinner disappears', 'Wait until “spinner” disappears'],
    ['Wait for "Saved"', 'Wait until “Saved” appears'],
  ],
};

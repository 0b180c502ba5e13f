import type { ParsedStep } from './action.ts';
import { parseKey } from './keys.ts';
import { missing, notUnderstood, splitAt, understood, verbRule, type Family, type Rule } from './rules.ts';
import { PAGE_NUMBER } from './navigation.ts';
import { parseTarget } from './targets.ts';
import { groups, isEmpty, sub, valueOf, withoutArticle, type Phrase } from './tokens.ts';

/** "on Sign in" → "Sign in": "click on", "click into the field" and "hover over" say the same as "click" and "hover". */
export const withoutPreposition = (phrase: Phrase): Phrase =>
  sub(phrase, phrase.text.replace(/^(?:on|over|at|into|inside|in(?=\s+(?:the\s|\uE000|[\w-]+$)))\s+/i, ''));

/**
 * "Click "+" twice": two clicks; after a quoted name or a role word, "again", "once" and "now" add nothing ("Click
 * Buy now" is a button named so).
 */
const TIMES =
  /\s+(twice|two\s+times|2\s+times)$|(?<=\uE001|\s(?:button|link|tab|icon|header))\s+(again|once|now|one\s+time)$/i;

/** "the Name header", "the Price column header": a table's header cell, as "Sort by" clicks it. */
const HEADER = /^(?:the\s+)?(.+?)\s+(?:column\s+)?header$/i;
const NOT_A_COLUMN = /^(?:page|site|modal|dialog|card|section|table|main|app|top|the)$/i;

const STEPPER_SIGN = /^(?:\+|＋|plus|-|−|–|minus)$/i;

/** "Click + twice next to Adults", "Click the + button 4 times": a count of clicks before the place, or at the end. */
const MANY_TIMES =
  /\s+(?:(twice)(?=\s+(?:next\s+to|beside|for|in|on)\s)|(\d{1,2}|three|four|five)\s+times(?=$|\s+(?:next\s+to|beside|for|in|on)\s))/i;
const TIMES_WORDS: Record<string, number> = { three: 3, four: 4, five: 5 };

function click(rest: Phrase, verb: string, clicks: 1 | 2): ParsedStep {
  const many = MANY_TIMES.exec(rest.text);
  if (many) {
    const written = many[2]?.toLowerCase() ?? '';
    const count = many[1] ? 2 : (TIMES_WORDS[written] ?? Number(written));
    const once = click(
      sub(rest, rest.text.slice(0, many.index) + rest.text.slice(many.index + many[0].length)),
      verb,
      1,
    );
    if (!once.ok || count < 2 || count > 20) return once;
    // A stepper's + pressed so often; twice is a double click, as at the end of a line; more, one click after another.
    if (once.action.type === 'adjust') return understood({ ...once.action, times: count });
    if (once.action.type === 'click' && count === 2) return understood({ ...once.action, clicks: 2 });
    return understood({ type: 'sequence', actions: Array.from({ length: count }, () => once.action) });
  }
  const times = TIMES.exec(rest.text);
  if (times) {
    const twice = times[1] !== undefined;
    return click(sub(rest, rest.text.slice(0, times.index)), verb, twice ? 2 : clicks);
  }
  const pageNumber = PAGE_NUMBER.exec(withoutPreposition(rest).text)?.[1];
  if (pageNumber && clicks === 1) return understood({ type: 'goToPage', page: Number(pageNumber) });
  const target = parseTarget(withoutPreposition(rest));
  const header = target?.region ? null : HEADER.exec(withoutPreposition(rest).text);
  const column = header?.[1] && !NOT_A_COLUMN.test(header[1]) ? parseTarget(sub(rest, header[1])) : null;
  if (column?.kind === null) return understood({ type: 'click', target: { ...column, kind: 'cell' }, clicks });
  // "Click the + button next to Adults": a stepper's button, found as "Increase adults" finds it.
  const sign = target?.region?.kind === 'near' && target.region.name ? STEPPER_SIGN.exec(target.name) : null;
  if (sign && target?.region?.name && (target.kind === null || target.kind === 'button' || target.kind === 'image')) {
    const stepper = { ...target, kind: null, name: target.region.name, exact: false, region: null };
    const direction = /^(?:\+|＋|plus)$/i.test(sign[0]) ? 'up' : 'down';
    return understood({ type: 'adjust', target: stepper, direction, times: clicks, to: null });
  }
  // "Click in the editor", "Click into the Name box": what is clicked into is a field; "Click in "Checkboxes"", "click
  // in bag": a quoted name or one word is whatever shows it.
  const into = /^(?:into|inside|in\s+the)\s/i.test(rest.text) && target?.kind === null;
  if (target) return understood({ type: 'click', target: into ? { ...target, kind: 'field' } : target, clicks });
  return missing(verb, 'something to click', 'name it', `${verb} the "Sign in" button`);
}

/**
 * "Press" names a key ("Press Enter", "Press Control+A in the Editor field") or, with a role word
 * or a quoted name, something to click ("Press the "Sign in" button").
 */
function press(rest: Phrase, verb: string): ParsedStep {
  const key = parseKey(valueOf(rest));
  if (key) return understood({ type: 'press', key, target: null });
  // "Press the "Enter" key": a key quoted, with the word "key" after it.
  const quotedKey = /^(?:the\s+)?(\uE000\d+\uE001)\s+(?:key|button\s+on\s+the\s+keyboard)$/i.exec(rest.text);
  const named = quotedKey && parseKey(valueOf(sub(rest, quotedKey[1]!)));
  if (named) return understood({ type: 'press', key: named, target: null });

  const into = splitAt(rest, ['in|into|on']);
  const chord = into && parseKey(valueOf(into.value));
  const field = chord && into ? parseTarget(into.place) : null;
  if (chord && field) return understood({ type: 'press', key: chord, target: field });

  const target = parseTarget(rest);
  // "I press "Create Post"": what is pressed by its quoted words is a button.
  if (target?.exact && target.kind === null)
    return understood({ type: 'click', target: { ...target, kind: 'button' }, clicks: 1 });
  if (target && target.kind !== null) return understood({ type: 'click', target, clicks: 1 });

  if (isEmpty(rest)) return missing(verb, 'a key', 'name the key to press', `${verb} Enter`);
  return notUnderstood(
    `"${valueOf(rest)}" is not a key I know: name a key (Enter, Tab, Escape, Control+A) or a button, ` +
      `as in: ${verb} the "Sign in" button`,
    `${verb} the "${valueOf(rest)}" button`,
  );
}

/** A click whose step named no role word takes the one its verb implies ("follow" a link). */
function asKind(parsed: ParsedStep, kind: 'link'): ParsedStep {
  if (!parsed.ok || parsed.action.type !== 'click' || parsed.action.target.kind !== null) return parsed;
  return understood({ ...parsed.action, target: { ...parsed.action.target, kind } });
}

function hover(rest: Phrase, verb: string): ParsedStep {
  const target = parseTarget(withoutPreposition(rest));
  if (target) return understood({ type: 'hover', target });
  return missing(verb, 'something to point at', 'name it', 'Hover over Account');
}

/**
 * "Remove the Rash chip", "Delete the "urgent" tag": the small × of a chip, tag or filter, next to its words; "Remove
 * "Blue Mug" from the cart": the Remove button of its row or card.
 */
function removeChip(rest: Phrase): ParsedStep | null {
  // "Remove "Blue Mug" from the cart": its Remove button, in its row or card.
  const chip =
    groups(rest, /^(?:the\s+)?(.+?)\s+(?:chip|tag|token|pill|filter|badge)$/i) ??
    groups(rest, /^(.+?)\s+from\s+(?:the|my|your)\s+(?:cart|basket|bag|list|wishlist|favou?rites|selection)$/i);
  const name = chip && valueOf(withoutArticle(chip(1)));
  if (!name) return null;
  const region = { kind: 'near' as const, name };
  return understood({
    type: 'click',
    target: { kind: 'button', name: 'Remove', exact: false, ordinal: null, region },
    clicks: 1,
  });
}

const clickRules: Rule[] = [
  verbRule('remove|delete|dismiss|clear', (rest) => removeChip(rest)),
  verbRule('double[\\s-]?click|double[\\s-]?tap|dbl[\\s-]?click', (rest, verb) => click(rest, verb, 2)),
  verbRule('click|tap', (rest, verb) => click(rest, verb, 1)),
  // "I follow "Logout"": a link followed is a link clicked, and says it is a link.
  verbRule('follow', (rest, verb) => asKind(click(rest, verb, 1), 'link')),
  verbRule('press|hit|push', press),
  verbRule('hover|mouse\\s+over|move\\s+the\\s+mouse\\s+(?:over|to)', hover),
];

/** Clicks, double-clicks, keys pressed and pointing at things. */
export const clickFamily: Family = {
  name: 'clicks and keys',
  rules: clickRules,
  examples: [
    ['Click the "Sign in" button', 'Click the button “Sign in”'],
    ['Double-click the row "Invoice 12"', 'Double-click the row “Invoice 12”'],
    ['Press Enter', 'Press Enter'],
    ['Hover over Account', 'Hover over “Account”'],
    ['Click the second product', 'Click the second product'],
    ['Remove the "urgent" tag', 'Click the button “Remove” next to “urgent”'],
  ],
};

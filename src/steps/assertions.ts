import { comparedCount } from './comparisons.ts';
import { sessionAssertion } from './session.ts';
import type { Assertion, Region, Target } from './action.ts';
import { HOME_PAGE, pathFrom } from './pages.ts';
import { parseRegion, splitRegion } from './regions.ts';
import { messageAppears, messageSeen } from './messages.ts';
import { sortedAssertion } from './order.ts';
import { parseTarget } from './targets.ts';
import {
  escapeRegExp,
  groups,
  quoted,
  restore,
  sub,
  valueOf,
  withoutArticle,
  type Phrase,
  ORDINAL_WORDS,
} from './tokens.ts';

type State = Extract<Assertion, { type: 'state' }>['state'];

const EQUALS = 'is|equals|should\\s+be|should\\s+equal|must\\s+be|=';
const NOT_VERB = "(?:does\\s+not|doesn't|should\\s+not|shouldn't|must\\s+not|will\\s+not|won't|no\\s+longer)";
const CONTAINS = 'contains|includes|should\\s+contain|should\\s+include|has|says|reads|shows';

/** "the page title is …", "the current URL contains …". */
function pageProperty(nouns: string): RegExp {
  const owner = '(?:current\\s+|page\\s+|browser\\s+|tab\\s+|window\\s+)?';
  return new RegExp(
    `^(?:the\\s+)?${owner}(?:${nouns})\\s+(?:(${CONTAINS})|(?:${EQUALS}))\\s+(?:still\\s+|now\\s+)?(.+)$`,
    'i',
  );
}
const TITLE = pageProperty("title|title\\s+of\\s+the\\s+(?:page|tab|window|document)|page's\\s+title");
const URL = pageProperty('url|address|location|path');
/** "The URL should end with /dashboard", "The URL no longer contains /login", "The URL still contains /login". */
const URL_OTHER = new RegExp(
  `^(?:the\\s+)?(?:current\\s+|page\\s+|browser\\s+)?(?:url|address|location|path)\\s+(?:should\\s+|must\\s+|will\\s+)?(?:still\\s+)?(?:(ends?\\s+with|ending\\s+with)|(${NOT_VERB}\\s+(?:contain|include|have|end\\s+with)|(?:no\\s+longer|doesn't|does\\s+not)\\s+(?:contains?|includes?|has|have)|excludes|lacks)|(contains?|includes?|is|=))\\s+(.+)$`,
  'i',
);

const NO_CONSOLE_ERRORS =
  /^(?:(?:there\s+(?:are|is|should\s+be)|there's)\s+)?no\s+(?:console\s+errors?|errors?\s+in\s+the\s+console|javascript\s+errors?|js\s+errors?)$|^the\s+console\s+(?:has|shows)\s+no\s+errors?$/i;

/** "the page loaded successfully", "the dashboard page loads without errors", "the page is displayed". */
const LOADED =
  /^(?:the\s+)?(?:page|site|app|application|screen)\s+(?:has\s+|is\s+|was\s+)?(?:loaded|loads|load|opened|opens|displayed|shown|rendered|renders)(?:\s+(?:successfully|correctly|properly|fine|ok|without\s+(?:any\s+)?errors?))?$/i;

const SEE = /^(?:(?:to|should|can|will|still)\s+)*see\s+(.+)$/i;
const NOT_SEE =
  /^(?:not\s+to|should\s+not|shouldn't|don't|do\s+not|does\s+not|doesn't|cannot|can't|can\s+not|won't|will\s+not|should\s+no\s+longer|no\s+longer)\s+see\s+(.+)$/i;
const PAGE_SHOWS =
  /^(?:the\s+)?(?:page|screen)\s+(?:shows|contains|displays|has|includes|should\s+(?:show|contain|display))\s+(.+)$/i;
const PAGE_HIDES =
  /^(?:the\s+)?(?:page|screen)\s+(?:does\s+not|doesn't|should\s+not|shouldn't)\s+(?:show|contain|display|have|include)\s+(.+)$/i;

/**
 * "I am on /dashboard", "I am redirected to /login", "I should be on the Orders page": where the browser is. A page
 * named in words is looked for in the URL as its path would write it ("the order history page": order-history).
 */
const ON_PAGE =
  /^(?:(?:the\s+)?user\s+)?(?:am|i'm|is|are|should\s+(?:still\s+)?be|will\s+be|gets?|must\s+be)\s+(?:now\s+)?(?:still\s+)?(on|at|(?:redirected|taken|sent|brought|navigated)\s+(?:back\s+)?to)\s+(.+)$|^(?:it\s+)?(?:redirects|navigates)\s+(?:me\s+|the\s+user\s+)?to\s+(.+)$|^(?:land|end\s+up)\s+on\s+(.+)$/i;
const ADDRESS = /^(?:https?:\/\/\S+|\/\S*|\{\{[^}]+\}\}\S*)$/i;

/**
 * A wizard's step as a step names it: "step 2", "step two", "the second step", "the "Plan" step", "the Payment
 * step", "Shipping". A step's place in words that say no place ("the next step", "the last step") is none.
 */
function wizardStep(place: Phrase, bare = false): Assertion | null {
  const match =
    /^(?:the\s+)?(?:(\S+(?:\s+\S+)?)\s+step|step\s+(\S+)(?:\s+of\s+\w+)?)$/i.exec(place.text) ??
    (bare ? /^(?:the\s+)?()(\S+(?:\s+\S+)?)$/i.exec(place.text) : null);
  const words = match && (match[1] || match[2] || '');
  if (!words) return null;
  const ordinal = ORDINAL_WORDS.indexOf(words.toLowerCase());
  if (ordinal >= 0) return { type: 'step', step: ordinal + 1 };
  if (new RegExp(`^(?:${NUMBER})$`, 'i').test(words)) {
    const number = countOf(words);
    return number > 0 ? { type: 'step', step: number } : null;
  }
  if (/^(?:next|previous|last|final|following|same|current|other|new|this|that|an?|\d+)(?:\s|$)/i.test(words)) {
    return null;
  }
  const name = valueOf(sub(place, words));
  return name ? { type: 'step', step: name } : null;
}

/** "The current step is "Plan"", "the active step should be 2", "the wizard is on the Payment step". */
const CURRENT_STEP =
  /^(?:the\s+)?(?:(?:current|active|selected|highlighted)\s+step|(?:wizard|stepper|progress\s+bar|progress\s+indicator|checkout)\s+(?:step\s+)?)\s*(?:is|should\s+be|must\s+be|shows|reads|=)\s+(?:now\s+)?(?:on\s+)?(.+)$/i;

function onPage(line: Phrase): Assertion | null {
  const match = ON_PAGE.exec(line.text);
  const place = match && sub(line, match[2] ?? match[3] ?? match[4] ?? '');
  if (!place) return null;
  // "I should be redirected to a URL containing /login".
  const containing = /^(?:an?\s+|the\s+)?(?:url|address|page)\s+(?:containing|that\s+contains|with)\s+(\S+)$/i.exec(
    place.text,
  );
  if (containing?.[1]) return { type: 'url', value: valueOf(sub(place, containing[1])), match: 'contains' };
  // "I should be on the cart page "https://shop.test/cart.html"": the address the step gives.
  const addressed = /^(?:the\s+)?(?:(?!\uE000)[\w'-]+\s+){0,4}(?:page|screen|url|address)\s+(\uE000\d+\uE001)$/i.exec(
    place.text,
  );
  const address = addressed && valueOf(sub(place, addressed[1]!));
  if (address && ADDRESS.test(address)) return { type: 'url', value: address, match: 'equals' };
  const written = valueOf(place);
  // "I am on step 2", "I am on the "Plan" step" of a wizard: what its step indicator says.
  const step = wizardStep(place);
  if (step) return step;
  if (ADDRESS.test(written)) return { type: 'url', value: written, match: 'path' };
  if (HOME_PAGE.test(place.text)) return { type: 'url', value: '{{env.url}}', match: 'equals' };
  // "The user is at risk": a place in words is a page only after "on" or "to", or when it says page.
  if (/^at$/i.test(match[1] ?? '') && !/\s(?:page|screen|view)$/i.test(place.text)) return null;
  const path = pathFrom(place);
  const words = path === '' ? 0 : path.split('-').length;
  return words > 0 && words <= 4 ? { type: 'url', value: path, match: 'path' } : null;
}

/**
 * "the error message "Invalid password"", "the "Saved" notification": words the page shows, named by what they are
 * in. Null when the words are not a message with a quoted text.
 */
const MESSAGE_WORDS =
  '(?:(?:error|success|warning|info|information|confirmation|validation|status|flash|toast)\\s+)?(?:message|notification|toast|snackbar|alert|banner|label|text|error|tooltip|hint|popover)';
const MESSAGE_FIRST = new RegExp(
  `^(?:(?:the|an?)\\s+)?${MESSAGE_WORDS}\\s+(?:that\\s+says\\s+|saying\\s+)?(\uE000\\d+\uE001)$`,
  'i',
);
const MESSAGE_LAST = new RegExp(`^(?:(?:the|an?)\\s+)?(\uE000\\d+\uE001)\\s+${MESSAGE_WORDS}$`, 'i');

/**
 * "the success toast", "an error message", "the result": a message named by what it is, its words said after ("The
 * result should say "You entered: hello"" is those words shown, wherever the page puts them).
 */
const MESSAGE_SUBJECT =
  /^(?:(?:the|an?)\s+)?(?:(?:error|success|warning|info|confirmation|status)\s+)?(?:message|notification|toast|snackbar|alert|banner|flash(?:\s+message)?|result|output|response|status|feedback|greeting)$/i;

export function messageText(phrase: Phrase): string | null {
  const match = groups(phrase, MESSAGE_FIRST) ?? (FIELD_ERROR.test(phrase.text) ? null : groups(phrase, MESSAGE_LAST));
  return match ? quoted(match(1)) : null;
}

/** "the "Password" error (message)": the quote names the field in error, not the message's words. */
const FIELD_ERROR = /^(?:(?:the|an?)\s+)?\uE000\d+\uE001\s+(?:validation\s+)?error(?:\s+message)?$/i;

/** "The "Password" error message is displayed": that field shows an error. */
function fieldError(phrase: Phrase): Target | null {
  if (!FIELD_ERROR.test(phrase.text)) return null;
  const name = quoted(sub(phrase, /\uE000\d+\uE001/.exec(phrase.text)![0]));
  return name === null ? null : { kind: 'field', name, exact: true, ordinal: null, region: null };
}

/** "No errors are shown", "No error message is displayed": no such words on the page, in any number. */
const NONE_SHOWN =
  /^(?:there\s+(?:are|is|should\s+be)\s+)?no\s+(errors?|error\s+messages?|warnings?|alerts?)(?:\s+(?:are|is|should\s+be)\s+(?:shown|displayed|visible|present))?(?:\s+on\s+the\s+(?:page|screen))?$/i;

/** "There are no records found", "I see no results available": the message a list shows when it is empty. */
const EMPTY_STATE =
  /^(?:see\s+(?:the\s+)?|there\s+(?:are|is|should\s+be)\s+)?(no\s+(?:(?!found\b|available\b)[\w-]+\s+){1,2}(?:found|available|yet|to\s+(?:show|display)))$/i;

/** ""Saved" appears", "the spinner disappears", ""Hello" does not appear": seen, or not seen. */
const APPEARS =
  /^(.+?)\s+(?:(?:should\s+|to\s+|will\s+|must\s+)?(appears?|shows?\s+up|(?<=to\s+)be\s+(?:shown|displayed|visible))|(?:should\s+|to\s+|will\s+)?(?:disappears?|go(?:es)?\s+away|vanish(?:es)?)|(?:does|do|should|will|must)\s*(?:not|n't)\s+(?:appear|show(?:\s+up)?|exist|be\s+(?:shown|displayed|visible|present)))$/i;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const NUMBER = `\\d+|zero|${NUMBER_WORDS.join('|')}`;
const THERE_ARE = new RegExp(
  `^there\\s+(?:are|is|should\\s+(?:now\\s+|still\\s+)?be|must\\s+be)\\s+(?:now\\s+|still\\s+)?(?:exactly\\s+)?(${NUMBER})\\s+(.+)$`,
  'i',
);
const SEE_COUNT = new RegExp(`^(?:exactly\\s+)?(${NUMBER})\\s+(.+)$`, 'i');

/** "3" → 3, "three" → 3, "no" and "zero" → 0. */
function countOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'zero') return 0;
  const index = NUMBER_WORDS.indexOf(lower);
  return index >= 0 ? index : parseInt(lower, 10);
}

const STATE_WORDS: Record<string, State> = {
  visible: 'visible',
  shown: 'visible',
  displayed: 'visible',
  hidden: 'hidden',
  invisible: 'hidden',
  gone: 'hidden',
  // "the dialog is closed", "the menu should be open": shown or not, as a person sees a part of the page that opens.
  closed: 'hidden',
  dismissed: 'hidden',
  open: 'visible',
  opened: 'visible',
  enabled: 'enabled',
  clickable: 'enabled',
  editable: 'enabled',
  disabled: 'disabled',
  'not clickable': 'disabled',
  unclickable: 'disabled',
  'greyed out': 'disabled',
  present: 'visible',
  absent: 'hidden',
  'grayed out': 'disabled',
  checked: 'checked',
  ticked: 'checked',
  selected: 'checked',
  highlighted: 'checked',
  active: 'checked',
  current: 'checked',
  on: 'checked',
  'switched on': 'checked',
  'turned on': 'checked',
  'toggled on': 'checked',
  unchecked: 'unchecked',
  'switched off': 'unchecked',
  'turned off': 'unchecked',
  'toggled off': 'unchecked',
  unticked: 'unchecked',
  off: 'unchecked',
  invalid: 'invalid',
  'marked as invalid': 'invalid',
  'in error': 'invalid',
  valid: 'valid',
};
const OPPOSITE: Record<State, State> = {
  visible: 'hidden',
  hidden: 'visible',
  enabled: 'disabled',
  disabled: 'enabled',
  checked: 'unchecked',
  unchecked: 'checked',
  invalid: 'valid',
  valid: 'invalid',
};
const IS =
  "is\\s+no\\s+longer|are\\s+no\\s+longer|should\\s+no\\s+longer\\s+be|should\\s+not\\s+be|shouldn't\\s+be|must\\s+not\\s+be|is\\s+not|isn't|are\\s+not|aren't|" +
  'should\\s+now\\s+be|should\\s+still\\s+be|should\\s+remain|should\\s+stay|should\\s+be|must\\s+be|is\\s+now|is\\s+still|' +
  'are\\s+still|remains?|stays?|is|are';
const STATE = new RegExp(
  `^(.+?)\\s+(${IS})\\s+(${Object.keys(STATE_WORDS)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|')})$`,
  'i',
);
const VALUE = new RegExp(
  '^(.+?)\\s+(?:(contains|includes|should\\s+contain|should\\s+include|has\\s+(?:the\\s+)?text|should\\s+have\\s+(?:the\\s+)?text|' +
    'shows|says|reads|displays|mentions|should\\s+(?:show|say|read|display|mention))|' +
    '(has\\s+(?:the\\s+)?value|should\\s+have\\s+(?:the\\s+)?value|value\\s+is|equals|should\\s+equal|is|should\\s+be))\\s+(.+)$',
  'i',
);

/** "I see the page title "Welcome"": the title, not words in the page. */
const SEEN_TITLE = /^(?:the\s+)?(?:page\s+|window\s+|tab\s+)?title\s+(?:of\s+)?(?:as\s+)?(\uE000\d+\uE001)$/i;

/**
 * "I should see the post "Hello"", "a success message saying "Thanks"", "the "Product added." alert message", "the
 * uploaded file name "cv.pdf"": the quoted words, with a few bare words saying what they are, which no page shows.
 */
const NAMED_QUOTE =
  /^(?:(?:the|an?)\s+)?(?:(?!\uE000)[\w'-]+\s+){1,4}(?:saying\s+|that\s+says\s+|with\s+(?:the\s+)?text\s+|named\s+|called\s+|reading\s+|of\s+)?(\uE000\d+\uE001)(?:\s+(?:is\s+)?(?:displayed|shown|visible))?$|^(?:(?:the|an?)\s+)?(\uE000\d+\uE001)(?!\s+(?:in|on|at|inside|within|under|from|of)\s)(?:\s+(?!\uE000)[\w'-]+){1,3}$/i;

const OWNED_WORDS =
  /^(\uE000\d+\uE001)\s+(?:in|inside|within)\s+(?:the|my|your)\s+((?:shopping\s+)?(?:cart|basket|bag|wish\s*list|inbox|order\s+summary|summary|results))$/i;

/** Things called by one plain plural noun ("posts", "search results"), no quotes, no place. */
const PLURAL_NOUN = /^(?:[a-z-]+\s+)?[a-z-]+[^s\W]s$/i;
/** "items left", "results found": words after the things counted make words a page shows. */
const WORDS_AFTER_ITEMS = /\b(?:items?|entries|results?|rows?)(?:\s+(?!in\b|on\b|inside\b|within\b)[\w-]+)+$/i;
const ENTRIES = { kind: 'listitem', name: '', exact: false, ordinal: null, region: null } as const;

/**
 * "3 rows", "2 results", "4 posts": things of a kind counted; null when the words are no kind of thing. Entries of a
 * list ("results", or things called by a plain plural noun) are as many entries, or those words where the page says
 * how many it has instead of showing them all.
 */
function countSeen(number: Phrase, things: Phrase, anyKind = false): Assertion | null {
  const many = parseTarget(things, true);
  // "3 items left" are words; "3 todo items" are entries.
  if ((many?.kind === 'listitem' || many?.kind === 'row') && WORDS_AFTER_ITEMS.test(things.text)) return null;
  const plural = many && !many.kind && !many.exact && PLURAL_NOUN.test(many.name);
  const items = plural ? { ...ENTRIES, region: many.region } : many;
  if (!items || (!items.kind && !anyKind)) return null;
  const count = countOf(number.text);
  const bare = items.kind === 'listitem' && items.name === '' && !items.region;
  return bare
    ? { type: 'count', target: items, count, orShown: `${number.text} ${restore(things)}` }
    : { type: 'count', target: items, count };
}

/** What "I see …" sees: a number of things, a thing of a kind, or words on the page. */
function seen(rest: Phrase, present: boolean): Assertion | null {
  const words = sub(rest, rest.text.replace(/\s+(?:on|in)\s+(?:the\s+)?(?:page|screen)$/i, ''));
  const counted = present ? groups(words, SEE_COUNT) : null;
  const many = counted && countSeen(counted(1), counted(2));
  if (many) return many;
  const none = groups(words, /^no\s+(.+)$/i);
  if (none && present) return seen(none(1), false);

  const inError = fieldError(words);
  if (inError) return { type: 'state', target: inError, state: present ? 'invalid' : 'valid' };
  const kind = messageSeen(words, present);
  if (kind) return kind;
  const message = messageText(words);
  if (message !== null) return { type: 'text', text: message, present, region: null };
  // "I see "Zoe" in the first row": the words, in that row.
  const inRow = groups(
    words,
    /^(\uE000\d+\uE001)\s+in\s+(the\s+(?:first|second|third|last|\d+(?:st|nd|rd|th))\s+row)$/i,
  );
  const row = inRow && parseTarget(inRow(2));
  if (inRow && row && present) return { type: 'value', target: row, value: valueOf(inRow(1)), match: 'contains' };
  const title = groups(words, SEEN_TITLE);
  if (title && present) return { type: 'title', value: valueOf(title(1)), match: 'equals' };
  const target = parseTarget(words);
  if (target?.kind === 'text') return { type: 'text', text: target.name, present, region: target.region };
  if (target?.kind) return { type: 'state', target, state: present ? 'visible' : 'hidden' };
  const { rest: text, region } = splitRegion(words);
  // "I see "Backpack" in my cart": the part of the page of that name holds the words, as a count's owner does; a place
  // it does not know ("in the cart bubble") is no such part.
  const owned = region ? null : groups(text, OWNED_WORDS);
  if (owned)
    return { type: 'text', text: valueOf(owned(1)), present, region: { kind: 'section', name: owned(2).text } };
  const named = groups(text, NAMED_QUOTE);
  if (named) return { type: 'text', text: valueOf(named(1).text ? named(1) : named(2)), present, region };
  // "I see "Saved" on the dashboard": a page the step is on is no part of the words to see.
  const onAPage = present
    ? groups(
        text,
        /^(\uE000\d+\uE001)\s+(?:on|at)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:page|screen|view|dashboard|homepage)$/i,
      )
    : null;
  if (onAPage) return { type: 'text', text: valueOf(onAPage(1)), present, region };
  // "I see "3" in the cart badge": a place it does not know would become part of the words, which never show.
  if (quoted(text) === null && /\uE000/.test(text.text)) return null;
  if (quoted(text) === null && DESCRIBED_WORDS.test(text.text)) return null;
  // "I see the Account Opened page": the page by the name it shows.
  // "50 per page" is words, not a page.
  const page = quoted(text) === null ? /^(?:the\s+)?(.+?)(?<!\bper)\s+(?:page|screen)$/i.exec(text.text) : null;
  const value = quoted(text) ?? (page ? restore(sub(text, page[1]!)) : valueOf(withoutArticle(text)));
  return value === '' ? null : { type: 'text', text: value, present, region };
}

/**
 * Bare words that describe what is seen rather than quote it ("their purchase completed", "all the items", "a list of
 * products", "that item in my cart"): no page shows them as written, so they are no words to look for.
 */
const DESCRIBED_WORDS =
  /^(?:(?:an?|my|your|our|their|his|her|its|this|that|these|those|all|any|some|every|each|several|many)\s|(?:an?|the)\s+(?:list|number|count|set|lot|group)\s+of\s)|\s(?:in|into|inside)\s+(?:my|the|your)\s+(?:cart|basket|bag|list)$/i;

/** "The Email field shows an error", "… has a validation error"; "… shows no error" is valid. */
const SHOWS_ERROR =
  /^(.+?)\s+(?:shows|has|displays|should\s+(?:show|have))\s+(an?|no)\s+(?:validation\s+)?(?:errors?|error\s+message)$/i;

function state(line: Phrase): Assertion | null {
  const error = groups(line, SHOWS_ERROR);
  const field = error && parseTarget(error(1));
  if (error && field) return { type: 'state', target: field, state: /^no$/i.test(error(2).text) ? 'valid' : 'invalid' };
  const match = groups(line, STATE);
  if (!match) return null;
  const written = STATE_WORDS[match(3).text.toLowerCase().replace(/\s+/g, ' ')] ?? 'visible';
  const negated = /not|n't|no\s+longer/i.test(match(2).text);
  const shown = negated ? OPPOSITE[written] : written;
  const inError = fieldError(match(1));
  if (inError && (shown === 'visible' || shown === 'hidden')) {
    return { type: 'state', target: inError, state: shown === 'visible' ? 'invalid' : 'valid' };
  }
  const message = messageText(match(1));
  if (message !== null && (shown === 'visible' || shown === 'hidden')) {
    return { type: 'text', text: message, present: shown === 'visible', region: null };
  }
  const target = parseTarget(match(1));
  return target ? { type: 'state', target, state: shown } : null;
}

/** A number or an amount as written: "3", "$42.00", "-5 %", "1,200 €". */
const AMOUNT = /^[-+]?[$€£¥]?\s?\d[\d,. ]*(?:\s?[%€$£])?$/;

/** "The table has 5 rows", "the list shows 3 items": things of a kind counted in a part of the page. */
const HAS_COUNT = new RegExp(
  `^(.+?)\\s+(?:(?:still\\s+|now\\s+)?(?:has|have|contains|shows|lists)|should\\s+(?:now\\s+|still\\s+)?(?:have|contain|show|list))\\s+(?:now\\s+)?(?:exactly\\s+)?(${NUMBER})\\s+(.+)$`,
  'i',
);

function countIn(line: Phrase): Assertion | null {
  const match = groups(line, HAS_COUNT);
  // "The message list has 10 items": a list with words about it, when they are not its name, is the list.
  const region =
    match &&
    (parseRegion(match(1)) ??
      parseRegion(sub(match(1), match(1).text.replace(/^(?:the\s+)?(?:[\w-]+\s+){1,2}(?=(?:list|table|grid)$)/i, ''))));
  // "The cart contains 2 products": a part of the page no region word names is the section of that name.
  const owner =
    match && !region ? /^(?:the|my|your)\s+((?:(?!\uE000)[\w-]+\s+)?(?!\uE000)[\w-]+)$/i.exec(match(1).text) : null;
  const counted = match && parseTarget(match(3), true);
  const items = owner && counted?.kind === 'listitem' && counted.name === '' && !counted.region;
  const place: Region | null = region ?? (items ? { kind: 'section', name: owner[1]! } : null);
  const many = place && counted;
  if (!match || !place || !many?.kind || many.region) return null;
  return { type: 'count', target: { ...many, region: place }, count: countOf(match(2).text) };
}

/** What an empty list or table has none of. */
const EMPTY_HOLDERS: Partial<Record<NonNullable<ReturnType<typeof parseRegion>>['kind'], 'listitem' | 'row'>> = {
  list: 'listitem',
  table: 'row',
};

/** "the Email field contains …" / "… has value …"; "the dialog contains …" is words in the dialog. */
/** "The body text starts with "Dear"", "the file name should end with ".pdf"". */
const STARTS_OR_ENDS = /^(.+?)\s+(?:should\s+|must\s+)?(start|begin|end)s?\s+with\s+(.+)$/i;

/** "The title starts with …": the page's title; anything else, what the element named shows ("the body text": Body). */
function startsOrEnds(line: Phrase): Assertion | null {
  const edge = groups(line, STARTS_OR_ENDS);
  if (!edge) return null;
  const match = /^end/i.test(edge(2).text) ? 'endsWith' : 'startsWith';
  const expected = valueOf(edge(3));
  if (TITLE_WORDS.test(edge(1).text)) return { type: 'title', value: expected, match };
  const named = sub(edge(1), edge(1).text.replace(/\s+(?:text|value|content|contents|field)$/i, ''));
  const target = parseTarget(named);
  return target ? { type: 'value', target, value: expected, match } : null;
}
const TITLE_WORDS = /^(?:the\s+)?(?:page(?:'s)?\s+)?title(?:\s+of\s+the\s+(?:page|tab|window))?$/i;

function value(written: Phrase): Assertion | null {
  const counted = countIn(written);
  if (counted) return counted;
  const edge = startsOrEnds(written);
  if (edge) return edge;
  // "The Specialty field's value is X": as "The Specialty field has the value X".
  const line = sub(
    written,
    written.text
      .replace(/^(.+?)(?:'s|’s)\s+value\s+(?=is\s|should\s+be\s|equals\s)/i, '$1 value ')
      // "The second row of the upcoming table": that row, in that table.
      .replace(/^((?:the\s+)?(?:\w+\s+)?(?:row|item|card))\s+of\s+(?=the\s)/i, '$1 in '),
  );
  const match = groups(sub(line, line.text.replace(/^(.+?) value (is|should be|equals) /i, '$1 has value ')), VALUE);
  if (!match) return null;
  const contains = match(2).text !== '';
  // "A success toast should say "Saved"": the words of a message the page shows.
  if (MESSAGE_SUBJECT.test(match(1).text) && (quoted(match(4)) !== null || contains)) {
    return { type: 'text', text: valueOf(match(4)), present: true, region: null };
  }
  // "The Upcoming tab shows a count of 3": the number.
  const said = sub(match(4), match(4).text.replace(/^(?:an?\s+)?(?:count|number|total|badge)\s+of\s+(?=\S+$)/i, ''));
  const region = parseRegion(match(1));
  if (region && contains) return { type: 'text', text: valueOf(said), present: true, region };
  // "The doctor list should be empty", "The table is empty": none of its items or rows, in a list or table it shows.
  // "The list" alone is not one: a page's navigation is a list too.
  const named = region?.kind !== 'list' || region.name !== null;
  const holder = region && named && /^empty$/i.test(match(4).text) ? EMPTY_HOLDERS[region.kind] : undefined;
  if (region && holder) {
    return { type: 'count', target: { kind: holder, name: '', exact: false, ordinal: null, region }, count: 0 };
  }
  const target = parseTarget(match(1));
  if (!target) return null;
  // "The heading says "Welcome"", "the page heading is "Orders"": a heading with those words is shown.
  if (
    target.kind === 'heading' &&
    target.ordinal === null &&
    /^(?:|page|main)$/i.test(target.name) &&
    (quoted(match(4)) !== null || match(4).text.split(/\s+/).length <= 6)
  ) {
    const name = valueOf(match(4));
    return { type: 'state', target: { ...target, name, exact: !contains }, state: 'visible' };
  }
  if (/^empty$/i.test(match(4).text)) return { type: 'value', target, value: '', match: 'equals' };
  const asked = valueOf(said);
  // "The cart should show "Cart (4)"": words on the page that name their own subject; "the cart" is no element.
  const words = quoted(match(4));
  if (
    contains &&
    target.kind === null &&
    !target.exact &&
    words !== null &&
    new RegExp(`\\b${escapeRegExp(target.name)}\\b`, 'i').test(words)
  ) {
    return { type: 'text', text: words, present: true, region: null };
  }
  // "The Save button is red" is not a value check; a quoted value, a number or an amount, or a field's value, is.
  const valueLike =
    quoted(match(4)) !== null || AMOUNT.test(match(4).text) || target.kind === 'field' || target.kind === 'dropdown';
  if (!contains && /^(?:is|should\s+be)$/i.test(match(3).text) && !valueLike) return null;
  return { type: 'value', target, value: asked, match: contains ? 'contains' : 'equals' };
}

/** Where results are listed: "the results", "the search results", "the list", "the doctor table". */
const LISTING = '(?:the\\s+)?(?:[\\w-]+\\s+){0,2}(?:results|list|listing|table|grid)';
/** "Dr. Marc Dubois should not be in the results", ""Bob" appears in the list", "Bob is no longer listed". */
const LISTED = new RegExp(
  `^(.+?)\\s+(?:(?:should|must|will)\\s+(?:still\\s+)?(?:(not|no\\s+longer)\\s+)?(?:be\\s+(?:listed\\s+|shown\\s+|displayed\\s+)?in|appear\\s+in|show\\s+up\\s+in)|` +
    `(?:is|are)\\s+(?:(not|no\\s+longer)\\s+)?(?:listed\\s+|shown\\s+|displayed\\s+)?in|appears\\s+in|shows\\s+up\\s+in|` +
    `(does\\s+not|doesn't|should\\s+not|shouldn't)\\s+(?:appear|show\\s+up)\\s+in)\\s+(${LISTING})$`,
  'i',
);
/** "The results should not include Bob", "The list contains "Bob"". */
const LISTING_HOLDS = new RegExp(
  `^(${LISTING})\\s+(?:(${NOT_VERB}|do\\s+not|don't)\\s+)?(?:should\\s+|must\\s+)?(?:still\\s+)?(?:contain|include|show|list|mention)s?\\s+(.+)$`,
  'i',
);
/** "The doctor shown is Dr. Amara Okafor", "The selected plan should be "Pro"": the words shown. */
const SHOWN_IS =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:shown|displayed|listed|selected|chosen|on\s+screen)\s+(?:is|should\s+be|must\s+be)\s+(?:now\s+|still\s+)?(.+)$/i;

/** Words a listing of results shows or does not, in that table or list when the step names one. */
/** "the unpublished post "X"": the quoted words, when a few bare words only say what they are. */
function quotedAmong(words: Phrase): string | null {
  const among = /^(?:(?:the|an?)\s+)?(?:(?!\uE000)[\w'-]+\s+){1,3}(\uE000\d+\uE001)$/.exec(words.text);
  return among ? quoted(sub(words, among[1]!)) : null;
}

function listed(line: Phrase): Assertion | null {
  const inListing = groups(line, LISTED);
  const holds = inListing ? null : groups(line, LISTING_HOLDS);
  const [words, place, negated] = inListing
    ? [inListing(1), inListing(5), inListing(2).text || inListing(3).text || inListing(4).text]
    : holds
      ? [holds(3), holds(1), holds(2).text]
      : [null, null, ''];
  // "The table shows 3 rows" is a count.
  if (words && place && !(holds && countIn(line))) {
    // "In the results" is anywhere on the page; "in the doctor table" is that table.
    const region = /results(?:\s+(?:list|listing|table|grid))?$/i.test(place.text) ? null : parseRegion(place);
    const present = negated === '';
    // "The Save button should be in the table": that button, there.
    const target = quoted(words) === null ? parseTarget(words) : null;
    if (target?.kind && target.kind !== 'text')
      return {
        type: 'state',
        target: { ...target, region: target.region ?? region },
        state: present ? 'visible' : 'hidden',
      };
    const text = quoted(words) ?? quotedAmong(words) ?? valueOf(withoutArticle(words));
    return text === '' ? null : { type: 'text', text, present, region };
  }
  const shown = groups(line, SHOWN_IS);
  if (!shown) return null;
  const text = quoted(shown(1)) ?? valueOf(withoutArticle(shown(1)));
  return text === '' ? null : { type: 'text', text, present: true, region: null };
}

/**
 * "The file report.csv should be downloaded", "report.csv is downloaded", "A file was downloaded", "The download
 * starts", "I get a file named report.csv".
 */
const DOWNLOADED =
  /^(?:(?:the|a)\s+)?(?:file\s+|download\s+)?(?:(?:named|called)\s+)?(.+?)\s+(?:should\s+be|must\s+be|is|was|has\s+been|gets|got|will\s+be|to\s+be|to\s+have\s+been)\s+downloaded(?:\s+successfully)?$|^(?:(?:i|the\s+user)\s+)?(?:should\s+)?(?:get|gets|receive|receives|download|downloads)\s+(?:a\s+|the\s+)?file(?:\s+(?:named|called)\s+(.+))?$/i;
const DOWNLOAD_STARTS =
  /^(?:(?:the|a)\s+)?(?:file\s+)?download\s+(?:should\s+)?(?:start|starts|started|begin|begins|began|happen|happens|happened|has\s+started)$/i;

/** "There should be no broken images", "All images should load", "No image is broken". */
const NO_BROKEN_IMAGES =
  /^(?:(?:there\s+(?:are|is|should\s+be)|there's)\s+)?no\s+broken\s+(?:images?|pictures?|img)(?:\s+on\s+the\s+page)?$|^no\s+(?:image|picture)\s+(?:is|should\s+be)\s+broken$|^(?:all|every)\s+(?:the\s+)?(?:images?|pictures?)(?:\s+on\s+the\s+page)?\s+(?:should\s+)?(?:load|loads|loaded|are\s+loaded|have\s+loaded|is\s+loaded|has\s+loaded|(?:are|is|should\s+be)\s+(?:displayed|shown|visible))(?:\s+(?:correctly|properly|successfully))?$|^(?:the\s+)?images?\s+(?:are|is|should\s+not\s+be|are\s+not|is\s+not)\s+(?:not\s+)?broken$/i;
/** "The logo image is not broken", "The "Avatar" picture loads". */
const IMAGE_LOADS =
  /^(.+?)\s+(?:is\s+not\s+broken|isn't\s+broken|should\s+not\s+be\s+broken|loads|has\s+loaded|is\s+loaded|should\s+load|loaded)(?:\s+(?:correctly|properly|successfully))?$/i;

function imagesLoaded(line: Phrase): Assertion | null {
  if (NO_BROKEN_IMAGES.test(line.text)) return { type: 'imagesLoaded', target: null };
  const named = groups(line, IMAGE_LOADS);
  const target = named && parseTarget(named(1));
  return target?.kind === 'image' ? { type: 'imagesLoaded', target } : null;
}

function download(line: Phrase): Assertion | null {
  if (DOWNLOAD_STARTS.test(line.text)) return { type: 'download', name: null };
  const match = groups(line, DOWNLOADED);
  if (!match) return null;
  const written = match(1).text ? match(1) : match(2);
  const name = written.text ? (quoted(written) ?? valueOf(withoutArticle(written))) : '';
  // "A file was downloaded", "the CSV was downloaded": any file, or one whose name has the word.
  if (name === '' || /^(?:a\s+)?file$/i.test(name)) return { type: 'download', name: null };
  return { type: 'download', name: name.replace(/\s+file$/i, '') };
}

function pageAssertion(line: Phrase): Assertion | null {
  if (NO_CONSOLE_ERRORS.test(line.text)) return { type: 'noConsoleErrors' };
  const session = sessionAssertion(line);
  if (session) return session;
  const fileOrImages = download(line) ?? imagesLoaded(line);
  if (fileOrImages) return fileOrImages;
  if (LOADED.test(line.text)) return { type: 'loaded' };
  // "The dashboard page is displayed": as "I am on the dashboard page".
  const named =
    /^(?:the\s+)?(.+?\s+(?:page|screen))\s+(?:is\s+|was\s+|has\s+)?(?:displayed|shown|opened|opens|loaded|loads)(?:\s+(?:successfully|correctly))?$/i.exec(
      line.text,
    );
  const onNamed = named?.[1] ? onPage(sub(line, `am on ${named[1]}`)) : null;
  if (onNamed) return onNamed;
  const current = groups(line, CURRENT_STEP);
  const step = current && wizardStep(current(1), true);
  if (step) return step;
  const empty = EMPTY_STATE.exec(line.text)?.[1];
  if (empty) return { type: 'text', text: empty.charAt(0).toUpperCase() + empty.slice(1), present: true, region: null };
  const none = NONE_SHOWN.exec(line.text)?.[1];
  // In the singular: a check of words takes their plural too ("error" is not shown in "3 errors" either).
  if (none) return { type: 'text', text: none.toLowerCase().replace(/s$/, ''), present: false, region: null };
  const on = onPage(line);
  if (on) return on;
  const title = groups(line, TITLE);
  if (title) return { type: 'title', value: valueOf(title(2)), match: title(1).text ? 'contains' : 'equals' };
  const url = groups(line, URL);
  if (url) return { type: 'url', value: valueOf(url(2)), match: url(1).text ? 'contains' : 'equals' };
  const other = groups(line, URL_OTHER);
  if (other) {
    const match = other(1).text
      ? 'endsWith'
      : other(2).text
        ? 'excludes'
        : /^(?:is|=)$/i.test(other(3).text)
          ? 'equals'
          : 'contains';
    return { type: 'url', value: valueOf(other(4)), match };
  }
  const count = groups(line, THERE_ARE);
  return count && countSeen(count(1), count(2), true);
}

/** "The footer does not show "Beta"", "the cart doesn't contain "Mug"": words a part of the page does not show. */
const SHOWS_NOT =
  /^(.+?)\s+(?:does\s+not|doesn't|should\s+not|shouldn't|must\s+not|will\s+not|won't)\s+(?:show|display|contain|include|have|list)\s+(\uE000\d+\uE001)$/i;

/** The check of words shown in a place, turned round; null when the positive is no such check. */
function notShownIn(line: Phrase): Assertion | null {
  const parts = groups(line, SHOWS_NOT);
  const shown = parts && parseAssertion(sub(line, `${parts(1).text} shows ${parts(2).text}`));
  return shown?.type === 'text' && shown.present ? { ...shown, present: false } : null;
}

/**
 * What an expectation checks, from its words without "Expect"/"Verify": "I see "Welcome"", "the Save
 * button is disabled", "the URL contains /dash", "there are 3 rows in the table". Null when the words
 * are not a check.
 */
export function parseAssertion(line: Phrase): Assertion | null {
  const compared = comparedCount(line, parseAssertion);
  if (compared !== undefined) return compared;
  const page = pageAssertion(line) ?? messageAppears(line) ?? sortedAssertion(line);
  if (page) return page;
  const shownNot = notShownIn(line);
  if (shownNot) return shownNot;
  const see = groups(line, SEE) ?? groups(line, PAGE_SHOWS);
  if (see) return seen(see(1), true);
  const notSee = groups(line, NOT_SEE) ?? groups(line, PAGE_HIDES);
  if (notSee) return seen(notSee(1), false);
  const appears = groups(line, APPEARS);
  if (appears) return seen(appears(1), appears(2).text !== '');
  return listed(line) ?? state(line) ?? value(line);
}

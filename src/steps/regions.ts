import type { Region } from './action.ts';
import { ROLE_PATTERN } from './roleWords.ts';
import { groups, quoted, restore, sub, valueOf, withoutArticle, type Phrase, ORDINAL_WORDS } from './tokens.ts';

type RegionKind = Region['kind'];

/** The words for each part of a page a step may point into ("in the *modal*"). */
const REGION_WORDS: [string, RegionKind][] = [
  ['dialog box', 'dialog'],
  ['dialog', 'dialog'],
  ['modal', 'dialog'],
  ['popup', 'dialog'],
  ['pop-up', 'dialog'],
  ['pop up', 'dialog'],
  ['page header', 'header'],
  ['header', 'header'],
  ['page footer', 'footer'],
  ['footer', 'footer'],
  ['navigation bar', 'navigation'],
  ['navigation menu', 'navigation'],
  ['navigation', 'navigation'],
  ['nav bar', 'navigation'],
  ['navbar', 'navigation'],
  ['nav', 'navigation'],
  ['menu bar', 'navigation'],
  ['main menu', 'navigation'],
  ['main content', 'main'],
  ['main area', 'main'],
  ['sidebar', 'sidebar'],
  ['side bar', 'sidebar'],
  ['side panel', 'sidebar'],
  ['left sidebar', 'sidebar'],
  ['right sidebar', 'sidebar'],
  ['left menu', 'sidebar'],
  ['left menu bar', 'sidebar'],
  ['left menu-bar', 'sidebar'],
  ['side menu bar', 'sidebar'],
  ['right menu', 'sidebar'],
  ['side menu', 'sidebar'],
  ['side navigation', 'sidebar'],
  ['side nav', 'sidebar'],
  ['sidenav', 'sidebar'],
  ['left navigation', 'sidebar'],
  ['left nav', 'sidebar'],
  ['left panel', 'sidebar'],
  ['right panel', 'sidebar'],
  ['drawer', 'sidebar'],
  ['top bar', 'header'],
  ['topbar', 'header'],
  ['top menu', 'header'],
  ['menu bar', 'navigation'],
  ['menu-bar', 'navigation'],
  ['menubar', 'navigation'],
  ['top navigation', 'header'],
  ['top nav', 'header'],
  ['app bar', 'header'],
  ['appbar', 'header'],
  ['title bar', 'header'],
  ['form', 'form'],
  ['section', 'section'],
  ['panel', 'section'],
  ['card', 'section'],
  ['box', 'section'],
  ['category', 'section'],
  ['context menu', 'navigation'],
  ['pop-up menu', 'navigation'],
  ['popup menu', 'navigation'],
  ['menu', 'navigation'],
  ['pagination bar', 'pagination'],
  ['pagination', 'pagination'],
  ['pager', 'pagination'],
  ['paginator', 'pagination'],
  ['counter', 'counter'],
  ['count badge', 'counter'],
  ['badge', 'counter'],
  ['tally', 'counter'],
  ['table', 'table'],
  ['grid', 'table'],
  ['row', 'row'],
  ['list', 'list'],
  ['breadcrumb trail', 'breadcrumb'],
  ['breadcrumbs', 'breadcrumb'],
  ['breadcrumb', 'breadcrumb'],
  ['calendar', 'calendar'],
  ['date picker', 'calendar'],
  ['datepicker', 'calendar'],
];

const KIND_OF_WORD = new Map(REGION_WORDS.map(([word, kind]) => [word, kind]));

/** Longest first, so "navigation bar" is read before "navigation". */
const REGION_PATTERN = [...REGION_WORDS]
  .map(([word]) => word)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/-/g, '\\-').replace(/ /g, '\\s+'))
  .join('|');

const JUST_REGION = new RegExp(`^(${REGION_PATTERN})$`, 'i');
const REGION_THEN_NAME = new RegExp(`^(${REGION_PATTERN})\\s+(.+)$`, 'i');

/** The most words a region word has ("navigation bar": two). */
const REGION_WORD_COUNT = Math.max(...REGION_WORDS.map(([word]) => word.split(' ').length));

/** Whether the character at `at` is white space, as `\s` reads it; a space or a tab without a regular expression. */
function isSpace(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(text.charAt(at)));
}

/**
 * Where each of the last `count` words of the text starts, the last word first. A region word ends the words that
 * name it, so it is looked for from the end: a search from the start would read all the words before it, once for
 * each "in" of a long line that splitRegion tries.
 */
function lastWordStarts(text: string, count: number): number[] {
  const starts: number[] = [];
  let at = text.length;
  while (starts.length < count && at > 0) {
    while (at > 0 && !isSpace(text, at - 1)) at -= 1;
    starts.push(at);
    while (at > 0 && isSpace(text, at - 1)) at -= 1;
  }
  return starts;
}

/** "the Billing section" → "the Billing" and "section", as `^(.+?)\s+(region word)$` reads them; null for other words. */
function nameThenRegion(text: string): { name: string; word: string } | null {
  // The region word that starts first, as the shortest name leaves it: "the main menu" is the main menu.
  for (const start of lastWordStarts(text, REGION_WORD_COUNT).reverse()) {
    const name = text.slice(0, start).trimEnd();
    if (name !== '' && JUST_REGION.test(text.slice(start))) return { name, word: text.slice(start) };
  }
  return null;
}

/** The text with an edit made to its last two words, the only ones a pattern ending in `(?=\s+\S+$)` can change. */
function inLastTwoWords(text: string, edit: (lastTwo: string) => string): string {
  const from = lastWordStarts(text, 2).at(-1) ?? 0;
  const lastTwo = text.slice(from);
  const edited = edit(lastTwo);
  // The same text when nothing changed, not a copy of it: the next search from its end reads only its last words.
  return edited === lastTwo ? text : text.slice(0, from) + edited;
}

/** "Bob's row" → "Bob row", "the Smiths' row" → "the Smiths row": whose a region is, as its last word names it. */
function withoutOwner(text: string): string {
  const withoutApostropheS = inLastTwoWords(text, (lastTwo) => lastTwo.replace(/(?:'s|’s)(?=\s+\S+$)/i, ''));
  return inLastTwoWords(withoutApostropheS, (lastTwo) => lastTwo.replace(/s'(?=\s+\S+$)/i, 's'));
}

/** Regions people name with bare words before the region word ("the Billing section"). */
const NAMED_BEFORE = new Set<RegionKind>([
  'section',
  'table',
  'form',
  'dialog',
  'navigation',
  'row',
  'list',
  'counter',
]);
/** Regions people name with bare words after the region word ("the row Invoice 12"). */
const NAMED_AFTER = new Set<RegionKind>(['row', 'section']);

const kindOf = (word: Phrase): RegionKind | null =>
  KIND_OF_WORD.get(word.text.toLowerCase().replace(/\s+/g, ' ')) ?? null;

/** A region named with quotes anywhere, or with bare words where people put them for that kind. */
function namedRegion(kind: RegionKind | null, name: Phrase, bareAllowed: Set<RegionKind>): Region | null {
  if (kind === null) return null;
  // "the row for Carol", "the row with "Invoice 12"": the words after say which.
  const which = sub(name, name.text.replace(/^(?:for|of|with|containing|that\s+(?:contains|has|says|shows))\s+/i, ''));
  if (quoted(which) === null && !bareAllowed.has(kind)) return null;
  // "the first row in the table": a bare name with words such as "in" names something in the region, not it.
  if (quoted(which) === null && /(?:^|\s)(?:in|on|of|inside|within|first|last)(?:\s|$)/i.test(which.text)) return null;
  return { kind, name: valueOf(which) };
}

const PLACE_WORDS = `${ORDINAL_WORDS.join('|')}|last|\\d+(?:st|nd|rd|th)`;
const ordinalName = (n: number): string => ORDINAL_WORDS[n - 1] ?? `${n}th`;
const ordinalOf = (word: string): number =>
  /^last$/i.test(word) ? -1 : /^\d/.test(word) ? parseInt(word, 10) : ORDINAL_WORDS.indexOf(word.toLowerCase()) + 1;

const PLACED_REGION = new RegExp(`^(${PLACE_WORDS})\\s+(?:[\\w'-]+\\s+)?(${REGION_PATTERN})$`, 'i');

/** "the dialog", "the "Billing" section", "the row "Invoice 12"" → the region, or null. */
export function parseRegion(phrase: Phrase): Region | null {
  // "his todo list", "my cart": whose a part of the page is says nothing of which part it is.
  const words = sub(phrase, withoutArticle(phrase).text.replace(/^(?:my|his|her|their|our|your)\s+(?=\S+\s)/i, ''));
  // "the second row", "the last card", "the 2nd doctor card": a region by its place (a word describing it aside).
  const placed = PLACED_REGION.exec(words.text);
  const placedKind = placed && kindOf(sub(words, placed[2]!));
  if (
    placed &&
    placedKind &&
    (placedKind === 'row' ||
      placedKind === 'section' ||
      placedKind === 'table' ||
      placedKind === 'list' ||
      placedKind === 'form' ||
      placedKind === 'dialog')
  ) {
    return { kind: placedKind, name: null, ordinal: ordinalOf(placed[1]!) };
  }
  const alone = groups(words, JUST_REGION);
  const kindAlone = alone && kindOf(alone(1));
  if (kindAlone) return { kind: kindAlone, name: null };
  const after = groups(words, REGION_THEN_NAME);
  // "Bob's row", "the Billing section's": whose it is, as "the Bob row" says.
  const before = nameThenRegion(withoutOwner(words.text));
  return (
    (after && namedRegion(kindOf(after(1)), after(2), NAMED_AFTER)) ??
    (before && namedRegion(kindOf(sub(words, before.word)), sub(words, before.name), NAMED_BEFORE)) ??
    null
  );
}

/** A thing named with its role word last ("the Add to cart button"), as targets.ts reads role words. */
const ENDS_IN_ROLE = new RegExp(`\\s(?:${ROLE_PATTERN})$`, 'i');

// "The Delete icon of the first row": of a region is in it.
const PREPOSITION = /(?<=^|\s)(?:in|inside|within|on|from|of)\s+/gi;

/** What a card or an entry of a list is ("the Dr. Sam Whitaker appointment"). */
const ENTRY_WORDS = 'appointment|booking|order|entry|listing|item|tile|card|product';
const ENDS_IN_ENTRY = new RegExp(`\\s(?:${ENTRY_WORDS})$`, 'i');
const ON_ENTRY = new RegExp(`^(.+?)\\s+(?:on|for|in)\\s+the\\s+()(.+?)\\s+(?:${ENTRY_WORDS})$`, 'i');

/**
 * Splits a region off the end of a phrase: `"Save" in the dialog` → `"Save"` and the dialog.
 * The first "in …" whose whole tail names a region wins, so "Log in in the header" keeps "Log in".
 */
export function splitRegion(phrase: Phrase): { rest: Phrase; region: Region | null } {
  // "Click Move on that card": a part of the page named by a word that points back at an earlier step says nothing
  // this step can find; the whole page is searched.
  const pointing = /\s+(?:on|in|inside|within|from)\s+(?:that|this|the\s+same)\s+[\w-]+$/i.exec(phrase.text);
  if (pointing) return { rest: sub(phrase, phrase.text.slice(0, pointing.index)), region: null };
  for (const match of phrase.text.matchAll(PREPOSITION)) {
    const region = parseRegion(sub(phrase, phrase.text.slice(match.index + match[0].length)));
    if (region) return { rest: sub(phrase, phrase.text.slice(0, match.index)), region };
  }
  // "… for "Blue shirt"", "… next to the Blue shirt": what it belongs to, when the thing itself is quoted or ends in
  // its role word ("the Add to cart button for the Blue shirt"); "Apply for the job" and "Sign up for the newsletter"
  // are names.
  // "Next to" and "beside" always say where ("Cancel next to Dr. Amara Okafor"), and bare words after them are a place
  // too; "for" says so only after a quoted name, a role word or a sign ("+ for Adults").
  const near =
    /^(.+?)\s+(?:for|next\s+to|beside|near|(?:to\s+the\s+)?(?:right|left)\s+of|above|below|under|beneath|in\s+the\s+context\s+of)\s+(?:(\uE000\d+\uE001)|the\s+(.+))$/i.exec(
      phrase.text,
    ) ??
    /^(.+?)\s+(?:next\s+to|beside|under|below|beneath|above|(?:to\s+the\s+)?(?:right|left)\s+of)\s+()(.+)$/i.exec(
      phrase.text,
    ) ??
    // "Reschedule on the Dr. Sam Whitaker appointment": the thing a card or an entry is of. Only for a line that ends
    // so, or else the words after each "on the" would be read to the end of the line.
    (ENDS_IN_ENTRY.test(phrase.text) ? ON_ENTRY.exec(phrase.text) : null);
  const named =
    near?.[1] !== undefined &&
    (/\uE001$/.test(near[1]) ||
      ENDS_IN_ROLE.test(near[1]) ||
      /^[^\p{L}\p{N}\s]+$/u.test(near[1]) ||
      /\s(?:next\s+to|beside|under|below|beneath|above|(?:right|left)\s+of|in\s+the\s+context\s+of)\s/i.test(
        phrase.text,
      ) ||
      ENDS_IN_ENTRY.test(phrase.text));
  if (near?.[1] && named) {
    // "under the Email field", "for the Dr. Lena Fischer appointment": the words the place shows, not what it is.
    const bare = restore(sub(phrase, near[3] ?? ''))
      .replace(/^the\s+/i, '')
      .replace(
        /\s+(?:field|input|box|button|link|heading|label|appointment|booking|order|entry|listing|item|tile|card|product|folder|file|record|row|task|todo|user|project)$/i,
        '',
      );
    const name = near[2] ? valueOf(sub(phrase, near[2])) : bare;
    // "… for the first product": the first of the parts of the page that hold one each, not the word "first".
    const place = near[2] ? null : new RegExp(`^(${PLACE_WORDS})$`, 'i').exec(name);
    if (place)
      return { rest: sub(phrase, near[1]), region: { kind: 'section', name: null, ordinal: ordinalOf(place[1]!) } };
    if (name) return { rest: sub(phrase, near[1]), region: { kind: 'near', name } };
  }
  return { rest: phrase, region: null };
}

const REGION_NAMES: Record<RegionKind, string> = {
  dialog: 'dialog',
  header: 'header',
  footer: 'footer',
  navigation: 'navigation',
  main: 'main content',
  sidebar: 'sidebar',
  form: 'form',
  section: 'section',
  table: 'table',
  row: 'row',
  list: 'list',
  breadcrumb: 'breadcrumb',
  calendar: 'calendar',
  pagination: 'pagination',
  counter: 'counter',
  near: 'part of the page with',
};

/** A region in the editor's words: "the dialog", "the section “Billing”". */
export function describeRegion(region: Region): string {
  const place = region.ordinal === undefined ? '' : `${region.ordinal === -1 ? 'last' : ordinalName(region.ordinal)} `;
  return `the ${place}${REGION_NAMES[region.kind]}${region.name === null ? '' : ` “${region.name}”`}`;
}

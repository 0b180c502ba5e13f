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
  ['form', 'form'],
  ['section', 'section'],
  ['panel', 'section'],
  ['card', 'section'],
  ['box', 'section'],
  ['context menu', 'navigation'],
  ['pop-up menu', 'navigation'],
  ['popup menu', 'navigation'],
  ['menu', 'navigation'],
  ['pagination', 'navigation'],
  ['pager', 'navigation'],
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
const NAME_THEN_REGION = new RegExp(`^(.+?)\\s+(${REGION_PATTERN})$`, 'i');

/** Regions people name with bare words before the region word ("the Billing section"). */
const NAMED_BEFORE = new Set<RegionKind>(['section', 'table', 'form', 'dialog', 'navigation', 'row', 'list']);
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
  const words = withoutArticle(phrase);
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
  const owned = words.text.replace(/(?:'s|’s)(?=\s+\S+$)/i, '').replace(/s'(?=\s+\S+$)/i, 's');
  const before = groups(sub(words, owned), NAME_THEN_REGION);
  return (
    (after && namedRegion(kindOf(after(1)), after(2), NAMED_AFTER)) ??
    (before && namedRegion(kindOf(before(2)), before(1), NAMED_BEFORE)) ??
    null
  );
}

/** A thing named with its role word last ("the Add to cart button"), as targets.ts reads role words. */
const ENDS_IN_ROLE = new RegExp(`\\s(?:${ROLE_PATTERN})$`, 'i');

const PREPOSITION = /(?<=^|\s)(?:in|inside|within|on|from)\s+/gi;

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
    /^(.+?)\s+(?:for|next\s+to|beside|near)\s+(?:(\uE000\d+\uE001)|the\s+(.+))$/i.exec(phrase.text) ??
    /^(.+?)\s+(?:next\s+to|beside|under|below|beneath)\s+()(.+)$/i.exec(phrase.text) ??
    // "Reschedule on the Dr. Sam Whitaker appointment": the thing a card or an entry is of.
    /^(.+?)\s+(?:on|for|in)\s+the\s+()(.+?)\s+(?:appointment|booking|order|entry|listing|item|tile|card|product)$/i.exec(
      phrase.text,
    );
  const named =
    near?.[1] !== undefined &&
    (/\uE001$/.test(near[1]) ||
      ENDS_IN_ROLE.test(near[1]) ||
      /^[^\p{L}\p{N}\s]+$/u.test(near[1]) ||
      /\s(?:next\s+to|beside|under|below|beneath)\s|\s(?:appointment|booking|order|entry|listing|item|tile|card|product)$/i.test(
        phrase.text,
      ));
  if (near?.[1] && named) {
    // "under the Email field", "for the Dr. Lena Fischer appointment": the words the place shows, not what it is.
    const bare = restore(sub(phrase, near[3] ?? ''))
      .replace(/^the\s+/i, '')
      .replace(
        /\s+(?:field|input|box|button|link|heading|label|appointment|booking|order|entry|listing|item|tile|card|product)$/i,
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
  near: 'part of the page with',
};

/** A region in the editor's words: "the dialog", "the section “Billing”". */
export function describeRegion(region: Region): string {
  const place = region.ordinal === undefined ? '' : `${region.ordinal === -1 ? 'last' : ordinalName(region.ordinal)} `;
  return `the ${place}${REGION_NAMES[region.kind]}${region.name === null ? '' : ` “${region.name}”`}`;
}

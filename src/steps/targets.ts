import type { Target, TargetKind } from './action.ts';
import { entryAt, isListEntry } from './listEntries.ts';
import { splitRegion } from './regions.ts';
import { selectorTarget } from './selectors.ts';
import { ROLE_PATTERN, ROLE_WORDS } from './roleWords.ts';
import { groups, quoted, sub, valueOf, type Phrase, ORDINAL_WORDS } from './tokens.ts';

interface RoleWord {
  word: string;
  kind: TargetKind;
  strong: boolean;
}

const ROLE_OF_WORD = new Map<string, RoleWord>(
  ROLE_WORDS.map(([word, kind, strong]) => [word, { word, kind, strong }]),
);

/** Role word last ("the Sign in button") or first ("the button Sign in"); plurals when counting. */
function rolePatterns(plural: boolean): { last: RegExp; first: RegExp } {
  const role = `(${ROLE_PATTERN})${plural ? '(?:e?s)?' : ''}`;
  return { last: new RegExp(`^(.*?)(?:^|\\s+)${role}$`, 'i'), first: new RegExp(`^${role}\\s+(.+)$`, 'i') };
}
const SINGULAR = rolePatterns(false);
const PLURAL = rolePatterns(true);

// "First name", "Last name", "first line of the address": names of fields, not places among several.
const LEAD = new RegExp(
  `^(?:(?:the|an?|his|her|their)\\s+)?(?:(${ORDINAL_WORDS.join('|')}|last|\\d+(?:st|nd|rd|th))\\s+(?!name\\b|names\\b))?(.*)$`,
  'i',
);

/** Quoted words that end with a control's role word: "checkout button", "sauce labs backpack add to cart button". */
const ROLE_IN_QUOTES =
  /^[\w' -]*[\w']\s+(?:button|link|field|checkbox|check\s*box|radio\s+button|tab|dropdown|text\s*box|input\s+field)$/i;

/** "second" → 2, "3rd" → 3, "last" → -1. */
function ordinalOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'last') return -1;
  const index = ORDINAL_WORDS.indexOf(lower);
  return index >= 0 ? index + 1 : parseInt(lower, 10);
}

/** The role word, singular or plural ("rows", "checkboxes"), or undefined when it is none. */
function roleOf(words: Phrase): RoleWord | undefined {
  const word = words.text.toLowerCase().replace(/\s+/g, ' ');
  return (
    ROLE_OF_WORD.get(word) ?? ROLE_OF_WORD.get(word.replace(/s$/, '')) ?? ROLE_OF_WORD.get(word.replace(/es$/, ''))
  );
}

interface Named {
  kind: TargetKind | null;
  name: Phrase;
  /** The role word as written, for names it implies ("the search box"). */
  roleWord: string;
}

/** Kinds whose role word, before another ("the checkbox item"), is the kind meant ("the title field" is a field). */
const NAMED_BY_ROLE = new Set<TargetKind>([
  'checkbox',
  'radio',
  'switch',
  'dropdown',
  'slider',
  'button',
  'link',
  'dialog',
]);

/** Words between a role word and the name they introduce. */
const NAMED_AFTER_ROLE = /^(?:for|named|called|labell?ed|titled|with\s+(?:the\s+)?(?:text|label|title))\s+(?:the\s+)?/i;

/** Where the role word is, if the words have one that reads as a role here. */
function splitRole(words: Phrase, introduced: boolean, plural: boolean): Named {
  const patterns = plural ? PLURAL : SINGULAR;
  const last = groups(words, patterns.last);
  const lastRole = last && roleOf(last(2));
  if (last && lastRole) {
    const name = last(1);
    const bareName = quoted(name) === null;
    // "checkbox is not present", "click on link": a role word alone is that kind of element; quoted, it is words.
    const alone = name.text === '';
    if (introduced || !bareName || alone || (lastRole.strong && name.text !== '')) {
      return { kind: lastRole.kind, name, roleWord: lastRole.word };
    }
  }
  const first = groups(words, patterns.first);
  const firstRole = first && roleOf(first(1));
  if (first && firstRole && (introduced || quoted(first(2)) !== null)) {
    // "the link for new article", "the button labelled Save": the words after say its name.
    const named = sub(first(2), first(2).text.replace(NAMED_AFTER_ROLE, ''));
    return { kind: firstRole.kind, name: named.text === '' ? first(2) : named, roleWord: firstRole.word };
  }
  return { kind: null, name: words, roleWord: '' };
}

/** "the Issues tabs": the plural role word of one thing named before it. */
function pluralRole(words: Phrase, singular: Named): Named {
  const plural = splitRole(words, true, true);
  return plural.kind !== null && plural.name.text !== '' ? plural : singular;
}

/** A quoted name with a word or two about it ("the "Done" column", "the product "Blue shirt""). */
const QUOTE_AMONG_WORDS =
  /^(?:[\w'-]+\s+){0,2}(\uE000\d+\uE001)(?:\s+[\w'-]+){1,2}$|^(?:[\w'-]+\s+){1,2}(\uE000\d+\uE001)$/;

/**
 * The quoted name, when the other words only say what it is in words that are no role ("the "Done" column"): taken
 * with the words, the name could never match, quotes and all.
 */
function quotedWithin(name: Phrase): Phrase {
  const among = QUOTE_AMONG_WORDS.exec(name.text);
  return among ? sub(name, among[1] ?? among[2]!) : name;
}

/**
 * What a step names: `the second "Delete" button in the dialog` → a button named exactly "Delete",
 * the second one, in the dialog. With `counting`, role words may be plural ("3 rows in the table")
 * and need no "the". Null when the words name nothing.
 */
/** "… in the iframe", "… inside the payment frame": frames are searched anyway, so the place says nothing more. */
const IN_A_FRAME = /\s+(?:inside|in|within)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+)?i?frame$/i;

/**
 * Where on the screen a person sees it ("at the top right corner", "on the cart page", "located in the upper right-hand
 * corner of the page"): the whole page is searched anyway, so the place says nothing more and is no part of the name.
 */
const ON_SCREEN =
  /\s+(?:(?:which|that)\s+is\s+)?(?:located|placed|shown|displayed)?\s*(?:at|in|on|near)\s+(?:the\s+)?(?:(?:very\s+)?(?:top|bottom|upper|lower|left|right|far)(?:[\s-]+|$))+(?:hand\s+)?(?:corner|side|part|area|edge)?(?:\s+of\s+the\s+(?:page|screen|window))?$|\s+(?:on|in|at|from)\s+(?:the\s+)?(?:(?!\uE000)[\w'-]+\s+){0,3}(?:page|screen)$/i;

/** "the PIM option from the menu": an entry of a menu is whatever the menu holds (a link, a menu item, a button). */
const MENU_ENTRY = new Set(['option', 'listitem']);

/** The things of a list as people count them: "products", "search results", "todos". */
const ITEMS_COUNTED =
  /^(?:[\w-]+\s+)?(?:products?|items?|results?|entry|entries|records?|cards?|posts?|todos?|tasks?|articles?|orders?|listings?|hits?)$/i;

/** "… in the cart", "… in my basket": whose the counted things are. */
const OWNED = /^(?:(.+?)\s+)?(?:in|inside|within)\s+(?:the|my|your)\s+((?:[\w-]+\s+)?[\w-]+)$/i;

/** "product's Add to cart": a control named after its owner's kind. */
const OWNER = /^([\w\s-]+?)['’]s\s+(.+)$/i;

/** "the item #3", "product number 2": the third item, the second product. */
const NUMBERED = /^(?:the\s+)?(.+?)\s+(?:#\s*|number\s+|no\.\s*)(\d{1,3})$/i;

/**
 * "the PIM option", "the World top nav item": words after a bare name that say what it is in a menu, which the page
 * does not show as part of the name; the menu they name is where to look.
 */
const MENU_WORDS =
  /^(?!\uE000)(.+?)\s+(?:(?:(?:top|main|side|left|right)\s+)?(nav|navigation|navbar|sidebar)\s+(?:option|item|entry|link)|(?:top|main|side|left|right)\s+(menu)\s+(?:option|item|entry|link)|(menu)\s+(?:option|entry|link)|option)$/i;

/**
 * Where a value goes ("into suggestion box", "in Email field"): a noun phrase, whether or not it has its "the", so its
 * role word reads as one.
 */
export const parsePlace = (phrase: Phrase): Target | null =>
  parseTarget(/^(?:the|an?|my|your)\s|^\uE000/i.test(phrase.text) ? phrase : sub(phrase, `the ${phrase.text}`));

/** Two quoted names in a row, then perhaps a role word: an item's words, then its control's. */
const OWNER_THEN_CONTROL = /^(?:the\s+)?(\uE000\d+\uE001)\s+(\uE000\d+\uE001)(\s+[a-z]+)?$/i;

export function parseTarget(phrase: Phrase, counting = false): Target | null {
  const bySelector = counting ? null : selectorTarget(phrase);
  if (bySelector) return bySelector;
  // "the "checkout button"": a role word quoted with the name is still the kind of element, not words it shows.
  const roleQuoted = ROLE_IN_QUOTES.exec(quoted(sub(phrase, phrase.text.replace(/^(?:the|an?)\s+/i, ''))) ?? '');
  if (roleQuoted) return parseTarget(sub(phrase, `the ${roleQuoted[0]}`), counting);
  // "the "Backpack" "Add to cart" button": the second quoted name is the control, the first the item it belongs to.
  const ownerFirst = counting ? null : OWNER_THEN_CONTROL.exec(phrase.text);
  if (ownerFirst) {
    const control = parseTarget(sub(phrase, `the ${ownerFirst[2]}${ownerFirst[3] ?? ''}`));
    const owner = quoted(sub(phrase, ownerFirst[1]!));
    if (control && owner && !control.region) return { ...control, region: { kind: 'near', name: owner } };
  }
  // "my cart total", "your orders": whose it is, which a label does not say ("My Account", capitalised, is one).
  const placed = phrase.text
    .replace(/^(?:my|your|our)\s+(?=[a-z])/, '')
    .replace(IN_A_FRAME, '')
    .replace(ON_SCREEN, '');
  const { rest, region: place } = splitRegion(sub(phrase, placed || phrase.text));
  const numbered = counting ? null : NUMBERED.exec(rest.text);
  if (numbered) {
    const of = parseTarget(sub(rest, `the ${numbered[1]}`));
    if (of) return { ...of, ordinal: Number(numbered[2]), region: of.region ?? place };
  }
  const lead = groups(rest, LEAD);
  if (!lead) return null;
  const ordinalWord = lead(1).text;
  const introduced = counting || ordinalWord !== '' || /^(?:the|an?)\s/i.test(rest.text);
  const split = splitRole(lead(2), introduced, counting);
  // "the checkbox item", "the dropdown field", "the radio option": a control's role word, in lower case, before a
  // generic one is the control meant.
  const inner =
    (split.kind === 'listitem' || split.kind === 'field' || split.kind === 'option') &&
    quoted(split.name) === null &&
    /^[a-z\s-]+$/.test(split.name.text)
      ? [roleOf(split.name)].find((word) => word && NAMED_BY_ROLE.has(word.kind))
      : undefined;
  const role = inner ? { kind: inner.kind, name: sub(split.name, ''), roleWord: inner.word } : split;
  // "Click on the Issues tabs": a plural role word after a name still names one.
  const {
    kind,
    name: written,
    roleWord,
  } = role.kind === null && !counting && introduced ? pluralRole(lead(2), role) : role;
  const inMenu =
    quoted(written) === null &&
    (kind === null || kind === 'listitem' || kind === 'option' || kind === 'link' || kind === 'menuitem')
      ? MENU_WORDS.exec(lead(2).text)
      : null;
  // "the Go option" names an option; only a bare "PIM option", or one of a menu, is a menu's entry.
  const menu = inMenu && (inMenu[2] || inMenu[3] || inMenu[4] || kind === null) ? inMenu : null;
  const region = menu?.[2] || menu?.[3] || menu?.[4] ? { kind: 'navigation' as const, name: null } : place;
  const name = menu ? sub(written, menu[1]!) : quotedWithin(written);
  // "the search box" names a field by what it is for: look for one labelled "search".
  const implied = name.text === '' && roleWord.startsWith('search') ? 'search' : '';
  const text = valueOf(name) || implied;
  if (kind === null && text === '') return null;
  // "3 products", "more than 5 search results": counted, things of a list are its items, whatever they hold.
  if (counting && kind === null && quoted(name) === null && ITEMS_COUNTED.test(text)) {
    return { kind: 'listitem', name: '', exact: false, ordinal: null, region };
  }
  // "6 items in the cart", "2 products in my basket": where no region word names the place, the section of that name
  // holds them.
  const owner = counting && !region && quoted(name) === null ? OWNED.exec(text) : null;
  const ownedItems = owner && (kind === 'listitem' ? !owner[1] : kind === null && ITEMS_COUNTED.test(owner[1] ?? ''));
  if (owner && ownedItems) {
    return { kind: 'listitem', name: '', exact: false, ordinal: null, region: { kind: 'section', name: owner[2]! } };
  }
  // "the main heading": the page's first heading, whatever it says.
  if (kind === 'heading' && quoted(name) === null && /^(?:main|primary|top|h1)$/i.test(text)) {
    return { kind, name: '', exact: false, ordinal: 1, region };
  }
  const ordinal = ordinalWord === '' ? null : ordinalOf(ordinalWord);
  // "the first product", "the second search result": the entry of the page's list at that place.
  if (!counting && ordinal !== null && kind === null && quoted(name) === null && isListEntry(text)) {
    return entryAt(ordinal, text.toLowerCase(), region);
  }
  // "the first product's Add to cart button": that control, in the first entry of the list.
  const owned = !counting && ordinal !== null && !region && quoted(name) === null ? OWNER.exec(text) : null;
  if (owned && ordinal !== null && isListEntry(owned[1]!)) {
    return { kind, name: owned[2]!, exact: false, ordinal: null, region: { kind: 'section', name: null, ordinal } };
  }
  return {
    kind: menu || (region?.kind === 'navigation' && kind !== null && MENU_ENTRY.has(kind)) ? null : kind,
    name: text,
    exact: quoted(name) !== null,
    ordinal,
    region,
  };
}

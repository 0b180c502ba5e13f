import type { Region } from '../../../src/steps/action.ts';
import { escapeRegExp } from '../../../src/steps/tokens.ts';
import type { AriaRole, LocatorStep } from './locatorSpec.ts';
import { wordsIn } from './shownText.ts';

/**
 * The places a step names ("in the footer", "in the left menu", "the pagination", "the Posts counter") as a person
 * means them, whatever markup the page draws them with. Every region that matches is looked in; where regions sit
 * inside one another, the innermost that holds what the step names is meant (matchesOf).
 */

const HEADINGS = ':is(h1, h2, h3, h4, h5, h6, [role="heading"], legend)';

/**
 * A section as apps draw one, a box headed by its name ("the "Shipping" section": a card whose heading says
 * Shipping), the heading its child or its child's: by the heading's words, whole, in any case, a plural's too
 * ("the doctor list" under "Our doctors").
 */
function headedBy(name: string): string {
  const pattern = `(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?:s|es)?($|[^\\p{L}\\p{N}])`;
  // In the selector's quotes: backslashes doubled, and a quote as its code point.
  const quoted = `"${pattern.replace(/\\/g, '\\\\').replace(/"/g, '\\\\x22')}"`;
  const heading = `${HEADINGS}:text-matches(${quoted}, "iu")`;
  return `:is(section, article, aside, div, li, fieldset, form):is(:has(> ${heading}), :has(> * > ${heading}))`;
}

/**
 * The items of a page by their place ("the second card", "the first product"): cards as pages draw them (an article
 * or a box of a card's class, not one inside another), and the entries of a list that hold a control or a heading of
 * their own (a product, a todo), outside the page's menus.
 */
const CARD = ':is(article, [class*="card" i]:not([class*="cards" i]), [role="article"])';
const LIST_ITEM = `li:has(:is(button, a[href], input, ${':is(h1, h2, h3, h4, h5, h6)'})):not(:has(${CARD})):not(${CARD} *):not(:is(nav, header, footer, [role="navigation"], [role="menu"], [role="menubar"]) *)`;
const OUTERMOST_CARDS = `${CARD}:not(${CARD} *), ${LIST_ITEM}`;

/**
 * The landmark a region names ("in the dialog" is the dialog on the page), by its name as whole words when it has
 * one. A section may be a fieldset (its legend names it); a form with no name has no role, so it is any form.
 */
export function regionStep(region: Region): LocatorStep {
  const { ordinal = null, ...rest } = region;
  if (ordinal === null) return namedRegionStep(rest);
  // "In the second row": of a table's rows of data; "in the second card": of the cards drawn as boxes of their own.
  const all: LocatorStep =
    region.kind === 'row' && region.name === null
      ? { by: 'role', role: 'row', name: null, exact: false, dataRows: true }
      : region.kind === 'section' && region.name === null
        ? { by: 'css', selector: OUTERMOST_CARDS }
        : namedRegionStep(rest);
  const nth = ordinal === -1 ? -1 : ordinal - 1;
  // "… for the first product": the first of the cards or items holding what the step acts on.
  return region.kind === 'section' && region.name === null
    ? { by: 'nth', step: all, nth, amongHolders: true }
    : { by: 'nth', step: all, nth };
}

/**
 * The parts of a page by the element of that name anywhere as well as the landmark: a <footer> inside a <section>
 * (TodoMVC's, holding "2 items left") is no contentinfo landmark, and is the footer a person means all the same. A
 * top bar is drawn as an app bar (MUI's AppBar is a <header>) or a navbar.
 */
const PLACES: Partial<Record<Region['kind'], { roles: AriaRole[]; css: string }>> = {
  header: {
    roles: ['banner'],
    css: 'header, [class*="appbar" i], [class*="app-bar" i], [class*="topbar" i], [class*="top-bar" i], [class*="navbar" i]',
  },
  footer: { roles: ['contentinfo'], css: 'footer' },
  main: { roles: ['main'], css: 'main' },
  // A navigation may be drawn as a menu ("in the Products menu").
  navigation: { roles: ['navigation', 'menu', 'menubar'], css: 'nav' },
  dialog: { roles: ['dialog', 'alertdialog'], css: 'dialog[open]' },
};

/** Navigations that are not a menu of the app's places: a breadcrumb trail, the pages of a list. */
const NOT_A_MENU =
  ':not([aria-label*="breadcrumb" i], [class*="breadcrumb" i], [aria-label*="pagination" i], [class*="pagination" i], [class*="pager" i])';

/**
 * "The sidebar", "the left menu": an aside or complementary landmark, a box of a sidebar's or a drawer's class (a
 * react-admin menu is a MUI Drawer holding a <ul role="menu">), or a navigation or menu that is not in the top bar or
 * the footer.
 */
const SIDEBAR =
  'aside, [class*="sidebar" i], [class*="sidenav" i], [class*="side-nav" i], [class*="sidemenu" i], [class*="side-menu" i], [class*="drawer" i], [id*="sidebar" i], ' +
  `:is(nav, [role="navigation"], [role="menu"], [role="menubar"])${NOT_A_MENU}:not(:is(header, footer, [role="banner"], [role="contentinfo"], [class*="appbar" i], [class*="navbar" i]) *)`;

/** Shown text by a pattern; `prune`, what a box holding a match shows (see ShownTextQuery). */
const shown = (pattern: RegExp, prune: string, all = false): LocatorStep => ({
  by: 'shownText',
  source: pattern.source,
  flags: pattern.flags,
  prune,
  ...(all && { all: true }),
});

/** "1–10 of 40", "1-10 / 40", "Showing 11 to 20 of 40": the range of a list a pager shows. */
const RANGE_PATTERN = /\d+\s*(?:-|to)\s*\d+\s+(?:of|\/)\s+\d+/iu;
const RANGE = shown(RANGE_PATTERN, RANGE_PATTERN.source);

/** The buttons or links that turn a list's pages. */
const PAGE_TURNS: LocatorStep = {
  by: 'anyOf',
  steps: (['button', 'link'] as const).map((role) => ({
    by: 'role',
    role,
    name: '^(?:go to )?(?:next|previous|prev|first|last)(?: page)?$|^[›»‹«<>]$',
    exact: false,
    pattern: true,
  })),
};

/** A navigation by the name a pager has. */
const PAGER_NAV: LocatorStep = {
  by: 'anyOf',
  steps: [
    { by: 'role', role: 'navigation', name: 'pagination', exact: false, words: true },
    { by: 'role', role: 'navigation', name: 'pager', exact: false, words: true },
    { by: 'css', selector: 'nav[class*="pagination" i], nav[class*="pager" i]' },
  ],
};

/**
 * A box of a pagination's or a pager's class, in any case. In XPath: the outermost such box is one whose ancestors
 * are none, which CSS looked for inside a box (a region's check of the regions in it) would judge by those in the box.
 */
const PAGER_CLASS =
  "contains(translate(@class, 'PAGINTOR', 'pagintor'), 'pagination') or contains(translate(@class, 'PAGER', 'pager'), 'pager')";

/** A bar or a badge, not a part of the page: it holds no table, heading, form or section. */
const SMALL_BOX =
  '*:not(:has(table, [role="table"], [role="grid"], [role="treegrid"], h1, h2, h3, h4, main, [role="main"], form, section, article, dialog))';

/**
 * "The pagination", "the pager": the whole bar that pages a list, its text included. MUI's TablePagination draws
 * "1–10 of 40" beside a <nav aria-label="pagination navigation"> that holds only the buttons: so the outermost box
 * of a pagination's class, the innermost box around a pager's navigation and the range it shows, the innermost box
 * around that range and the buttons that turn the pages, and the navigation itself.
 */
const PAGINATION: LocatorStep = {
  by: 'anyOf',
  steps: [
    { by: 'css', selector: `xpath=//*[${PAGER_CLASS}][not(ancestor::*[${PAGER_CLASS}])]` },
    { by: 'around', of: PAGER_NAV, holding: [RANGE], box: SMALL_BOX },
    { by: 'around', of: RANGE, holding: [PAGE_TURNS], box: SMALL_BOX },
    PAGER_NAV,
  ],
};

/** Letters and digits of scripts that separate words with spaces, as whole-word matching knows them. */
const SPACED = '[\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{N}]';

/**
 * "The Posts counter", "the cart badge": a number shown with its label. A dashboard card ("Posts" over "40") or a
 * link reading "Cart (3)": a box whose shown text is short and holds the label, as whole words, and one number (the
 * dashboard around several cards holds several, and is no one counter). A badge
 * on an icon ("3" on a cart drawn as a picture): an element labelled so (aria-label or title) that is or holds a
 * number.
 */
function counterStep(name: string): LocatorStep {
  const words = wordsIn(name);
  const label = new RegExp(
    `^(?=[\\s\\S]{0,80}$)(?=[\\s\\S]*(?<!${SPACED})${words}(?:e?s)?(?!${SPACED}))\\D*\\d(?:[\\d.,]*\\d)?\\D*$`,
    'iu',
  );
  const attr = name.replace(/["\\]/g, '');
  const number = shown(/^[^\p{L}]*\d[^\p{L}]*$/u, '\\d');
  return {
    by: 'anyOf',
    steps: [
      shown(label, words, true),
      { by: 'css', selector: `${SMALL_BOX}:is([aria-label*="${attr}" i], [title*="${attr}" i])`, holding: number },
    ],
  };
}

/** The data a page lists: a table, a grid, or a list that is not a menu. As XPath, which can count them. */
const COLLECTION =
  "*[self::table or @role='table' or @role='grid' or @role='treegrid' or ((self::ul or self::ol or @role='list') and not(@role='menu' or @role='menubar' or @role='tablist' or @role='listbox' or ancestor::nav or ancestor::header or ancestor::footer or ancestor::aside or ancestor::*[@role='navigation' or @role='menu' or @role='menubar' or @role='banner' or @role='contentinfo']))]";

/** The page's heading: its h1, or the title in its top bar (react-admin shows a page's title there). */
const PAGE_HEADING =
  "(//h1 | //*[@role='heading' and @aria-level='1'] | //header//*[self::h1 or self::h2 or self::h3 or self::h4 or self::h5 or self::h6])";

/** The page's one list, table or grid, when its heading has the name ("the posts list" on the page headed Posts). */
function onlyCollectionUnder(name: string): LocatorStep[] {
  const lower = name.toLowerCase();
  if (lower.includes("'")) return [];
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const heading = `${PAGE_HEADING}[contains(translate(normalize-space(.), '${upper}', '${upper.toLowerCase()}'), '${lower}')]`;
  return [{ by: 'css', selector: `xpath=//${COLLECTION}[count(//${COLLECTION}) = 1][${heading}]` }];
}

const TABLES: AriaRole[] = ['table', 'grid', 'treegrid'];
const LISTS: AriaRole[] = ['list', 'listbox'];

function namedRegionStep(region: Region): LocatorStep {
  const { kind, name } = region;
  const landmark = (role: AriaRole): LocatorStep =>
    name === null
      ? { by: 'role', role, name: null, exact: false }
      : { by: 'role', role, name, exact: false, words: true };
  if (kind === 'section') {
    const named = [landmark('region'), landmark('group'), landmark('radiogroup')];
    return { by: 'anyOf', steps: name === null ? named : [...named, { by: 'css', selector: headedBy(name) }] };
  }
  if (kind === 'form' && name === null) return { by: 'css', selector: 'form, [role="form"]' };
  if (kind === 'form') return landmark('form');
  // The box that holds both the words and what the step looks for, which only the step knows (matchesOf).
  if (kind === 'near') return { by: 'near', text: name ?? '' };
  // A date picker's month: a grid to a screen reader, or a box of a calendar's class.
  if (kind === 'calendar') {
    return {
      by: 'anyOf',
      steps: [
        landmark('grid'),
        {
          by: 'css',
          selector:
            '[class*="calendar" i], [class*="datepicker" i], [class*="date-picker" i], [class~="cal"], [id*="calendar" i]',
        },
      ],
    };
  }
  // A breadcrumb trail is a navigation named so, or a list of that class.
  if (kind === 'breadcrumb') {
    return {
      by: 'anyOf',
      steps: [
        { by: 'role', role: 'navigation', name: 'breadcrumb', exact: false },
        { by: 'css', selector: '[class*="breadcrumb" i], [aria-label*="breadcrumb" i], [id*="breadcrumb" i]' },
      ],
    };
  }
  if (kind === 'row') return landmark('row');
  if (kind === 'pagination') return PAGINATION;
  if (kind === 'counter') return name === null ? { by: 'css', selector: '[class*="badge" i]' } : counterStep(name);
  // "List", "table" and "grid" name any of them: the posts list may be drawn as a table, the users table as a grid
  // of divs. Named by its aria-label, by the heading of the box it is in ("the upcoming appointments table"), or by
  // the page's heading when it is the page's only one. A list of suggestions or options is a listbox.
  if (kind === 'table' || kind === 'list') {
    const roles = kind === 'list' ? [...LISTS, ...TABLES] : TABLES;
    if (name === null) return { by: 'anyOf', steps: roles.map(landmark) };
    const drawn =
      ':is(table, [role="table"], [role="grid"], [role="treegrid"], ul, ol, [role="list"], [role="listbox"])';
    return {
      by: 'anyOf',
      steps: [
        ...[...TABLES, ...LISTS].map(landmark),
        { by: 'css', selector: `${headedBy(name)} ${drawn}` },
        ...onlyCollectionUnder(name),
      ],
    };
  }
  if (kind === 'sidebar') {
    const css: LocatorStep = { by: 'css', selector: SIDEBAR };
    return name === null ? { by: 'anyOf', steps: [landmark('complementary'), css] } : landmark('complementary');
  }
  const place = PLACES[kind];
  if (!place) return landmark('region');
  if (name !== null) return { by: 'anyOf', steps: place.roles.map(landmark) };
  return { by: 'anyOf', steps: [...place.roles.map(landmark), { by: 'css', selector: place.css }] };
}

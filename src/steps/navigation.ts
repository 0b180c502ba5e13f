import type { Action, Target } from './action.ts';
import { HOME_PAGE, pathFrom, tabsNeedNoStep } from './pages.ts';
import { missing, readsAsCheck, understood, verbRule, type Family, type Rule } from './rules.ts';
import { splitRegion } from './regions.ts';
import { parseTarget } from './targets.ts';
import { groups, restore, sub, valueOf, type Phrase } from './tokens.ts';

/** The date field that opens a calendar: "Open the date picker", and a date picked when no calendar shows. */
export const DATE_FIELD: Target = { kind: 'field', name: 'date', exact: false, ordinal: null, region: null };

/**
 * What can be opened: a full URL, a path on the environment's URL ("/login"), a variable that holds
 * one ("{{env.url}}/a"), or a host name ("example.com", "localhost:3000").
 */
const URL_LIKE = /^(?:https?:\/\/\S+|\/\S*|\{\{[^}]+\}\}\S*|(?:localhost|[\w-]+(?:\.[\w-]+)+)(?::\d+)?(?:\/\S*)?)$/i;

/** "admin/posts/new": lowercase path segments joined by slashes, no spaces (a menu trail is "Admin / Users"). */
const RELATIVE_PATH = /^[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)+\/?$/;

/** "the next page", "the previous page" of a list: its Next or Previous control, not an address. */
const PAGING = /^(?:the\s+)?(next|previous|prev)\s+page$/i;
/** "page 2", "page 3 of the results": a page of a list by its number. */
export const PAGE_NUMBER =
  /^(?:the\s+)?page\s+(?:number\s+)?(\d{1,4})(?:\s+of\s+(?:the\s+)?(?:[\w-]+\s+)?(?:results|list|table|products|items|orders|users|search\s+results))?(?:\s+(?:button|link))?$/i;

/** "the login page of the application": a page of the app is that page. */
const OF_THE_APP = /\s+(?:of|in|on)\s+the\s+(?:app|application|site|website|web\s*app|system|portal)$/i;

/** Words in single quotes ("'the-internet'"): the quotes frame a name, as double ones do. */
const SINGLE_QUOTES = /(^|\s)'([^'\s][^']*)'(?=\s|$)/g;

function navigate(written: Phrase, verb: string) {
  // "Go to https://example.com/ page", "go to 'the-internet'": the address, or the name, without what frames it.
  const rest = sub(
    written,
    written.text.replace(OF_THE_APP, '').replace(/^(\S+:\/\/\S+)\s+(?:page|site|website|url)$/i, '$1'),
  );
  const url = valueOf(rest);
  if (URL_LIKE.test(url)) return understood({ type: 'navigate', url });
  // "Go to "admin/posts/list"": a quoted path without its leading slash, as people copy it from the address bar.
  if (/^\uE000\d+\uE001$/.test(rest.text) && RELATIVE_PATH.test(url))
    return understood({ type: 'navigate', url: `/${url}` });
  // "Go to wikipedia homepage "https://en.wikipedia.org/"": the address quoted, whatever words name it before.
  const quotedUrl = groups(rest, /^(?:(?!\uE000)[\w'.-]+\s+){1,4}(\uE000\d+\uE001)$/);
  const namedAddress = quotedUrl && valueOf(quotedUrl(1));
  if (namedAddress && /^https?:\/\//i.test(namedAddress)) return understood({ type: 'navigate', url: namedAddress });
  // "Go to the "/login" page": the address quoted, whatever the words around it call it.
  const quotedAddress = /^(?:the\s+)?(\uE000\d+\uE001)\s+(?:page|screen|url|site|address)$/i.exec(rest.text);
  const address = quotedAddress && valueOf(sub(rest, quotedAddress[1]!));
  if (address && URL_LIKE.test(address)) return understood({ type: 'navigate', url: address });
  if (HOME_PAGE.test(rest.text)) return understood({ type: 'navigate', url: '{{env.url}}' });
  // "I am on the "home" page": the app's own home, quoted or not.
  if (
    /^(?:the\s+)?\uE000\d+\uE001(?:\s+(?:page|screen))?$/i.test(rest.text) &&
    /^(?:home|main|landing|start)(?:\s*page)?$/i.test(valueOf(sub(rest, /\uE000\d+\uE001/.exec(rest.text)![0])))
  )
    return understood({ type: 'navigate', url: '{{env.url}}' });
  const pageNumber = PAGE_NUMBER.exec(rest.text)?.[1];
  if (pageNumber) return understood({ type: 'goToPage', page: Number(pageNumber) });
  const paging = PAGING.exec(rest.text)?.[1];
  if (paging) {
    const name = paging.toLowerCase() === 'next' ? 'Next' : 'Previous';
    return understood({
      type: 'click',
      target: { kind: null, name, exact: false, ordinal: null, region: null },
      clicks: 1,
    });
  }
  const example = `${verb} /login`;
  if (url === '') return missing(verb, 'a web address', 'give a URL or a path that starts with /', example);
  // "Open the Settings tab", "Open the "Account" menu" name something on the page: clicking it is what was meant.
  // "Go to the Settings page": a page named in words, opened by its link or at the path its name suggests.
  // "the articles index page": the articles page, a list's index.
  const page = /^(?:the\s+)?(.+?)(?:\s+index)?\s+(?:page|screen)$/i.exec(restore(rest));
  const pageName = page?.[1]
    ?.replace(SINGLE_QUOTES, '$1$2')
    .replace(/["“”‘’]/g, '')
    .trim();
  if (pageName && !/^(?:the|an?|this|that)$/i.test(pageName)) {
    return understood({ type: 'openPage', name: pageName, path: `/${pathFrom(rest)}` });
  }
  if (/^(?:an?\s+)?new\s+(?:browser\s+)?(?:tab|window)$/i.test(rest.text)) {
    return tabsNeedNoStep();
  }
  if (readsAsCheck(rest)) return null;
  // "Open the actions menu for Carol White": the menu's button in the row, card or item of Carol White.
  const forWhom = /^open$/i.test(verb)
    ? groups(rest, /^(.+?\s+(?:menu|dropdown|options))\s+(?:for|of|next\s+to|beside)\s+(?:the\s+)?(.+)$/i)
    : null;
  const menuFor = forWhom && parseTarget(withoutPart(forWhom(1)));
  if (forWhom && menuFor) {
    const region = { kind: 'near' as const, name: valueOf(forWhom(2)) };
    return understood({ type: 'click', target: { ...menuFor, region }, clicks: 1 });
  }
  // "Open the date picker": the date field that opens it.
  if (/^(?:the\s+)?(?:date\s*picker|calendar)$/i.test(rest.text)) {
    return understood({ type: 'click', target: DATE_FIELD, clicks: 1 });
  }
  // "Go to the Past tab", "Switch to the Settings tab": the tab, clicked.
  const tab = groups(rest, /^(?:the\s+)?(.+?)\s+tab$/i);
  const tabTarget = tab && parseTarget(tab(1));
  if (tab && tabTarget && !tabTarget.kind)
    return understood({ type: 'click', target: { ...tabTarget, kind: 'tab' }, clicks: 1 });
  // "Open the Update insurance dialog": a dialog not shown yet is opened by its button, named so.
  const dialog = /^open$/i.test(verb) ? groups(rest, /^(?:the\s+)?(.+?)\s+(?:dialog|modal|pop-?up)$/i) : null;
  const opener = dialog && parseTarget(dialog(1));
  if (dialog && opener && !opener.kind) return understood({ type: 'click', target: opener, clicks: 1 });
  // "Open Settings in the sidebar": what that part of the page holds, clicked, before a trailing part word is cut.
  const placed = /^open$/i.test(verb) ? splitRegion(rest) : null;
  const inPlace = placed?.region ? parseTarget(withoutPart(placed.rest)) : null;
  if (placed?.region && inPlace && !inPlace.region) {
    return understood({ type: 'click', target: { ...inPlace, region: placed.region }, clicks: 1 });
  }
  const part = withoutPart(rest);
  const opened = /^open$/i.test(verb) ? parseTarget(part) : null;
  // A bare name is something on the page when the step said what part of it ("Open the user menu").
  const named = opened && (opened.kind !== null || opened.exact || /\uE000/.test(part.text) || part.text !== rest.text);
  if (opened && named) return understood({ type: 'click', target: opened, clicks: 1 });
  const onPage = parseTarget(rest);
  if (onPage?.kind) {
    return missing(verb, 'a web address', 'give a URL or a path that starts with /', example, `Click ${restore(rest)}`);
  }
  // "Open menu", "Open the side menu": the control that opens it, clicked.
  const menu = /^open$/i.test(verb)
    ? /^(?:the\s+)?((?:main|side|nav(?:igation)?|user|account|hamburger|burger)\s+)?menu$/i.exec(rest.text)
    : null;
  if (menu) {
    const name = menu[1]?.trim() ?? 'menu';
    return understood({
      type: 'click',
      target: { kind: null, name, exact: false, ordinal: null, region: null },
      clicks: 1,
    });
  }
  // "Navigate to Admin > User Management > Users": the menu's entries, one after the other.
  const trail = restore(rest)
    .split(/\s+(?:>|->|→|»|\/)\s+/)
    .map((part) =>
      part
        .replace(/^the\s+/i, '')
        .replace(/["“”]/g, '')
        .trim(),
    );
  if (trail.length > 1 && trail.every((part) => part !== '' && part.split(/\s+/).length <= 4)) {
    const [first, ...then] = trail as [string, ...string[]];
    const entry = (name: string): Action => ({
      type: 'click',
      target: { kind: null, name, exact: false, ordinal: null, region: null },
      clicks: 1,
    });
    return understood({
      type: 'sequence',
      actions: [{ type: 'openPage', name: first, path: `/${pathFrom(sub(rest, first))}` }, ...then.map(entry)],
    });
  }
  // "Go to Posts", "Navigate to Transfer Funds", "Go to the cart": a page of the app by its name, as a person gets
  // there: its link or menu entry, else the path the name suggests. A long line is no page's name.
  // "the Tool Tips section": the page a menu entry of that name opens.
  const name = restore(rest)
    .replace(SINGLE_QUOTES, '$1$2')
    .replace(/^the\s+/i, '')
    .replace(/["“”‘’]/g, '')
    .replace(/\s+(?:section|area|part|link|menu\s+item|option)$/i, '')
    .trim();
  if (
    name &&
    !/^(?:an?|any|some)\s/i.test(name) &&
    name.split(/\s+/).length <= 4 &&
    !/\uE000/.test(
      rest.text.replace(/^(?:the\s+)?\uE000\d+\uE001(?:\s+(?:section|area|part|tab|menu\s+item|option))?$/, ''),
    )
  ) {
    return understood({ type: 'openPage', name, path: `/${pathFrom(sub(rest, name))}` });
  }
  return missing(verb, 'a web address', 'give a URL or a path that starts with /', example, `${verb} the ${name} page`);
}

/** "the "Account" menu" → "the "Account"": what is opened, expanded or collapsed is the control itself. */
function withoutPart(phrase: Phrase): Phrase {
  const named = phrase.text.replace(/\s+(?:menu|panel|section|accordion|drawer|group|details|sidebar)$/i, '');
  // "the menu" names no menu in particular: left whole, it is not something to click.
  return /^(?:(?:the|an?)\s*)?$/i.test(named) ? phrase : sub(phrase, named);
}

/** "Expand the "Details" section", "Collapse "Filters"": a click on it; "Expand all" is a button of that name. */
function expand(rest: Phrase, verb: string) {
  if (readsAsCheck(rest)) return null;
  if (/^[\w-]+$/.test(rest.text)) {
    const name = `${verb} ${rest.text}`;
    return understood({
      type: 'click',
      target: { kind: null, name, exact: true, ordinal: null, region: null },
      clicks: 1,
    });
  }
  const target = parseTarget(withoutPart(rest));
  if (target) return understood({ type: 'click', target, clicks: 1 });
  return missing(verb, 'something to click', 'name it', `${verb} the "Details" section`);
}

const navigationRules: Rule[] = [
  verbRule(
    'go\\s+to|navigate\\s+to|browse\\s+to|head\\s+to|proceed\\s+to|return\\s+to|go\\s+back\\s+to|open|visit|load|access',
    navigate,
  ),
  verbRule('expand|collapse', expand),
];

/** Going to an address or a page of the app by its name, a trail of menu entries, and opening what opens. */
export const navigationFamily: Family = {
  name: 'going places',
  rules: navigationRules,
  examples: [
    ['Go to /login', 'Go to /login'],
    ['Open the Settings page', 'Open the page “Settings” (its link, or /settings)'],
    ['Navigate to Admin > Users', 'Open the page “Admin” (its link, or /admin), then click “Users”'],
    ['Expand the "Details" section', 'Click “Details”'],
  ],
};

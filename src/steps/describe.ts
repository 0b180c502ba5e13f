import { ORDINAL_WORDS } from './tokens.ts';
import type { Action, Assertion, Target, TargetKind } from './action.ts';
import { isProtocolRelative, schemeOf, withScheme } from './protocolRelative.ts';
import { isListEntry } from './listEntries.ts';
import { describeRegion } from './regions.ts';

/** How each kind is called in the editor's words, singular and plural. */
const KIND_WORDS: Record<TargetKind, [one: string, many: string]> = {
  button: ['button', 'buttons'],
  link: ['link', 'links'],
  field: ['field', 'fields'],
  slider: ['slider', 'sliders'],
  checkbox: ['checkbox', 'checkboxes'],
  radio: ['radio button', 'radio buttons'],
  switch: ['switch', 'switches'],
  dropdown: ['dropdown', 'dropdowns'],
  option: ['option', 'options'],
  tab: ['tab', 'tabs'],
  heading: ['heading', 'headings'],
  menuitem: ['menu item', 'menu items'],
  image: ['image', 'images'],
  row: ['row', 'rows'],
  cell: ['cell', 'cells'],
  listitem: ['item', 'items'],
  dialog: ['dialog', 'dialogs'],
  text: ['text', 'texts'],
  selector: ['element', 'elements'],
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2 → "second", 21 → "21st", -1 → "last". */
function ordinalWord(ordinal: number): string {
  if (ordinal === -1) return 'last';
  const word = ORDINAL_WORDS[ordinal - 1];
  if (word) return word;
  const teens = ordinal % 100 >= 11 && ordinal % 100 <= 13;
  const suffix = teens ? 'th' : (['th', 'st', 'nd', 'rd'][ordinal % 10] ?? 'th');
  return `${ordinal}${suffix}`;
}

const quote = (text: string): string => `“${text}”`;
const inRegion = ({ region }: Target): string => {
  if (region?.kind === 'near') return ` next to “${region.name ?? ''}”`;
  return region ? ` in ${describeRegion(region)}` : '';
};

/**
 * `the second button “Delete” in the dialog`. A target with no role word is called by the kind the
 * step implies (typing goes into a field: `the field “Email”`), or else just by its name: `“Sign in”`.
 */
export function describeTarget(target: Target, implied: TargetKind | null = null): string {
  const ordinal = target.ordinal === null ? '' : ordinalWord(target.ordinal);
  // "the first product": a list's entry at its place, called by what it is.
  if (target.kind === 'listitem' && ordinal && isListEntry(target.name)) {
    return `the ${ordinal} ${target.name}${inRegion(target)}`;
  }
  const kindOrImplied = target.kind ?? implied;
  const kind = kindOrImplied ? KIND_WORDS[kindOrImplied][0] : '';
  const name = target.name === '' ? '' : quote(target.name);
  const article = ordinal || kind ? 'the ' : '';
  return `${article}${[ordinal, kind, name].filter(Boolean).join(' ')}${inRegion(target)}`;
}

/** `3 rows in the table`, `1 item “Product”`, `no rows`. */
export function describeHowMany(target: Target, count: number, compared = false): string {
  const [one, many] = target.kind ? KIND_WORDS[target.kind] : ['element', 'elements'];
  const noun = count === 1 && !compared ? one : many;
  const name = target.name === '' ? '' : ` ${quote(target.name)}`;
  return `${count === 0 && !compared ? 'no' : count} ${noun}${name}${inRegion(target)}`;
}

/** `there are 3 rows in the table`, `there is 1 item “Product”`, `there are no rows`. */
const describeCount = (target: Target, count: number, compare?: Compare) =>
  `there ${count === 1 && !compare ? 'is' : 'are'} ${compare ? COMPARE_WORDS[compare] : ''}${describeHowMany(target, count, compare !== undefined)}`;

export type Compare = NonNullable<Extract<Assertion, { type: 'count' }>['compare']>;
/** How a compared count reads: "more than 3 rows". */
export const COMPARE_WORDS: Record<Compare, string> = {
  atLeast: 'at least ',
  atMost: 'at most ',
  moreThan: 'more than ',
  fewerThan: 'fewer than ',
};

/** How a check of the URL reads, by how it compares. */
export const URL_MATCH_WORDS = {
  equals: 'is',
  contains: 'contains',
  endsWith: 'ends with',
  excludes: 'does not contain',
} as const;

function describeAssertion(assertion: Assertion): string {
  switch (assertion.type) {
    case 'text': {
      const where = assertion.region ? describeRegion(assertion.region) : 'the page';
      return `${where} ${assertion.present ? 'shows' : 'does not show'} ${quote(assertion.text)}`;
    }
    case 'state': {
      // A tab or an option is selected rather than checked.
      const selectable = ['tab', 'option', 'menuitem', 'listitem', 'row'].includes(assertion.target.kind ?? '');
      const state = !selectable
        ? assertion.state
        : assertion.state === 'checked'
          ? 'selected'
          : assertion.state === 'unchecked'
            ? 'not selected'
            : assertion.state;
      return `${describeTarget(assertion.target)} is ${state}`;
    }
    case 'value':
      if (assertion.value === '' && assertion.match === 'equals')
        return `${describeTarget(assertion.target, 'field')} is empty`;
      return `${describeTarget(assertion.target, 'field')} ${VALUE_MATCH_WORDS[assertion.match]} ${quote(assertion.value)}`;
    case 'url':
      if (assertion.match === 'path') {
        return assertion.value.startsWith('/')
          ? `the page is ${assertion.value}`
          : `the page's path has “${assertion.value}”`;
      }
      return `the URL ${URL_MATCH_WORDS[assertion.match]} ${assertion.value}`;
    case 'title':
      return `the page title ${assertion.match === 'equals' ? 'is' : VALUE_MATCH_WORDS[assertion.match]} ${quote(assertion.value)}`;
    case 'count':
      return (
        describeCount(assertion.target, assertion.count, assertion.compare) +
        (assertion.orShown ? `, or that the page shows ${quote(assertion.orShown)}` : '')
      );
    case 'sorted':
      return (
        `the entries${assertion.region ? ` of ${describeRegion(assertion.region)}` : ''} are in ` +
        `${assertion.direction ? `${assertion.direction} ` : ''}order${assertion.by ? ` of ${quote(assertion.by)}` : ''}`
      );
    case 'noConsoleErrors':
      return 'the console shows no errors';
    case 'step':
      return typeof assertion.step === 'number'
        ? `the wizard is on step ${assertion.step}`
        : `the wizard is on the step ${quote(assertion.step)}`;
    case 'loaded':
      return 'the page has loaded, and is no error or not-found page';
    case 'imagesLoaded':
      return assertion.target === null
        ? 'every image on the page has loaded'
        : `${describeTarget(assertion.target, 'image')} has loaded`;
    case 'signedIn':
      return assertion.signedIn ? 'someone is signed in' : 'no one is signed in';
    case 'download':
      return assertion.name === null ? 'a file was downloaded' : `the file ${quote(assertion.name)} was downloaded`;
    case 'message': {
      const kind =
        assertion.tone === null
          ? 'a message'
          : `${assertion.tone === 'error' || assertion.tone === 'info' ? 'an' : 'a'} ${assertion.tone} message`;
      const words = assertion.text === null ? '' : ` saying ${quote(assertion.text)}`;
      return assertion.present ? `${kind}${words} is shown` : `no ${kind.replace(/^an? /, '')}${words} is shown`;
    }
  }
}

/** How a value check compares, in the editor's words. */
const VALUE_MATCH_WORDS = {
  equals: 'has the value',
  contains: 'contains',
  startsWith: 'starts with',
  endsWith: 'ends with',
} as const;

const seconds = (amount: number): string => `${amount} second${amount === 1 ? '' : 's'}`;

/** Mail steps: open the latest, click a link in it, or keep a code from it. */
function describeEmail(action: Extract<Action, { type: 'email' }>): string {
  switch (action.op) {
    case 'open':
      return 'Open the latest email';
    case 'clickLink':
      return `Click the link${action.linkText === null ? '' : ` ${quote(action.linkText)}`} in the latest email`;
    case 'readCode':
      return `Read the code from the latest email into {{${action.variable}}}`;
  }
}

const lowerFirst = (words: string): string => words.charAt(0).toLowerCase() + words.slice(1);

/**
 * The address a navigation opens, as a person should read it: "//host/x" leaves the environment for
 * another host, so it is shown as the full URL, with the environment's scheme when it is known.
 */
function describeAddress(url: string, environmentUrl: string | undefined): string {
  if (!isProtocolRelative(url)) return url;
  const scheme = schemeOf(environmentUrl);
  return scheme
    ? withScheme(url, scheme)
    : `${withScheme(url, 'http:')} (https:// when the environment's URL is https)`;
}

/**
 * How a step will run, in the words shown under it in the editor: `Click the button “Sign in”`.
 * `environmentUrl`, when known, completes an address that takes the environment's scheme.
 */
export function describeAction(action: Action, environmentUrl?: string): string {
  switch (action.type) {
    case 'navigate':
      return `Go to ${describeAddress(action.url, environmentUrl)}`;
    case 'click':
      return `${action.clicks === 2 ? 'Double-click' : 'Click'} ${describeTarget(action.target)}`;
    case 'fill':
      if (action.target.kind === 'slider') return `Set ${describeTarget(action.target)} to ${action.value}`;
      return `Type ${quote(action.value)} into ${describeTarget(action.target, 'field')}`;
    case 'typeText':
      return `Type ${quote(action.value)} where the cursor is`;
    case 'clear':
      return `Clear ${describeTarget(action.target, 'field')}`;
    case 'select':
      return `Select ${quote(action.option)} in ${describeTarget(action.target, 'dropdown')}`;
    case 'check':
      return `${action.checked ? 'Check' : 'Uncheck'} ${describeTarget(action.target, 'checkbox')}`;
    case 'press':
      return `Press ${action.key}${action.target ? ` in ${describeTarget(action.target, 'field')}` : ''}`;
    case 'hover':
      return `Hover over ${describeTarget(action.target)}`;
    case 'rightClick':
      return `Right-click ${describeTarget(action.target)}`;
    case 'focus':
      return `Put the cursor in ${describeTarget(action.target, 'field')}`;
    case 'drag':
      return `Drag ${describeTarget(action.target)} onto ${describeTarget(action.to)}`;
    case 'sort':
      return `Sort by ${describeTarget(action.target)}${action.direction ? `, ${action.direction}` : ''}`;
    case 'adjust': {
      const how = action.to !== null ? ` to ${action.to}` : action.times > 1 ? ` by ${action.times}` : '';
      return `${action.direction === 'up' ? 'Increase' : 'Decrease'} ${describeTarget(action.target)}${how}`;
    }
    case 'pickDate':
      return `Pick ${MONTHS[action.month - 1]!} ${action.day}${action.year === null ? '' : `, ${action.year}`} in the calendar`;
    case 'goToPage':
      return `Go to page ${action.page} of the list`;
    case 'sequence':
      return action.actions
        .map((part, index) => {
          const words = describeAction(part, environmentUrl);
          return index === 0 ? words : lowerFirst(words);
        })
        .join(', then ');
    case 'upload':
      // "Upload "cv.pdf"": a field not named is the page's one file field.
      return action.target.name === '' && !action.target.region && action.target.ordinal === null
        ? `Upload ${quote(action.file)} to the page's file field`
        : `Upload ${quote(action.file)} to ${describeTarget(action.target, 'field')}`;
    case 'wait':
      return `Wait ${seconds(action.seconds)}`;
    case 'waitFor':
      return `Wait until ${describeTarget(action.target)} ${action.state === 'visible' ? 'appears' : 'disappears'}`;
    case 'expect':
      return `Check that ${describeAssertion(action.assertion)}`;
    case 'signIn':
      if (action.submit === false) {
        const whose = action.username === null ? 'the test account' : quote(action.username);
        return `Type the username and password of ${whose}, without signing in yet`;
      }
      if (action.username === null) return 'Sign in with the test account';
      // The password the step writes is not repeated where the step is shown.
      return `Sign in as ${quote(action.username)}${action.password === undefined ? '' : ' with the password the step gives'}`;
    case 'totp':
      return `Enter the current two-factor code into ${action.target ? describeTarget(action.target, 'field') : 'the code field'}`;
    case 'email':
      return describeEmail(action);
    case 'remember':
      return `Remember the text of ${describeTarget(action.target)} as {{${action.variable}}}`;
    case 'history':
      return action.direction === 'back' ? 'Go back to the previous page' : 'Go forward to the next page';
    case 'reload':
      return 'Reload the page';
    case 'scroll':
      return action.to === 'down' || action.to === 'up' ? `Scroll ${action.to}` : `Scroll to the ${action.to}`;
    case 'scrollTo':
      return `Scroll until ${describeTarget(action.target)} is in view`;
    case 'browserDialog':
      if (action.text !== undefined) return `Answer the page's prompt with ${quote(action.text)}`;
      return action.accept ? 'Accept the dialog the page shows' : 'Dismiss the dialog the page shows';
    case 'switchTab':
      return 'Go on in the tab the last step opened';
    case 'addItem':
      return `Add ${quote(action.value)} as a new ${action.noun}`;
    case 'closeTab':
      return 'Close this tab and go back to the one before it';
    case 'closeDialog':
      return 'Close the open dialog';
    case 'acceptCookies':
      return 'Accept the cookies';
    case 'signOut':
      return 'Log out';
    case 'waitForLoad':
      return 'Wait until the page has loaded';
    case 'screenshot':
      return 'Take a screenshot';
    case 'submitForm':
      return 'Submit the form';
    case 'openPage':
      return `Open the page “${action.name}” (its link, or ${action.path})`;
    case 'search':
      return `Search for ${quote(action.value)}${action.target ? ` in ${describeTarget(action.target, 'field')}` : ''}`;
  }
}

import type { ParsedStep, TargetKind } from './action.ts';
import { parseAssertion } from './assertions.ts';
import { missing, readsAsCheck, splitAt, understood, verbRule, type Family, type Rule } from './rules.ts';
import { tabsNeedNoStep } from './pages.ts';
import { parsePlace, parseTarget } from './targets.ts';
import { parseRegion } from './regions.ts';
import {
  groups,
  inQuotes,
  isEmpty,
  monthNumber,
  MONTH_PATTERN,
  quoted,
  restore,
  sub,
  valueOf,
  withoutArticle,
  type Phrase,
} from './tokens.ts';

/** A target named by its words alone: no kind, order or region. */
const NOTHING_MORE = { kind: null, ordinal: null, region: null } as const;

/** Kinds that "Select the … " picks by clicking, as a person would. */
const PICKED_BY_CLICK = new Set<TargetKind>(['radio', 'option', 'tab', 'listitem', 'menuitem', 'row', 'cell']);

/** The browser's own prompt, as a step names it: "the prompt", "the JS prompt and accept it". */
const PROMPT =
  /^(?:the\s+)?(?:browser(?:'s)?\s+|js\s+|javascript\s+|alert\s+)?prompt(?:\s+(?:dialog|box|window|popup))?(?:\s+and\s+(?:accept|confirm|submit|press\s+ok|click\s+ok)(?:\s+it)?)?$/i;

/**
 * "Enter user name Admin in the username field": the value, without the field's own words that the step repeats
 * before it. The words are compared without spaces or case, so "user name" repeats "username".
 */
function valueWithoutField(value: Phrase, field: string): string {
  const written = valueOf(value);
  if (quoted(value) !== null) return written;
  const squash = (words: string) => words.toLowerCase().replace(/[\s_-]+/g, '');
  const words = written.split(/\s+/);
  for (let n = words.length - 1; n >= 1; n--) {
    if (squash(words.slice(0, n).join(' ')) === squash(field)) return words.slice(n).join(' ');
  }
  return written;
}

/** "enters the credentials "standard_user" "secret_sauce"": a username and a password, written out. */
const CREDENTIALS =
  /^(?:the\s+|my\s+)?(?:login\s+)?credentials\s+(\uE000\d+\uE001)\s*(?:,|and|\/)?\s*(\uE000\d+\uE001)$/i;

/** "Type "hello" into Email", "Enter "secret" in the Password field". */
function type(rest: Phrase, verb: string): ParsedStep {
  const example = `${verb} "hello" into Email`;
  if (isEmpty(rest)) return missing(verb, 'a value and a field', 'say what to type and where', example);
  const credentials = groups(rest, CREDENTIALS);
  if (credentials) {
    const [username, password] = [valueOf(credentials(1)), valueOf(credentials(2))];
    return understood({ type: 'signIn', username, password });
  }
  const split = splitAt(rest, ['into|in\\s+to', 'in|on']);
  // "Type "hello" in the prompt (and accept it)": the browser's prompt, answered with it as it opens.
  if (split && PROMPT.test(split.place.text))
    return understood({ type: 'browserDialog', accept: true, text: valueOf(split.value) });
  const target = split && parsePlace(split.place);
  if (split && target) return understood({ type: 'fill', target, value: valueWithoutField(split.value, target.name) });
  // "Enter tomsmith as the username": the field the words after "as" name; "I enter username as "x"": the quoted side
  // is the value, whichever side of "as" it is on.
  const as = splitAt(rest, ['as(?:\\s+(?:the|your|my))?']);
  if (as && quoted(as.place) !== null && quoted(as.value) === null) {
    const field = parseTarget(as.value);
    if (field) return understood({ type: 'fill', target: field, value: valueOf(as.place) });
  }
  const asField = as && parseTarget(as.place);
  if (as && asField) return understood({ type: 'fill', target: asField, value: valueOf(as.value) });
  // "Input text "My name"", "Type the text "hi"": typed where the cursor is.
  // "Enter the text London": a few words after "the text" are the words to type.
  const text = groups(rest, /^(?:the\s+|some\s+)?text\s+(\uE000\d+\uE001|[A-Z0-9][\w'-]*(?:\s+[\w'-]+){0,2})$/);
  if (text) return understood({ type: 'typeText', value: valueOf(text(1)) });
  // "Enter the username "testuser"": the field first, the quoted value last.
  // "Enter "admin" and "secret"" names no field: words ending in "and" are no field's name.
  const fieldThenValue = groups(rest, /^(.+?)(?<!\s(?:and|or|,))\s+(\uE000\d+\uE001)$/i);
  const named = fieldThenValue && quoted(fieldThenValue(1)) === null ? parseTarget(fieldThenValue(1)) : null;
  if (fieldThenValue && named) {
    // "Enter the title "x"": what is typed into is a field, named by the word that reads as a role elsewhere.
    const field =
      named.name === '' && named.kind !== null && named.kind !== 'field'
        ? { ...named, kind: null, name: valueOf(withoutArticle(fieldThenValue(1))) }
        : named;
    return understood({ type: 'fill', target: field, value: valueOf(fieldThenValue(2)) });
  }
  // "Enter quantity 5", "type amount 150.00": a field by its name, then the number to type.
  const fieldThenNumber = groups(rest, /^((?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+([$€£]?\d[\d.,]*)$/i);
  const numbered = fieldThenNumber && parseTarget(fieldThenNumber(1));
  if (fieldThenNumber && numbered?.name && numbered.kind === null && !numbered.region) {
    return understood({ type: 'fill', target: numbered, value: valueOf(fieldThenNumber(2)) });
  }
  // "Click the Name cell, then type "Jo"": typed where the cursor is.
  const alone = quoted(rest);
  if (alone !== null && /^type$/i.test(verb)) return understood({ type: 'typeText', value: alone });
  const how = `say where to ${verb.toLowerCase()}`;
  // "Type "x" Email": the words after the quoted value are most likely the field.
  const valueThenField = groups(rest, /^(\uE000\d+\uE001)\s+(?!(?:and|or)\s)(.+)$/i);
  const suggestion = valueThenField
    ? `${verb} ${restore(valueThenField(1))} into ${restore(valueThenField(2))}`
    : `${verb} ${inQuotes(rest)} into Email`;
  return missing(verb, 'a field', how, example, suggestion);
}

/** "Fill Email with "a@b.c"", "Fill in "Name" with Jo", and "Fill "a@b.c" into Email". */
/** "Card number with 4242, Expiry with 11/29 and CVC with 123": each part a field and its value, or null. */
function fillEach(rest: Phrase): ParsedStep | null {
  const parts = rest.text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i);
  if (parts.length < 2) return null;
  const fills = parts.map((part) => {
    const pair = groups(sub(rest, part), /^(.+?)\s+with\s+(.+)$/i);
    const target = pair && parseTarget(pair(1));
    return pair && target ? ({ type: 'fill', target, value: valueOf(pair(2)) } as const) : null;
  });
  if (fills.some((f) => f === null)) return null;
  return understood({ type: 'sequence', actions: fills.filter((f) => f !== null) });
}

function fill(rest: Phrase, verb: string): ParsedStep {
  const each = fillEach(rest);
  if (each) return each;
  const withValue = groups(rest, /^(.+?)\s+with\s+(.+)$/i);
  const target = withValue && parseTarget(withValue(1));
  if (withValue && target) return understood({ type: 'fill', target, value: valueOf(withValue(2)) });
  const into = splitAt(rest, ['into|in\\s+to']);
  const field = into && parseTarget(into.place);
  if (into && field) return understood({ type: 'fill', target: field, value: valueOf(into.value) });
  const example = `${verb} Email with "a@b.c"`;
  const suggestion = isEmpty(rest) ? example : `${verb} ${restore(rest)} with "hello"`;
  return missing(verb, 'a value', 'say what to fill it with', example, suggestion);
}

/** "Set Email to "a@b.c""; setting a dropdown selects in it. */
/** Kinds of element a value is set in. */
const TAKES_VALUE = new Set<TargetKind>(['field', 'dropdown', 'slider']);

function set(rest: Phrase, verb: string): ParsedStep {
  // "Set Email to "a@b.c"", "Set the user name text box with "x"", "Set the sort filter as "Price"".
  const split = groups(rest, /^(.+?)\s+(?:to|with|as)\s+(.+)$/i);
  const named = split && parseTarget(split(1));
  // "Set the title to …": a role word alone that no field has ("title" is a heading) is the field's own name.
  const target =
    named && named.name === '' && named.kind !== null && !TAKES_VALUE.has(named.kind)
      ? { ...named, kind: null, name: valueOf(withoutArticle(split(1))) }
      : named;
  if (split && target) {
    const value = valueOf(split(2));
    return target.kind === 'dropdown'
      ? understood({ type: 'select', target, option: value })
      : understood({ type: 'fill', target, value });
  }
  return missing(verb, 'a field and a value', 'say which field and "to" what', `${verb} Email to "a@b.c"`);
}

function clear(rest: Phrase, verb: string): ParsedStep {
  const target = parseTarget(sub(rest, rest.text.replace(/^(?:the\s+)?(?:text|value)\s+(?:of|in)\s+/i, '')));
  if (target) return understood({ type: 'clear', target });
  return missing(verb, 'a field', 'say which field to empty', `${verb} the Email field`);
}

/** "Select "France" from Country"; "Select the "Express" radio button" picks it by clicking. */
/** "Select day 10", "Pick the 17th": a day of the calendar a date field opened. */
const DAY =
  /^(?:the\s+)?(?:day\s+(\d{1,2})|(\d{1,2})(?:st|nd|rd|th))(?:\s+(?:in|on|from)\s+the\s+(?:calendar|date\s*picker))?$/i;

/** "December 17th", "17 December 2026", "Dec 17, 2026" in (or from, on) the calendar or the date picker. */
const DATE_IN_CALENDAR = new RegExp(
  `^(?:the\\s+)?(?:(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_PATTERN})\\.?)` +
    '(?:,?\\s+(\\d{4}))?\\s+(?:in|on|from)\\s+the\\s+(?:calendar|date\\s*picker)$',
  'i',
);

/** "2026-12-01", "12/01/2026", "Dec 1, 2026": a date as a date field takes it typed. */
const DATE_VALUE = new RegExp(
  `^(?:\\d{1,4}[-/.]\\d{1,2}[-/.]\\d{1,4}|(?:${MONTH_PATTERN})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4})$`,
  'i',
);

/** "Choose the departure date "2026-12-01"": a date field is typed into, not a list chosen from. */
function select(written: Phrase, verb: string): ParsedStep {
  const chosen = selectOption(written, verb);
  if (!chosen.ok || chosen.action.type !== 'select') return chosen;
  const { target, option } = chosen.action;
  if (!/\b(?:date|birthday|dob)$/i.test(target.name) || !DATE_VALUE.test(option)) return chosen;
  return understood({ type: 'fill', target: { ...target, kind: 'field' }, value: option });
}

function selectOption(written: Phrase, verb: string): ParsedStep {
  // "Select "March 15, 2025" from the date picker": the date quoted is read as written bare.
  const quotedDate = /^(\uE000\d+\uE001)(\s+(?:in|on|from)\s+the\s+(?:calendar|date\s*picker))$/i.exec(written.text);
  const rest = quotedDate ? sub(written, `${valueOf(sub(written, quotedDate[1]!))}${quotedDate[2]}`) : written;
  const date = DATE_IN_CALENDAR.exec(rest.text);
  if (date) {
    const month = monthNumber((date[1] ?? date[4])!);
    const day = Number(date[2] ?? date[3]);
    const year = date[5] ? Number(date[5]) : null;
    if (day >= 1 && day <= 31) return understood({ type: 'pickDate', month, day, year });
  }
  const day = DAY.exec(rest.text);
  if (day) {
    const name = String(Number(day[1] ?? day[2]));
    const region = { kind: 'calendar' as const, name: null };
    return understood({ type: 'click', target: { ...NOTHING_MORE, name, exact: true, region }, clicks: 1 });
  }
  // "Select the row for Bob", "Select all rows": rows are selected by their checkbox.
  const row = parseRegion(rest);
  if (row?.kind === 'row' && row.name !== null) {
    return understood({
      type: 'check',
      target: { ...NOTHING_MORE, kind: 'checkbox', name: '', exact: false, region: row },
      checked: true,
    });
  }
  if (/^all(?:\s+(?:the\s+)?(?:rows|items|entries|records))?$/i.test(rest.text)) {
    return understood({
      type: 'check',
      target: { ...NOTHING_MORE, kind: 'checkbox', name: 'all', exact: false },
      checked: true,
    });
  }
  const named = parseTarget(rest);
  if (named?.kind === 'checkbox' || named?.kind === 'switch') {
    return understood({ type: 'check', target: named, checked: true });
  }
  if (named?.kind && PICKED_BY_CLICK.has(named.kind)) return understood({ type: 'click', target: named, clicks: 1 });
  // "Select Psychiatry as the specialty": that option, in the dropdown the words after "as" name.
  const as = splitAt(rest, ['as(?:\\s+(?:the|your|my))?']);
  // "Select gender as "Male"": the quoted side is the option, whichever side of "as" it is on.
  const swapped = as && quoted(as.place) !== null && quoted(as.value) === null ? parseTarget(as.value) : null;
  if (as && swapped && !swapped.region) {
    return understood({
      type: 'select',
      target: { ...swapped, kind: swapped.kind ?? 'dropdown' },
      option: valueOf(as.place),
    });
  }
  const asTarget = as && !/\s(?:from|in)\s/i.test(as.value.text) ? parseTarget(as.place) : null;
  if (as && asTarget && !asTarget.region) {
    return understood({
      type: 'select',
      target: { ...asTarget, kind: asTarget.kind ?? 'dropdown' },
      option: valueOf(as.value),
    });
  }
  const split = splitAt(rest, ['from', 'in|on']);
  // "Select "Delete" from the menu", "… from the list": an item of an open menu or list, clicked.
  const openList = split && parseRegion(split.place);
  if (split && openList && (openList.kind === 'navigation' || (openList.kind === 'list' && openList.name === null))) {
    const name = valueOf(split.value);
    return understood({
      type: 'click',
      target: { ...NOTHING_MORE, name, exact: quoted(split.value) !== null, region: openList },
      clicks: 1,
    });
  }
  const target = split && parseTarget(split.place);
  if (split && target) {
    // "the Price low to high" is the option "Price low to high"; "the second option" is a place among them.
    // "Select Desktops option from Computers": the option's words, without the word "option".
    const option =
      quoted(split.value) ??
      valueOf(
        /^the\s+(?:first|second|third|last|\d)/i.test(split.value.text)
          ? split.value
          : withoutArticle(sub(split.value, split.value.text.replace(/(?<=\S)\s+option$/i, ''))),
      );
    return understood({ type: 'select', target, option });
  }
  // "Select subject "Computer Science"", "Select quantity 2": the dropdown by its name, then the option.
  const nameThenOption = groups(
    rest,
    /^((?:the\s+)?(?!\uE000|page\s)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(\uE000\d+\uE001|\d{1,4})$/,
  );
  const dropdown = nameThenOption && parseTarget(nameThenOption(1));
  if (nameThenOption && dropdown && dropdown.kind === null && !dropdown.region) {
    return understood({
      type: 'select',
      target: { ...dropdown, kind: 'dropdown' },
      option: valueOf(nameThenOption(2)),
    });
  }
  // "Choose "Express" shipping": a quoted choice with no dropdown is picked by clicking it, as a radio or a card is.
  const choice = groups(rest, /^(?:the\s+)?(\uE000\d+\uE001)(?:\s+[\w-]+){0,3}$/);
  const name = choice && valueOf(choice(1));
  if (name) return understood({ type: 'click', target: { ...NOTHING_MORE, name, exact: true }, clicks: 1 });
  // "Select Radio1", "choose the Elements section": a choice shown on the page by its words, as written there (a
  // capital or a digit first); "select the hotel" describes one instead.
  const shown = groups(
    rest,
    /^(?:the\s+)?((?:[A-Z0-9][\w'-]*)(?:\s+[A-Z0-9][\w'-]*){0,3})(?:\s+(?:section|option|tab|card|tile|item|plan|choice))?$/,
  );
  if (shown)
    return understood({ type: 'click', target: { ...NOTHING_MORE, name: valueOf(shown(1)), exact: false }, clicks: 1 });
  const example = `${verb} "France" from Country`;
  const suggestion = isEmpty(rest) ? example : `${verb} ${inQuotes(withoutArticle(rest))} from Country`;
  return missing(verb, 'a dropdown', 'say which one to choose it from', example, suggestion);
}

/** "Check "I agree"", "Uncheck the "Newsletter" checkbox"; "Check the Save button is enabled" is a check of the page. */
function check(rest: Phrase, verb: string, checked: boolean): ParsedStep {
  const assertion = checked ? parseAssertion(rest) : null;
  if (assertion) return understood({ type: 'expect', assertion });
  const target = parseTarget(rest);
  // "Check the box in the row for Carol": a box to tick is a checkbox.
  if (target?.kind === 'field' && target.name === '')
    return understood({ type: 'check', target: { ...target, kind: 'checkbox' }, checked });
  if (target) return understood({ type: 'check', target, checked });
  return missing(verb, 'a checkbox', 'name it', `${verb} "${checked ? 'I agree' : 'Newsletter'}"`);
}

/** "the "dark_mode" option": a setting is the control of that name, whatever a person calls it. */
const withoutOptionWord = (phrase: Phrase): Phrase =>
  sub(phrase, phrase.text.replace(/\s+(?:option|setting|preference)$/i, ''));

/** "Turn on the "Dark mode" switch", "Switch Notifications off"; "Toggle dark mode" flips it, by a click. */
function turn(rest: Phrase, verb: string): ParsedStep | null {
  if (readsAsCheck(rest)) return null;
  const onFirst = groups(rest, /^(on|off)\s+(.+)$/i);
  // "Toggle dark mode to disable", "turn Notifications to enabled": on or off, said by what it does.
  const toWay = groups(
    rest,
    /^(.+?)\s+(?:to\s+)?(?:(on|enabled?|active|activated?)|(off|disabled?|inactive|deactivated?))$/i,
  );
  const said = toWay && (toWay(2).text ? 'on' : 'off');
  const way = onFirst?.(1).text ?? said;
  const subject = onFirst ? onFirst(2) : toWay ? toWay(1) : null;
  const target = subject && parseTarget(withoutOptionWord(subject));
  if (way && target) return understood({ type: 'check', target, checked: way.toLowerCase() === 'on' });
  const flipped = /^toggle$/i.test(verb) && !/^to\s/i.test(rest.text) && !readsAsCheck(rest) ? parseTarget(rest) : null;
  if (flipped) return understood({ type: 'click', target: flipped, clicks: 1 });
  const example = `${verb} on the "Dark mode" switch`;
  // "Switch to the new tab": the runner moves to a tab a click opened by itself, and back once it closes.
  if (
    /^to\s+(?:the\s+)?(?:new|other|next|previous|last|first|original|popup)?\s*(?:browser\s+)?(?:tab|window|popup)$/i.test(
      rest.text,
    )
  ) {
    return tabsNeedNoStep();
  }
  // "Switch to the Billing tab" means going there: a click.
  const goingTo = groups(rest, /^to\s+(.+)$/i);
  const suggestion = goingTo ? `Click ${restore(goingTo(1))}` : example;
  return missing(verb, '“on” or “off”', 'say which way to turn it', example, suggestion);
}

/** "Upload "cv.pdf" to Resume", "Attach the file "cv.pdf" to the Resume field". */
function upload(rest: Phrase, verb: string): ParsedStep {
  const file = sub(rest, rest.text.replace(/^(?:the\s+)?file\s+(?:(?:at|from)\s+(?=\uE000))?/i, ''));
  const split = splitAt(file, ['to|into|in|on|for']);
  const target = split && parseTarget(split.place);
  if (split && target) return understood({ type: 'upload', target, file: valueOf(split.value) });
  // "Upload the file "cv.pdf"", "… on this path "/home/me/cv.pdf"": a file named, into the page's one file field.
  const named = groups(file, /^(?:(?:on|at|from)\s+(?:this|the)\s+path\s+)?(\uE000\d+\uE001)$/i);
  const path = named && valueOf(named(1));
  if (path && /\.\w{1,5}$/.test(path)) {
    const target = { kind: 'field' as const, name: '', exact: false, ordinal: null, region: null };
    return understood({ type: 'upload', target, file: path.replace(/^.*[\\/]/, '') });
  }
  const example = `${verb} "cv.pdf" to Resume`;
  const suggestion = isEmpty(file) ? example : `${verb} ${inQuotes(file)} to Resume`;
  return missing(verb, 'a field', 'say where the file goes', example, suggestion);
}

/**
 * "Search for "shoes"": typed into the page's search field, then Enter; "… in the Products field" into that field.
 * "Search the catalog for "shoes"" searches for shoes.
 */
function search(rest: Phrase, verb: string): ParsedStep | null {
  if (readsAsCheck(rest)) return null;
  const where = splitAt(sub(rest, rest.text.replace(/^(?:the\s+[\w\s]+?\s+)?(?:for|by\s+\w+)\s+/i, '')), [
    'in|into|using|with',
  ]);
  const field =
    where && !/^(?:the\s+)?search(?:\s+(?:box|field|bar|input))?$/i.test(where.place.text)
      ? parseTarget(where.place)
      : null;
  const words =
    field && where ? where.value : sub(rest, rest.text.replace(/^(?:the\s+[\w\s]+?\s+)?(?:for|by\s+\w+)\s+/i, ''));
  const bare = field
    ? words
    : sub(words, words.text.replace(/\s+(?:in|using)\s+(?:the\s+)?search(?:\s+(?:box|field|bar|input))?$/i, ''));
  // "Search for a "cable"": the article goes with what is searched for, not into the box.
  const searched = sub(bare, bare.text.replace(/^(?:an?|the|some)\s+(?=\uE000\d+\uE001$)/i, ''));
  if (!isEmpty(searched)) return understood({ type: 'search', value: valueOf(searched), target: field });
  return missing(verb, 'words to search for', 'say what to search for', `${verb} for "shoes"`);
}

/** "Move the slider to 4", "Drag the Volume slider to 80", "Set the price slider to 50%": the slider's value. */
function slide(line: Phrase): ParsedStep | null {
  const to = groups(line, /^(?:move|drag|slide|set|adjust|change|put)\s+(.+?)\s+to\s+([-+]?\d+(?:[.,]\d+)?)\s*%?$/i);
  const target = to && parseTarget(to(1));
  return to && target?.kind === 'slider' ? understood({ type: 'fill', target, value: to(2).text }) : null;
}

/** Tried before pointer steps: "Drag the slider to 4" is a value, not a drag onto an element named "4". */
const sliderRules: Rule[] = [slide];

const formRules: Rule[] = [
  verbRule('search', search),
  verbRule('type|enter|input|write|put', type),
  verbRule('fill(?:\\s+in|\\s+out)?', fill),
  verbRule('set', set),
  // "Change the Name to "Bob"", "Update the title to …": a field given a new value, only with "to".
  verbRule('change|update|modify|edit|replace', (rest, verb) => (/\sto\s/i.test(rest.text) ? set(rest, verb) : null)),
  verbRule('clear|empty|erase', clear),
  verbRule('select|choose|pick', select),
  verbRule('check|tick', (rest, verb) => check(rest, verb, true)),
  verbRule('uncheck|untick|un-check|un-tick|deselect|unselect', (rest, verb) => check(rest, verb, false)),
  verbRule('turn|switch|toggle', turn),
  // "Enable dark mode", "Disable notifications": a switch or a checkbox, turned on or off.
  verbRule('enable', (rest, verb) => (readsAsCheck(rest) ? null : check(rest, verb, true))),
  verbRule('disable', (rest, verb) => (readsAsCheck(rest) ? null : check(rest, verb, false))),
  verbRule('upload|attach', upload),
];

/** Sliders moved to a value: tried before pointer steps, since "Drag the slider to 4" is a value, not a drag onto "4". */
export const sliderFamily: Family = {
  name: 'sliders',
  rules: sliderRules,
  examples: [
    ['Move the Volume slider to 80', 'Set the slider “Volume” to 80'],
    ['Set the price slider to 50', 'Set the slider “price” to 50'],
  ],
};

/** Fields typed into, chosen from, ticked, switched, cleared, searched and given files. */
export const formFamily: Family = {
  name: 'forms',
  rules: formRules,
  examples: [
    ['Type "hello" into Email', 'Type “hello” into the field “Email”'],
    ['Fill in the Notes box with "hi"', 'Type “hi” into the field “Notes”'],
    ['Select "France" from Country', 'Select “France” in the dropdown “Country”'],
    ['Check "I agree"', 'Check the checkbox “I agree”'],
    ['Turn on the "Dark mode" switch', 'Check the switch “Dark mode”'],
    ['Upload "cv.pdf" to Resume', 'Upload “cv.pdf” to the field “Resume”'],
    ['Search for "shoes"', 'Search for “shoes”'],
    ['Clear the Email field', 'Clear the field “Email”'],
  ],
};

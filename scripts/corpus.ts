/**
 * Scores the step language on steps written by others (tests/corpus, see its README): every step of a corpus is
 * parsed, and its action compared with what the step means. Prints how many are understood, how many of those are
 * read correctly, every misreading (flagging those that could pass while doing the wrong thing), and every step not
 * understood, grouped by a rough family. A measure, not a test: it always exits 0.
 *
 *   npm run corpus                       tests/corpus/outside.jsonl
 *   npm run corpus -- --kept-aside       tests/corpus/kept-aside.jsonl (scored only at the end of a piece of work)
 *   npm run corpus -- path/to/file.jsonl --json    also writes reports/corpus-<name>.json
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Action, Region, Target } from '../src/steps/action.ts';
import { parseStep } from '../src/steps/index.ts';

/** A partial description of the action a step should become; only the fields given are compared. */
interface Expect {
  /** An Action type, `expect.<assertion type>` for checks, or `none` when no action of the language holds it. */
  type?: string;
  target?: string;
  kind?: string | null;
  value?: string;
  option?: string;
  key?: string;
  url?: string;
  text?: string;
  present?: boolean;
  state?: string;
  count?: number;
  checked?: boolean;
  region?: string | null;
  ordinal?: number | null;
  to?: string;
  direction?: string | null;
  seconds?: number;
  username?: string | null;
  accept?: boolean;
  match?: string;
  tone?: string | null;
  steps?: Expect[];
  anyOf?: Expect[];
}

interface Entry {
  step: string;
  source: string;
  expect: Expect;
  /** A wrong reading of this step could pass while doing the wrong thing. */
  risk?: boolean;
}

/** One action flattened to the fields an Expect can name. */
type Fields = Partial<Record<Exclude<keyof Expect, 'steps' | 'anyOf'>, string | number | boolean | null>>;

const TEXT_FIELDS = new Set(['target', 'value', 'option', 'key', 'text', 'to', 'username']);

/** Case, surrounding quotes and spaces, and a final period do not count. */
const norm = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’]+|[\s"'“”‘’.]+$/g, '');

function targetFields(target: Target | null): Fields {
  if (!target) return {};
  return {
    target: target.name,
    kind: target.kind,
    ordinal: target.ordinal,
    region: target.region?.kind ?? null,
  };
}

function fieldsOf(action: Action): Fields {
  switch (action.type) {
    case 'expect': {
      const assertion = action.assertion;
      const type = `expect.${assertion.type}`;
      switch (assertion.type) {
        case 'text':
          return { type, text: assertion.text, present: assertion.present, region: assertion.region?.kind ?? null };
        case 'state':
          return { type, ...targetFields(assertion.target), state: assertion.state };
        case 'value':
          return { type, ...targetFields(assertion.target), value: assertion.value, match: assertion.match };
        case 'url':
          return { type, url: assertion.value, match: assertion.match };
        case 'title':
          return { type, value: assertion.value, match: assertion.match };
        case 'count':
          return { type, ...targetFields(assertion.target), count: assertion.count };
        case 'imagesLoaded':
          return { type, ...targetFields(assertion.target) };
        case 'download':
          return { type, value: assertion.name };
        case 'step':
          return { type, value: String(assertion.step) };
        case 'message':
          return { type, tone: assertion.tone, text: assertion.text, present: assertion.present };
        case 'signedIn':
          return { type, present: assertion.signedIn };
        default:
          return { type };
      }
    }
    case 'navigate':
      return { type: action.type, url: action.url };
    case 'openPage':
      return { type: action.type, target: action.name, url: action.path };
    case 'click':
      return { type: action.type, ...targetFields(action.target), count: action.clicks };
    case 'fill':
      return { type: action.type, ...targetFields(action.target), value: action.value };
    case 'typeText':
      return { type: action.type, value: action.value };
    case 'select':
      return { type: action.type, ...targetFields(action.target), option: action.option };
    case 'check':
      return { type: action.type, ...targetFields(action.target), checked: action.checked };
    case 'press':
      return { type: action.type, ...targetFields(action.target), key: action.key };
    case 'drag':
      return { type: action.type, ...targetFields(action.target), to: action.to.name };
    case 'sort':
      return { type: action.type, ...targetFields(action.target), direction: action.direction };
    case 'adjust':
      return { type: action.type, ...targetFields(action.target), direction: action.direction, count: action.times };
    case 'upload':
      return { type: action.type, ...targetFields(action.target), value: action.file };
    case 'waitFor':
      return { type: action.type, ...targetFields(action.target), state: action.state };
    case 'wait':
      return { type: action.type, seconds: action.seconds };
    case 'signIn':
      return { type: action.type, username: action.username };
    case 'search':
      return { type: action.type, ...targetFields(action.target), value: action.value };
    case 'history':
    case 'scroll':
      return { type: action.type, direction: action.type === 'history' ? action.direction : action.to };
    case 'browserDialog':
      return { type: action.type, accept: action.accept, value: action.text ?? null };
    case 'remember':
      return { type: action.type, ...targetFields(action.target), value: action.variable };
    case 'goToPage':
      return { type: action.type, count: action.page };
    case 'hover':
    case 'rightClick':
    case 'focus':
    case 'clear':
    case 'scrollTo':
      return { type: action.type, ...targetFields(action.target) };
    case 'totp':
      return { type: action.type, ...targetFields(action.target) };
    default:
      return { type: action.type };
  }
}

/** An address without the environment's URL in front or a slash at the end: `{{env.url}}/login/` is `/login`. */
const address = (url: string): string =>
  norm(url)
    .replace(/^\{\{env\.url\}\}/, '')
    .replace(/\/+$/, '');

/**
 * A page opened by its name holds the expected words in its path; an address gone to holds the expected one (the
 * environment's own URL is only itself); an address checked is the expected one.
 */
function urlMatches(type: unknown, expected: string, actual: string): boolean {
  const [want, got] = [address(expected), address(actual)];
  if (type === 'openPage' || (type === 'navigate' && want !== '')) return got.includes(want);
  return got === want;
}

function fieldMatches(key: string, expected: unknown, actual: unknown, type: unknown): boolean {
  if (typeof expected === 'string' && typeof actual === 'string') {
    if (key === 'url') return urlMatches(type, expected, actual);
    if (TEXT_FIELDS.has(key)) return norm(actual) === norm(expected);
  }
  return expected === actual;
}

/** Whether the action is what the expectation describes. */
function matches(expect: Expect, action: Action): boolean {
  if (expect.anyOf) return expect.anyOf.some((one) => matches(one, action));
  if (expect.type === 'none') return false;
  if (expect.steps) {
    const steps = expect.steps;
    if (action.type !== 'sequence' || action.actions.length !== steps.length) return false;
    if (!action.actions.every((one, i) => matches(steps[i] ?? {}, one))) return false;
  }
  const fields = fieldsOf(action);
  return Object.entries(expect).every(
    ([key, expected]) => key === 'steps' || fieldMatches(key, expected, fields[key as keyof Fields], fields.type),
  );
}

// ---- Showing an action in a few words ----

function describeRegion(region: Region | null): string {
  if (!region) return '';
  const place = region.ordinal === undefined ? '' : region.ordinal === -1 ? 'last ' : `#${region.ordinal} `;
  return ` @${place}${region.kind}${region.name === null ? '' : ` "${region.name}"`}`;
}

function describeTarget(target: Target | null): string {
  if (!target) return '(focused)';
  const ordinal = target.ordinal === null ? '' : target.ordinal === -1 ? 'last ' : `#${target.ordinal} `;
  return `${ordinal}${target.kind ? `${target.kind} ` : ''}"${target.name}"${describeRegion(target.region)}`;
}

/** The action the parser produced, compactly: `click button "Sign in" @dialog`, `expect.text NOT "Error"`. */
function describeGot(action: Action): string {
  const t = 'target' in action ? describeTarget(action.target) : '';
  switch (action.type) {
    case 'sequence':
      return `[${action.actions.map(describeGot).join(' ; ')}]`;
    case 'expect': {
      const a = action.assertion;
      switch (a.type) {
        case 'text':
          return `expect.text ${a.present ? '' : 'NOT '}"${a.text}"${describeRegion(a.region)}`;
        case 'state':
          return `expect.state ${describeTarget(a.target)} ${a.state}`;
        case 'value':
          return `expect.value ${describeTarget(a.target)} ${a.match} "${a.value}"`;
        case 'url':
        case 'title':
          return `expect.${a.type} ${a.match} "${a.value}"`;
        case 'count':
          return `expect.count ${describeTarget(a.target)} = ${a.count}`;
        case 'imagesLoaded':
          return `expect.imagesLoaded ${a.target ? describeTarget(a.target) : 'all'}`;
        case 'download':
          return `expect.download ${a.name ?? 'any'}`;
        case 'step':
          return `expect.step ${a.step}`;
        default:
          return `expect.${a.type}`;
      }
    }
    case 'navigate':
      return `navigate ${action.url}`;
    case 'openPage':
      return `openPage "${action.name}" (${action.path})`;
    case 'click':
      return `click ${t}${action.clicks === 2 ? ' x2' : ''}`;
    case 'fill':
      return `fill ${t} = "${action.value}"`;
    case 'typeText':
      return `typeText "${action.value}"`;
    case 'select':
      return `select "${action.option}" in ${t}`;
    case 'check':
      return `${action.checked ? 'check' : 'uncheck'} ${t}`;
    case 'press':
      return `press ${action.key}${action.target ? ` in ${t}` : ''}`;
    case 'drag':
      return `drag ${t} -> ${describeTarget(action.to)}`;
    case 'sort':
      return `sort ${t} ${action.direction ?? ''}`.trim();
    case 'adjust':
      return `adjust ${t} ${action.direction} x${action.times}${action.to === null ? '' : ` to ${action.to}`}`;
    case 'upload':
      return `upload "${action.file}" to ${t}`;
    case 'waitFor':
      return `waitFor ${t} ${action.state}`;
    case 'wait':
      return `wait ${action.seconds}s`;
    case 'pickDate':
      return `pickDate ${action.month}/${action.day}${action.year === null ? '' : `/${action.year}`}`;
    case 'goToPage':
      return `goToPage ${action.page}`;
    case 'signIn':
      return `signIn${action.username === null ? '' : ` "${action.username}"`}${action.password ? ' +password' : ''}`;
    case 'search':
      return `search "${action.value}"${action.target ? ` in ${t}` : ''}`;
    case 'history':
      return `history ${action.direction}`;
    case 'scroll':
      return `scroll ${action.to}`;
    case 'browserDialog':
      return `browserDialog ${action.accept ? 'accept' : 'dismiss'}${action.text === undefined ? '' : ` "${action.text}"`}`;
    case 'remember':
      return `remember ${t} as ${action.variable}`;
    case 'email':
      return `email ${action.op}`;
    case 'totp':
      return `totp ${action.target ? t : ''}`.trim();
    default:
      return t ? `${action.type} ${t}` : action.type;
  }
}

// ---- Misreadings that could pass while doing the wrong thing ----

const NEGATION = /\b(not|no|never|without|cannot)\b|n't\b|\bdisappears?\b|\babsent\b/i;
const VERB_IN_NAME =
  /\b(should|must|is|are|was|be|been|click|clicks|clicked|see|sees|verify|enter|enters|select|selects|displayed|shown|appears?)\b/i;

/** Every assertion and target the action holds, sequences flattened. */
function flatten(action: Action): Action[] {
  return action.type === 'sequence' ? action.actions.flatMap(flatten) : [action];
}

const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => /\w/.test(word));

/** What polarity the expectation asks for: false for checks of absence, hidden, disabled or unchecked. */
function expectedPolarity(expect: Expect): boolean | null {
  const one = expect.anyOf?.[0] ?? expect;
  if (one.present !== undefined) return one.present;
  if (one.state) return !['hidden', 'disabled', 'unchecked', 'invalid'].includes(one.state);
  if (one.match === 'excludes') return false;
  return null;
}

function gotPolarity(action: Action): boolean | null {
  if (action.type !== 'expect') return null;
  const a = action.assertion;
  if (a.type === 'text') return a.present;
  if (a.type === 'state') return !['hidden', 'disabled', 'unchecked', 'invalid'].includes(a.state);
  if (a.type === 'url') return a.match !== 'excludes';
  return true;
}

/** The words a check looks for or at: the text of a text check, else the name of the element checked. */
function checkedWords(action: Action): string | null {
  if (action.type !== 'expect') return null;
  const a = action.assertion;
  if (a.type === 'text') return a.text;
  return 'target' in a && a.target ? a.target.name : null;
}

/** Words that describe a value rather than give it ("an employee id", "the search query"). */
const DESCRIBED_VALUE = /^(a|an|the|my|some|any|valid|random)\s/i;

/** Why this misreading could pass while doing the wrong thing, or null when it would rather fail. */
function passesWrongly(entry: Entry, action: Action): string | null {
  const wanted = expectedPolarity(entry.expect);
  const polarity = gotPolarity(action);
  if (wanted !== null && polarity !== null && wanted !== polarity) return 'a check read the other way round';
  if (wanted === null && polarity === true && NEGATION.test(entry.step))
    return 'a negated step read as a positive check';
  const most = (text: string): boolean => {
    const words = wordsOf(text).length;
    return words >= 4 && words >= wordsOf(entry.step).length * 0.6;
  };
  for (const one of flatten(action)) {
    const checked = checkedWords(one);
    if (checked !== null) {
      if (most(checked)) return `a check of most of the sentence: "${checked}"`;
      if (/["“”]/.test(checked)) return `a check of a name holding quote marks: "${checked}"`;
      if (VERB_IN_NAME.test(checked) && wordsOf(checked).length >= 2)
        return `a check of a name holding a verb: "${checked}"`;
    }
    if (one.type === 'click' && most(one.target.name)) return `a click on most of the line: "${one.target.name}"`;
    if ((one.type === 'fill' || one.type === 'search') && DESCRIBED_VALUE.test(one.value)) {
      return `types a description of a value: "${one.value}"`;
    }
    if (one.type === 'click' && one.target.name === '') return 'a click on an element with no name';
  }
  if (entry.risk) return 'marked risky: a wrong reading of it could pass';
  return null;
}

// ---- Families of what is not understood ----

const SUBJECTS = new Set(['i', 'user', 'users', 'we', 'you', 'student', 'admin', 'customer', 'it']);
const MODALS = new Set(['should', 'can', 'will', 'must', 'do', 'does', 'did', 'shall', 'could', 'still', 'then']);
const HAVE = new Set(['has', 'have', 'had']);
const BE = new Set(['is', 'am', 'are', 'was', 'were', 'be', 'been', "i'm", 'im']);
const VERBS = new Set(
  (
    'click tap press hit enter type fill input write insert set clear select choose pick check uncheck tick untick ' +
    'toggle verify validate assert ensure confirm expect see view observe navigate go open visit browse access load ' +
    'land redirect hover mouse move drag drop scroll wait log login logout sign add remove delete create submit ' +
    'search filter sort upload attach accept dismiss cancel close switch focus refresh reload mark complete place ' +
    'transfer perform leave attempt capture take read count display show appear get have follow report play ' +
    'change edit update save publish register purchase buy checkout proceed continue return stop'
  ).split(' '),
);

function stem(word: string): string {
  if (VERBS.has(word)) return word;
  for (const ending of ['ing', 'es', 's', 'ed', 'd']) {
    const base = word.slice(0, -ending.length);
    if (word.endsWith(ending) && VERBS.has(base)) return base;
    if (ending === 'ing' && word.endsWith(ending) && VERBS.has(`${base}e`)) return `${base}e`;
  }
  return word;
}

/** The step's first verb once keyword, numbering and subject are off ("subject" when it starts with a noun). */
function familyOf(step: string): string {
  const words = step
    .replace(/^\s*(?:[-*•]|\d+[.)])?\s*/, '')
    .replace(/^(given|when|then|and|but)\b\s*/i, '')
    .replace(/^[\w ]{1,20}:\s*/, '')
    .toLowerCase()
    .replace(/[^\w\s'/-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let i = 0;
  if (words[i] === 'that') i++;
  if (words[i] === 'the' || words[i] === 'a') i++;
  const skipped = (word: string, next: string): boolean =>
    SUBJECTS.has(word) || MODALS.has(word) || word === 'not' || (HAVE.has(word) && VERBS.has(stem(next)));
  while (i < words.length && skipped(words[i] ?? '', words[i + 1] ?? '')) i++;
  const word = (words[i] ?? '').replace(/^\w+-(?=\w)/, '');
  if (BE.has(word)) return 'be';
  const verb = stem(word);
  if (VERBS.has(verb)) return verb === 'login' ? 'log' : verb;
  return 'subject';
}

// ---- Loading and reporting ----

function loadCorpus(file: string): Entry[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Entry);
}

function main(): void {
  const args = process.argv.slice(2);
  const keptAside = args.includes('--kept-aside');
  const file =
    args.find((arg) => !arg.startsWith('--')) ?? `tests/corpus/${keptAside ? 'kept-aside' : 'outside'}.jsonl`;
  const name = path.basename(file, '.jsonl');
  const entries = loadCorpus(file);

  const misread: { step: string; expected: Expect; got: string; passes: string | null }[] = [];
  const notUnderstood: { step: string; family: string; reason: string }[] = [];
  let understood = 0;
  for (const entry of entries) {
    const parsed = parseStep(entry.step);
    if (!parsed.ok) {
      notUnderstood.push({ step: entry.step, family: familyOf(entry.step), reason: parsed.reason });
      continue;
    }
    understood++;
    if (matches(entry.expect, parsed.action)) continue;
    const passes = passesWrongly(entry, parsed.action);
    misread.push({ step: entry.step, expected: entry.expect, got: describeGot(parsed.action), passes });
  }

  const percent = (part: number, whole: number): string => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'}%`;
  const correct = understood - misread.length;
  const passing = misread.filter((one) => one.passes !== null);

  console.log(`\nMisread (${misread.length}; ! = could pass while doing the wrong thing)\n`);
  for (const one of misread) {
    console.log(`${one.passes ? '!' : ' '} ${one.step}`);
    console.log(`    expected ${JSON.stringify(one.expected)}`);
    console.log(`    got      ${one.got}${one.passes ? `   <- ${one.passes}` : ''}`);
  }

  const families = new Map<string, typeof notUnderstood>();
  for (const one of notUnderstood) families.set(one.family, [...(families.get(one.family) ?? []), one]);
  const byFamily = [...families.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  console.log(`\nNot understood (${notUnderstood.length}), by family\n`);
  for (const [family, steps] of byFamily) {
    console.log(`${family} (${steps.length})`);
    for (const one of steps) console.log(`    ${one.step}`);
  }

  const tally = new Map<string, number>();
  for (const one of [...notUnderstood, ...misread.map((m) => ({ family: familyOf(m.step) }))]) {
    tally.set(one.family, (tally.get(one.family) ?? 0) + 1);
  }
  const top = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 15);
  console.log(`\nFamilies not understood or misread: ${top.map(([family, n]) => `${family} ${n}`).join(', ')}`);

  const none = entries.filter((entry) => entry.expect.type === 'none');
  if (none.length) {
    const read = none.filter((entry) => parseStep(entry.step).ok).length;
    const other = entries.length - none.length;
    console.log(
      `(${none.length} steps mean something no action of the language holds, and ${read} of them were read anyway, ` +
        `as misreadings; of the other ${other}, ${percent(understood - read, other)} are understood)`,
    );
  }
  const summary =
    `${name}: ${entries.length} steps · understood ${percent(understood, entries.length)} · ` +
    `correct ${percent(correct, understood)} of understood · ${misread.length} misread (${passing.length} could pass wrongly)`;
  console.log(`\n${summary}`);

  if (args.includes('--json')) {
    const out = path.resolve(`reports/corpus-${name}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const report = { file, steps: entries.length, understood, correct, misread, notUnderstood, summary };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  }
}

main();

import type { Action, ParsedStep } from './action.ts';
import { normalizePart, STATE_WORDS } from './normalize.ts';
import { notUnderstood, understood } from './rules.ts';
import { groups, quoted, sub, type Phrase } from './tokens.ts';

/** Where one step of a line ends and the next begins: ", then", "and then", "and", ";", a comma before a verb. */
const JOINER = /\s*,\s*(?:and\s+)?then\s+|\s+and\s+then\s+|\s+then\s+|\s*,?\s+and\s+|\s*;\s*|\s*,\s+/gi;

/** The verbs a second step starts with ("… and I see "Welcome"" has lost its "I"). */
const NEXT_STEP = new RegExp(
  '^(?:click|tap|double[\\s-]?click|right[\\s-]?click|type|enter|fill|set|clear|select|choose|pick|check|' +
    'uncheck|tick|untick|turn|toggle|press|hit|hover|upload|attach|go|open|navigate|visit|wait|expect|verify|assert|' +
    'ensure|confirm|see|should|sign|log|scroll|submit|search|sort|drag|focus|remember|accept|refresh|reload|close|' +
    'leave|add|mark|login|logout)\\s',
  'i',
);

/** "… and the Cancel button is visible": a check of its own, by its subject and a state. */
const STATE_CLAUSE =
  /^(?:the\s+)?(?:(?:\uE000\d+\uE001|[\w'-]+)\s+){0,3}(?:\uE000\d+\uE001|[\w'-]+)\s+(?:is|are|should\s+be|must\s+be)\s+(?:not\s+)?(?:visible|displayed|shown|hidden|enabled|disabled|checked|unchecked|ticked|unticked|selected|highlighted|clickable|present|absent|empty|closed|open|opened|loaded|gone)$/i;

/**
 * "should be logged out and redirected to the login page", "the box is enabled and not checked": a second state or
 * participle after "and" shares the first part's subject and its "should be", "is" or "am".
 */
function withAuxiliary(before: string, after: string): string {
  const auxiliary =
    /^(.*?(?:^|\s)(?:(?:should|must|will)\s+be|is|are|am|was|were))\s+(?:not\s+)?\S+(?:\s+(?:in|out|off|on|up))?$/i.exec(
      before,
    );
  const participle = new RegExp(`^(?:not\\s+)?(?:[a-z]+ed|${STATE_WORDS})(?:\\s|$)`, 'i');
  return auxiliary && participle.test(after) ? `${auxiliary[1]} ${after}` : after;
}

/** "select "Berlin"" after typing into a field: the suggestion of that name, as a person picks it from the list. */
const PICK =
  /^(?:select|choose|pick|click)\s+(\uE000\d+\uE001)(?:\s+from\s+the\s+(?:list|suggestions|dropdown|options|results))?$/i;

const actionsOf = (action: Action): Action[] => (action.type === 'sequence' ? action.actions : [action]);

/** "Scroll to the Help link and click it": "it" is what the step before acted on. */
function withAntecedent(action: Action, before: Action): Action {
  const antecedent = 'target' in before && before.target ? before.target : null;
  if (!antecedent || !('target' in action) || !action.target) return action;
  return /^(?:it|them|that|this|that one)$/i.test(action.target.name) && !action.target.exact
    ? ({ ...action, target: antecedent } as Action)
    : action;
}

/** "Click "browse" and choose "photo.png"": the file picked in the picker the click opens. */
const FILE = /^(?:select|choose|pick|attach|upload)\s+(?:the\s+file\s+)?(\uE000\d+\uE001)$/i;

/** The step a click and the file picked after it make: an upload through what was clicked; null for other words. */
function fileAfter(first: Action, rest: Phrase): Action | null {
  const picked = first.type === 'click' ? groups(rest, FILE) : null;
  const file = picked && quoted(picked(1));
  if (first.type !== 'click' || !file || !/\.\w{1,5}$/.test(file)) return null;
  return { type: 'upload', target: first.target, file };
}

/** A button that sends a sign-in form. */
const SIGN_IN_BUTTON = /^(?:sign\s*in|log\s*in|login|submit|continue)$/i;

/** "Enter username and password and click Login": the account typed and its form sent, which is signing in. */
function signInSubmitted(first: Action, then: Action[]): Action | null {
  const [click, ...others] = then;
  if (first.type !== 'signIn' || first.submit !== false || click?.type !== 'click' || others.length > 0) return null;
  if (!SIGN_IN_BUTTON.test(click.target.name) || click.target.region !== null) return null;
  return { type: 'signIn', username: first.username };
}

/** A suggestion picked after typing, or null when the words are not that. */
function pickAfter(first: Action, rest: Phrase): Action | null {
  const pick = first.type === 'fill' ? groups(rest, PICK) : null;
  const name = pick && quoted(pick(1));
  if (!name) return null;
  return { type: 'click', target: { kind: null, name, exact: true, ordinal: null, region: null }, clicks: 1 };
}

/**
 * Whether the words after a joiner may be a step of their own, by their first words: a verb that starts one, or a file
 * or a suggestion picked. Only then are the words before it parsed, the costly part.
 */
function startsAStep(after: Phrase): boolean {
  if (FILE.test(after.text) || PICK.test(after.text) || STATE_CLAUSE.test(after.text)) return true;
  // One word after a join is part of a name ("Save and Submit"), unless it is a whole step of its own ("… and log in").
  const wholeStep = /^(?:log\s*in|login|log\s*out|logout|sign\s*in|sign\s*out)$/i.test(after.text);
  if (!NEXT_STEP.test(`${after.text} `) || (!/\s\S/.test(after.text) && !wholeStep)) return false;
  // "… and check the dashboard" is a look, not a box to tick: "check" starts a step with a box or a quoted name.
  return (
    !/^check\s/i.test(after.text) ||
    /\uE000|\b(?:checkbox|box|switch|toggle)\b|^check\s+(?:that|if|whether)\s/i.test(after.text)
  );
}

/**
 * What splitting one line may cost: the joiners looked at, and the parts parsed, in characters, against the line's
 * own length. Each joiner looked at has the words after it read by the normalizer; each one tried costs a parse of
 * the words before it, and of those after when they split no further. The lines of the tests and of the corpus look
 * at five joiners at most and parse parts two and a half times their length; a line of a thousand semicolons, or of
 * "and click a" a hundred times, would otherwise cost a parse of each of its beginnings.
 */
const MOST_JOINERS = 16;
const PARTS_PER_LINE = 3;

interface Budget {
  joiners: number;
  characters: number;
}

const spent = (budget: Budget): boolean => budget.joiners < 0 || budget.characters < 0;

/** A part of a line as the rules read it; null when no rule does (not understood, and no suggestion sought). */
export type PartParser = (phrase: Phrase) => ParsedStep | null;

/**
 * Steps written as one line ("Type "Ber" into City and select "Berlin"", "Click "Save", then verify "Saved""): split
 * where the words after a joiner start a step of their own and both sides are understood. A bare name holding "and"
 * ("Click Save and Continue") stays whole, since "Continue" starts no step. Null when the line is to be read whole.
 */
export function compoundStep(line: Phrase, parsePart: PartParser): ParsedStep | null {
  const budget = { joiners: MOST_JOINERS, characters: PARTS_PER_LINE * line.text.length };
  const steps = split(line, parsePart, budget);
  if (!spent(budget)) return steps;
  // Past its cost, a line read whole could be several steps read as one, and is refused; one not understood whole
  // keeps that answer, which says why.
  if (!parsePart(line)?.ok) return null;
  return notUnderstood('This line joins more steps than one line may: write them one per line', null);
}

function split(line: Phrase, parsePart: PartParser, budget: Budget): ParsedStep | null {
  for (const joiner of line.text.matchAll(JOINER)) {
    budget.joiners -= 1;
    if (spent(budget)) return null;
    const before = sub(line, line.text.slice(0, joiner.index));
    // "(if it is checked, click it)": an aside in brackets is one clause, not steps of the line.
    if ((before.text.match(/\(/g)?.length ?? 0) > (before.text.match(/\)/g)?.length ?? 0)) continue;
    const written = withAuxiliary(before.text, line.text.slice(joiner.index + joiner[0].length));
    const after = sub(line, normalizePart(written));
    // "… and the home page is displayed": a clause of its own as written, before it is rephrased.
    const clause = STATE_CLAUSE.test(written);
    if (before.text === '' || after.text === '' || !(clause || startsAStep(after))) continue;
    budget.characters -= before.text.length;
    if (spent(budget)) return null;
    const first = parsePart(before);
    if (!first?.ok || first.action.type === 'sequence') continue;
    // "I see Check in and Check out": bare words seen are one text, whatever verbs they hold.
    if (first.action.type === 'expect' && first.action.assertion.type === 'text' && !/\uE000/.test(before.text))
      continue;
    const upload = fileAfter(first.action, after);
    if (upload) return understood(upload);
    const picked = pickAfter(first.action, after);
    if (picked) return understood({ type: 'sequence', actions: [first.action, picked] });
    if (!NEXT_STEP.test(`${after.text} `) && !STATE_CLAUSE.test(after.text) && !clause) continue;
    const further = split(after, parsePart, budget);
    if (!further) budget.characters -= after.text.length;
    if (spent(budget)) return null;
    const second = further ?? parsePart(after);
    if (!second?.ok) continue;
    const then = actionsOf(second.action).map((action) => withAntecedent(action, first.action));
    const signedIn = signInSubmitted(first.action, then);
    if (signedIn) return understood(signedIn);
    return understood({ type: 'sequence', actions: [first.action, ...then] });
  }
  return null;
}

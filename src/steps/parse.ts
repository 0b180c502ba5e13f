import type { Action, ParsedStep } from './action.ts';
import { compoundStep } from './compound.ts';
import { FAMILIES } from './families.ts';
import { eachListed } from './listed.ts';
import { afterRules, beforeRules } from './bounds.ts';
import { normalizeStep, type Keyword, type NormalizedStep } from './normalize.ts';
import { notUnderstood, understood, type Rule } from './rules.ts';
import { emptyStep, offered, unknownStep } from './suggest.ts';
import { isEmpty, type Phrase } from './tokens.ts';

/** The rules of every family, in the order they are tried (families.ts). */
const RULES: Rule[] = FAMILIES.flatMap((family) => family.rules);

/**
 * One plain-English step → the action it means, or why it is not understood and what would be. `previous`: the
 * Gherkin keyword of the step before, which an "And" or "But" takes.
 */
export function parseStep(line: string, previous: Keyword | null = null): ParsedStep {
  return offered(parseNormalized(normalizeStep(line, previous)), line);
}

function parseNormalized({ phrase, keyword, outcome }: NormalizedStep): ParsedStep {
  if (isEmpty(phrase)) return emptyStep();
  const parsed = afterRules(eachListed(compoundStep(phrase, parsePart) ?? parseOne(phrase), phrase), phrase);
  return wholeStepReading(parsed, phrase, keyword, outcome);
}

/** "Given there are 3 todos": data the test starts with, which no step of the language makes. */
const DATA_GIVEN = /^there\s+(?:is|are|exists?)\s/i;
/** "first two todo items", "the last 3 rows": several things, where a step acts on or checks one. */
const FIRST_FEW =
  /\b(?:first|last|top)\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?!(?:seconds?|minutes?|characters?|letters?|digits?)\b)/i;

/** ""Out of Stock" is not visible": quoted words alone, gone, are words the page does not show. */
function quotedWords(action: Action): Action {
  if (action.type !== 'expect' || action.assertion.type !== 'state' || action.assertion.state !== 'hidden') {
    return action;
  }
  const { kind, exact, ordinal, name, region } = action.assertion.target;
  if (kind !== null || !exact || ordinal !== null || (region !== null && region.kind === 'near')) return action;
  return { type: 'expect', assertion: { type: 'text', text: name, present: false, region } };
}

/** "should not to be visible", "doesn't contain": words saying something is not shown or held. */
const NEGATED_PRESENCE =
  /(?:\bnot|n't|\bnever)\s+(?:to\s+)?(?:be\s+)?(?:visible|shown|displayed|present|appear|show|display|see|contain|exist|include|listed|available)(?:s|ed|ing)?\b/i;

/** A check that something is shown, or held: the opposite of what a negated step asks. */
function seesItThere(action: Action): boolean {
  if (action.type !== 'expect') return false;
  const check = action.assertion;
  switch (check.type) {
    case 'text':
    case 'message':
      return check.present;
    case 'state':
      return check.state === 'visible';
    case 'value':
      return true;
    default:
      return false;
  }
}

/**
 * The rules' reading as the whole step allows it: quoted words gone read as words not shown, and refused when the
 * step's negation, its Gherkin keyword or its ending say it cannot be that.
 */
function wholeStepReading(parsed: ParsedStep, phrase: Phrase, keyword: Keyword | null, outcome: boolean): ParsedStep {
  if (!parsed.ok) return parsed;
  const action = quotedWords(parsed.action);
  if (NEGATED_PRESENCE.test(phrase.text) && seesItThere(action)) {
    return notUnderstood(
      'This says something is not there, and I read a check that it is: write it as: I should not see "…", or: The "…" button is not visible',
      null,
    );
  }
  if (keyword === 'given' && DATA_GIVEN.test(phrase.text) && action.type === 'expect') {
    return notUnderstood(
      'This says what data the test starts with, which a step cannot make: create it with steps (as in: Add a todo "Buy milk"), or check it under Then.',
      null,
    );
  }
  if (FIRST_FEW.test(phrase.text) && action.type !== 'sequence') {
    return notUnderstood(
      'This names several things at once: write a step for each, as in: Tick the first checkbox',
      null,
    );
  }
  // "Then User deposit successfully": how it turned out, said with the verb of what was done; nothing to click.
  if (outcome && keyword === 'then' && ['click', 'fill', 'select', 'check'].includes(action.type)) {
    return notUnderstood(
      'This says how something turned out, not what to do: check what the page shows afterwards, as in: Then I see "Deposit successful"',
      null,
    );
  }
  return action === parsed.action ? parsed : understood(action);
}

/** One step's words as the rules read them; when no rule does, why, and the closest step that would be read. */
function parseOne(phrase: Phrase): ParsedStep {
  const read = byRules(phrase);
  return 'ok' in read ? read : unknownStep(read, parseStep);
}

/**
 * A part of a line being split, of which only whether it is understood matters: one that no rule reads is not, and
 * gets no suggestion (which would parse its words again).
 */
function parsePart(phrase: Phrase): ParsedStep | null {
  const read = byRules(phrase);
  return 'ok' in read ? read : null;
}

/**
 * The answer of the first rule that reads the words, once what the words already tell (a described value, an
 * indefinite target) is settled; the words as settled when no rule reads them.
 */
function byRules(phrase: Phrase): ParsedStep | Phrase {
  const early = beforeRules(phrase);
  // "Enter username and password": typed, and signed in only when a step says so ("… and click Login").
  if (early === 'signIn') return understood({ type: 'signIn', username: null, submit: false });
  if (early && 'ok' in early) return early;
  const words = early ?? phrase;
  for (const rule of RULES) {
    const parsed = rule(words);
    if (parsed) return parsed;
  }
  return words;
}

/** Every step of a test case, in order, each "And" or "But" under the Gherkin keyword before it. */
export const parseSteps = (lines: readonly string[]): ParsedStep[] => [...eachStepParsed(lines)];

/** The steps of a test case one at a time, each under the Gherkin keyword before it: a caller may pause between them. */
export function* eachStepParsed(lines: readonly string[]): Generator<ParsedStep> {
  let previous: Keyword | null = null;
  for (const line of lines) {
    const normalized = normalizeStep(line, previous);
    previous = normalized.keyword;
    yield offered(parseNormalized(normalized), line);
  }
}

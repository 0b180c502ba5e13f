import type { ParsedStep } from './action.ts';
import { compoundStep } from './compound.ts';
import { FAMILIES } from './families.ts';
import { eachListed } from './listed.ts';
import { afterRules, beforeRules } from './bounds.ts';
import { normalizeStep, type Keyword, type NormalizedStep } from './normalize.ts';
import { understood, type Rule } from './rules.ts';
import { emptyStep, unknownStep } from './suggest.ts';
import { isEmpty, type Phrase } from './tokens.ts';

/** The rules of every family, in the order they are tried (families.ts). */
const RULES: Rule[] = FAMILIES.flatMap((family) => family.rules);

/**
 * One plain-English step → the action it means, or why it is not understood and what would be. `previous`: the
 * Gherkin keyword of the step before, which an "And" or "But" takes.
 */
export function parseStep(line: string, previous: Keyword | null = null): ParsedStep {
  return parseNormalized(normalizeStep(line, previous));
}

function parseNormalized({ phrase }: NormalizedStep): ParsedStep {
  if (isEmpty(phrase)) return emptyStep();
  return afterRules(eachListed(compoundStep(phrase, parsePart) ?? parseOne(phrase), phrase), phrase);
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
  if (early === 'signIn') return understood({ type: 'signIn', username: null });
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
    yield parseNormalized(normalized);
  }
}

import type { Action, ParsedStep } from './action.ts';
import { sub, type Phrase } from './tokens.ts';

/**
 * One way a step can be phrased. It answers the action, or a failure that says what the step lacks
 * when its verb is right but the rest is not, or null to let the next rule try.
 */
export type Rule = (line: Phrase) => ParsedStep | null;

/**
 * A family of steps: the rules that read one kind of thing a person does or checks, with lines it reads and how the
 * editor shows each. The families, in the order they are tried, are the grammar (families.ts); every example is
 * checked to be read by its own family as shown (tests/unit/steps/families.test.ts).
 */
export interface Family {
  name: string;
  rules: Rule[];
  examples: [line: string, shown: string][];
}

export const understood = (action: Action): ParsedStep => ({ ok: true, action });

export const notUnderstood = (reason: string, suggestion: string | null): ParsedStep => ({
  ok: false,
  reason,
  suggestion,
});

/**
 * A step whose verb is known but which lacks a part, in the editor's words:
 * `Type needs a field: say where to type, as in: Type "hello" into Email`.
 */
export function missing(verb: string, what: string, how: string, example: string, suggestion = example): ParsedStep {
  return notUnderstood(`${verb} needs ${what}: ${how}, as in: ${example}`, suggestion);
}

export const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * A rule for steps that start with one of `verbs` (a regular-expression alternation, matched as
 * whole words, any case); the rest of the line goes to `parse` with the verb as written.
 */
export function verbRule(verbs: string, parse: (rest: Phrase, verb: string) => ParsedStep | null): Rule {
  const start = new RegExp(`^(${verbs})(?=\\s|$)\\s*`, 'i');
  return (line) => {
    const match = start.exec(line.text);
    if (!match) return null;
    const verb = capitalize((match[1] ?? '').replace(/\s+/g, ' '));
    return parse(sub(line, line.text.slice(match[0].length)), verb);
  };
}

/**
 * Splits "<value> <separator> <place>" at the first separator that leaves both sides filled, trying
 * the separators in order: "Type Sign in into Email" splits at "into", not at the "in" of "Sign in".
 */
export function splitAt(phrase: Phrase, separators: string[]): { value: Phrase; place: Phrase } | null {
  for (const separator of separators) {
    const match = new RegExp(`^(.+?)\\s+(?:${separator})\\s+(.+)$`, 'i').exec(phrase.text);
    if (match?.[1] && match[2]) return { value: sub(phrase, match[1]), place: sub(phrase, match[2]) };
  }
  return null;
}

/**
 * Whether the words after a verb read as a check of the page ("Search results are displayed", "Expand button is
 * visible"): a verb that is also a common noun leaves such a line to the checks.
 */
export const readsAsCheck = (rest: Phrase): boolean =>
  /(?:^|\s)(?:is|are|was|were|should|must|shows?|displays?|appears?|contains?|has|have)(?:\s|$)/i.test(rest.text);

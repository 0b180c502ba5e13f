import { describe, expect, it } from 'vitest';
import type { Action, ParsedStep, Region, Target } from '../../../src/steps/action.ts';
import { describeAction, parseStep } from '../../../src/steps/index.ts';

/** A target as the parser builds it: bare name, no role word, ordinal or region unless given. */
export const target = (name: string, parts: Partial<Target> = {}): Target => ({
  kind: null,
  name,
  exact: false,
  ordinal: null,
  region: null,
  ...parts,
});

export const region = (kind: Region['kind'], name: string | null = null): Region => ({ kind, name });

/** The action a line parses to; fails the test with the parser's reason when it is not understood. */
export function actionOf(line: string): Action {
  const parsed = parseStep(line);
  if (!parsed.ok) throw new Error(`“${line}” was not understood: ${parsed.reason}`);
  return parsed.action;
}

/** How the editor shows a step as read, or why it is not understood. */
export const shownAs = (parsed: ParsedStep): string =>
  parsed.ok ? describeAction(parsed.action) : `not understood: ${parsed.reason}`;

/** How the editor shows a line, or why it is not understood. */
export const shown = (line: string): string => shownAs(parseStep(line));

/** Each line as the editor shows it: the reading's words, or a pattern of why it is not understood. */
export function readsAs(title: string, cases: [line: string, expected: string | RegExp][]) {
  describe(title, () => {
    it.each(cases)('%s → %s', (line, expected) => {
      if (typeof expected === 'string') expect(shown(line)).toBe(expected);
      else expect(shown(line)).toMatch(expected);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { describeAction, parseStep } from '../../../src/steps/index.ts';
import { ACTION_TYPES } from '../../../src/steps/schema.ts';
import { docExamples as examples, docLines as lines, EXAMPLE } from './docsExamples.ts';

describe('docs/steps.md', () => {
  it('has examples for every section of the language', () => {
    expect(examples.length).toBeGreaterThanOrEqual(100);
  });

  it('writes every example list item in the form the test reads', () => {
    // A list item that starts with a code span but does not match would silently escape the check below.
    const unreadable = lines.filter((line) => line.startsWith('- `') && !EXAMPLE.test(line));
    expect(unreadable).toEqual([]);
  });

  it.each(examples)('$step → $shown', ({ step, shown }) => {
    const parsed = parseStep(step);
    expect(parsed).toMatchObject({ ok: true });
    if (parsed.ok) expect(describeAction(parsed.action)).toBe(shown);
  });

  it('covers every kind of action the runner executes', () => {
    const types = new Set(
      examples.flatMap(({ step }) => {
        const parsed = parseStep(step);
        return parsed.ok ? [parsed.action.type] : [];
      }),
    );
    expect([...types].sort()).toEqual([...ACTION_TYPES].sort());
  });
});

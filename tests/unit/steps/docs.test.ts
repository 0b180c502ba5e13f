import { describe, expect, it } from 'vitest';
// Read through Vite as text, so the test runs the same in any test environment.
import page from '../../../docs/steps.md?raw';
import { describeAction, parseStep } from '../../../src/steps/index.ts';

const lines = page.split('\n');

/** `- \`Click the "Sign in" button\` → Click the button “Sign in”`: the example, then what the editor shows. */
const EXAMPLE = /^- `([^`]+)` → (.+)$/;
const examples = lines.flatMap((line) => {
  const match = EXAMPLE.exec(line);
  return match ? [{ step: match[1] ?? '', shown: match[2] ?? '' }] : [];
});

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
    expect([...types].sort()).toEqual(
      [
        'acceptCookies',
        'adjust',
        'browserDialog',
        'check',
        'clear',
        'click',
        'closeDialog',
        'drag',
        'focus',
        'goToPage',
        'pickDate',
        'rightClick',
        'sequence',
        'sort',
        'switchTab',
        'email',
        'expect',
        'fill',
        'history',
        'hover',
        'navigate',
        'openPage',
        'press',
        'reload',
        'remember',
        'screenshot',
        'scroll',
        'scrollTo',
        'search',
        'select',
        'signIn',
        'signOut',
        'submitForm',
        'totp',
        'typeText',
        'upload',
        'wait',
        'waitFor',
        'waitForLoad',
      ].sort(),
    );
  });
});

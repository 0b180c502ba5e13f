import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/steps/action.ts';
import { parseStep } from '../../../src/steps/index.ts';
import { actionOf, shown, target } from './helpers.ts';

const typesOf = (line: string): string[] => {
  const action = actionOf(line);
  return action.type === 'sequence' ? action.actions.map((a: Action) => a.type) : [action.type];
};

describe('steps written on one line', () => {
  it('splits at "and", "then", a comma before then, or a semicolon, when the words after start a step', () => {
    expect(typesOf('Fill Email with "a@b.c" and click "Save"')).toEqual(['fill', 'click']);
    expect(typesOf('Click "Next", then I should see "Step 2"')).toEqual(['click', 'expect']);
    expect(typesOf('Type "x" into Search and then press Enter')).toEqual(['fill', 'press']);
    expect(typesOf('Scroll down; click "Load more"; wait 2 seconds')).toEqual(['scroll', 'click', 'wait']);
    expect(typesOf('Sign in and go to /settings')).toEqual(['signIn', 'navigate']);
  });

  it('keeps a name holding "and" whole, and checks each of two names a state is said of', () => {
    expect(actionOf('Click Save and Continue')).toEqual({
      type: 'click',
      target: target('Save and Continue'),
      clicks: 1,
    });
    expect(actionOf('Click "Terms and conditions"').type).toBe('click');
    expect(shown('Verify the Name and Email fields are visible')).toBe(
      'Check that the field “Name” is visible, then check that the field “Email” is visible',
    );
    expect(typesOf('Click Accept and Submit')).toEqual(['click']);
    expect(typesOf('Select "Rock and Roll" from Genre')).toEqual(['select']);
  });

  it('picks the suggestion of a field just typed into', () => {
    expect(actionOf('Type "Ber" into City and select "Berlin"')).toEqual({
      type: 'sequence',
      actions: [
        { type: 'fill', target: target('City'), value: 'Ber' },
        { type: 'click', target: target('Berlin', { exact: true }), clicks: 1 },
      ],
    });
  });

  it('never folds words after a join that start no step into a name', () => {
    expect(parseStep('Click "Save" and frobnicate the widget')).toMatchObject({
      ok: false,
      reason:
        '“"Save" and frobnicate the widget” holds quote marks and other words: name one element by the words it shows.',
    });
    expect(parseStep('Type "x" and select').ok).toBe(false);
  });
});

describe('a whole step of one word after a join', () => {
  it('signs in after going to the app, and keeps "Save and Submit" one name', () => {
    expect(typesOf('Navigate to the Acme URL and Login to the Application')).toEqual(['navigate', 'signIn']);
    expect(typesOf('Open the app and log in')).toEqual(['navigate', 'signIn']);
    expect(typesOf('Click Save and Submit')).toEqual(['click']);
  });
});

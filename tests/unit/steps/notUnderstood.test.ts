import { describe, expect, it } from 'vitest';
import { parseStep } from '../../../src/steps/index.ts';

describe('a line that is not understood', () => {
  it.each<[line: string, reason: string, suggestion: string | null]>([
    ['', 'The step is empty: write what to do, as in: Click the "Sign in" button', null],
    ['   ', 'The step is empty: write what to do, as in: Click the "Sign in" button', null],
    ['Then', 'The step is empty: write what to do, as in: Click the "Sign in" button', null],
    ['Frobnicate the widget', '"Frobnicate" is not a step I know.', null],
    ['Clikc Sign in', '"Clikc" is not a step I know.', 'Click Sign in'],
    ['Wiat 2 seconds', '"Wiat" is not a step I know.', 'Wait 2 seconds'],
    ['Naviagte to /settings', '"Naviagte" is not a step I know.', 'Navigate to /settings'],
    // The corrected verb still lacks a part: the suggestion is the corrected step's own.
    ['Typo "x" Email', '"Typo" is not a step I know.', 'Type "x" into Email'],
    // An example's made-up field or value ("into Email", "hello") is shown in the reason, never offered as the step.
    ['Type hello', 'Type needs a field: say where to type, as in: Type "hello" into Email', null],
    ['Enter "secret"', 'Enter needs a field: say where to enter, as in: Enter "hello" into Email', null],
    ['Fill Email', 'Fill needs a value: say what to fill it with, as in: Fill Email with "a@b.c"', null],
    [
      'Select the room',
      'Select needs a dropdown: say which one to choose it from, as in: Select "France" from Country',
      null,
    ],
    ['Upload cv.pdf', 'Upload needs a field: say where the file goes, as in: Upload "cv.pdf" to Resume', null],
    ['Click', 'Click needs something to click: name it, as in: Click the "Sign in" button', null],
    [
      'Press Sign in',
      '"Sign in" is not a key I know: name a key (Enter, Tab, Escape, Control+A) or a button, as in: Press the "Sign in" button',
      'Press the "Sign in" button',
    ],
    // The example is shown, not offered in place of the line: "/login" is not where the user meant to go.
    ['Go somewhere', 'This "Go" step is not written in a way I know: write it as in: Go to /login', null],
    ['Log out from the website now', 'This "Log" step is not written in a way I know: write it as in: Log in', null],
    [
      'Switch to the payment iframe',
      'Frames need no step: a step finds what it names inside the page’s frames too, as in: Click "Pay" (in a payment frame)',
      null,
    ],
    [
      'Wait',
      'Wait needs a time or something to wait for: say how long, or until what appears or disappears, as in: Wait 2 seconds',
      null,
    ],
    [
      'Wait until "Saved"',
      'Wait needs a time or something to wait for: say how long, or until what appears or disappears, as in: Wait 2 seconds',
      'Wait until "Saved" appears',
    ],
    [
      'Remember "Order number"',
      'Remember needs a name to keep it under: say "as" and a name, as in: Remember the text of "Order number" as order',
      'Remember "Order number" as orderNumber',
    ],
    [
      'Verify frobnicate',
      'I don\'t know how to check “frobnicate”: say what the page should show, as in: Verify that the page shows "Welcome"',
      'Verify that the page shows "frobnicate"',
    ],
    [
      'The Save button is purple',
      'I don\'t know how to check “The Save button is purple”: say what should be seen, as in: The "Save" button is disabled',
      null,
    ],
    [
      'Open a new tab',
      'Tabs need no step: after a click that opens a new tab the next steps run there, and back on the page before once it closes',
      null,
    ],
    [
      'Switch to the Billing tab',
      'Switch needs “on” or “off”: say which way to turn it, as in: Switch on the "Dark mode" switch',
      'Click the Billing tab',
    ],
  ])('%j', (line, reason, suggestion) => {
    expect(parseStep(line)).toEqual({ ok: false, reason, suggestion });
  });

  it('offers suggestions that are themselves understood', () => {
    const lines = [
      'Clikc Sign in',
      'Press Sign in',
      'Wait until "Saved"',
      'Remember "Order number"',
      'Verify frobnicate',
    ];
    for (const line of lines) {
      const parsed = parseStep(line);
      if (parsed.ok || parsed.suggestion === null) throw new Error(`${line} should fail with a suggestion`);
      expect(parseStep(parsed.suggestion)).toMatchObject({ ok: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseStep } from '../../../src/steps/index.ts';
import { shown } from './helpers.ts';

// Lines a review of the newer phrasings found read wrongly: each keeps the meaning its words have.
describe('lines that keep their meaning beside the newer phrasings', () => {
  it.each([
    ['Click Buy now', 'Click “Buy now”'],
    ['Click Try again', 'Click “Try again”'],
    ['Click "Save" again', 'Click “Save”'],
    ['Click the Name header', 'Click the cell “Name”'],
    ['Click Log in in the header', 'Click “Log in” in the header'],
    ['The header is visible', 'Check that “header” is visible'],
    ['The "Paid" badge is visible', 'Check that “Paid” is visible'],
    ['I see Check in and Check out', 'Check that the page shows “Check in and Check out”'],
    ['Click Save and Close', 'Click “Save and Close”'],
    ['Wait for the Submit button to load', 'Wait until the button “Submit” appears'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });

  it('does not tick a box for "… and check the dashboard", nor take a place it does not know as words to see', () => {
    expect(shown('Log in and then check the dashboard')).not.toMatch(/checkbox/);
    expect(shown('I see "3" in the cart bubble')).toMatch(/^not understood/);
  });

  it('reads a quoted name with a word about it as that name, whole', () => {
    const parsed = parseStep('The "Paid" badge is visible');
    expect(parsed.ok && parsed.action.type === 'expect' && parsed.action.assertion).toMatchObject({
      target: { name: 'Paid', exact: true },
    });
  });
});

describe("a wizard's step named in words", () => {
  it.each([
    ['The current step should be 2', 'Check that the wizard is on step 2'],
    ['The active step is Payment', 'Check that the wizard is on the step “Payment”'],
    ['The stepper shows "Review"', 'Check that the wizard is on the step “Review”'],
    ['I am on the "Plan" step', 'Check that the wizard is on the step “Plan”'],
    ['I am on step two', 'Check that the wizard is on step 2'],
    // Words that count steps or say no place are no step's name.
    ['The stepper shows 3 steps', 'Check that the field “stepper” contains “3 steps”'],
    ['I should be on the next step', "Check that the page's path has “next-step”"],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });

  it('does not read "the last one" as a step named so', () => {
    expect(shown('The current step is the last one')).toMatch(/^not understood/);
  });
});

describe('numbers with + and − buttons', () => {
  it.each([
    ['Increase the quantity', 'Increase “quantity”'],
    ['Increase the number of adults to 3', 'Increase “adults” to 3'],
    ['Increment the counter twice', 'Increase “counter” by 2'],
    ['Reduce the quantity of "Blue Mug" to 1', 'Decrease “quantity” next to “Blue Mug” to 1'],
    ['Click + next to "Red Cup" twice', 'Increase “Red Cup” by 2'],
    // A check of a button named so, and a + with no place, are not steppers.
    ['Increase button is visible', 'Check that the button “Increase” is visible'],
    ['Click the + button', 'Click the button “+”'],
    ['Click the Edit button next to Adults', 'Click the button “Edit” next to “Adults”'],
    ['Click Sign up for newsletter', 'Click “Sign up for newsletter”'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('checks of what a listing of results shows, and closing by a named control', () => {
  it.each([
    ['Dr. Marc Dubois should not be in the results', 'Check that the page does not show “Dr. Marc Dubois”'],
    ['"Bob" should appear in the results', 'Check that the page shows “Bob”'],
    ['Bob is no longer listed in the table', 'Check that the table does not show “Bob”'],
    ['The results should include "Bob"', 'Check that the page shows “Bob”'],
    ['The Orders table should contain "Bob"', 'Check that the table “Orders” shows “Bob”'],
    ['The table shows 3 rows', 'Check that there are 3 rows in the table'],
    ['The Save button should be in the table', 'Check that the button “Save” in the table is visible'],
    ['The doctor shown is Dr. Amara Okafor', 'Check that the page shows “Dr. Amara Okafor”'],
    ['Close the "Welcome" dialog with "Got it"', 'Click “Got it”'],
    ['Close the dialog by clicking the Cancel button', 'Click the button “Cancel”'],
    ['Close the dialog', 'Close the open dialog'],
    ['Wait for the search results', 'Wait until the page has loaded'],
    ['Wait for the Results heading', 'Wait until the heading “Results” appears'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('an account written out in a sign-in step', () => {
  it.each([
    ['Log in with username tomsmith and password SuperSecretPassword!', 'tomsmith', 'SuperSecretPassword!'],
    ['Log in as standard_user with the password secret_sauce', 'standard_user', 'secret_sauce'],
    ['Sign in using email: qa@shop.test, password: Secret123', 'qa@shop.test', 'Secret123'],
    ['Login with "tomsmith" and "Super Secret"', 'tomsmith', 'Super Secret'],
    ['Log in with tomsmith and SuperSecretPassword!', 'tomsmith', 'SuperSecretPassword!'],
  ])('%s', (line, username, password) => {
    expect(parseStep(line)).toEqual({ ok: true, action: { type: 'signIn', username, password } });
  });

  it('keeps a named stored account a name', () => {
    expect(parseStep('Log in as "qa@shop.test"')).toEqual({
      ok: true,
      action: { type: 'signIn', username: 'qa@shop.test' },
    });
    expect(parseStep('Sign in with the test account')).toEqual({
      ok: true,
      action: { type: 'signIn', username: null },
    });
  });
});

describe('prompts, sliders, fields named after "as", and frames', () => {
  it.each([
    [
      'Click "Click for JS Prompt" and type "hello" in the prompt',
      "Click “Click for JS Prompt”, then answer the page's prompt with “hello”",
    ],
    ['Type hello in the Prompt field', 'Type “hello” into the field “Prompt”'],
    ['Drag the Volume slider to 3.5', 'Set the slider “Volume” to 3.5'],
    ['Drag "A" onto "B"', 'Drag “A” onto “B”'],
    ['Type "SuperSecret!" as your password', 'Type “SuperSecret!” into the field “password”'],
    ['Click Pay in the payment iframe', 'Click “Pay”'],
    ['A new window opens', 'Go on in the tab the last step opened'],
    ['The status should say "Saved"', 'Check that the page shows “Saved”'],
    ['The Result field contains "x"', 'Check that the field “Result” contains “x”'],
    ['The doctor list should be empty', 'Check that there are no items in the list “doctor”'],
    ['The table is empty', 'Check that there are no rows in the table'],
    ['The Email field is empty', 'Check that the field “Email” is empty'],
    ['Choose December 17th in the date picker', 'Pick December 17 in the calendar'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/steps/action.ts';
import {
  describeAction,
  describeTarget,
  editDistance,
  parseKey,
  parseStep,
  variablesIn,
} from '../../../src/steps/index.ts';
import { region, target } from './helpers.ts';

describe('describeAction', () => {
  it.each<[Action, string]>([
    [{ type: 'navigate', url: '/login' }, 'Go to /login'],
    [
      { type: 'click', target: target('Sign in', { kind: 'button', exact: true }), clicks: 1 },
      'Click the button “Sign in”',
    ],
    [{ type: 'click', target: target('Sign in'), clicks: 1 }, 'Click “Sign in”'],
    [{ type: 'click', target: target('Invoice 12', { kind: 'row' }), clicks: 2 }, 'Double-click the row “Invoice 12”'],
    [
      { type: 'fill', target: target('Email'), value: '{{account.username}}' },
      'Type “{{account.username}}” into the field “Email”',
    ],
    [{ type: 'clear', target: target('Email') }, 'Clear the field “Email”'],
    [{ type: 'select', target: target('Country'), option: 'France' }, 'Select “France” in the dropdown “Country”'],
    [{ type: 'check', target: target('Dark mode', { kind: 'switch' }), checked: true }, 'Check the switch “Dark mode”'],
    [{ type: 'check', target: target('Newsletter'), checked: false }, 'Uncheck the checkbox “Newsletter”'],
    [{ type: 'press', key: 'Enter', target: null }, 'Press Enter'],
    [{ type: 'press', key: 'Control+A', target: target('Editor') }, 'Press Control+A in the field “Editor”'],
    [{ type: 'hover', target: target('Account') }, 'Hover over “Account”'],
    [{ type: 'upload', target: target('Resume'), file: 'cv.pdf' }, 'Upload “cv.pdf” to the field “Resume”'],
    [{ type: 'wait', seconds: 1 }, 'Wait 1 second'],
    [{ type: 'wait', seconds: 0.5 }, 'Wait 0.5 seconds'],
    [{ type: 'waitFor', target: target('Saved', { exact: true }), state: 'visible' }, 'Wait until “Saved” appears'],
    [{ type: 'waitFor', target: target('', { kind: 'dialog' }), state: 'hidden' }, 'Wait until the dialog disappears'],
    [
      { type: 'expect', assertion: { type: 'text', text: 'Dashboard', present: true, region: null } },
      'Check that the page shows “Dashboard”',
    ],
    [
      {
        type: 'expect',
        assertion: { type: 'text', text: 'Error', present: false, region: region('section', 'Billing') },
      },
      'Check that the section “Billing” does not show “Error”',
    ],
    [
      { type: 'expect', assertion: { type: 'state', target: target('Save', { kind: 'button' }), state: 'disabled' } },
      'Check that the button “Save” is disabled',
    ],
    [
      { type: 'expect', assertion: { type: 'value', target: target('Email'), value: 'a@b', match: 'contains' } },
      'Check that the field “Email” contains “a@b”',
    ],
    [
      { type: 'expect', assertion: { type: 'value', target: target('Email'), value: '', match: 'equals' } },
      'Check that the field “Email” is empty',
    ],
    [
      { type: 'expect', assertion: { type: 'url', value: '/dash', match: 'contains' } },
      'Check that the URL contains /dash',
    ],
    [
      { type: 'expect', assertion: { type: 'title', value: 'Home', match: 'equals' } },
      'Check that the page title is “Home”',
    ],
    [
      {
        type: 'expect',
        assertion: { type: 'count', target: target('', { kind: 'row', region: region('table') }), count: 1 },
      },
      'Check that there is 1 row in the table',
    ],
    [
      { type: 'expect', assertion: { type: 'count', target: target('Product'), count: 0 } },
      'Check that there are no elements “Product”',
    ],
    [{ type: 'expect', assertion: { type: 'noConsoleErrors' } }, 'Check that the console shows no errors'],
    [{ type: 'signIn', username: null }, 'Sign in with the test account'],
    [{ type: 'signIn', username: 'qa@shop.test' }, 'Sign in as “qa@shop.test”'],
    [
      { type: 'signIn', username: 'tomsmith', password: 'Secret!' },
      'Sign in as “tomsmith” with the password the step gives',
    ],
    [{ type: 'totp', target: null }, 'Enter the current two-factor code into the code field'],
    [{ type: 'email', op: 'open' }, 'Open the latest email'],
    [{ type: 'email', op: 'clickLink', linkText: null }, 'Click the link in the latest email'],
    [{ type: 'email', op: 'clickLink', linkText: 'Verify' }, 'Click the link “Verify” in the latest email'],
    [{ type: 'email', op: 'readCode', variable: 'code' }, 'Read the code from the latest email into {{code}}'],
    [
      { type: 'remember', target: target('Order number'), variable: 'order' },
      'Remember the text of “Order number” as {{order}}',
    ],
  ])('%j → %s', (action, words) => {
    expect(describeAction(action)).toBe(words);
  });
});

describe('describeTarget', () => {
  it('says the ordinal, the kind, the name and the region', () => {
    const t = target('Delete', { kind: 'button', ordinal: 2, region: region('row', 'Invoice 12') });
    expect(describeTarget(t)).toBe('the second button “Delete” in the row “Invoice 12”');
    expect(describeTarget(target('Delete', { ordinal: -1 }))).toBe('the last “Delete”');
    expect(describeTarget(target('x', { ordinal: 21 }))).toBe('the 21st “x”');
    expect(describeTarget(target('x', { ordinal: 12 }))).toBe('the 12th “x”');
  });
});

describe('variablesIn', () => {
  it.each<[string, string[]]>([
    ['Type {{account.username}} into Email', ['account.username']],
    ['Go to {{env.url}}/orders/{{order}}', ['env.url', 'order']],
    ['Type {{ random.email }} into {{field}} and {{random.email}}', ['random.email', 'field']],
    ['Click "Sign in"', []],
    ['Type {single} and {{not closed', []],
  ])('%s → %j', (text, names) => {
    expect(variablesIn(text)).toEqual(names);
  });
});

describe('parseKey', () => {
  it.each<[string, string | null]>([
    ['enter', 'Enter'],
    ['Return', 'Enter'],
    ['TAB', 'Tab'],
    ['esc', 'Escape'],
    ['escape', 'Escape'],
    ['space', 'Space'],
    ['backspace', 'Backspace'],
    ['del', 'Delete'],
    ['page down', 'PageDown'],
    ['arrow down', 'ArrowDown'],
    ['down arrow', 'ArrowDown'],
    ['up', 'ArrowUp'],
    ['ctrl+a', 'Control+A'],
    ['Ctrl + Shift + Tab', 'Control+Shift+Tab'],
    ['alt+f4', 'Alt+F4'],
    ['cmd+k', 'Meta+K'],
    ['shift', 'Shift'],
    ['the Escape key', 'Escape'],
    ['x', 'x'],
    ['Sign in', null],
    ['ctrl+', null],
    ['hyper+a', null],
  ])('%s → %s', (written, key) => {
    expect(parseKey(written)).toBe(key);
  });
});

describe('editDistance', () => {
  it('counts single-letter edits, a swap of neighbours as one', () => {
    expect(editDistance('click', 'click')).toBe(0);
    expect(editDistance('clikc', 'click')).toBe(1);
    expect(editDistance('clck', 'click')).toBe(1);
    expect(editDistance('wait', 'wiat')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('a protocol-relative address ("//host/path")', () => {
  const shown = (step: string, environmentUrl?: string) => {
    const parsed = parseStep(step);
    if (!parsed.ok) throw new Error(`not understood: ${step}`);
    return describeAction(parsed.action, environmentUrl);
  };

  it("is shown as the full URL of that host, with the environment's scheme", () => {
    expect(parseStep('Go to //127.0.0.1:9999/x')).toEqual({
      ok: true,
      action: { type: 'navigate', url: '//127.0.0.1:9999/x' },
    });
    expect(shown('Go to //127.0.0.1:9999/x', 'https://staging.shop.test/app/')).toBe('Go to https://127.0.0.1:9999/x');
    expect(shown('Open //127.0.0.1:9999/x?a=1', 'http://localhost:3000')).toBe('Go to http://127.0.0.1:9999/x?a=1');
  });

  it('says which scheme it takes while no environment is chosen', () => {
    expect(shown('Go to //127.0.0.1:9999/x')).toBe(
      "Go to http://127.0.0.1:9999/x (https:// when the environment's URL is https)",
    );
  });

  it('is read as browsers read it: a backslash counts as a slash, and more slashes are still a host', () => {
    expect(shown('Go to /\\127.0.0.1:9999/x', 'https://staging.shop.test')).toBe('Go to https://127.0.0.1:9999/x');
    expect(shown('Go to ///127.0.0.1:9999/x', 'https://staging.shop.test')).toBe('Go to https://127.0.0.1:9999/x');
  });

  it('leaves a path on the environment, and a full URL, as written', () => {
    expect(shown('Go to /login', 'https://staging.shop.test')).toBe('Go to /login');
    expect(shown('Go to http://127.0.0.1:9999/x', 'https://staging.shop.test')).toBe('Go to http://127.0.0.1:9999/x');
  });
});

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/steps/action.ts';
import { parseStep, parseSteps } from '../../../src/steps/index.ts';
import { actionOf, region, target } from './helpers.ts';

type Case = [line: string, action: Action];

const click = (t = target('Sign in'), clicks: 1 | 2 = 1): Action => ({ type: 'click', target: t, clicks });
const fill = (t: ReturnType<typeof target>, value: string): Action => ({ type: 'fill', target: t, value });
const expectThat = (assertion: Extract<Action, { type: 'expect' }>['assertion']): Action => ({
  type: 'expect',
  assertion,
});

const navigation: Case[] = [
  ['Go to /login', { type: 'navigate', url: '/login' }],
  ['Open https://example.com/x', { type: 'navigate', url: 'https://example.com/x' }],
  ['Navigate to /settings', { type: 'navigate', url: '/settings' }],
  ['Visit {{env.url}}/a', { type: 'navigate', url: '{{env.url}}/a' }],
  ['go to "/login".', { type: 'navigate', url: '/login' }],
  ['Open localhost:3000/x', { type: 'navigate', url: 'localhost:3000/x' }],
];

const clicks: Case[] = [
  ['Click Sign in', click()],
  ['Click the "Sign in" button', click(target('Sign in', { kind: 'button', exact: true }))],
  ['Click the button "Sign in"', click(target('Sign in', { kind: 'button', exact: true }))],
  ['Click the Sign in button', click(target('Sign in', { kind: 'button' }))],
  ['Click Sign in button', click(target('Sign in', { kind: 'button' }))],
  ['Click the second "Delete" button', click(target('Delete', { kind: 'button', exact: true, ordinal: 2 }))],
  ['Click the last link "More"', click(target('More', { kind: 'link', exact: true, ordinal: -1 }))],
  ['Click the 3rd "Edit" link', click(target('Edit', { kind: 'link', exact: true, ordinal: 3 }))],
  ['Click "Save" in the dialog', click(target('Save', { exact: true, region: region('dialog') }))],
  ['Double-click the row "Invoice 12"', click(target('Invoice 12', { kind: 'row', exact: true }), 2)],
  ['Double click "Row 1"', click(target('Row 1', { exact: true }), 2)],
  ['Tap Menu', click(target('Menu'))],
  ['Click on Sign in', click()],
  ['Press the "Sign in" button', click(target('Sign in', { kind: 'button', exact: true }))],
  ['Press "Sign in"', click(target('Sign in', { exact: true, kind: 'button' }))],
  ['Click Add item', click(target('Add item'))],
  ['Click the Add item', click(target('Add', { kind: 'listitem' }))],
  ['Click Log in in the header', click(target('Log in', { region: region('header') }))],
  ['Hover over Account', { type: 'hover', target: target('Account') }],
  ['Mouse over the "Help" icon', { type: 'hover', target: target('Help', { kind: 'image', exact: true }) }],
];

const forms: Case[] = [
  ['Type {{account.username}} into Email', fill(target('Email'), '{{account.username}}')],
  ['Enter "secret" in the Password field', fill(target('Password', { kind: 'field' }), 'secret')],
  ['Fill Email with "a@b.c"', fill(target('Email'), 'a@b.c')],
  ['Fill in "Name" with Jo', fill(target('Name', { exact: true }), 'Jo')],
  ['Type "x" into the search box', fill(target('search', { kind: 'field' }), 'x')],
  ['Type "Log in to the app" into Search', fill(target('Search'), 'Log in to the app')],
  ['Type Sign in into Email', fill(target('Email'), 'Sign in')],
  ['Type "" into Email', fill(target('Email'), '')],
  ['Set Email to "a@b.c"', fill(target('Email'), 'a@b.c')],
  ['Clear the Email field', { type: 'clear', target: target('Email', { kind: 'field' }) }],
  ['Select "France" from Country', { type: 'select', target: target('Country'), option: 'France' }],
  [
    'Choose "France" in the Country dropdown',
    { type: 'select', target: target('Country', { kind: 'dropdown' }), option: 'France' },
  ],
  [
    'Set the Country dropdown to France',
    { type: 'select', target: target('Country', { kind: 'dropdown' }), option: 'France' },
  ],
  ['Select the "Express" radio button', click(target('Express', { kind: 'radio', exact: true }))],
  ['Check "I agree"', { type: 'check', target: target('I agree', { exact: true }), checked: true }],
  [
    'Uncheck the "Newsletter" checkbox',
    { type: 'check', target: target('Newsletter', { kind: 'checkbox', exact: true }), checked: false },
  ],
  ['Tick Remember me', { type: 'check', target: target('Remember me'), checked: true }],
  ['Untick Remember me', { type: 'check', target: target('Remember me'), checked: false }],
  [
    'Turn on the "Dark mode" switch',
    { type: 'check', target: target('Dark mode', { kind: 'switch', exact: true }), checked: true },
  ],
  ['Switch Notifications off', { type: 'check', target: target('Notifications'), checked: false }],
  ['Upload "cv.pdf" to Resume', { type: 'upload', target: target('Resume'), file: 'cv.pdf' }],
  [
    'Attach "cv.pdf" to the Resume field',
    { type: 'upload', target: target('Resume', { kind: 'field' }), file: 'cv.pdf' },
  ],
];

const keys: Case[] = [
  ['Press Enter', { type: 'press', key: 'Enter', target: null }],
  ['Press enter', { type: 'press', key: 'Enter', target: null }],
  ['Press tab', { type: 'press', key: 'Tab', target: null }],
  ['Press esc', { type: 'press', key: 'Escape', target: null }],
  ['Press the Escape key', { type: 'press', key: 'Escape', target: null }],
  ['Press arrow down', { type: 'press', key: 'ArrowDown', target: null }],
  ['Press "Enter"', { type: 'press', key: 'Enter', target: null }],
  ['Press ctrl+shift+k', { type: 'press', key: 'Control+Shift+K', target: null }],
  ['Press cmd + enter', { type: 'press', key: 'Meta+Enter', target: null }],
  ['Press a', { type: 'press', key: 'a', target: null }],
  ['Hit F5', { type: 'press', key: 'F5', target: null }],
  [
    'Press Control+A in the Editor field',
    { type: 'press', key: 'Control+A', target: target('Editor', { kind: 'field' }) },
  ],
];

const waits: Case[] = [
  ['Wait 2 seconds', { type: 'wait', seconds: 2 }],
  ['Wait for 500 ms', { type: 'wait', seconds: 0.5 }],
  ['Wait 1.5 seconds', { type: 'wait', seconds: 1.5 }],
  ['Wait 1 second', { type: 'wait', seconds: 1 }],
  ['Wait 2s', { type: 'wait', seconds: 2 }],
  ['Wait a minute', { type: 'wait', seconds: 60 }],
  ['Wait until "Saved" appears', { type: 'waitFor', target: target('Saved', { exact: true }), state: 'visible' }],
  ['Wait until the spinner disappears', { type: 'waitFor', target: target('spinner'), state: 'hidden' }],
  [
    'Wait for the "Results" heading to appear',
    { type: 'waitFor', target: target('Results', { kind: 'heading', exact: true }), state: 'visible' },
  ],
  ['Wait for the spinner to go away', { type: 'waitFor', target: target('spinner'), state: 'hidden' }],
  ['Wait for "Results"', { type: 'waitFor', target: target('Results', { exact: true }), state: 'visible' }],
];

const expectations: Case[] = [
  ['Expect to see Dashboard', expectThat({ type: 'text', text: 'Dashboard', present: true, region: null })],
  ['I see "Welcome back"', expectThat({ type: 'text', text: 'Welcome back', present: true, region: null })],
  ['Then I should see "Welcome back"', expectThat({ type: 'text', text: 'Welcome back', present: true, region: null })],
  ['I don\'t see "Error"', expectThat({ type: 'text', text: 'Error', present: false, region: null })],
  ['I should not see "Error"', expectThat({ type: 'text', text: 'Error', present: false, region: null })],
  ['I don’t see “Error”', expectThat({ type: 'text', text: 'Error', present: false, region: null })],
  ['I see "Total" in the dialog', expectThat({ type: 'text', text: 'Total', present: true, region: region('dialog') })],
  ['Verify that the page shows "Saved"', expectThat({ type: 'text', text: 'Saved', present: true, region: null })],
  ['Check that "Saved" appears', expectThat({ type: 'text', text: 'Saved', present: true, region: null })],
  ['Expect "Welcome"', expectThat({ type: 'text', text: 'Welcome', present: true, region: null })],
  ['The dialog contains "Saved"', expectThat({ type: 'text', text: 'Saved', present: true, region: region('dialog') })],
  ...(['disabled', 'enabled', 'visible', 'hidden', 'checked', 'unchecked'] as const).map((state): Case => [
    `The "Save" button is ${state}`,
    expectThat({ type: 'state', target: target('Save', { kind: 'button', exact: true }), state }),
  ]),
  [
    'The "Save" button is not disabled',
    expectThat({ type: 'state', target: target('Save', { kind: 'button', exact: true }), state: 'enabled' }),
  ],
  [
    'The Remember me checkbox is checked',
    expectThat({ type: 'state', target: target('Remember me', { kind: 'checkbox' }), state: 'checked' }),
  ],
  [
    'Check that the "Save" button is disabled',
    expectThat({ type: 'state', target: target('Save', { kind: 'button', exact: true }), state: 'disabled' }),
  ],
  [
    'I see the "Save" button',
    expectThat({ type: 'state', target: target('Save', { kind: 'button', exact: true }), state: 'visible' }),
  ],
  [
    'The Email field contains "a@b"',
    expectThat({ type: 'value', target: target('Email', { kind: 'field' }), value: 'a@b', match: 'contains' }),
  ],
  [
    'The Email field has value "a@b.c"',
    expectThat({ type: 'value', target: target('Email', { kind: 'field' }), value: 'a@b.c', match: 'equals' }),
  ],
  [
    'The Email field is "a@b.c"',
    expectThat({ type: 'value', target: target('Email', { kind: 'field' }), value: 'a@b.c', match: 'equals' }),
  ],
  ['The URL is /dashboard', expectThat({ type: 'url', value: '/dashboard', match: 'equals' })],
  ['The URL contains /dash', expectThat({ type: 'url', value: '/dash', match: 'contains' })],
  ['Verify the current URL contains "/dash"', expectThat({ type: 'url', value: '/dash', match: 'contains' })],
  ['The title is "Dashboard"', expectThat({ type: 'title', value: 'Dashboard', match: 'equals' })],
  ['The page title contains Dash', expectThat({ type: 'title', value: 'Dash', match: 'contains' })],
  [
    'I see 3 rows in the table',
    expectThat({ type: 'count', target: target('', { kind: 'row', region: region('table') }), count: 3 }),
  ],
  [
    'There are 5 items "Product"',
    expectThat({ type: 'count', target: target('Product', { kind: 'listitem', exact: true }), count: 5 }),
  ],
  [
    'I see no rows in the table',
    expectThat({ type: 'count', target: target('', { kind: 'row', region: region('table') }), count: 0 }),
  ],
  [
    'I see 2 results',
    expectThat({ type: 'count', target: target('', { kind: 'listitem' }), count: 2, orShown: '2 results' }),
  ],
  ['There are no console errors', expectThat({ type: 'noConsoleErrors' })],
  ['No console errors', expectThat({ type: 'noConsoleErrors' })],
];

const accounts: Case[] = [
  ['Sign in', { type: 'signIn', username: null }],
  ['Log in', { type: 'signIn', username: null }],
  ['Login', { type: 'signIn', username: null }],
  ['Sign in as {username}', { type: 'signIn', username: '{username}' }],
  ['Log in as "qa@shop.test"', { type: 'signIn', username: 'qa@shop.test' }],
  ['Sign in as {{account.username}}', { type: 'signIn', username: '{{account.username}}' }],
  ['Sign in with the test account', { type: 'signIn', username: null }],
  ['Enter the two-factor code', { type: 'totp', target: null }],
  ['Enter the 2FA code into "Code"', { type: 'totp', target: target('Code', { exact: true }) }],
  ['Type the one-time code in the Code field', { type: 'totp', target: target('Code', { kind: 'field' }) }],
  ['Open the latest email', { type: 'email', op: 'open' }],
  ['Click the link in the latest email', { type: 'email', op: 'clickLink', linkText: null }],
  ['Click the "Verify" link in the latest email', { type: 'email', op: 'clickLink', linkText: 'Verify' }],
  ['Read the code from the latest email as code', { type: 'email', op: 'readCode', variable: 'code' }],
  ['Read the code from the latest email', { type: 'email', op: 'readCode', variable: 'code' }],
  ['Copy the verification code from the last email as otp', { type: 'email', op: 'readCode', variable: 'otp' }],
  [
    'Remember the text of the "Order number" as order',
    { type: 'remember', target: target('Order number', { exact: true }), variable: 'order' },
  ],
  [
    'Remember the "Total" as {{total}}',
    { type: 'remember', target: target('Total', { exact: true }), variable: 'total' },
  ],
];

const text = (t: string, present = true): Action => expectThat({ type: 'text', text: t, present, region: null });

/** Steps a new user writes without reading the step language first, as a probe of unseen apps found them. */
const pageAndBrowser: Case[] = [
  ['Go back', { type: 'history', direction: 'back' }],
  ['Go back to the previous page', { type: 'history', direction: 'back' }],
  ['Press the browser back button', { type: 'history', direction: 'back' }],
  ['Navigate forward', { type: 'history', direction: 'forward' }],
  ['Refresh the page', { type: 'reload' }],
  ['Reload', { type: 'reload' }],
  ['Scroll down', { type: 'scroll', to: 'down' }],
  ['Scroll up a bit', { type: 'scroll', to: 'up' }],
  ['Scroll to the bottom of the page', { type: 'scroll', to: 'bottom' }],
  ['Scroll down to the footer', { type: 'scroll', to: 'bottom' }],
  ['Scroll back to the top', { type: 'scroll', to: 'top' }],
  ['Scroll to "Contact us"', { type: 'scrollTo', target: target('Contact us', { exact: true }) }],
  [
    'Scroll down to the "Load more" button',
    { type: 'scrollTo', target: target('Load more', { kind: 'button', exact: true }) },
  ],
  ['Close the dialog', { type: 'closeDialog' }],
  ['Close the "Welcome" modal', { type: 'closeDialog' }],
  ['Dismiss the popup', { type: 'closeDialog' }],
  ['Accept cookies', { type: 'acceptCookies' }],
  ['Accept all cookies', { type: 'acceptCookies' }],
  ['Dismiss the cookie banner', { type: 'acceptCookies' }],
  ['Log out', { type: 'signOut' }],
  ['Sign out', { type: 'signOut' }],
  ['Logout', { type: 'signOut' }],
  ['Wait for the page to load', { type: 'waitForLoad' }],
  ['Wait until the page has loaded', { type: 'waitForLoad' }],
  ['Take a screenshot', { type: 'screenshot' }],
  ['Submit the form', { type: 'submitForm' }],
  ['Send the signup form', { type: 'submitForm' }],
  [
    'The Email field shows an error',
    expectThat({ type: 'state', target: target('Email', { kind: 'field' }), state: 'invalid' }),
  ],
  [
    'The Email field shows no error',
    expectThat({ type: 'state', target: target('Email', { kind: 'field' }), state: 'valid' }),
  ],
  ['Search for "running shoes"', { type: 'search', value: 'running shoes', target: null }],
  [
    'Search for "shoes" in the Products field',
    { type: 'search', value: 'shoes', target: target('Products', { kind: 'field' }) },
  ],
  [
    'Then search results are displayed',
    expectThat({ type: 'state', target: target('search results'), state: 'visible' }),
  ],
  ['Expand all', click(target('Expand all', { exact: true }))],
  ['Click the Apply for the job button', click(target('Apply for the job', { kind: 'button' }))],
  [
    'The "Password" error message is displayed',
    expectThat({ type: 'state', target: target('Password', { kind: 'field', exact: true }), state: 'invalid' }),
  ],
  ['I am on the home page', expectThat({ type: 'url', value: '{{env.url}}', match: 'equals' })],
  ['Open the homepage', { type: 'navigate', url: '{{env.url}}' }],
  ['Go to the home page', { type: 'navigate', url: '{{env.url}}' }],
  ['Go to the next page', click(target('Next'))],
  ['Go to the Settings page', { type: 'openPage', name: 'Settings', path: '/settings' }],
  ['Navigate to the order history screen', { type: 'openPage', name: 'order history', path: '/order-history' }],
  ['Open the Settings tab', click(target('Settings', { kind: 'tab' }))],
  ['Open the "Account" menu', click(target('Account', { exact: true }))],
  ['Expand the "Details" section', click(target('Details', { exact: true }))],
  ['Toggle dark mode', click(target('dark mode'))],
  ['Choose "Express" shipping', click(target('Express', { exact: true }))],
  [
    'Select Berlin from the City autocomplete',
    { type: 'select', target: target('City', { kind: 'dropdown' }), option: 'Berlin' },
  ],
  ['Set the Volume slider to 80', { type: 'fill', target: target('Volume', { kind: 'slider' }), value: '80' }],
  [
    'Check the box in the row for Carol',
    { type: 'check', target: target('', { kind: 'checkbox', region: region('row', 'Carol') }), checked: true },
  ],
  [
    'Click the Add to cart button for "Blue shirt"',
    click(target('Add to cart', { kind: 'button', region: { kind: 'near', name: 'Blue shirt' } })),
  ],
  ['Click the link for more details', click(target('more details', { kind: 'link' }))],
  ['Sort the table by Name', { type: 'sort', target: target('Name', { kind: 'cell' }), direction: null }],
  [
    'Sort by "Price" descending',
    { type: 'sort', target: target('Price', { kind: 'cell', exact: true }), direction: 'descending' },
  ],
  ['Click the Name column header', click(target('Name', { kind: 'cell' }))],
  ['Open the user menu', click(target('user'))],
  [
    'The first row in the table contains "Aaron"',
    expectThat({
      type: 'value',
      target: target('', { kind: 'row', ordinal: 1, region: region('table') }),
      value: 'Aaron',
      match: 'contains',
    }),
  ],
  ['Verify the error message "Invalid password" is shown', text('Invalid password')],
  ['I see the success message "Saved"', text('Saved')],
  ['The "Saved" notification disappears', text('Saved', false)],
  ['No errors are shown', text('error', false)],
  ['There are no error messages', expectThat({ type: 'message', tone: 'error', text: null, present: false })],
  ['The title of the page is "Orders"', expectThat({ type: 'title', value: 'Orders', match: 'equals' })],
  [
    'Verify that the heading says "Dashboard"',
    expectThat({ type: 'state', target: target('Dashboard', { kind: 'heading' }), state: 'visible' }),
  ],
  [
    'The page heading is "Orders"',
    expectThat({ type: 'state', target: target('Orders', { kind: 'heading', exact: true }), state: 'visible' }),
  ],
  ['I am on /dashboard', expectThat({ type: 'url', value: '/dashboard', match: 'path' })],
  ['I should be redirected to /login', expectThat({ type: 'url', value: '/login', match: 'path' })],
  ['I am on the order history page', expectThat({ type: 'url', value: 'order-history', match: 'path' })],
];

describe('parseStep', () => {
  describe.each([
    ['steps on the page or browser as a whole', pageAndBrowser],
    ['navigation', navigation],
    ['clicks and pointing', clicks],
    ['typing and forms', forms],
    ['keys', keys],
    ['waits', waits],
    ['expectations', expectations],
    ['test accounts, mail and remembered values', accounts],
  ])('%s', (_, cases) => {
    it.each(cases)('%s', (line, action) => {
      expect(parseStep(line)).toEqual({ ok: true, action });
    });
  });
});

describe('how a line is read', () => {
  it.each([
    'Click the "Sign in" button',
    'click the "Sign in" button',
    'CLICK THE "Sign in" BUTTON',
    'Click the "Sign in" button.',
    '  Click   the "Sign in"  button  ',
    'Given I click the "Sign in" button',
    'When I click the "Sign in" button',
    'And I click the "Sign in" button',
    'But I click the "Sign in" button',
    '* Click the "Sign in" button',
    'I click the "Sign in" button',
    '1. Click the "Sign in" button',
    'Click the “Sign in” button',
    "Click the 'Sign in' button",
    'Click the ‘Sign in’ button',
  ])('%s', (line) => {
    expect(actionOf(line)).toEqual(click(target('Sign in', { kind: 'button', exact: true })));
  });

  it('keeps the case of names and the punctuation inside quotes', () => {
    expect(actionOf('I see "Saved."')).toEqual(
      expectThat({ type: 'text', text: 'Saved.', present: true, region: null }),
    );
    expect(actionOf('Click SIGN IN')).toEqual(click(target('SIGN IN')));
  });

  it('keeps variables as written, never filled in', () => {
    expect(actionOf('Type {{ random.email }} into Email')).toEqual(fill(target('Email'), '{{ random.email }}'));
    expect(actionOf('Click "{{order}}"')).toEqual(click(target('{{order}}', { exact: true })));
  });

  it('tells "Check that …" (a check) from "Check …" (a checkbox)', () => {
    expect(actionOf('Check that the "Save" button is enabled').type).toBe('expect');
    expect(actionOf('Check the "Save" button is enabled').type).toBe('expect');
    expect(actionOf('Check "I agree"').type).toBe('check');
    expect(actionOf('Check the Terms checkbox').type).toBe('check');
  });

  it('reads "title" as a role word except in the title check', () => {
    expect(actionOf('The "Results" title is visible')).toEqual(
      expectThat({ type: 'state', target: target('Results', { kind: 'heading', exact: true }), state: 'visible' }),
    );
    expect(actionOf('The title is visible')).toEqual(expectThat({ type: 'title', value: 'visible', match: 'equals' }));
  });

  it('gives the same answer every time', () => {
    const line = 'Click the second "Delete" button in the "Billing" section';
    expect(parseStep(line)).toEqual(parseStep(line));
  });

  it('parses a list of steps in order', () => {
    expect(parseSteps(['Go to /login', 'Sign in', 'Frobnicate'])).toEqual([
      { ok: true, action: { type: 'navigate', url: '/login' } },
      { ok: true, action: { type: 'signIn', username: null } },
      expect.objectContaining({ ok: false }),
    ]);
  });
});

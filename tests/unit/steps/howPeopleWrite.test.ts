import { readsAs } from './helpers.ts';

// How people outside the project write steps: tenses, pairs of fields and values, shortened words, two checks joined
// by "and". Each rule is tried on wordings it was not written from.

readsAs('a state brought about, or being brought about, is the step that brings it about', [
  ['Given the shopper has already ticked "Gift wrap"', 'Check the checkbox “Gift wrap”'],
  ["Given I've opened the Settings tab", 'Click the tab “Settings”'],
  ['When we are typing "abc" into Search', 'Type “abc” into the field “Search”'],
  ['Then I have 2 items in my basket', 'Check that there are 2 items in the section “basket”'],
  ['Given I want to log in', /^not understood: "want" is not a step I know/],
]);

readsAs('fields and their values, listed', [
  ['* Phone: 555 0100', 'Type “555 0100” into the field “Phone”'],
  [
    'Enter city: Oslo and zip code: 0150',
    'Type “Oslo” into the field “city”, then type “0150” into the field “zip code”',
  ],
  ['The customer supplies email "a@b.co"', 'Type “a@b.co” into the field “email”'],
  ['Note: the form is long', /^not understood/],
  ['Then Subject: Hello there', 'Check that the field “Subject” contains “Hello there”'],
]);

readsAs('shortened words and a person’s own fields', [
  ['Tap the Save btn', 'Click the button “Save”'],
  ['The error msg "Required" is shown', 'Check that the page shows “Required”'],
  ['Type "Ann" into the customer\'s first name', 'Type “Ann” into the field “first name”'],
]);

readsAs('two states joined by "and", sharing their subject', [
  [
    'The Next button should be visible and enabled',
    'Check that the button “Next” is visible, then check that the button “Next” is enabled',
  ],
  ['Then the popup is closed and gone', 'Check that the dialog is hidden, then check that the dialog is hidden'],
  ['Tap Save and the modal is closed', 'Click “Save”, then check that the dialog is hidden'],
]);

readsAs('how many there should be, however it is said', [
  ['Then the user should get 4 orders in the table', 'Check that there are 4 items in the table'],
  ['And I should find 2 links in the footer', 'Check that there are 2 links in the footer'],
]);

import { describe, expect, it } from 'vitest';
import { parseStep } from '../../../src/steps/index.ts';
import { shown } from './helpers.ts';

// A name is a few words the page shows and a value the words to type: never a description, a place on the screen,
// what the step is for, or a second clause. What cannot be bounded is not understood, rather than misread.
describe('bounded names and values', () => {
  it.each([
    // Where on the screen it is says nothing of what it is called.
    ['Click the "Buy" button located at the bottom of the screen', 'Click “Buy”'],
    ['Press the Export link on the reports page', 'Click the link “Export”'],
    ['Click Settings from the side menu', 'Click “Settings” in the sidebar'],
    // What an action is for is no part of its target.
    ['Tick the checkbox beside "Eggs" to mark it as bought', 'Check the checkbox next to “Eggs”'],
    ['Click "Delete" so that the row is removed', 'Click “Delete”'],
    ['Enter "Bob" in Name to continue', 'Type “Bob” into the field “Name”'],
    // …but "to" before a place or a thing is part of a name.
    ['Click Proceed to checkout', 'Click “Proceed to checkout”'],
    ['Click Back to top', 'Click “Back to top”'],
    // The stored account's values, asked for by what they are.
    ['Enter my email into the Email field', 'Type “{{account.username}}” into the field “Email”'],
    ['Enter valid credentials', 'Type the username and password of the test account, without signing in yet'],
    ['Given I am signed in with valid credentials', 'Sign in with the test account'],
    // Whole phrasings read as the one the rules know.
    ['The settings page should be displayed', "Check that the page's path has “settings”"],
    ['Open the url "https://example.org/a"', 'Go to https://example.org/a'],
    ['Verify the logo visibility', 'Check that “logo” is visible'],
    ['Verify the presence of the Logout link', 'Check that the link “Logout” is visible'],
    ['Check for broken images', 'Check that every image on the page has loaded'],
    // A check that nothing says an error means what it says.
    ['No errors are shown', 'Check that the page does not show “error”'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });

  it.each([
    ['Click a category', '“a category” names no one element'],
    ['Type a description into Notes', '“a description” describes a value rather than giving it'],
    ['Fill the Name field with the customer name', '“the customer name” describes a value'],
    ['Click "Save" and fly to the moon', 'holds quote marks and other words'],
    ['Click the banner that says we are hiring', 'holds a clause of its own'],
    // Words to see that describe rather than quote: no page shows them as written.
    ['I see their order history', "I don't know how to check"],
    ['Verify that it disappears', '“it” describes what to see rather than quoting it'],
    // No element of no kind is always none: such a count passes on any page.
    ['There are no records listed', '“records listed” is no kind of element to count'],
  ])('%s is not understood: %s', (line, reason) => {
    expect(shown(line)).toContain(reason);
    expect(shown(line)).toMatch(/^not understood/);
  });

  it('offers the step that points at the first one for an indefinite target', () => {
    expect(parseStep('Click a category')).toMatchObject({ ok: false, suggestion: 'Click the first category' });
  });
});

describe('targets by their place, their number or their menu', () => {
  it.each([
    ['Tick the row #2', 'Check the second row'],
    ['Click the Reports tabs', 'Click the tab “Reports”'],
    ['Hover over the Sales side menu item', 'Hover over “Sales” in the navigation'],
    ['The user clicks on Billing option', 'Click “Billing”'],
    ['Press the "Buy" button for the second product', 'Click the button “Buy” in the second section'],
    ['Click Archive on that row', 'Click “Archive”'],
    ['The number of pending items should be 5', 'Check that there are 5 items “pending”'],
    ['Switch to the newly opened window', 'Go on in the tab the last step opened'],
    [
      'Then I should be on the orders page "https://shop.test/orders"',
      'Check that the URL is https://shop.test/orders',
    ],
    ['Select the Newest first from the Sort dropdown', 'Select “Newest first” in the dropdown “Sort”'],
    ['Hover over the first dropdown box', 'Hover over the first dropdown'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });

  it.each([
    ['When all the boxes are ticked', 'names several things'],
    ['Search for "shoes" in red and buy them', 'holds a second step'],
    ["Search for 'sofas' on the shop and sort them", 'holds quoted words and others'],
    ['Verify that the new element is present', 'could be anything on the page'],
  ])('%s is not understood: %s', (line, reason) => {
    expect(shown(line)).toMatch(/^not understood/);
    expect(shown(line)).toContain(reason);
  });
});

describe('messages by their kind', () => {
  it.each([
    ['A confirmation message appears', 'Check that a success message is shown'],
    ['Then I see an error message', 'Check that an error message is shown'],
    ['The warning banner should be displayed', 'Check that a warning message is shown'],
    ['Verify that an alert pops up', 'Check that a message is shown'],
    ['I should not see an error', 'Check that no error message is shown'],
    // Quoted words are words to see, wherever the page puts them; a toast gone is that toast gone.
    ['I see the error message "Bad code"', 'Check that the page shows “Bad code”'],
    ['The toast disappears', 'Check that the page does not show “toast”'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('items by what they are for', () => {
  it.each([
    ['Add "Travel mug" to the basket', 'Click “Add to basket” next to “Travel mug”'],
    ['The customer adds the Linen shirt product to the shopping cart', 'Click “Add to cart” next to “Linen shirt”'],
    ['Add the second item to my wishlist', 'Click “Add to wishlist” in the second section'],
    ['Mark "Call mum" as done', 'Check the checkbox next to “Call mum”'],
    ['Mark the last task as completed', 'Check the last checkbox'],
    ['Mark "Call mum" as not done', 'Uncheck the checkbox next to “Call mum”'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });

  it('offers the first one for an item not named', () => {
    expect(parseStep('Add a book to the cart')).toMatchObject({
      ok: false,
      suggestion: 'Add the first book to the cart',
    });
  });
});

describe('what the admin app probe read wrong', () => {
  it.each([
    ['Verify the Comments toggle is switched on', 'Check that the switch “Comments” is checked'],
    ['The Dark mode switch is turned off', 'Check that the switch “Dark mode” is unchecked'],
    ['Verify the pager now shows 11-20 of 40', 'Check that the pagination shows “11-20 of 40”'],
    ['Check that the counter says "1 item left"', 'Check that the page shows “1 item left”'],
    ['Select Draft from the status menu', 'Click “Draft” in the navigation “status”'],
    [
      'Enter "Hi" in the Note field and leave Subject empty',
      'Type “Hi” into the field “Note”, then clear the field “Subject”',
    ],
    ['Verify the archived post "Old news" is not in the list', 'Check that the list does not show “Old news”'],
    ['Verify the comment "Nice" is listed', 'Check that “Nice” is visible'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('what names no item or element in particular', () => {
  it.each([
    ['Add the cheapest item to the basket', 'names no item in particular'],
    ['I add 3 items to the cart', 'names no item in particular'],
    ['Click the last slot in the week with seats left', 'describes what to look for rather than naming it'],
  ])('%s is not understood: %s', (line, reason) => {
    expect(shown(line)).toMatch(/^not understood/);
    expect(shown(line)).toContain(reason);
  });

  it('reads what a page should show as words on it', () => {
    expect(shown('The order confirmation page should show "Paid"')).toBe('Check that the page shows “Paid”');
  });
});

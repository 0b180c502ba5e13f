import { describe, expect, it } from 'vitest';
import { parseSteps } from '../../../src/steps/index.ts';
import { shown, shownAs } from './helpers.ts';

// The normalizer: every way of saying a step reads as its plain form. Each group is one rule of English, shown with
// words of its own (none from the outside corpus the rules are measured on).
describe('one reading for every way of saying a step', () => {
  it.each([
    // Who does it: I, we, the user, a customer, he, she, they.
    ['The customer clicks the "Pay" button', 'Click the button “Pay”'],
    ['She types "x" into Email', 'Type “x” into the field “Email”'],
    ['We navigate to /cart', 'Go to /cart'],
    ['He entered "bob" in the Name field', 'Type “bob” into the field “Name”'],
    ['I then click Save', 'Click “Save”'],
    // Verb forms.
    ['Selecting "France" from Country', 'Select “France” in the dropdown “Country”'],
    // Wrappers that add nothing to what is done or checked.
    ['The admin should be able to click Delete', 'Click “Delete”'],
    ['User must be able to see "Welcome"', 'Check that the page shows “Welcome”'],
    ['Please click "OK"', 'Click “OK”'],
    ['Step 2: Click "OK"', 'Click “OK”'],
    ['Expected Result: "Saved" is shown', 'Check that “Saved” is visible'],
    // Questions are the checks they ask about.
    ['Is the Save button disabled?', 'Check that the button “Save” is disabled'],
    ['Are there 2 rows in the table?', 'Check that there are 2 rows in the table'],
    ['Does the page title contain "Shop"?', 'Check that the page title contains “Shop”'],
    ['Can you see "Hello"?', 'Check that the page shows “Hello”'],
    // A state reached is a state.
    ['The Remember me checkbox becomes checked', 'Check that the checkbox “Remember me” is checked'],
    ['The Save button will be disabled', 'Check that the button “Save” is disabled'],
    // Where the browser ends up.
    ['User should be redirected to the dashboard page', "Check that the page's path has “dashboard”"],
    ['Then I should land on the orders page', "Check that the page's path has “orders”"],
    // Something done to X is doing it.
    ['When the Submit button is clicked', 'Click the button “Submit”'],
    ['the form is submitted', 'Submit the form'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('Gherkin keywords carry meaning', () => {
  it('sets up under Given what it checks under Then, and And takes the keyword before it', () => {
    expect(
      parseSteps(['Given the visitor is on /pricing', 'And I am on /plans', 'Then I am on /plans']).map(shownAs),
    ).toEqual(['Go to /pricing', 'Go to /plans', 'Check that the page is /plans']);
  });

  it('opens a page that a Given says is open', () => {
    expect(shown('Given the checkout page is open')).toBe('Open the page “checkout” (its link, or /checkout)');
  });

  it('brings about under When the state a Then checks', () => {
    expect(
      parseSteps(['When the Terms checkbox is selected', 'Then the Terms checkbox is selected']).map(shownAs),
    ).toEqual(['Check the checkbox “Terms”', 'Check that the checkbox “Terms” is checked']);
  });

  it('does not sign in to check that someone is signed in', () => {
    expect(shown('Then the shopper is logged in')).toBe('Check that someone is signed in');
    expect(shown('Then I am not logged in')).toBe('Check that no one is signed in');
    expect(shown('Given the shopper is logged in')).toBe('Sign in with the test account');
  });
});

describe('pages and the app by name', () => {
  it.each([
    ['Open the shop app', 'Go to {{env.url}}'],
    ['Visit the Acme website', 'Go to {{env.url}}'],
    ['Open the app and go to Orders', 'Go to {{env.url}}, then open the page “Orders” (its link, or /orders)'],
    ['Go to Reports', 'Open the page “Reports” (its link, or /reports)'],
    ['Head to the basket', 'Open the page “basket” (its link, or /basket)'],
    ['Open the signup page of the application', 'Open the page “signup” (its link, or /signup)'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('typing, whichever side the value is on', () => {
  it.each([
    ['I enter email as "ann@shop.test"', 'Type “ann@shop.test” into the field “email”'],
    ['Enter first name Ann in the First name field', 'Type “Ann” into the field “First name”'],
    ['Then I enter the city "Lyon"', 'Type “Lyon” into the field “city”'],
    ['Set the zip code box with "75001"', 'Type “75001” into the field “zip code”'],
    ['The user inputs text "hello there"', 'Type “hello there” where the cursor is'],
    ['Enter the credentials "ann" "pa55"', 'Sign in as “ann” with the password the step gives'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('more ways of saying steps the rules know', () => {
  it.each([
    ['Leave the email and phone fields empty', 'Clear the field “email”, then clear the field “phone”'],
    ['The shopper moves to the Help link', 'Hover over the link “Help”'],
    ['Move "Card 2" to the "Done" column', 'Drag “Card 2” onto “Done”'],
    ['Drag the "Sofa" tile and drop it on the "Room" area', 'Drag “Sofa” onto “Room”'],
    ['Scroll through the page', 'Scroll down'],
    ['Capture a screenshot for the report', 'Take a screenshot'],
    ['A new tab should be opened', 'Go on in the tab the last step opened'],
    ['Given the admin is logged in to the Back Office', 'Sign in with the test account'],
    ['Im logged in', 'Sign in with the test account'],
    ['The total is shown as "$9.99"', 'Check that the field “total” contains “$9.99”'],
    [
      'Scroll to the Pricing link and click it',
      'Scroll until the link “Pricing” is in view, then click the link “Pricing”',
    ],
    ['I should see the page title "Checkout"', 'Check that the page title is “Checkout”'],
    ['I should see the order number "A-1001"', 'Check that the page shows “A-1001”'],
    ['Then I see a toast saying "Saved"', 'Check that the page shows “Saved”'],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

describe('the probe’s last phrasings', () => {
  it.each([
    ['Then I should see the login error message', 'Check that an error message is shown'],
    ['Then the Email field will be marked as invalid', 'Check that the field “Email” is invalid'],
    ['And I agree to the cookies', 'Accept the cookies'],
    ['When I search for a book "Dune"', 'Search for “Dune”'],
    ['Given the shopper has navigated to the homepage', 'Go to {{env.url}}'],
    ['Go back to the home page using the browser', 'Go to {{env.url}}'],
    ['Then the admin logs into the portal', 'Sign in with the test account'],
    ['Then I should be in the orders page', "Check that the page's path has “orders”"],
  ])('%s → %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });
});

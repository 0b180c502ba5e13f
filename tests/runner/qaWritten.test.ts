import { describe, expect, it } from 'vitest';
import { FIXTURE_TEST_ACCOUNT, fixtureSite, outcomes, passed } from './harness.ts';

// Test cases as QA people write them, not as the step language's docs do, run on pages drawn as real apps draw them
// (react-admin's and TodoMVC's markup, a shop of divs): each wording is read and performed as a person means it.
const site = fixtureSite();

describe('test cases written as QA people write them', () => {
  it('pages through the posts of an admin app and reads its dashboard', async () => {
    const steps = [
      'Given I navigate to "/admin"',
      'When the user clicks on Posts in the left menu',
      'Then verify the pagination shows 1-10 of 40',
      'And the table should have at least 10 rows',
      'When I click Next in the pagination',
      'Then the pagination now shows 11-20 of 40',
      'When I navigate to Dashboard',
      'Then the Posts counter shows 40',
      'And the cart badge should show 3',
      'And the Users counter should be 12',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it('completes todos and checks them as done', async () => {
    const steps = [
      'Go to /todomvc',
      'Mark "Buy milk" as complete',
      'Then the todo "Buy milk" should be marked as completed',
      'And the todo "Walk the dog" should not be marked as done',
      'The counter says "2 items left"',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it("runs a numbered manual case that names the account's fields alone and lands on a page known by its heading", async () => {
    const steps = [
      '1. Navigate to the "/session-app" page',
      '2. Enter username',
      '3. Enter password',
      '4. Click on Login button',
      '5. Verify that the user is redirected to the products page',
      '6. Verify "Sauce Labs Backpack" is displayed',
      '7. Click on the Open Menu button',
      '8. Click on Logout',
      '9. Verify the user is logged out',
      '10. Verify the Login button is visible',
    ];
    const shopper = {
      ...FIXTURE_TEST_ACCOUNT,
      type: 'password' as const,
      username: 'standard_user',
      password: 'secret_sauce',
      totpSecret: null,
    };
    const run = await site.run(steps, { accounts: [shopper] });
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it('signs in with a pair written in one step and checks the session, then the shop', async () => {
    const steps = [
      'Given I am on the "/session-app" page',
      'When I enter username "standard_user" and password "secret_sauce"',
      'And clicks on the Login button',
      'Then the user should be logged in successfully',
      'Go to /item-shop',
      'Then there should be more than 2 products on the page',
      'And my cart contains 2 items',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });
});

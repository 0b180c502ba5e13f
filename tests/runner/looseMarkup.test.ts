import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// Markup as apps write it rather than as a step's words suggest, from a probe of an unseen app.
const site = fixtureSite();

describe('markup as apps write it', () => {
  it('finds a row by its whole name ("Invoice 1" is not the row of "Invoice 12"), a column to sort by, an option by its place', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Click "Pay" in the row "Invoice 1"',
      'I see "Paid Invoice 1"',
      'I don\'t see "Paid Invoice 12"',
      'Check the box in the row for Carol',
      'The "Select Invoice 1" checkbox is checked',
      'The "Select Invoice 12" checkbox is unchecked',
      'The first row contains "Invoice 12"',
      'The first row in the table contains "Bob"',
      'I see 2 rows in the table',
      'Sort the table by Customer',
      'I see "Sorted by customer"',
      'Select the second option from the Size dropdown',
      'The Size dropdown has value "M"',
    ]);
    expect(outcomes(run)).toEqual(passed(14));
  });

  it('looks in every navigation, in a card or a fieldset by its heading, and in a form with no name', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Click "Edit" in the "Shipping" section',
      'I see "Editing shipping"',
      'Click "Edit" in the Billing section',
      'I see "Editing billing"',
      'Click "Edit" in the Shipping card',
      'I see "Editing shipping"',
      'Click "Tablets" in the Products menu',
      'I see "Tablets listed"',
      'Select "Express" from Shipping method',
      'The "Express" radio button is checked',
      'Click "Phones" in the navigation',
      'I see "Phones listed"',
      'Check "Sports" in the "Interests" section',
      'The "Sports" checkbox is checked',
      'Type "3" into Quantity in the form',
      'The Quantity field has value "3"',
    ]);
    expect(outcomes(run)).toEqual(passed(17));
  });

  it('clicks a link drawn as a button, a button drawn as a link, a clickable element with no role, a name with an arrow', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Click the "Continue shopping" button',
      'I see "Back to the shop"',
      'Click the "Have a coupon?" link',
      'I see "Coupon field shown"',
      'Click the "Add gift wrap" button',
      'I see "Gift wrap added"',
      'Hover over "Products"',
      'I see "Products menu open"',
    ]);
    expect(outcomes(run)).toEqual(passed(9));
  });

  it('reads a tab as selected or not', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'The Overview tab is selected',
      'Click the Specifications tab',
      'The Specifications tab is selected',
      'The Overview tab is not selected',
    ]);
    expect(outcomes(run)).toEqual(passed(5));
    const unchecked = await site.run(['Go to /shop-admin', 'The "Have a coupon?" button is checked'], {
      stepTimeoutMs: 1000,
    });
    expect(unchecked.steps[1]!.message).toBe(
      'The button “Have a coupon?” is neither checked nor selected: it has no such state.',
    );
  });

  it('does not see what a person cannot: text of opacity 0, a toast slid off the screen', async () => {
    const run = await site.run(
      [
        'Go to /shop-admin',
        'I don\'t see "SAVE50"',
        'I don\'t see "Profile updated"',
        'The toast is hidden',
        'I see "Profile updated"',
      ],
      { stepTimeoutMs: 1000 },
    );
    expect(run.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'passed', 'passed', 'failed']);
    expect(run.steps[4]!.message).toBe(`“Profile updated” is not shown on ${site.app.url}/shop-admin.`);
  });

  it('types into an autocomplete and picks the suggestion; writes a date as a date field takes it', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Select "Berlin" from City',
      'I see "City: Berlin"',
      'Enter 15/05/2024 in the Delivery date field',
      'I see "date=2024-05-15"',
      'Type "May 1, 2024" into Delivery date',
      'I see "date=2024-05-01"',
    ]);
    expect(outcomes(run)).toEqual(passed(7));
    const unclear = await site.run(['Go to /shop-admin', 'Enter 05/01/2024 in the Delivery date field']);
    expect(unclear.steps[1]!.message).toBe(
      '“05/01/2024” could be either of two dates, or is none: the field “Delivery date” takes a date as yyyy-mm-dd, as in “2024-05-01”.',
    );
    const missing = await site.run(['Go to /shop-admin', 'Select "Paris" from City'], { stepTimeoutMs: 1500 });
    expect(missing.steps[1]!.message).toBe('The dropdown “City” suggested no option “Paris” once it was typed.');
  });

  it('reads the value beside a label, to remember or to check it', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Remember the text of the "Order number" as order',
      'Type {{order}} into Reference',
      'The Reference field has value "A-10293"',
      'The "Order number" is "A-10293"',
      'The total is "$42.00"',
    ]);
    expect(outcomes(run)).toEqual(passed(6));
  });

  it('finds the button of one product among many by the product it is for', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Click the Add to cart button for "Red shirt"',
      'I see "Added Red shirt"',
      'Click "Add to cart" next to the Blue shirt',
      'I see "Added Blue shirt"',
      'I see "In stock" next to "Blue shirt"',
      'I don\'t see "In stock" next to "Red shirt"',
    ]);
    expect(outcomes(run)).toEqual(passed(7));
  });

  it('submits the form being filled in, and sees a field marked with an error', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'The Email field shows no error',
      'Type "nope" into Email',
      'Submit the form',
      'The Email field shows an error',
      'I see "Enter a valid email address"',
      'Type "ada@example.com" into Email',
      'Submit the form',
      'I see "Joined"',
      'The Email field is valid',
    ]);
    expect(outcomes(run)).toEqual(passed(10));
  });

  it('acts in a row or a card by its place, or in a row by its words or whose it is', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Click Pay in the second row',
      'I see "Paid Invoice 1"',
      'Click the Pay button in the first row',
      'I see "Paid Invoice 12"',
      'Click Edit in the second card',
      'I see "Editing shipping"',
      'Click Edit in the first card',
      'I see "Editing billing"',
      'Click "Add to cart" next to Red shirt',
      'I see "Added Red shirt"',
      'Click Pay in the last row',
      'I see "Paid Invoice 1"',
      "Click Pay in Bob's row",
      'I see "Paid Invoice 12"',
    ]);
    expect(outcomes(run)).toEqual(passed(15));
    const missing = await site.run(['Go to /shop-admin', 'Click Pay in the third row'], { stepTimeoutMs: 1000 });
    expect(outcomes(missing)[1]).toBe(
      `failed: Could not find “Pay” in the third row on ${site.app.url}/shop-admin. Closest on the page: button “Pay”.`,
    );
  });
});

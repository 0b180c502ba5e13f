import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// Steps on an item by what it is for: its own Add to cart control, its own checkbox, by its words or its place.
const site = fixtureSite();
beforeEach(() => site.app.reset());

describe('items by their owner', () => {
  it('adds a product to the cart by its name, and another by its place', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'Add "Red shirt" to the cart',
      'I see "Added Red shirt"',
      'Add the first product to the cart',
      'I see "Added Blue shirt"',
    ]);
    expect(outcomes(run)).toEqual(passed(5));
  });

  it('marks a todo as done by its words or its place, and back', async () => {
    const run = await site.run([
      'Go to /todos',
      'Mark "Walk the dog" as done',
      'I see "2 items left"',
      'Mark the 3rd todo as complete',
      'I see "1 item left"',
      'Mark "Walk the dog" as not done',
      'I see "2 items left"',
    ]);
    expect(outcomes(run)).toEqual(passed(7));
  });

  it("opens a list's entry by its place, or any one, however the page draws the list", async () => {
    const steps = [
      'Go to /item-shop',
      'Click the second product',
      'I see "Bike Light details"',
      'Go to /item-shop',
      'When the user clicks a product',
      'Then I see "Backpack details"',
      'Go to /item-shop',
      'Open the last item',
      'I see "Bolt T-Shirt details"',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it("sorts by a shop's sort dropdown, and checks the order a list or a table shows, by a column, a part of each entry, or the entries themselves", async () => {
    const steps = [
      'Go to /item-shop',
      'The products are sorted by name, A to Z',
      'Verify that the list is in alphabetical order',
      'Sort by "Price (low to high)"',
      'Verify products are sorted by price low to high',
      'Sort the products by name from Z to A',
      'The product names should be in reverse alphabetical order',
      'Go to /pointer',
      'Sort the Furniture table by Price descending',
      'The prices should be sorted from high to low',
      'Verify the Furniture table is sorted by Price, highest first',
      'Sort by Product Z to A',
      'the Stock table is in reverse alphabetical order',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
    // Prices of $29.99, $9.99 and $15.99 read in no order; a table sorted one way is not sorted the other.
    const unordered = await site.run(['Go to /item-shop', 'Products are sorted by price from low to high']);
    expect(unordered.steps[1]!.message).toBe(
      'The “price” of the entries are not in ascending order: they read “$29.99”, “$9.99”, “$15.99”.',
    );
    const reversed = await site.run(['Go to /pointer', 'Sort by Product Z to A', 'The Stock table is sorted A to Z']);
    expect(reversed.steps[2]!.message).toMatch(
      /^The entries of the table “Stock” are not in ascending order: they read “Lamp”, “Desk”/,
    );
  });

  it("does the app's own verbs: a todo added by its field, a customer deleted by its row's button, the deletion undone", async () => {
    const steps = [
      'Go to /todos',
      'Add a todo "Water the plants"',
      'I see "4 items left"',
      'Mark "Water the plants" as done',
      'I see "3 items left"',
      'Go to /customers',
      'Delete the customer "Alan Turing"',
      'I see "Customer deleted"',
      '"Alan Turing" no longer appears',
      'Undo the deletion',
      'I see "Alan Turing"',
      'Create a new customer',
      'I see "New customer"',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
    const none = await site.run(['Go to /customers', 'Add a task "Call Ada"']);
    expect(none.steps[1]!.message).toBe(
      `No field on ${site.app.url}/customers is for a new task: none is named for one, and the page has no single empty text field. Say which, as in: Type “Call Ada” into the New task field and press Enter`,
    );
  });

  it('runs a case on an admin list as QA people write it: search, sort, create, edit, delete and undo, filter', async () => {
    const steps = [
      'Open the customers page',
      'Verify the table has 8 rows',
      'Search for "Ada"',
      'Verify 1 customer is shown',
      'Clear the search field',
      'Sort the table by Name',
      'Verify the customers are sorted by name from A to Z',
      'Click the Name column header again',
      'Verify the list is sorted by Name in descending order',
      'Click "New customer"',
      'Enter "Zed Shaw" in the Name field',
      'Click Save',
      'Verify the message "Customer created" is displayed',
      'Verify the customer "Zed Shaw" is listed',
      'Edit the customer "Zed Shaw"',
      'Change the Name to "Zed A. Shaw"',
      'Save the changes',
      'Verify "Zed A. Shaw" appears in the table',
      'Delete the customer "Zed A. Shaw"',
      'Verify "Zed A. Shaw" no longer appears in the table',
      'Click Undo',
      'Verify "Zed A. Shaw" is back in the list',
      'Filter by city "Boston"',
      'Verify 3 customers are displayed',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });
});

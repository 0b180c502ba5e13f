import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// Pointer steps, lists that sort, page and load, and steps written as one line.
const site = fixtureSite();

describe('the pointer, sorting, paging and steps written together', () => {
  it('drags a card to another column, right-clicks a file, puts the cursor in a field', async () => {
    const run = await site.run([
      'Go to /pointer',
      'Drag "Write report" to the "Done" column',
      'I see "Write report moved to Done"',
      'Right-click "notes.txt"',
      'Click "Rename"',
      'I see "Renaming notes.txt"',
      'Focus the Note field',
      'I see "Writing a note"',
    ]);
    expect(outcomes(run)).toEqual(passed(8));
  });

  it('sorts by a column in the order asked, by aria-sort or by how its rows read, and fails an order never reached', async () => {
    const run = await site.run([
      'Go to /pointer',
      'Sort the Furniture table by Price descending',
      'The first row in the Furniture table contains "Desk"',
      'Sort by "Price" from low to high',
      'The first row in the Furniture table contains "Lamp"',
      'Sort the table by Cost in descending order',
      'The first row in the Stock table contains "Desk"',
      'Sort by Product Z to A',
      'The first row in the Stock table contains "Lamp"',
    ]);
    expect(outcomes(run)).toEqual(passed(9));
    // The files list is no table: its one column reads the same whatever is clicked.
    const never = await site.run(['Go to /pointer', 'Sort by "budget.xlsx" descending']);
    expect(never.steps[1]!.status).toBe('failed');
    expect(never.steps[1]!.message).toMatch(
      /^Clicked the cell “budget.xlsx” three times; the column never read in descending order/,
    );
  });

  it('goes to a page of a list by its number, waits for a list to load, and runs steps written as one line', async () => {
    const run = await site.run([
      'Go to /pointer',
      'Go to page 2',
      'I see "Items 11 to 20"',
      'Click page 3',
      'I see "Items 21 to 30"',
      'Wait for the products to load',
      'I see "Toaster"',
      'Click "Kettle" in the list',
      'The Furniture table has 4 rows',
      'The "Cart" count is 3',
      'Type "Ber" into City and select "Berlin"',
      'I see "City set to Berlin"',
      'Clear the City field, then type "Bergen" into City and press Tab',
      'The City field has value "Bergen"',
    ]);
    expect(outcomes(run)).toEqual(passed(14));
    const wrong = await site.run(['Go to /pointer', 'The Furniture table has 5 rows', 'The "Cart" count is 4'], {
      stepTimeoutMs: 1000,
    });
    expect(wrong.steps.map((s) => s.status)).toEqual(['passed', 'failed', 'skipped']);
    const cart = await site.run(['Go to /pointer', 'The "Cart" count is 4'], { stepTimeoutMs: 1000 });
    expect(cart.steps[1]!.status).toBe('failed');
    const total = await site.run(['Go to /shop-admin', 'The total is $42.00', 'The total is $41.00'], {
      stepTimeoutMs: 1000,
    });
    expect(total.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'failed']);
    const loaded = await site.run(['Go to /pointer', 'The page loaded successfully', 'I see "Kettle"']);
    expect(outcomes(loaded)).toEqual(passed(3));
    const step = await site.run(['Go to /pointer', 'I am on step 2', 'I should be on step 3'], { stepTimeoutMs: 1000 });
    expect(outcomes(step)).toEqual([
      'passed',
      'passed',
      'failed: The wizard is on “2. Plan” (step 2), expected step 3.',
    ]);
    const named = await site.run(['Go to /pointer', 'I am on the "Plan" step', 'Verify the current step is "Review"'], {
      stepTimeoutMs: 1000,
    });
    expect(outcomes(named)).toEqual([
      'passed',
      'passed',
      'failed: The wizard is on “2. Plan” (step 2), expected “Review”.',
    ]);
    // Steps marked current by their class alone.
    const booking = await site.run(
      [
        'Go to /booking-steps',
        'Verify the current step is "Guests"',
        'The current step should be 2',
        'Click Next',
        'I should be on the Payment step',
        'The active step is Guests',
      ],
      { stepTimeoutMs: 1000 },
    );
    expect(outcomes(booking)).toEqual([
      ...passed(5),
      'failed: The wizard is on “3 Payment” (step 3), expected “Guests”.',
    ]);
    const missing = await site.run(['Go to /pointer', 'Go to page 9'], { stepTimeoutMs: 1000 });
    expect(missing.steps[1]!.message).toBe(
      `No control for page 9 is shown on ${site.app.url}/pointer: no button or link named “9” or “Page 9”.`,
    );
  });
});

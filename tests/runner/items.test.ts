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
});

import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// "Increase the quantity": a stepper's + and − buttons, or a number field's arrow keys.
const site = fixtureSite();

describe('steppers', () => {
  it('presses + or − as often as asked, or until the number reads what is asked, by name, label, class or place', async () => {
    const run = await site.run([
      'Go to /steppers',
      'I see "Cart: 3 items. Guests: 2"',
      'Increase the number of adults to 4',
      'Increase children twice',
      'I see "Guests: 6"',
      'Decrease the quantity of "Red Cup"',
      'Increase the quantity for Blue Mug to 3',
      'I see "Cart: 4 items"',
      'Increase the nights by 2',
      'The Nights field is "3"',
      'Reduce the adults to 1',
      'I see "Guests: 3"',
    ]);
    expect(outcomes(run)).toEqual(passed(12));
    // The page's one stepper, with no words naming it.
    const product = await site.run(['Go to /product', 'Increase the quantity to 3', 'I see "Mugs: 3"'], {
      stepTimeoutMs: 2000,
    });
    expect(outcomes(product)).toEqual(passed(3));
  });

  it('clicks a + or − by what it is next to, as its stepper', async () => {
    const run = await site.run([
      'Go to /steppers',
      'Click the + button next to Adults',
      'Click the plus button next to Children',
      'I see "Guests: 4"',
      'Click "−" next to the Blue Mug',
      'Click + twice next to "Red Cup"',
      'I see "Cart: 4 items"',
    ]);
    expect(outcomes(run)).toEqual(passed(7));
  });

  it('fails a stepper at its limit, one not named, and words that name several', async () => {
    const run = await site.run(['Go to /steppers', 'Increase children to 9'], { stepTimeoutMs: 3000 });
    expect(outcomes(run)[1]).toBe('failed: The + button of “children” is disabled at 4.');
    const floor = await site.run(['Go to /steppers', 'Decrease the adults by 2'], { stepTimeoutMs: 3000 });
    expect(outcomes(floor)[1]).toBe('failed: The − button of “adults” is disabled at 1.');
    const several = await site.run(['Go to /steppers', 'Increase the quantity'], { stepTimeoutMs: 1000 });
    expect(outcomes(several)[1]).toMatch(
      /^failed: Several steppers match “quantity”: 1\. beside “blue mug − 1 \+”; 2\. beside “red cup − 2 \+”/,
    );
    const none = await site.run(['Go to /steppers', 'Increase the pets'], { stepTimeoutMs: 1000 });
    expect(outcomes(none)[1]).toBe(
      `failed: No stepper for “pets” on ${site.app.url}/steppers: no + or − button named for it or beside it, and no number field named so.`,
    );
  });
});

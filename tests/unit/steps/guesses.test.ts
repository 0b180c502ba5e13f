import { describe, expect, it } from 'vitest';
import { guessIn, parseStep } from '../../../src/steps/index.ts';

const guess = (line: string) => {
  const parsed = parseStep(line);
  if (!parsed.ok) throw new Error(`${line}: not understood`);
  return guessIn(parsed.action);
};

// A reading is a guess when a check names what it looks at by words that are no role word, no known place and no
// quote: the editor says so, and how to make it sure.
describe('readings that rest on a guess', () => {
  it.each([
    ['The subtotal should be $10', '“subtotal” is taken as words the element shows (its label or its text)'],
    ['The shipping fee should be $5', '“shipping fee” is taken as words the element shows (its label or its text)'],
    ['My basket contains 2 items', '“basket” is taken as the heading or label of a part of the page'],
    ['I see "Paid" in the invoice section', '“invoice” is taken as the heading or label of a part of the page'],
  ])('%s: %s', (line, expected) => {
    expect(guess(line)).toBe(`${expected}: if the page shows other words, quote them.`);
  });

  it.each([
    'The "Subtotal" field should be "$10"',
    'The Save button is disabled',
    'I see "Paid" in the "Invoice" section',
    'I see 3 rows in the table',
    'The Posts counter shows 40',
    'Click the total',
    'Verify the pagination shows 1-10 of 40',
  ])('%s: no guess', (line) => {
    expect(guess(line)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { orderOf } from '../../server/runner/execute/controls/sorting.ts';

describe('the order a column reads in', () => {
  it('reads prices and counts as numbers, not as words', () => {
    expect(orderOf(['$30.00', '$90.00', '$120.00', '$1,250.00'])).toBe('ascending');
    expect(orderOf(['$1,250.00', '$120.00', '$90.00'])).toBe('descending');
    expect(orderOf(['12 items', '9 items', '-3 items'])).toBe('descending');
  });

  it('reads words in any case, numbers inside them by their value', () => {
    expect(orderOf(['apple', 'Banana', 'cherry'])).toBe('ascending');
    expect(orderOf(['Item 10', 'Item 9', 'Item 2'])).toBe('descending');
  });

  it('reads dates as dates, and words with several numbers as words', () => {
    expect(orderOf(['2024-01-15', '2024-03-02', '2023-12-01'])).toBe('unsorted');
    expect(orderOf(['2023-12-01', '2024-01-15', '2024-03-02'])).toBe('ascending');
    expect(orderOf(['Mar 2, 2024', 'Jan 15, 2024', 'Dec 1, 2023'])).toBe('descending');
    expect(orderOf(['v1.2 build 30', 'v1.10 build 4'])).toBe('ascending');
  });

  it('says unsorted for a mixed column, and nothing for one that tells no order', () => {
    expect(orderOf(['Desk', 'Bed', 'Lamp'])).toBe('unsorted');
    expect(orderOf(['Same', 'same'])).toBeNull();
    expect(orderOf(['Only one'])).toBeNull();
    expect(orderOf([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isoDate } from '../../server/runner/execute/controls/dates.ts';

describe('isoDate', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    ['2024/5/1', '2024-05-01'],
    ['15/05/2024', '2024-05-15'],
    ['05/15/2024', '2024-05-15'],
    ['15.05.2024', '2024-05-15'],
    ['7/7/2024', '2024-07-07'],
    ['1 May 2024', '2024-05-01'],
    ['1st May, 2024', '2024-05-01'],
    ['May 1, 2024', '2024-05-01'],
    ['September 30 2024', '2024-09-30'],
  ])('reads %s as %s', (text, iso) => {
    expect(isoDate(text)).toBe(iso);
  });

  it('refuses a date that could be read two ways, or that does not exist', () => {
    expect(isoDate('05/01/2024')).toBeNull();
    expect(isoDate('31/02/2024')).toBeNull();
    expect(isoDate('2024-13-01')).toBeNull();
  });

  it('says nothing of text that is not a date', () => {
    expect(isoDate('tomorrow')).toBeUndefined();
    expect(isoDate('Smarch 1, 2024')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { countOf, initialsOf } from '../../src/lib/format.ts';

describe('words a screen shows', () => {
  it('counts in the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'test case')).toBe('1 test case');
    expect(countOf(0, 'test case')).toBe('0 test cases');
    expect(countOf(3, 'step')).toBe('3 steps');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });

  it("takes a name's initials from its first two words, as the header's avatar shows them", () => {
    expect(initialsOf('QA Tester')).toBe('QT');
    expect(initialsOf('  ada   lovelace king ')).toBe('AL');
    expect(initialsOf('Qualia')).toBe('Q');
    expect(initialsOf('')).toBe('?');
  });
});

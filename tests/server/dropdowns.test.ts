import { describe, expect, it } from 'vitest';
import { optionIndex } from '../../server/runner/execute/controls/dropdowns.ts';

const SIZES = [
  { label: 'Choose a size', value: '' },
  { label: 'Small', value: 'S' },
  { label: 'Medium', value: 'M' },
  { label: 'Large', value: 'L' },
];

describe("which of a native dropdown's options a step names", () => {
  it('finds it by label or value, in any case, or by the one label holding the words', () => {
    expect(optionIndex(SIZES, 'Medium')).toBe(2);
    expect(optionIndex(SIZES, 'l')).toBe(3);
    expect(optionIndex(SIZES, 'larg')).toBe(3);
    expect(optionIndex(SIZES, 'Huge')).toBe(-1);
  });

  it('counts "the second option" among the choices, leaving out a placeholder with no value', () => {
    expect(optionIndex(SIZES, 'the first option')).toBe(1);
    expect(optionIndex(SIZES, 'the second option')).toBe(2);
    expect(optionIndex(SIZES, '3rd option')).toBe(3);
    expect(optionIndex(SIZES, 'the last one')).toBe(3);
    expect(optionIndex(SIZES, 'the fifth option')).toBe(-1);
  });
});

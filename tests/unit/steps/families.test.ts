import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/steps/families.ts';
import { normalizeStep } from '../../../src/steps/normalize.ts';
import { shown } from './helpers.ts';

// The grammar is its families: each family's examples are read as the family says, and by that family's own rules.
describe.each(FAMILIES.map((family) => [family.name, family] as const))('the family of %s', (_, family) => {
  it.each(family.examples)('reads %s as: %s', (line, expected) => {
    expect(shown(line)).toBe(expected);
  });

  it.each(family.examples.map(([line]) => line))('is the first family to read %s', (line) => {
    const { phrase } = normalizeStep(line);
    const first = FAMILIES.find((each) => each.rules.some((rule) => rule(phrase)?.ok));
    expect(first?.name).toBe(family.name);
  });
});

describe('the families', () => {
  it('each have examples, and no two share a name', () => {
    expect(FAMILIES.every((family) => family.examples.length > 0)).toBe(true);
    expect(new Set(FAMILIES.map((family) => family.name)).size).toBe(FAMILIES.length);
  });
});

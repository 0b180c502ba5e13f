import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblem, unmetPasswordRules } from '../../src/lib/passwordRules.ts';

describe('password rules (spec §5)', () => {
  it('needs 1 uppercase letter, 1 digit and 8 characters', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(unmetPasswordRules('').map((r) => r.label)).toEqual(['1 uppercase letter', '1 number', '8 characters']);
    expect(unmetPasswordRules('abcdefgh').map((r) => r.id)).toEqual(['uppercase', 'digit']);
    expect(unmetPasswordRules('ABCDEFG1').map((r) => r.id)).toEqual([]);
    expect(unmetPasswordRules('Abc1').map((r) => r.id)).toEqual(['length']);
  });

  it('counts characters, not UTF-16 units, and accepts non-ASCII capitals', () => {
    expect(isStrongPassword('Ébcdefg1')).toBe(true);
    expect(unmetPasswordRules('A1😀😀😀').map((r) => r.id)).toEqual(['length']);
  });

  it('names the first unmet rule for the server', () => {
    expect(passwordProblem('abc')).toBe('Password must contain at least 1 uppercase letter.');
    expect(passwordProblem('Abcdefgh')).toBe('Password must contain at least 1 number.');
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });
});

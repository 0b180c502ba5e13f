import { passwordRules, type PasswordRule } from './passwordRules.ts';

export const STRONG_MESSAGE = 'Strong password. Your password is secure.';
export const WEAK_MESSAGE = 'Weak password. Must contain at least:';

export interface PasswordStrength {
  /** One bar per rule, in order: true when that many rules are met (bars fill from the left). */
  bars: boolean[];
  strong: boolean;
  message: string;
  /** Every rule with whether it holds, for the checklist. */
  checklist: { rule: PasswordRule; met: boolean }[];
}

export function passwordStrength(password: string): PasswordStrength {
  const checklist = passwordRules.map((rule) => ({ rule, met: rule.test(password) }));
  const metCount = checklist.filter((c) => c.met).length;
  const strong = metCount === passwordRules.length;
  return {
    bars: passwordRules.map((_, i) => i < metCount),
    strong,
    message: strong ? STRONG_MESSAGE : WEAK_MESSAGE,
    checklist,
  };
}

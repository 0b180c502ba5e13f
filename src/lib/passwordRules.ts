/** The password rules of the product (spec §5), shared by the screens and the server. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'uppercase' | 'digit' | 'length';
  /** How the checklist names the rule, after 'Must contain at least:'. */
  label: string;
  test(password: string): boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { id: 'uppercase', label: '1 uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'digit', label: '1 number', test: (p) => /\d/.test(p) },
  { id: 'length', label: `${PASSWORD_MIN_LENGTH} characters`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
];

export function unmetPasswordRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.test(password));
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

/** The server's sentence for the first unmet rule, or null when the password is strong. */
export function passwordProblem(password: string): string | null {
  const [first] = unmetPasswordRules(password);
  return first ? `Password must contain at least ${first.label}.` : null;
}

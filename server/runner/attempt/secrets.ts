import type { Action } from '../../../src/steps/action.ts';
import type { TestAccount } from '../variables.ts';

/** What a secret reads as wherever a run would have shown it. */
export const MASK = '••••••';

/**
 * Shorter secrets are masked only where a value stands whole (a field's value, a typed text): as part of other text,
 * "ab" or "7" would turn every word that holds them into a mask and the evidence into noise.
 */
const MIN_MASKED_INSIDE_TEXT = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a value is written in what a page, a request or a trace holds besides as itself. */
function encodings(value: string): string[] {
  const uri = encodeURIComponent(value);
  const html = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return [value, JSON.stringify(value).slice(1, -1), uri, uri.replace(/%20/g, '+'), html];
}

/**
 * The values one run must never show: its test accounts' passwords and two-factor secrets, the codes made from them,
 * and passwords written into its steps. Everything the run reports passes through `mask`: step messages, console and
 * network entries, page errors, the run's message, and its trace.
 */
export class Secrets {
  private readonly whole = new Set<string>();
  private inside: RegExp | null = null;

  add(value: string | null | undefined): void {
    if (!value || this.whole.has(value)) return;
    this.whole.add(value);
    const long = [...this.whole]
      .filter((v) => v.length >= MIN_MASKED_INSIDE_TEXT)
      .flatMap(encodings)
      .filter((v, i, all) => all.indexOf(v) === i)
      // The longest first, so a secret that holds another is masked whole.
      .sort((a, b) => b.length - a.length);
    this.inside = long.length > 0 ? new RegExp(long.map(escapeRegExp).join('|'), 'g') : null;
  }

  get size(): number {
    return this.whole.size;
  }

  mask(text: string): string {
    if (this.whole.has(text)) return MASK;
    return this.inside ? text.replace(this.inside, MASK) : text;
  }
}

/**
 * The passwords a step writes out ("Log in with username tomsmith and password Secret!", "Type "Secret!" into
 * Password"), sequences included; a variable ({{account.password}}) is masked by what it stands for.
 */
function writtenPasswords(action: Action): string[] {
  if (action.type === 'sequence') return action.actions.flatMap(writtenPasswords);
  if (action.type === 'signIn' && action.password) return [action.password];
  const typedSecret = action.type === 'fill' && SECRET_FIELD.test(action.target.name) && !action.value.includes('{{');
  return typedSecret && action.value !== '' ? [action.value] : [];
}

/** Fields whose value is a secret by its name. */
const SECRET_FIELD = /pass(?:word|code|phrase)?|\bpin\b|secret/i;

/** A run's secrets as known before it starts; codes made during the run are added as they are made. */
export function secretsOf(accounts: TestAccount[], actions: Action[]): Secrets {
  const secrets = new Secrets();
  for (const account of accounts) {
    secrets.add(account.password);
    secrets.add(account.totpSecret);
  }
  for (const password of actions.flatMap(writtenPasswords)) secrets.add(password);
  return secrets;
}

import { passwordProblem } from '../../src/lib/passwordRules.ts';
import { URL_EXAMPLE } from './fields.ts';

// The rules the contract states and marks with `x-rule`, worded as the server words them when it
// checks them itself: the contract refusing a value says the same sentence as the handler would.

/** A value the contract refused under one of these rules. */
interface RuleIssue {
  /** The failing value (the object, for a rule on an object). */
  data: unknown;
  /** The field, as the messages name it ('environments.1.url'). */
  field: string;
  /** The whole request body, for a message that names a sibling value. */
  body: unknown;
}

function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    body,
  );
}

const rules: Record<string, (issue: RuleIssue) => string | null> = {
  'password-strength': ({ data, field }) =>
    data === '' ? `'${field}' must not be empty.` : typeof data === 'string' ? passwordProblem(data) : null,
  'http-url': ({ field, body }) => {
    // An environment's URL names its environment, as at creation: 'environments.1.url' or 'url'.
    const path = field.split('.');
    const label = path.at(-1) === 'url' ? valueAt(body, [...path.slice(0, -1), 'label']) : undefined;
    return typeof label === 'string' && label.trim()
      ? `The URL of environment '${label.trim()}' ('${field}') must be an absolute http(s) URL, ${URL_EXAMPLE}.`
      : `'${field}' must be an absolute http(s) URL, ${URL_EXAMPLE}.`;
  },
  'username-required': ({ data, field }) => {
    const type = (data as { type?: unknown } | null)?.type ?? 'password';
    return `'${field ? `${field}.` : ''}username' is required for ${String(type)} accounts.`;
  },
};

/** The sentence for a value the contract refused under `rule`, or null for a rule it does not know. */
export function ruleMessage(rule: unknown, issue: RuleIssue): string | null {
  return typeof rule === 'string' && rule in rules ? rules[rule]!(issue) : null;
}

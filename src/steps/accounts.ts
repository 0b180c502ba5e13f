import type { ParsedStep } from './action.ts';
import { missing, notUnderstood, understood, verbRule, type Family, type Rule } from './rules.ts';
import { parseTarget } from './targets.ts';
import { groups, isEmpty, quoted, restore, sub, valueOf, type Phrase } from './tokens.ts';

const LATEST_EMAIL = '(?:the\\s+)?(?:latest|last|newest|most\\s+recent|new)\\s+(?:e-?mail|mail|message)';
const OPEN_EMAIL = new RegExp(`^(?:open|read|view|check)\\s+${LATEST_EMAIL}$`, 'i');
const CLICK_IN_EMAIL = new RegExp(
  `^(?:click|tap|follow|open)\\s+(?:on\\s+)?(.+?)\\s+(?:in|from)\\s+${LATEST_EMAIL}$`,
  'i',
);
const READ_CODE = new RegExp(
  `^(?:read|get|copy|remember|take|store)\\s+(?:the\\s+)?(?:[\\w-]+\\s+)?code\\s+(?:from|in)\\s+${LATEST_EMAIL}` +
    '(?:\\s+(?:as|into)\\s+(.+))?$',
  'i',
);
const SIGN_IN =
  /^(?:(?:sign|log)[\s-]?(?:in|on)|login|(?:am|i'm|i\s+am|the\s+user\s+is|user\s+is)\s+(?:already\s+)?(?:logged|signed)[\s-]?in)(?:\s+(as|with|using)\s+(.+))?$/i;
/** "the two-factor code", "the 2FA code", "the one-time password", "the TOTP" … */
const TOTP = new RegExp(
  '^(?:enter|type|fill\\s+in|input|put|use)\\s+(?:the\\s+|a\\s+)?(?:current\\s+|latest\\s+|new\\s+)?' +
    '(?:two[\\s-]?factor|2fa|2-fa|totp|mfa|one[\\s-]?time|authenticator|otp)(?:\\s+(?:authentication|auth|login))?' +
    '(?:\\s+(?:code|token|password|pin))?(?:\\s+(?:in|into|on)\\s+(.+))?$',
  'i',
);
/** "as the test account": the environment's own account, not one named. */
const DEFAULT_ACCOUNT =
  /^(?:(?:the|a|my|valid|correct|its)\s+)*(?:test\s+|default\s+|stored\s+)?(?:account|user|credentials|details|(?:user\s*name|username|e-?mail(?:\s+address)?|login)(?:\s+and\s+password)?)$/i;
/** A name a later step can use as {{name}}. */
const VARIABLE = /^\{?\{?\s*([A-Za-z_][\w.-]*)\s*\}?\}?$/;

/** "order" from "order", "{{order}}" or "'order'"; null when it cannot be a variable's name. */
const variableName = (phrase: Phrase): string | null => VARIABLE.exec(valueOf(phrase).trim())?.[1] ?? null;

/** "Order number" → "orderNumber": a name to suggest for what is remembered. */
const camelCase = (words: string): string =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())
    .replace(/^[^a-z]+/, '') || 'value';

/** A value as a step writes it: quoted, or a word with no spaces (a username's with no comma either). */
const GIVEN = '(\uE000\\d+\uE001|\\S+)';
const GIVEN_NAME = '(\uE000\\d+\uE001|[^\\s,]+)';
/**
 * "username tomsmith and password Secret!", "email a@b.c, password Secret!", "tomsmith with password Secret!",
 * ""tomsmith" and "Secret!"": an account the step writes out.
 */
const WRITTEN_ACCOUNT = new RegExp(
  `^(?:(?:the\\s+)?(?:user\\s*name|user|login|e-?mail(?:\\s+address)?)\\s*:?\\s+)?${GIVEN_NAME}\\s*(?:,|\\s)\\s*` +
    `(?:(and|with|using)\\s+)?(?:(?:the|a)\\s+)?(?:(password)\\s*:?\\s+)?${GIVEN}$`,
  'i',
);

const WRONG_ACCOUNT =
  /^(?:(?:with|using|as)\s+)?(?:an?\s+|the\s+|some\s+)?(?:invalid|wrong|incorrect|bad|false|fake|unknown|non-?existent|locked(?:\s+out)?|blocked|expired)\s+(?:[\w-]+\s+)?(?:credentials|details|data|user(?:name)?|account|email|password|login)s?$/i;

function signIn(line: Phrase): ParsedStep | null {
  const match = groups(line, SIGN_IN);
  if (!match) return null;
  const written = groups(match(2), WRITTEN_ACCOUNT);
  // "tomsmith with admin" names no password; "tomsmith and Secret!", "password Secret!" or two quoted values do.
  const given =
    written &&
    (written(3).text !== '' ||
      /^and$/i.test(written(2).text) ||
      (quoted(written(1)) !== null && quoted(written(4)) !== null));
  if (written && given) {
    return understood({ type: 'signIn', username: valueOf(written(1)), password: valueOf(written(4)) });
  }
  const account = match(2);
  // "Log in with invalid credentials": no account is named, and none stored is wrong on purpose.
  if (WRONG_ACCOUNT.test(account.text)) {
    return notUnderstood(
      `“${restore(account)}” describes an account rather than naming one: write the username and password to try, as in: Log in with username "nobody" and password "wrong"`,
      null,
    );
  }
  // "Log in as an admin", "as a customer": one of that kind, which the stored account is meant to be.
  const anyOne =
    /^(?:an?)\s+(?:[\w-]+\s+)?(?:admin|administrator|user|customer|member|manager|editor|owner|buyer|seller)$/i;
  const username =
    isEmpty(account) || DEFAULT_ACCOUNT.test(account.text) || anyOne.test(account.text) ? null : valueOf(account);
  // "as admin with role = "Delete" on login page", "as an admin user": a username is one word, or quoted.
  if (username !== null && quoted(account) === null && /\s/.test(username)) {
    return notUnderstood(
      `“${restore(account)}” is not one username: write the account's username, quoted if it has spaces, as in: Log in as "admin"`,
      null,
    );
  }
  return understood({ type: 'signIn', username });
}

function totp(line: Phrase): ParsedStep | null {
  const match = groups(line, TOTP);
  if (!match) return null;
  return understood({ type: 'totp', target: isEmpty(match(1)) ? null : parseTarget(match(1)) });
}

function email(line: Phrase): ParsedStep | null {
  if (OPEN_EMAIL.test(line.text)) return understood({ type: 'email', op: 'open' });
  const click = groups(line, CLICK_IN_EMAIL);
  if (click) {
    const link = parseTarget(click(1));
    return understood({ type: 'email', op: 'clickLink', linkText: link?.name ? link.name : null });
  }
  const read = groups(line, READ_CODE);
  if (!read) return null;
  const variable = isEmpty(read(1)) ? 'code' : variableName(read(1));
  if (variable) return understood({ type: 'email', op: 'readCode', variable });
  return notUnderstood(
    `"${valueOf(read(1))}" cannot be a name for the code: use letters, digits and _, as in: ` +
      'Read the code from the latest email as code',
    'Read the code from the latest email as code',
  );
}

/** "Remember the text of the "Order number" as order" → {{order}} in later steps. */
function remember(rest: Phrase, verb: string): ParsedStep {
  const as = groups(rest, /^(.+)\s+as\s+(.+)$/i);
  const what = as ? as(1) : rest;
  const target = parseTarget(
    sub(rest, what.text.replace(/^(?:the\s+)?(?:text|value|contents?)\s+(?:of|in|from)\s+/i, '')),
  );
  const variable = as && variableName(as(2));
  if (target && variable) return understood({ type: 'remember', target, variable });
  const example = `${verb} the text of "Order number" as order`;
  const suggestion = target ? `${verb} ${restore(what)} as ${camelCase(target.name)}` : example;
  return missing(verb, 'a name to keep it under', 'say "as" and a name', example, suggestion);
}

/** Steps that use the environment's test accounts and their mail, and remembered values. */
const accountRules: Rule[] = [signIn, totp, email, verbRule('remember|store', remember)];

/** Signing in with a test account, two-factor codes, the mail a test receives, and values remembered. */
export const accountFamily: Family = {
  name: 'accounts and mail',
  rules: accountRules,
  examples: [
    ['Sign in', 'Sign in with the test account'],
    ['Log in as "admin@example.com"', 'Sign in as “admin@example.com”'],
    ['Enter the 2FA code', 'Enter the current two-factor code into the code field'],
    ['Open the latest email', 'Open the latest email'],
    ['Remember the text of "Order number" as order', 'Remember the text of “Order number” as {{order}}'],
  ],
};

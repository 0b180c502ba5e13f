import type { Assertion } from './action.ts';
import type { Phrase } from './tokens.ts';

/**
 * "I should be logged in", "the user is not signed in", "I am still logged in to the app", "should be logged out":
 * whether the page shows someone signed in. The subject and "Then" are off by now; "I am logged in" with no "Then"
 * before it is a precondition (signing in), read by the account steps.
 */
const SIGNED_IN =
  /^(?:should\s+(?:still\s+|now\s+)?(?:be|stay|remain)|(?:is|are|was|were)(?:\s+still|\s+now)?|stays?|remains?|be)\s+(not\s+)?(?:still\s+|now\s+|already\s+)?(?:logged|signed)[\s-]?(in|out|off)(?:\s+(?:to|into|on|of|from)\s+(?:the\s+)?[\w'.-]+(?:\s+[\w'.-]+)?)?$/i;

/** Words for "no longer signed in" before the verb: "should no longer be logged in". */
const NO_LONGER = /^should\s+no\s+longer\s+be\s+(?:logged|signed)[\s-]?in\b/i;

export function sessionAssertion(line: Phrase): Assertion | null {
  if (NO_LONGER.test(line.text)) return { type: 'signedIn', signedIn: false };
  const match = SIGNED_IN.exec(line.text);
  if (!match) return null;
  const inside = match[2]!.toLowerCase() === 'in';
  return { type: 'signedIn', signedIn: match[1] ? !inside : inside };
}

import type { ParsedStep } from './action.ts';
import { parseAssertion } from './assertions.ts';
import { rephrased } from './phrasings.ts';
import { missing, notUnderstood, understood, verbRule, type Family, type Rule } from './rules.ts';
import { inQuotes, isEmpty, quoted, restore, sub, type Phrase } from './tokens.ts';

/** How an expectation may start; "Check" only with "that", since "Check "I agree"" ticks a checkbox. */
const PREFIXES =
  '(?:expect|verify|assert|ensure|confirm|validate|make\\s+sure)(?:\\s+(?:that|if|whether))?|check\\s+(?:that|if|whether)';

/** Words that start a check written without a verb: "The Save button is …", "There are …", "Should see …". */
const LOOKS_LIKE_A_CHECK = /^(?:the|there|there's|should|shouldn't|see|don't|do\s+not|no|page|url|title)\b/i;

/** "Expect …", "Verify that …", "Check that …". */
function expectation(rest: Phrase, verb: string): ParsedStep {
  const body = sub(rest, rest.text.replace(/^(?:(?:that|if|whether)\s+)?(?:i\s+)?/i, ''));
  // What is checked is read as a check written alone is: "Verify 5 products are displayed" as "5 products are …".
  const assertion = parseAssertion(sub(body, rephrased(body.text))) ?? parseAssertion(body);
  if (assertion) return understood({ type: 'expect', assertion });
  // "Expect "Welcome"": a quoted text alone is text the page should show.
  const text = quoted(body);
  if (text !== null)
    return understood({ type: 'expect', assertion: { type: 'text', text, present: true, region: null } });
  const lead = verb.replace(/\s+(?:that|if|whether)$/i, '');
  const example = `${lead} that the page shows "Welcome"`;
  if (isEmpty(body)) return missing(verb, 'something to check', 'say what the page should show', example);
  return notUnderstood(
    `I don't know how to check “${restore(body)}”: say what the page should show, as in: ${example}`,
    `${lead} that the page shows ${inQuotes(body)}`,
  );
}

/** A check written without a verb: "I see "Welcome"", "The URL is /dashboard", "No console errors". */
function bareCheck(line: Phrase): ParsedStep | null {
  const assertion = parseAssertion(line);
  if (assertion) return understood({ type: 'expect', assertion });
  if (!LOOKS_LIKE_A_CHECK.test(line.text)) return null;
  // "The Save button is purple": no check of a colour is offered in its place (a visible button is not a purple one).
  return notUnderstood(
    `I don't know how to check “${restore(line)}”: say what should be seen, as in: The "Save" button is disabled`,
    null,
  );
}

const expectationRules: Rule[] = [verbRule(PREFIXES, expectation)];

/** Tried last: a line with no verb may still be a check. */
const bareCheckRules: Rule[] = [bareCheck];

/** Checks that say they are ("Verify that …", "Check that …", "Expect …"). */
export const expectationFamily: Family = {
  name: 'checks said as checks',
  rules: expectationRules,
  examples: [
    ['Ensure the title is "Home"', 'Check that the page title is “Home”'],
    ['Confirm that the Email field contains "a@b.c"', 'Check that the field “Email” contains “a@b.c”'],
    ['Verify the URL contains /dashboard', 'Check that the URL contains /dashboard'],
    ['Assert that the Save button is disabled', 'Check that the button “Save” is disabled'],
  ],
};

/** Checks written as what is so, with no verb of checking: tried last, after every action. */
export const bareCheckFamily: Family = {
  name: 'checks said as what is so',
  rules: bareCheckRules,
  examples: [
    ['The Save button is disabled', 'Check that the button “Save” is disabled'],
    ['I see "Welcome"', 'Check that the page shows “Welcome”'],
    ['There are 3 rows in the table', 'Check that there are 3 rows in the table'],
    ['A success message appears', 'Check that a success message is shown'],
  ],
};

import type { ActionType, Target } from '../../../src/steps/action.ts';
import { APP_VERBS } from '../../../src/steps/appVerbs.ts';

/** What is done to an element, as against a check of it: only these take a name looser than the step's words. */
const ACTIONS = new Set<ActionType>(['click', 'hover', 'rightClick', 'check', 'focus']);

/**
 * Words people add after a name that the page does not show: "Click Load more again" (after a quoted name the parser
 * drops them), "Click the 11:15 AM time slot", "Check the Pediatrics filter".
 */
const ADDED_WORDS =
  /\s+(?:again|once\s+more|one\s+more\s+time|(?:time\s+)?slot|tile|pill|chip|badge|entry|card|label|element|control|widget|filter|option|setting|preference)$/i;

const APP_VERB_FIRST = new RegExp(`^(${APP_VERBS})\\s+(\\S.*)$`, 'i');

/**
 * Looser targets to try in turn, when the step does something to the element and its name is its own words: without
 * the words a person added to a name ("Click Load more again"), or the control an app's verb names ("Place the order").
 * Used only when the whole name finds nothing: "Try again" is a button named so.
 */
export function looserTargets(target: Target, action: ActionType): Target[] {
  if (!ACTIONS.has(action) || target.exact || target.name === '') return [];
  // "Place the order" names the control "Place order", or one that says the verb alone ("Publish the post":
  // "Publish"); "Create a new customer" may be the "New customer" button.
  const verb = APP_VERB_FIRST.exec(target.name);
  const names = verb
    ? [verb[1]!, ...(/^new\s/i.test(verb[2]!) ? [verb[2]!] : [])]
    : [target.name.replace(ADDED_WORDS, '')];
  return names.filter((name) => name !== target.name && name.trim() !== '').map((name) => ({ ...target, name }));
}

import type { ActionType, Target } from '../../../src/steps/action.ts';

/** What is done to an element, as against a check of it: only these take a name looser than the step's words. */
const ACTIONS = new Set<ActionType>(['click', 'hover', 'rightClick', 'check', 'focus']);

/**
 * Words people add after a name that the page does not show: "Click Load more again" (after a quoted name the parser
 * drops them), "Click the 11:15 AM time slot", "Check the Pediatrics filter".
 */
const ADDED_WORDS =
  /\s+(?:again|once\s+more|one\s+more\s+time|(?:time\s+)?slot|tile|pill|chip|badge|entry|card|label|element|control|widget|filter|option|setting|preference)$/i;

/**
 * The target without the words a person added to its name, when the step does something to it and its name is its
 * own words; null otherwise. Used only when the whole name finds nothing: "Try again" is a button named so.
 */
export function looserTarget(target: Target, action: ActionType): Target | null {
  if (!ACTIONS.has(action) || target.exact || target.name === '') return null;
  const name = target.name.replace(ADDED_WORDS, '');
  return name !== target.name && name.trim() !== '' ? { ...target, name } : null;
}

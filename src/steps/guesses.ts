import type { Action, Region, Target } from './action.ts';

/**
 * Readings that rest on a guess: a word that is neither a role word, a place the grammar knows, nor words the step
 * quoted, taken as the words an element or a part of the page shows ("the total is $42" reads "total" as a label;
 * "the cart has 2 products" reads "cart" as a section's heading). The step runs as read; the editor says it is a
 * guess instead of a plain tick, so that a wrong guess is seen before a run fails on it.
 */

/** Lower-case bare words people use to describe rather than quote: "total", "cart", "status message". */
const DESCRIBING = /^[a-z][a-z' -]*$/;

function describedElement(target: Target): string | null {
  if (target.kind !== null || target.exact || !DESCRIBING.test(target.name)) return null;
  return `“${target.name}” is taken as words the element shows (its label or its text)`;
}

function describedRegion(region: Region | null): string | null {
  if (!region || region.name === null || region.kind === 'near' || !DESCRIBING.test(region.name)) return null;
  return `“${region.name}” is taken as the heading or label of a part of the page`;
}

function guessOf(action: Action): string | null {
  if (action.type === 'sequence') return action.actions.map(guessOf).find((guess) => guess !== null) ?? null;
  if (action.type !== 'expect') return null;
  const assertion = action.assertion;
  switch (assertion.type) {
    case 'value':
    case 'state':
      return describedElement(assertion.target) ?? describedRegion(assertion.target.region);
    case 'count':
      return describedRegion(assertion.target.region);
    case 'text':
      return describedRegion(assertion.region);
    default:
      return null;
  }
}

/**
 * Why a check's reading is a guess, with how to make it certain; null when the step names what it checks by role
 * words, known places or quoted words.
 */
export function guessIn(action: Action): string | null {
  const guess = guessOf(action);
  return guess && `${guess}: if the page shows other words, quote them.`;
}

/**
 * The step language: one line of plain English → a typed `Action` (see action.ts), and back into
 * words for the editor. Pure TypeScript, so the editor in the browser and the runner share it.
 */
export type { Action, ActionType, Assertion, ParsedStep, Region, Target, TargetKind } from './action.ts';
export { COMPARE_WORDS, describeAction, describeHowMany, describeTarget, URL_MATCH_WORDS } from './describe.ts';
export type { Compare } from './describe.ts';
export { guessIn } from './guesses.ts';
export { parseKey } from './keys.ts';
export { eachStepParsed, parseStep, parseSteps } from './parse.ts';
export { describeRegion } from './regions.ts';
export { editDistance } from './suggest.ts';
export { variablesIn } from './variables.ts';

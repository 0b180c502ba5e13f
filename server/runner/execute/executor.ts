import type { Action, Assertion } from '../../../src/steps/action.ts';
import type { Resolution } from '../locate/resolve.ts';
import type { StepContext, StepOutcome } from './stepContext.ts';

/**
 * Runs a step inside the one under way (each box of "Check A and B", a calendar's day). It is handed to every
 * executor rather than imported, so that no executor imports the table that holds it.
 */
export type RunStep = (ctx: StepContext, action: Action) => Promise<StepOutcome>;

/** Performs one kind of action; throws a StepFailure saying why when the step does not pass. */
export type Executor<K extends Action['type']> = (
  ctx: StepContext,
  action: Extract<Action, { type: K }>,
  run: RunStep,
) => Promise<StepOutcome>;

/** An executor for every kind of action, under its type: a kind without one, or one no action has, does not compile. */
export type Executors = { [K in Action['type']]: Executor<K> };

/** Checks one kind of assertion: passes, or fails with what the page showed instead; answers the element it read. */
export type Checker<K extends Assertion['type']> = (
  ctx: StepContext,
  assertion: Extract<Assertion, { type: K }>,
) => Promise<Resolution | null>;

/** A checker for every kind of assertion, under its type. */
export type Checkers = { [K in Assertion['type']]: Checker<K> };

/**
 * What one plain-language step means: the typed `Action` the parser produces and the runner executes. The types are
 * those of the schema in schema.ts, where each field says what it means; this file holds types only, so the browser's
 * editor can import them without bringing zod into the app.
 */
import type { z } from 'zod';
import type {
  ActionSchema,
  AssertionSchema,
  ParsedStepSchema,
  RegionSchema,
  TargetKindSchema,
  TargetSchema,
} from './schema.ts';

/** What kind of element the step named with a role word ("the Sign in *button*"); null when it named none. */
export type TargetKind = z.output<typeof TargetKindSchema>;

/** Where on the page to look ("in the dialog", "in the header", "in the 'Billing' section", near a name). */
export type Region = z.output<typeof RegionSchema>;

/** The element a step acts on, as the user named it. */
export type Target = z.output<typeof TargetSchema>;

/** What an `expect` step checks. */
export type Assertion = z.output<typeof AssertionSchema>;

export type AssertionType = Assertion['type'];

/** What a step does. Strings may hold `{{…}}` variables, kept as written and replaced only when the step runs. */
export type Action = z.output<typeof ActionSchema>;

export type ActionType = Action['type'];

/** One step's text, understood or not. */
export type ParsedStep = z.output<typeof ParsedStepSchema>;

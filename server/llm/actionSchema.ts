import { z } from 'zod';
import type { ActionType, AssertionType } from '../../src/steps/action.ts';
import { kindsOf, stepSchemas } from '../../src/steps/schema.ts';
import { answerSchema } from './answerSchema.ts';

/**
 * The actions a model may answer: the grammar's own schema (src/steps/schema.ts), with the kinds below only. Sign-in,
 * two-factor, mail, upload and remember steps are left to the grammar: they need the run's accounts and files, which
 * the model never sees; so are steps written as one line (a sequence), which the runner never hands to the model.
 */
const MODEL_ACTIONS = [
  'navigate',
  'click',
  'fill',
  'select',
  'check',
  'press',
  'hover',
  'rightClick',
  'focus',
  'drag',
  'waitFor',
  'expect',
] as const satisfies readonly ActionType[];

/** The checks an `expect` from the model may make. */
const MODEL_CHECKS = [
  'text',
  'state',
  'value',
  'url',
  'title',
  'noConsoleErrors',
  'download',
  'imagesLoaded',
  'signedIn',
] as const satisfies readonly AssertionType[];

/**
 * The schema again, with the strings of a model's answer held to lengths: a name is never empty and a text is never
 * a page long, however the model wanders.
 */
const bounded = stepSchemas({
  name: z.string().min(1).max(300),
  words: z.string().min(1).max(1000),
  typed: z.string().max(1000),
  key: z.string().min(1).max(50),
});

type Option<U extends z.ZodDiscriminatedUnion> = U['options'][number];

/** The options of a union whose `type` is one of these kinds, in the union's order. */
function only<U extends z.ZodDiscriminatedUnion>(union: U, kinds: readonly string[]): [Option<U>, ...Option<U>[]] {
  const options = union.options.filter((option) => kindsOf(option).some((kind) => kinds.includes(kind)));
  if (!options[0]) throw new Error(`No option of kinds ${kinds.join(', ')}`);
  return [options[0], ...options.slice(1)];
}

const modelCheck = z.discriminatedUnion('type', only(bounded.AssertionSchema, MODEL_CHECKS));
const modelAction = z.discriminatedUnion(
  'type',
  only(bounded.ActionSchema, MODEL_ACTIONS).map((option) =>
    option instanceof z.ZodObject && kindsOf(option).includes('expect')
      ? option.extend({ assertion: modelCheck })
      : option,
  ) as [Option<typeof bounded.ActionSchema>, ...Option<typeof bounded.ActionSchema>[]],
);

/** The answer to "what action does this step mean here": `{ "action": … }`, checked against the schema. */
export const ACTION_ANSWER = answerSchema(z.strictObject({ action: modelAction }));

/**
 * The answer to "what action does this step mean", asked without the page as the step is saved: the action, or null
 * with why (a step that does not say one action clearly, or needs what the model never sees).
 */
export const READING_ANSWER = answerSchema(
  z.strictObject({
    action: modelAction.nullable(),
    reason: z
      .string()
      .min(1)
      .max(500)
      .nullable()
      .describe('Null with an action; else why the step says no one action, in a sentence for its writer.'),
  }),
);

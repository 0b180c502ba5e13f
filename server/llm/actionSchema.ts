import type { Action } from '../../src/steps/action.ts';

/**
 * The JSON schema of the actions a model may answer: the same `Action` the step grammar produces
 * (src/steps/action.ts), in the strict form structured output asks for (every property required,
 * none other; "no value" is null). Sign-in, two-factor, mail, upload and remember steps are left to
 * the grammar: they need the run's accounts and files, which the model never sees.
 */
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

const TARGET_KINDS = [
  'button',
  'link',
  'field',
  'slider',
  'checkbox',
  'radio',
  'switch',
  'dropdown',
  'option',
  'tab',
  'heading',
  'menuitem',
  'image',
  'row',
  'cell',
  'listitem',
  'dialog',
  'text',
];
const REGION_KINDS = [
  'dialog',
  'header',
  'footer',
  'navigation',
  'main',
  'sidebar',
  'form',
  'section',
  'table',
  'list',
  'breadcrumb',
  'row',
  'near',
];

const strict = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const region = strict({ kind: { type: 'string', enum: REGION_KINDS }, name: { type: ['string', 'null'] } });
const target = strict({
  kind: { type: ['string', 'null'], enum: [...TARGET_KINDS, null] },
  name: { type: 'string', minLength: 1, maxLength: 300 },
  exact: { type: 'boolean' },
  ordinal: { type: ['integer', 'null'] },
  region: nullable(region),
});
const text = { type: 'string', minLength: 1, maxLength: 1000 };

const assertion = {
  anyOf: [
    strict({
      type: { type: 'string', enum: ['text'] },
      text,
      present: { type: 'boolean' },
      region: nullable(region),
    }),
    strict({
      type: { type: 'string', enum: ['state'] },
      target,
      state: {
        type: 'string',
        enum: ['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'invalid', 'valid'],
      },
    }),
    strict({
      type: { type: 'string', enum: ['value'] },
      target,
      value: text,
      match: { type: 'string', enum: ['equals', 'contains'] },
    }),
    strict({
      type: { type: 'string', enum: ['url'] },
      value: text,
      match: { type: 'string', enum: ['equals', 'contains'] },
    }),
    strict({
      type: { type: 'string', enum: ['title'] },
      value: text,
      match: { type: 'string', enum: ['equals', 'contains'] },
    }),
    strict({ type: { type: 'string', enum: ['noConsoleErrors'] } }),
    strict({ type: { type: 'string', enum: ['download'] }, name: nullable(text) }),
    strict({ type: { type: 'string', enum: ['imagesLoaded'] }, target: nullable(target) }),
  ],
};

const action = {
  anyOf: [
    strict({ type: { type: 'string', enum: ['navigate'] }, url: text }),
    strict({ type: { type: 'string', enum: ['click'] }, target, clicks: { type: 'integer', enum: [1, 2] } }),
    strict({ type: { type: 'string', enum: ['fill'] }, target, value: { type: 'string', maxLength: 1000 } }),
    strict({ type: { type: 'string', enum: ['select'] }, target, option: text }),
    strict({ type: { type: 'string', enum: ['check'] }, target, checked: { type: 'boolean' } }),
    strict({
      type: { type: 'string', enum: ['press'] },
      key: { type: 'string', minLength: 1, maxLength: 50 },
      target: nullable(target),
    }),
    strict({ type: { type: 'string', enum: ['hover'] }, target }),
    strict({ type: { type: 'string', enum: ['rightClick'] }, target }),
    strict({ type: { type: 'string', enum: ['focus'] }, target }),
    strict({ type: { type: 'string', enum: ['drag'] }, target, to: target }),
    strict({
      type: { type: 'string', enum: ['waitFor'] },
      target,
      state: { type: 'string', enum: ['visible', 'hidden'] },
    }),
    strict({ type: { type: 'string', enum: ['expect'] }, assertion }),
  ],
};

/** The answer to "what action does this step mean here": `{ "action": … }`. */
export const ACTION_ANSWER = strict({ action });

/** The answer's action, as the runner runs it (the schema guarantees its shape). */
export const actionOf = (answer: { action: unknown }): Action => answer.action as Action;

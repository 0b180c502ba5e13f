import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTION_ANSWER } from '../../server/llm/actionSchema.ts';
import { answerSchema, problemOf, sourceOf } from '../../server/llm/answerSchema.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object schema in a JSON schema, with where it is. */
function objectsOf(node: Json, at = '#'): { at: string; schema: { [key: string]: Json } }[] {
  if (Array.isArray(node)) return node.flatMap((one, i) => objectsOf(one, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const own = node.type === 'object' ? [{ at, schema: node }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => objectsOf(value, `${at}/${key}`))];
}

const json = ACTION_ANSWER as unknown as Json;
const actions = (ACTION_ANSWER.properties as { action: { anyOf: { properties: { type: { enum: string[] } } }[] } })
  .action.anyOf;

/** The answer the provider reads, or what it says is wrong. */
function read(answer: unknown): string {
  const parsed = sourceOf(ACTION_ANSWER).safeParse(answer);
  return parsed.success ? 'ok' : problemOf(parsed.error.issues[0]!, answer);
}

describe('the schema a model answers a step in', () => {
  it('is in the strict form structured output asks for: objects closed, every property required', () => {
    const objects = objectsOf(json);
    expect(objects.length).toBeGreaterThan(20);
    for (const { at, schema } of objects) {
      expect(schema.additionalProperties, at).toBe(false);
      expect(schema.required, at).toEqual(Object.keys(schema.properties as object));
    }
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/"oneOf"|"const"|"\$schema"|9007199254740991/);
  });

  it("is the grammar's schema, for the kinds a model may answer, with what each field means", () => {
    expect(actions.map((a) => a.properties.type.enum[0])).toEqual([
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
    ]);
    const text = JSON.stringify(json);
    expect(text).toContain('"calendar"');
    expect(text).toContain("The quoted or bare name: a label, a button's text, a placeholder…");
    // Each description once: a target is written out in full wherever it goes.
    expect(text.split('A quoted name matches exactly').length).toBe(2);
    // A region's place may be left out of an action, so it is left out here: strict mode has no optional fields.
    const click = objectsOf(json).find(({ at }) => at.endsWith('/region/anyOf/0'));
    expect(Object.keys(click!.schema.properties as object)).toEqual(['kind', 'name']);
  });

  it('takes an action of those kinds, and says what is wrong with another', () => {
    const save = { kind: 'button', name: 'Save', exact: true, ordinal: null, region: null };
    expect(read({ action: { type: 'click', target: save, clicks: 1 } })).toBe('ok');
    expect(read({ action: { type: 'teleport', to: 'checkout' } })).toBe(
      "The model's answer does not match what was asked at /action: its type must be one of navigate, click, fill, " +
        'select, check, press, hover, rightClick, focus, drag, waitFor, expect, not "teleport".',
    );
    expect(read({ action: { type: 'signIn', username: null } })).toMatch(/at \/action: .*, not "signIn"\.$/);
    expect(read({ action: { target: save } })).toMatch(/at \/action: its type must be one of .*, and is missing\.$/);
    expect(read({ action: { type: 'expect', assertion: { type: 'count', target: save, count: 2 } } })).toMatch(
      /at \/action\/assertion: its type must be one of text, state, .*, not "count"\.$/,
    );
    expect(read({ action: { type: 'click', target: { ...save, name: '' }, clicks: 1 } })).toBe(
      "The model's answer does not match what was asked at /action/target/name: Too small: expected string to have " +
        '>=1 characters.',
    );
    expect(read({ action: { type: 'navigate', url: '/x', why: 'because' } })).toBe(
      'The model\'s answer does not match what was asked at /action: Unrecognized key: "why".',
    );
    expect(read([])).toBe(
      "The model's answer does not match what was asked: Invalid input: expected object, received array.",
    );
  });

  it('is made only from a zod schema, which checks the answers', () => {
    expect(() => sourceOf({ type: 'object' })).toThrow(/made by answerSchema/);
    const schema = z.strictObject({ note: z.string().max(5).nullable(), page: z.int().optional(), n: z.int() });
    expect(answerSchema(schema)).toEqual({
      type: 'object',
      properties: {
        note: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
        n: { type: 'integer' },
      },
      required: ['note', 'n'],
      additionalProperties: false,
    });
  });
});

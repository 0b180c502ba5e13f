import { z } from 'zod';

/** A JSON schema as sent to the model; `T` is what an answer that matches it reads as, once checked. */
export type AnswerSchema<T> = Record<string, unknown> & { readonly [answerType]?: T };
declare const answerType: unique symbol;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The zod schema each answer schema was made from: the provider checks answers with it. */
const sources = new WeakMap<object, z.ZodType>();

/**
 * The JSON schema of an answer, from its zod schema, in the strict form structured output asks for
 * (`response_format: { type: 'json_schema', strict: true }`): every object closed (`additionalProperties: false`)
 * with every property required, "no value" being null; a union as `anyOf` (strict mode has no `oneOf`); a constant
 * as a one-value `enum`; no bounds on integers beyond zod's safe-integer ones. A property the value may leave out
 * (zod's `.optional()`) is left out of the schema: strict mode would make it required, and the model's null is not
 * what the value means by absent. Descriptions stay, each the first time it comes, so the model reads what each field
 * means.
 */
export function answerSchema<T>(schema: z.ZodType<T>): AnswerSchema<T> {
  const { $schema: _, ...json } = z.toJSONSchema(schema) as JsonObject;
  const strict = strictForm(json, new Set()) as JsonObject;
  sources.set(strict, schema);
  return strict;
}

function strictForm(node: Json, described: Set<string>): Json {
  if (Array.isArray(node)) return node.map((one) => strictForm(one, described));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'oneOf') out.anyOf = strictForm(value, described);
    else if (keyword === 'const') out.enum = [value];
    else if ((keyword === 'minimum' || keyword === 'maximum') && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) {
      continue;
    } else if (keyword === 'description' && typeof value === 'string') {
      // Said once: a target is written out in full wherever one goes, and its fields' words would double the schema.
      if (!described.has(value)) out.description = value;
      described.add(value);
    } else if (keyword === 'properties' || keyword === '$defs') {
      out[keyword] = mapValues(value, (one) => strictForm(one, described));
    } else out[keyword] = strictForm(value, described);
  }
  if (isObject(out.properties)) {
    const required = new Set(Array.isArray(out.required) ? out.required : []);
    const kept = Object.entries(out.properties).filter(([name]) => required.has(name));
    out.properties = Object.fromEntries(kept);
    out.required = kept.map(([name]) => name);
    out.additionalProperties = false;
  }
  return out;
}

const mapValues = (value: Json, map: (value: Json) => Json): Json =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, one]) => [key, map(one)])) : value;

/** The zod schema an answer schema was made from; throws for one that was not, a mistake in the code asking. */
export function sourceOf<T>(schema: AnswerSchema<T>): z.ZodType<T> {
  const source = sources.get(schema);
  if (!source) throw new Error('A model task must give a schema made by answerSchema().');
  return source as z.ZodType<T>;
}

/**
 * What is wrong with an answer, in words a user (and the model, asked again) reads: where, as a JSON pointer, and
 * what. A kind the union does not have is said at the object that names it, with the kinds there are.
 */
export function problemOf(issue: z.core.$ZodIssue, answer: unknown): string {
  let path = issue.path;
  let message = issue.message;
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && 'options' in issue) {
    path = path.slice(0, -1);
    const given = valueAt(answer, issue.path);
    const kinds = (issue.options ?? []).map(String).join(', ');
    message = `its ${issue.discriminator} must be one of ${kinds}, ${given === undefined ? 'and is missing' : `not ${JSON.stringify(given)}`}`;
  }
  const pointer = path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  return `The model's answer does not match what was asked${pointer ? ` at ${pointer}` : ''}: ${message}.`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const part of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[part];
  }
  return at;
}

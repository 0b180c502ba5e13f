import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const base: Options = { allErrors: false, strict: false, useDefaults: true, removeAdditional: false };

interface ObjectSchema {
  properties?: Record<string, { type?: unknown }>;
}

/**
 * Query and path values arrive as text, and Ajv coerces them with Number(): "1e1", "0x10", " 7" and
 * "7.0" would all pass as integers. An integer is written in digits (a minus sign allowed, so that
 * "-1" is refused by the minimum, in words that say so).
 */
const INTEGER_TEXT = /^-?\d+$/;

/** A validator that refuses an integer not written in digits, then validates (and coerces) as Ajv does. */
function digitsFirst(schema: ObjectSchema, validate: ValidateFunction) {
  const integers = Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
  const check = (data: unknown): boolean => {
    const values = (data ?? {}) as Record<string, unknown>;
    const bad = integers.find((name) => typeof values[name] === 'string' && !INTEGER_TEXT.test(values[name]));
    if (bad !== undefined) {
      const error: ErrorObject = {
        keyword: 'type',
        instancePath: `/${bad}`,
        schemaPath: `#/properties/${bad}/type`,
        params: { type: 'integer' },
        message: 'must be integer',
      };
      check.errors = [error];
      return false;
    }
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
}

/**
 * A query parameter the contract does not list for the operation is refused, as a body field it
 * does not list is: ignored, "?environment_id=abc" answered 200 as if it had been understood.
 * fastify-openapi-glue lists the parameters without closing the list, and gives an operation that
 * takes none no query schema at all.
 */
function onlyListedQuery(querystring: unknown): Record<string, unknown> {
  return {
    type: 'object',
    properties: {},
    ...(querystring as Record<string, unknown> | undefined),
    additionalProperties: false,
  };
}

/**
 * Bodies are validated as sent (a number is not silently turned into a string); query strings
 * and path parameters arrive as text and are coerced to the types the contract gives them.
 */
export function installValidators(app: FastifyInstance): void {
  // Verbose errors carry the failing value and its schema, so a rule the contract marks with
  // `x-rule` is refused in the server's own words (ruleMessages.ts).
  const bodies = addFormats.default(new Ajv({ ...base, coerceTypes: false, verbose: true }));
  const params = addFormats.default(new Ajv({ ...base, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodies.compile(schema) : digitsFirst(schema as ObjectSchema, params.compile(schema)),
  );
  // The contract's operations are the routes with an operationId (fastify-openapi-glue sets it).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; querystring?: unknown } | undefined;
    if (schema?.operationId === undefined) return;
    route.schema = { ...schema, querystring: onlyListedQuery(schema.querystring) };
  });
}

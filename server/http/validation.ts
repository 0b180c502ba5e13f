import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const base: Options = { allErrors: false, strict: false, useDefaults: true, removeAdditional: false };

/**
 * Bodies are validated as sent (a number is not silently turned into a string); query strings
 * and path parameters arrive as text and are coerced to the types the contract gives them.
 */
export function installValidators(app: FastifyInstance): void {
  // Verbose errors carry the failing value and its schema, so a rule the contract marks with
  // `x-rule` is refused in the server's own words (ruleMessages.ts).
  const bodies = addFormats.default(new Ajv({ ...base, coerceTypes: false, verbose: true }));
  const params = addFormats.default(new Ajv({ ...base, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : params).compile(schema));
}

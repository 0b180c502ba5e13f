import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { labelled } from './fieldLabels.ts';
import { ruleMessage } from './ruleMessages.ts';

/** An error a client caused or may act on; answered as `{ success: false, message, data }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  readonly retryAfter: number | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { extra?: Record<string, unknown>; retryAfter?: number } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.extra = options.extra ?? {};
    this.retryAfter = options.retryAfter;
  }
}

export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, data: { message, ...extra } };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  /** With Ajv's verbose errors (request bodies): the failing value and the schema it failed. */
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

/** The keywords through which a rule the contract marks with `x-rule` refuses a value. */
const RULE_KEYWORDS = new Set(['minLength', 'pattern', 'required']);

/** The contract's pattern for names, labels and titles: one line of text, no control characters. */
export const NO_CONTROL_CHARACTERS = '^[^\\x00-\\x1F\\x7F]*$';

function fieldName(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty);
    return path ? `${path}.${missing}` : missing;
  }
  return path;
}

/** Turns the first schema violation into a sentence that names the field. */
export function describeValidation(issue: ValidationIssue, part: string, body?: unknown): string {
  const field = fieldName(issue);
  const name = field ? `'${field}'` : `The request ${part}`;
  const rule = issue.parentSchema?.['x-rule'];
  if (rule && RULE_KEYWORDS.has(issue.keyword)) {
    const ruleField = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = ruleMessage(rule, { data: issue.data, field: ruleField, body });
    if (message) return message;
  }
  switch (issue.keyword) {
    case 'required':
      return `${name} is required.`;
    case 'format':
      return issue.params.format === 'email'
        ? `${name} must be a valid email address.`
        : `${name} must be a valid ${String(issue.params.format)}.`;
    case 'minLength':
      return issue.params.limit === 1
        ? `${name} must not be empty.`
        : `${name} must be at least ${String(issue.params.limit)} characters.`;
    case 'maxLength':
      return `${name} must be at most ${String(issue.params.limit)} characters.`;
    case 'type':
      return `${name} must be of type ${String(issue.params.type)}.`;
    case 'enum':
      return `${name} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    case 'pattern':
      return issue.params.pattern === NO_CONTROL_CHARACTERS
        ? `${name} must not contain control characters (line breaks, tabs and the like).`
        : `${name} is not in the expected form.`;
    case 'additionalProperties':
      return `'${String(issue.params.additionalProperty)}' is not an accepted ${part === 'querystring' ? 'query parameter' : 'field'}.`;
    case 'minItems':
    case 'maxItems': {
      const limit = Number(issue.params.limit);
      const bound = issue.keyword === 'minItems' ? 'at least' : 'at most';
      return `${name} must have ${bound} ${limit} item${limit === 1 ? '' : 's'}.`;
    }
    case 'minProperties':
      return `${name} must have at least one field.`;
    case 'minimum':
    case 'maximum':
      return `${name} must be ${issue.keyword === 'minimum' ? 'at least' : 'at most'} ${String(issue.params.limit)}.`;
    default:
      return `${name} ${issue.message ?? 'is invalid'}.`;
  }
}

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (the limit is 1 MB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

// The database refusing a value the client sent is the client's input, not a crash: a net
// under the contract's own limits (the ids' maximum, the text rules).
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22021': 'The request holds text the database cannot store.',
  '22P05': 'The request holds text the database cannot store.',
  '22003': 'A number in the request is out of range (ids are at most 2147483647).',
  '22P02': 'A value in the request is not in the form the field takes.',
};

/** fastify-openapi-glue wraps what the security handlers threw in an error with `errors`. */
function securityCauses(error: unknown): unknown[] | undefined {
  const causes = (error as { errors?: unknown }).errors;
  return (error as Error).name === 'Unauthorized' && Array.isArray(causes) ? causes : undefined;
}

/**
 * A refusal of a field, in the words of the form that sent it (fieldLabels.ts), with the field's path in
 * `data.field`: `known` when the refusal itself says which field, else the one its message names.
 */
function fieldRefusal(request: FastifyRequest, message: string, known: string | null, extra = {}) {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  const said = labelled(message, operationId, request.params, request.body);
  const field = known ?? said.field;
  return errorBody(said.message, field ? { ...extra, field } : extra);
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      if (error.statusCode !== 400) return reply.status(error.statusCode).send(errorBody(error.message, error.extra));
      const known = typeof error.extra.field === 'string' ? error.extra.field : null;
      return reply.status(400).send(fieldRefusal(request, error.message, known, error.extra));
    }
    const causes = securityCauses(error);
    if (causes) {
      const cause = causes.find((e): e is ApiError => e instanceof ApiError);
      return reply
        .status(cause?.statusCode ?? 401)
        .send(errorBody(cause?.message ?? 'Authentication required. Please sign in.'));
    }
    if (error.validation && error.validation.length > 0) {
      const [first] = error.validation as ValidationIssue[];
      const part = error.validationContext ?? 'body';
      const message = describeValidation(first!, part, part === 'body' ? request.body : undefined);
      const field = part === 'body' && first!.keyword !== 'additionalProperties' ? fieldName(first!) || null : null;
      return reply.status(400).send(fieldRefusal(request, message, field));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(errorBody(known));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(error.message));
    }
    const refused = error.code ? DATABASE_INPUT_ERRORS[error.code] : undefined;
    if (refused) return reply.status(400).send(errorBody(refused));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('Something went wrong on our side. Please try again.'));
  });
}

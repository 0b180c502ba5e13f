import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

/** The path of the first string holding a NUL character, which PostgreSQL cannot store. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Checks every body before the contract's validation: a call that takes a body refuses to go on
 * without one (Fastify validates a body only for the content type it arrived with, so a request
 * without Content-Type would reach the handler empty), and no text may hold a NUL character.
 */
export function installBodyChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const declaresBody = Boolean((request.routeOptions.schema as { body?: unknown } | undefined)?.body);
    const multipart = request.isMultipart?.() ?? false;
    if (declaresBody && !multipart && request.body === undefined) {
      throw new ApiError(400, 'The request body is required: send a JSON object with Content-Type: application/json.');
    }
    const found = nulPath(request.body, '');
    if (found !== null) throw new ApiError(400, `'${found || 'body'}' must not contain NUL characters.`);
  });
}

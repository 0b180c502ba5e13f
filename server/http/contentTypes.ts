import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { parse } from 'yaml';

const declaresBody = (request: FastifyRequest) =>
  Boolean((request.routeOptions.schema as { body?: unknown } | undefined)?.body);

/**
 * JSON bodies as Fastify reads them, except that an empty one is no body at all on a call whose
 * contract takes none: many HTTP clients send `Content-Type: application/json` with every request,
 * a DELETE included. A call that takes a body still refuses an empty one.
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0 && !declaresBody(request)) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** The content types the contract only answers with (an event stream, images, a zip), never takes. */
export function responseOnlyContentTypes(contract: string): string[] {
  const document = parse(contract) as { paths?: Record<string, Record<string, Operation>> };
  const taken = new Set<string>();
  const answered = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || operation === null) continue;
      for (const type of Object.keys(operation.requestBody?.content ?? {})) taken.add(type);
      for (const response of Object.values(operation.responses ?? {})) {
        for (const type of Object.keys(response.content ?? {})) answered.add(type);
      }
    }
  }
  return [...answered].filter((type) => !taken.has(type));
}

/**
 * fastify-openapi-glue warns at every start about each content type of the contract without a body
 * parser, those of answers included ("ContentTypeParser for 'text/event-stream' not found"). Those
 * are never request bodies: each gets a parser that refuses it exactly as an unknown type is refused
 * (415), so the start is quiet and the answers to such requests are unchanged.
 */
export function refuseResponseOnlyBodies(app: FastifyInstance, contract: string): void {
  const types = responseOnlyContentTypes(contract).filter((type) => !app.hasContentTypeParser(type));
  if (types.length === 0) return;
  app.addContentTypeParser(types, (request, _payload, done) => {
    done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
  });
}

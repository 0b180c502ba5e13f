import type { FastifyInstance, RouteOptions } from 'fastify';

type Hooks = RouteOptions['onRequest'];

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * fastify-openapi-glue checks an operation's security scheme in a preHandler, which runs after
 * the body was parsed, the contract validated it and an upload was read: a caller without a
 * token got 400 with field details, and had the server read its file. Moving that check to
 * onRequest answers 401 before any of it.
 */
export function installAuthenticationFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !route.preHandler) return;
    route.onRequest = [...asList(route.onRequest), ...asList(route.preHandler)] as Hooks;
    route.preHandler = undefined;
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * Records every API route as it is registered, so that a request for a path the API has with a
 * method it does not answer gets 405 and the methods it does (RFC 9110), instead of a 404.
 * Returns the lookup: the methods a concrete path answers, none when the API has no such path.
 */
export function trackAllowedMethods(app: FastifyInstance): (pathname: string) => string[] {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const pattern = new RegExp(`^${source}/?$`);
    let entry = routes.find((r) => r.pattern.source === pattern.source);
    if (!entry) routes.push((entry = { pattern, methods: new Set() }));
    for (const method of [route.method].flat()) entry.methods.add(method);
  });
  return (pathname) => {
    const methods = new Set(routes.filter((r) => r.pattern.test(pathname)).flatMap((r) => [...r.methods]));
    return [...methods].sort();
  };
}

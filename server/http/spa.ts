import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

/**
 * Serves the built SPA from `dir`: hashed assets cached for a year, and `index.html` (never
 * cached) for every other GET that a browser sends, so client routes survive a reload.
 * Unknown `/api` paths answer JSON 404s; known ones asked with a method they do not answer, 405.
 */
export async function installSpa(
  app: FastifyInstance,
  dir: string | undefined,
  allowedMethods: (pathname: string) => string[] = () => [],
): Promise<void> {
  const built = dir !== undefined && path.isAbsolute(dir) && fs.existsSync(path.join(dir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes a Brotli and a gzip copy beside each script, style and page
      // (scripts/precompress.ts): each browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same path answers Brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const allowed = allowedMethods(pathname);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send(errorBody(`${request.method} is not allowed on ${pathname}; it answers ${allowed.join(', ')}.`));
      }
      return reply.status(404).send(errorBody(`No API route ${request.method} ${pathname}.`));
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The app is not built yet: run `npm run build`, or `npm start`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

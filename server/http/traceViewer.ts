import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const TRACE_VIEWER_PATH = '/trace-viewer/';

/** Playwright's trace viewer ships inside playwright-core (it is not in the package's exports). */
export function traceViewerDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  return path.join(path.dirname(packageJson), 'lib', 'vite', 'traceViewer');
}

/** The hashes of the viewer page's inline scripts, so its policy allows those and nothing else inline. */
function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * Serves the trace viewer from our own origin, so a run's trace opens without any outside service.
 * It needs a looser policy than the app: a service worker of its own, blob: and data: URLs, inline
 * styles, and frames (its snapshots of the recorded pages).
 */
export async function installTraceViewer(app: FastifyInstance): Promise<void> {
  const root = traceViewerDir();
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  const hashes = inlineScriptHashes(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data:",
    "frame-src 'self' blob: data:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  await app.register(fastifyStatic, {
    root,
    prefix: TRACE_VIEWER_PATH,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(TRACE_VIEWER_PATH)) {
      reply.header('content-security-policy', policy);
      // The recorded pages render in the viewer's own frames.
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cross-origin-embedder-policy', 'unsafe-none');
    }
    return payload;
  });
}

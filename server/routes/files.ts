import { findFileByName } from '../db/files.ts';
import { ApiError } from '../http/errors.ts';
import type { Handler, Services } from '../http/types.ts';

/**
 * Uploaded images are served to anyone holding their random name, and never as a document that
 * could run anything: an SVG opened on its own gets no scripts, no requests and a sandbox.
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function fileHandlers(services: Services): Record<string, Handler> {
  const { db } = services;

  return {
    async getFile(request, reply) {
      const { name } = request.params as { name: string };
      const file = await findFileByName(db, name);
      if (!file) throw new ApiError(404, `File ${name} was not found.`);
      return (
        reply
          .header('Content-Type', file.content_type)
          .header('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY)
          .header('X-Content-Type-Options', 'nosniff')
          // A name is never reused: a new upload gets a new one.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(file.content)
      );
    },
  };
}

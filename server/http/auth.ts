import type { FastifyRequest } from 'fastify';
import { useSession } from '../db/sessions.ts';
import { hashToken } from '../security/tokens.ts';
import { ApiError } from './errors.ts';
import type { AuthContext, Services } from './types.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The `bearerAuth` security scheme of the contract: a live session token. */
export function securityHandlers(services: Services) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'Authentication required. Please sign in.');
      const session = await useSession(services.db, hashToken(token), services.now());
      if (!session) throw new ApiError(401, 'Your session has expired. Please sign in again.');
      request.auth = { sessionId: session.id, userId: session.user_id, organizationId: session.organization_id };
    },
  };
}

/** The caller of an operation the contract marks with bearerAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'Authentication required. Please sign in.');
  return request.auth;
}

import type { FastifyRequest } from 'fastify';
import { useApiKey } from '../db/apiKeys.ts';
import { useSession } from '../db/sessions.ts';
import { API_KEY_PREFIX, hashToken } from '../security/tokens.ts';
import { ApiError } from './errors.ts';
import type { AuthContext, Services } from './types.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The `bearerAuth` security scheme of the contract: a live session token, or an API key of the
 * organization, which acts as the user who created it.
 */
export function securityHandlers(services: Services) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'Authentication required. Please sign in.');
      const tokenHash = hashToken(token);
      const looksLikeKey = token.startsWith(API_KEY_PREFIX);
      if (looksLikeKey) {
        const key = await useApiKey(services.db, tokenHash, services.now());
        if (key?.revoked) throw new ApiError(401, 'This API key was revoked.');
        if (key) {
          request.auth = {
            sessionId: null,
            apiKeyId: key.id,
            userId: key.user_id,
            organizationId: key.organization_id,
            currentProject: key.current_project,
          };
          return;
        }
      }
      // A session token is random base64url: it may begin with the key prefix too.
      const session = await useSession(services.db, tokenHash, services.now());
      if (!session) {
        throw new ApiError(
          401,
          looksLikeKey ? 'This API key is not valid.' : 'Your session has expired. Please sign in again.',
        );
      }
      request.auth = {
        sessionId: session.id,
        apiKeyId: null,
        userId: session.user_id,
        organizationId: session.organization_id,
        currentProject: session.current_project,
      };
    },
  };
}

/** The caller of an operation the contract marks with bearerAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'Authentication required. Please sign in.');
  return request.auth;
}

/**
 * The caller of an operation only a signed-in person may make (sessions, the password, API
 * keys themselves): a leaked key must not mint keys that outlive it or lock the owner out.
 */
export function sessionAuthOf(request: FastifyRequest, action: string): AuthContext & { sessionId: number } {
  const auth = authOf(request);
  if (auth.sessionId === null) throw new ApiError(401, `An API key cannot ${action}: sign in to the app to do it.`);
  return { ...auth, sessionId: auth.sessionId };
}

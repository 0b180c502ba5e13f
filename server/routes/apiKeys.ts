import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from '../db/apiKeys.ts';
import { authOf, sessionAuthOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requiredText } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { API_KEY_SHOWN_CHARACTERS, hashToken, newApiKey } from '../security/tokens.ts';
import { notFound } from './scope.ts';

/** Working keys an organization may hold at once: enough for every CI system, few enough to review. */
export const MAX_API_KEYS = 20;

function apiKeyView(k: ApiKeyRow) {
  return { id: k.id, name: k.name, prefix: k.prefix, created_at: k.created_at, last_used_at: k.last_used_at };
}

export function apiKeyHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  return {
    async listApiKeys(request) {
      return { success: true, data: (await listApiKeys(db, authOf(request).organizationId)).map(apiKeyView) };
    },

    async createApiKey(request, reply) {
      const auth = sessionAuthOf(request, 'create API keys');
      const name = requiredText((request.body as BodyOf<'createApiKey'>).name, 'name');
      const key = newApiKey();
      const row = await insertApiKey(
        db,
        {
          organizationId: auth.organizationId,
          userId: auth.userId,
          name,
          prefix: key.slice(0, API_KEY_SHOWN_CHARACTERS),
          keyHash: hashToken(key),
          now: now(),
        },
        MAX_API_KEYS,
      );
      if (!row) {
        throw new ApiError(
          409,
          `This organization has ${MAX_API_KEYS} API keys, the most it may have: revoke one it no longer uses first.`,
        );
      }
      reply.code(201);
      return {
        success: true,
        message: 'API key created. Copy it now: it is shown this once.',
        data: { ...apiKeyView(row), key },
      };
    },

    async revokeApiKey(request) {
      const auth = sessionAuthOf(request, 'revoke API keys');
      const { id } = request.params as { id: number };
      if (!(await revokeApiKey(db, auth.organizationId, id, now()))) throw notFound('API key', id);
      return { success: true, message: 'API key revoked.' };
    },
  };
}

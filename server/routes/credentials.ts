import {
  credentialsByIds,
  deleteCredential,
  insertCredential,
  listCredentials,
  type CredentialRow,
} from '../db/credentials.ts';
import type { EnvironmentRow } from '../db/environments.ts';
import { advanceOnboarding } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { requiredText } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { encryptSecret } from '../security/encryption.ts';
import { environmentInScope, notFound, projectInScope } from './scope.ts';

/** What answers show instead of a stored password. */
export const MASKED_PASSWORD = '••••••••';

function credentialView(c: CredentialRow) {
  return {
    id: c.id,
    env_id: c.env_id,
    environment_label: c.environment_label,
    username: c.username,
    password: MASKED_PASSWORD,
    created_at: c.created_at,
  };
}

export function credentialHandlers(services: Services): Record<string, Handler> {
  const { db, now, secretKey } = services;

  return {
    async listCredentials(request) {
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      return { success: true, data: (await listCredentials(db, project.id)).map(credentialView) };
    },

    async createCredentials(request, reply) {
      const auth = authOf(request);
      const { credential } = request.body as BodyOf<'createCredentials'>;
      const rows: { environment: EnvironmentRow; username: string; password: string }[] = [];
      for (const [i, c] of credential.entries()) {
        const environment = await environmentInScope(db, auth, c.env_id);
        const username = requiredText(c.username, `credential.${i}.username`);
        // A password is kept exactly as typed: spaces may be part of it.
        rows.push({ environment, username, password: c.password });
      }
      const ids = await db.transaction(async (tx) => {
        const created: number[] = [];
        for (const r of rows) {
          created.push(
            await insertCredential(tx, {
              projectId: r.environment.project_id,
              environmentId: r.environment.id,
              username: r.username,
              passwordEncrypted: encryptSecret(r.password, secretKey),
              now: now(),
            }),
          );
        }
        await advanceOnboarding(tx, auth.userId, 2);
        return created;
      });
      reply.code(201);
      return {
        success: true,
        message: 'Credentials saved.',
        data: (await credentialsByIds(db, ids)).map(credentialView),
      };
    },

    async deleteCredential(request) {
      const { id } = request.params as { id: number };
      if (!(await deleteCredential(db, authOf(request).organizationId, id))) throw notFound('Credential', id);
      return { success: true, message: 'Credential deleted.' };
    },
  };
}

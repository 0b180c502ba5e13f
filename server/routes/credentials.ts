import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import {
  credentialsByIds,
  deleteCredential,
  findCredential,
  findGeneratedAddress,
  insertCredential,
  listCredentials,
  type CredentialRow,
  type CredentialType,
} from '../db/credentials.ts';
import type { EnvironmentRow } from '../db/environments.ts';
import { advanceOnboarding } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requiredText } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { decryptSecret, encryptSecret } from '../security/encryption.ts';
import { base32Decode, MIN_TOTP_SECRET_LENGTH, normalizeBase32Secret, totp } from '../security/totp.ts';
import { environmentInScope, notFound, projectInScope } from './scope.ts';

/** What answers show instead of a stored password. */
export const MASKED_PASSWORD = '••••••••';

/** The random part of a generated address: lowercase, so it survives any mail system. */
const ADDRESS_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ADDRESS_LENGTH = 10;

type CredentialInput = BodyOf<'createCredentials'>['credential'][number];

interface CheckedCredential {
  environment: EnvironmentRow;
  type: CredentialType;
  /** Null for a generated_email account: its address is made when it is stored. */
  username: string | null;
  password: string;
  totpSecret: string | null;
}

/** The secret never leaves the server; the password is masked. */
function credentialView(c: CredentialRow) {
  return {
    id: c.id,
    type: c.type,
    env_id: c.env_id,
    environment_label: c.environment_label,
    username: c.username,
    password: MASKED_PASSWORD,
    created_at: c.created_at,
  };
}

function checkRow(c: CredentialInput, environment: EnvironmentRow, field: string): CheckedCredential {
  const type = c.type ?? 'password';
  if (c.totp_secret !== undefined && type !== 'password_totp') {
    throw new ApiError(400, `'${field}.totp_secret' is only for password_totp accounts (this one is ${type}).`);
  }
  // A password is kept exactly as typed: spaces may be part of it.
  if (type === 'generated_email') return { environment, type, username: null, password: c.password, totpSecret: null };
  if (c.username === undefined) throw new ApiError(400, `'${field}.username' is required for ${type} accounts.`);
  const username = requiredText(c.username, `${field}.username`);
  if (type === 'password') return { environment, type, username, password: c.password, totpSecret: null };
  if (c.totp_secret === undefined)
    throw new ApiError(400, `'${field}.totp_secret' is required for password_totp accounts.`);
  const totpSecret = normalizeBase32Secret(c.totp_secret);
  if (!totpSecret) {
    throw new ApiError(
      400,
      `'${field}.totp_secret' must be a base32 secret (letters A-Z and digits 2-7) of at least ${MIN_TOTP_SECRET_LENGTH} characters, as the site shows it when two-factor sign-in is set up.`,
    );
  }
  return { environment, type, username, password: c.password, totpSecret };
}

/** A new address `<10 random characters>@<domain>` that no test account has yet. */
async function generatedAddress(db: Queryable, domain: string): Promise<string> {
  for (;;) {
    const local = Array.from({ length: ADDRESS_LENGTH }, () => ADDRESS_ALPHABET[randomInt(ADDRESS_ALPHABET.length)]);
    const address = `${local.join('')}@${domain}`;
    if (!(await findGeneratedAddress(db, address))) return address;
  }
}

export function credentialHandlers(services: Services): Record<string, Handler> {
  const { db, now, secretKey, inboxDomain } = services;

  return {
    async listCredentials(request) {
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      return { success: true, data: (await listCredentials(db, project.id)).map(credentialView) };
    },

    async createCredentials(request, reply) {
      const auth = authOf(request);
      const { credential } = request.body as BodyOf<'createCredentials'>;
      const rows: CheckedCredential[] = [];
      for (const [i, c] of credential.entries()) {
        rows.push(checkRow(c, await environmentInScope(db, auth, c.env_id), `credential.${i}`));
      }
      const ids = await db.transaction(async (tx) => {
        const created: number[] = [];
        for (const r of rows) {
          created.push(
            await insertCredential(tx, {
              projectId: r.environment.project_id,
              environmentId: r.environment.id,
              type: r.type,
              username: r.username ?? (await generatedAddress(tx, inboxDomain)),
              passwordEncrypted: encryptSecret(r.password, secretKey),
              totpSecretEncrypted: r.totpSecret === null ? null : encryptSecret(r.totpSecret, secretKey),
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

    async getCredentialTotp(request) {
      const { id } = request.params as { id: number };
      const credential = await findCredential(db, authOf(request).organizationId, id);
      if (!credential) throw notFound('Credential', id);
      if (credential.type !== 'password_totp' || credential.totp_secret_encrypted === null) {
        throw new ApiError(
          400,
          `Credential ${id} is a ${credential.type} account: only password_totp accounts have a two-factor code.`,
        );
      }
      const secret = base32Decode(decryptSecret(credential.totp_secret_encrypted, secretKey));
      const { code, expiresIn } = totp(secret, now());
      return { success: true, data: { code, expires_in: expiresIn } };
    },

    async deleteCredential(request) {
      const { id } = request.params as { id: number };
      if (!(await deleteCredential(db, authOf(request).organizationId, id))) throw notFound('Credential', id);
      return { success: true, message: 'Credential deleted.' };
    },
  };
}

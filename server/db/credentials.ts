import type { Queryable } from './database.ts';

/** The config templates of spec §9. */
export type CredentialType = 'password' | 'password_totp' | 'generated_email';

export interface CredentialRow {
  id: number;
  project_id: number;
  env_id: number;
  environment_label: string;
  type: CredentialType;
  username: string;
  password_encrypted: string;
  totp_secret_encrypted: string | null;
  created_at: Date;
}

const SELECT_CREDENTIAL = `
  SELECT c.id, c.project_id, c.environment_id AS env_id, e.label AS environment_label, c.type, c.username,
         c.password_encrypted, c.totp_secret_encrypted, c.created_at
  FROM credentials c JOIN environments e ON e.id = c.environment_id`;

export interface NewCredential {
  projectId: number;
  environmentId: number;
  type: CredentialType;
  username: string;
  passwordEncrypted: string;
  totpSecretEncrypted: string | null;
  now: Date;
}

export async function insertCredential(db: Queryable, c: NewCredential): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO credentials (project_id, environment_id, type, username, password_encrypted, totp_secret_encrypted,
                              created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [c.projectId, c.environmentId, c.type, c.username, c.passwordEncrypted, c.totpSecretEncrypted, c.now],
  );
  return row!.id;
}

export function listCredentials(db: Queryable, projectId: number): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`${SELECT_CREDENTIAL} WHERE c.project_id = $1 ORDER BY c.id`, [projectId]);
}

export function credentialsByIds(db: Queryable, ids: readonly number[]): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`${SELECT_CREDENTIAL} WHERE c.id = ANY($1::int[]) ORDER BY c.id`, [ids]);
}

/** The credential with this id in the organization; undefined when missing or another's. */
export async function findCredential(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<CredentialRow | undefined> {
  const [row] = await db.query<CredentialRow>(
    `${SELECT_CREDENTIAL} JOIN projects p ON p.id = c.project_id WHERE c.id = $1 AND p.organization_id = $2`,
    [id, organizationId],
  );
  return row;
}

/** The generated_email account with this address (any case); undefined when none. */
export async function findGeneratedAddress(
  db: Queryable,
  address: string,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = await db.query<{ id: number; username: string }>(
    `SELECT id, username FROM credentials WHERE type = 'generated_email' AND lower(username) = lower($1)`,
    [address],
  );
  return row;
}

/** Deletes the credential if it belongs to the organization; false when missing or another's. */
export async function deleteCredential(db: Queryable, organizationId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM credentials c USING projects p
     WHERE c.id = $1 AND p.id = c.project_id AND p.organization_id = $2 RETURNING c.id`,
    [id, organizationId],
  );
  return rows.length > 0;
}

/** The test accounts of an environment, oldest first (the first is the one `sign in` uses). */
export function credentialsOfEnvironment(db: Queryable, environmentId: number): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`${SELECT_CREDENTIAL} WHERE c.environment_id = $1 ORDER BY c.id`, [environmentId]);
}

import type { Queryable } from './database.ts';

export interface CredentialRow {
  id: number;
  project_id: number;
  env_id: number;
  environment_label: string;
  username: string;
  password_encrypted: string;
  created_at: Date;
}

const SELECT_CREDENTIAL = `
  SELECT c.id, c.project_id, c.environment_id AS env_id, e.label AS environment_label, c.username,
         c.password_encrypted, c.created_at
  FROM credentials c JOIN environments e ON e.id = c.environment_id`;

export async function insertCredential(
  db: Queryable,
  c: { projectId: number; environmentId: number; username: string; passwordEncrypted: string; now: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO credentials (project_id, environment_id, username, password_encrypted, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [c.projectId, c.environmentId, c.username, c.passwordEncrypted, c.now],
  );
  return row!.id;
}

export function listCredentials(db: Queryable, projectId: number): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`${SELECT_CREDENTIAL} WHERE c.project_id = $1 ORDER BY c.id`, [projectId]);
}

export function credentialsByIds(db: Queryable, ids: readonly number[]): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`${SELECT_CREDENTIAL} WHERE c.id = ANY($1::int[]) ORDER BY c.id`, [ids]);
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

import type { Database, Queryable } from './database.ts';
import { CURRENT_PROJECT, currentProjectOf, type CurrentProjectColumns, type ProjectRow } from './projects.ts';

/** last_used_at moves at most once a minute, to spare a write on every call of a busy CI job. */
const TOUCH_EVERY_SECONDS = 60;

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, name, prefix, created_at, last_used_at';

/**
 * Adds a key unless the organization already has `max` working ones (undefined then). The
 * organization's row is locked meanwhile, so concurrent calls cannot both take the last place.
 */
export async function insertApiKey(
  db: Database,
  k: { organizationId: number; userId: number; name: string; prefix: string; keyHash: string; now: Date },
  max: number,
): Promise<ApiKeyRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [k.organizationId]);
    const [{ n }] = (await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE organization_id = $1 AND revoked_at IS NULL',
      [k.organizationId],
    )) as [{ n: number }];
    if (n >= max) return undefined;
    const [row] = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys (organization_id, user_id, name, prefix, key_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [k.organizationId, k.userId, k.name, k.prefix, k.keyHash, k.now],
    );
    return row;
  });
}

/** The organization's keys that still work, oldest first. */
export function listApiKeys(db: Queryable, organizationId: number): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE organization_id = $1 AND revoked_at IS NULL ORDER BY id`,
    [organizationId],
  );
}

/** Revokes a working key of the organization; false when missing, another's or revoked already. */
export async function revokeApiKey(db: Queryable, organizationId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE api_keys SET revoked_at = $3 WHERE id = $1 AND organization_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, organizationId, now],
  );
  return rows.length > 0;
}

export interface ApiKeyUse {
  id: number;
  user_id: number;
  organization_id: number;
  revoked: boolean;
  /** The current project of the key's creator (see CURRENT_PROJECT). */
  current_project: ProjectRow | null;
}

/**
 * The key with this hash, acting as its creator within its organization (undefined when there
 * is none); a working key's last use is recorded.
 */
export async function useApiKey(db: Queryable, keyHash: string, now: Date): Promise<ApiKeyUse | undefined> {
  const [key] = await db.query<
    Omit<ApiKeyUse, 'current_project'> & CurrentProjectColumns & { last_used_at: Date | null }
  >(
    `SELECT k.id, k.user_id, k.organization_id, k.revoked_at IS NOT NULL AS revoked, k.last_used_at,
            ${CURRENT_PROJECT.columns}
     FROM api_keys k JOIN users u ON u.id = k.user_id AND u.organization_id = k.organization_id ${CURRENT_PROJECT.join}
     WHERE k.key_hash = $1`,
    [keyHash],
  );
  if (!key) return undefined;
  const touchBefore = new Date(now.getTime() - TOUCH_EVERY_SECONDS * 1000);
  const stale = key.last_used_at === null || new Date(key.last_used_at) <= touchBefore;
  if (!key.revoked && stale) {
    // A CI job's calls come together: one notes the use, the others skip the row it holds (see useSession).
    await db.query(
      `UPDATE api_keys SET last_used_at = $2
       WHERE id = (SELECT id FROM api_keys WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)
                   FOR UPDATE SKIP LOCKED)`,
      [key.id, now, touchBefore],
    );
  }
  return {
    id: key.id,
    user_id: key.user_id,
    organization_id: key.organization_id,
    revoked: key.revoked,
    current_project: currentProjectOf(key),
  };
}

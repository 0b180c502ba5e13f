import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';

/** An embedded database migrated up to `version` with one organization's project in it, for an upgrade test. */
export async function projectAtVersion(version: number): Promise<{ db: Database; projectId: number }> {
  const db = await openPglite(undefined);
  await migrate(db, version);
  const [project] = await db.query<{ id: number }>(
    `WITH org AS (INSERT INTO organizations (name, created_at) VALUES ('Shop', now()) RETURNING id)
     INSERT INTO projects (organization_id, name, created_at) SELECT id, 'Shop', now() FROM org RETURNING id`,
  );
  return { db, projectId: project!.id };
}

import type { Database } from './database.ts';
import { migrations } from './migrations.ts';

/**
 * Brings the schema up to date, or up to the migration `through` (a test of an upgrade starts from an older
 * schema). Safe to run from several processes at once on PostgreSQL.
 */
export async function migrate(db: Database, through = Infinity): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('testpilot.migrate'))`);
    }
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version) || migration.version > through) continue;
      await tx.exec(migration.sql);
      await migration.after?.(tx);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

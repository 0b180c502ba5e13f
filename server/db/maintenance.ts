import type { Database, Queryable } from './database.ts';
import { purgeDeliveries } from './integrations.ts';

/**
 * Deletes what can no longer be used: expired sessions, codes a day past their expiry or use,
 * rate-limit windows a day old, and the run counts of deleted projects. Safe to run from every server process at once.
 */
export async function purgeExpired(
  db: Queryable,
  now: Date,
): Promise<{ sessions: number; codes: number; limits: number; deliveries: number }> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const sessions = await db.query('DELETE FROM sessions WHERE expires_at <= $1 RETURNING id', [now]);
  const codes = await db.query('DELETE FROM one_time_codes WHERE expires_at <= $1 OR used_at <= $1 RETURNING id', [
    dayAgo,
  ]);
  const limits = await db.query('DELETE FROM rate_limits WHERE window_start <= $1 RETURNING key', [dayAgo]);
  // A deleted project's runs leave count rows behind (run_counts, run_days and run_weeks have no foreign key, see
  // migration 11).
  await db.query('DELETE FROM run_counts c WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)');
  await db.query('DELETE FROM run_days c WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)');
  await db.query('DELETE FROM run_weeks c WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)');
  // Integration deliveries are kept a month, for their outcomes.
  const deliveries = await purgeDeliveries(db, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));
  return { sessions: sessions.length, codes: codes.length, limits: limits.length, deliveries };
}

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: this does its work, once
 * an hour, so that the planner knows how large the tables are and counts read indexes alone.
 */
export async function vacuumEmbedded(db: Database): Promise<void> {
  if (db.kind === 'pglite') await db.exec('VACUUM (ANALYZE)');
}

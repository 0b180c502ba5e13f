import type { Queryable } from './database.ts';
import { CURRENT_PROJECT, currentProjectOf, type CurrentProjectColumns, type ProjectRow } from './projects.ts';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A session's expiry slides forward on use, at most once a minute to spare writes. */
const SLIDE_EVERY_SECONDS = 60;

function ttl(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
}

export async function createSession(
  db: Queryable,
  p: { userId: number; tokenHash: string; remember: boolean; now: Date },
) {
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, remember, created_at, last_used_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $4::timestamptz + make_interval(secs => $5))`,
    [p.userId, p.tokenHash, p.remember, p.now, ttl(p.remember)],
  );
}

export interface SessionRow {
  id: number;
  user_id: number;
  organization_id: number;
  remember: boolean;
  last_used_at: Date;
  current_project: ProjectRow | null;
}

/** The live session with this token hash and its user's current project, its expiry slid forward; undefined when none. */
export async function useSession(db: Queryable, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db.query<Omit<SessionRow, 'current_project'> & CurrentProjectColumns>(
    `SELECT s.id, s.user_id, u.organization_id, s.remember, s.last_used_at, ${CURRENT_PROJECT.columns}
     FROM sessions s JOIN users u ON u.id = s.user_id ${CURRENT_PROJECT.join}
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  );
  if (!row) return undefined;
  const { id, user_id, organization_id, remember, last_used_at } = row;
  const session = { id, user_id, organization_id, remember, last_used_at, current_project: currentProjectOf(row) };
  const slideBefore = new Date(now.getTime() - SLIDE_EVERY_SECONDS * 1000);
  if (new Date(session.last_used_at) < slideBefore) {
    // Requests of one session arrive together (a screen asks for several things at once): one slides it, and the
    // others skip a row it holds instead of queueing behind its commit to write the same again.
    await db.query(
      `UPDATE sessions SET last_used_at = $2, expires_at = $2::timestamptz + make_interval(secs => $3)
       WHERE id = (SELECT id FROM sessions WHERE id = $1 AND last_used_at < $4 FOR UPDATE SKIP LOCKED)`,
      [session.id, now, ttl(session.remember), slideBefore],
    );
  }
  return session;
}

export async function deleteSession(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id]);
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Ends every session of the user except `keepId` (the one asking). */
export async function deleteOtherSessions(db: Queryable, userId: number, keepId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepId]);
}

import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

export interface Limit {
  /** How many hits the window allows. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit against `key` in a fixed window kept in the database, so that every server
 * process behind a load balancer shares it. Throws a 429 once the window is used up.
 */
export async function hitRateLimit(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  const [row] = await db.query<{ hits: number; window_start: Date }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start <= $2::timestamptz - make_interval(secs => $3) THEN 1
                   ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $2::timestamptz - make_interval(secs => $3) THEN $2
                   ELSE rate_limits.window_start END
     RETURNING hits, window_start`,
    [key, now, limit.windowSeconds],
  );
  if (!row || row.hits <= limit.max) return;
  throw tooMany(row.window_start, limit, now);
}

/** Throws a 429 when `key` already used up its window, without counting a hit. */
export async function checkRateLimit(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  const [row] = await db.query<{ hits: number; window_start: Date }>(
    `SELECT hits, window_start FROM rate_limits
     WHERE key = $1 AND window_start > $2::timestamptz - make_interval(secs => $3)`,
    [key, now, limit.windowSeconds],
  );
  if (row && row.hits >= limit.max) throw tooMany(row.window_start, limit, now);
}

function tooMany(windowStart: Date, limit: Limit, now: Date): ApiError {
  const retryAfter = Math.max(
    1,
    Math.ceil((new Date(windowStart).getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  const minutes = Math.ceil(retryAfter / 60);
  return new ApiError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    retryAfter,
  });
}

/** Forgets the hits of a key, e.g. the failed sign-ins of an email once one succeeds. */
export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

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

/**
 * Counts an attempt at a secret (a password, a key) against `key` *before* checking it, so that
 * concurrent attempts cannot all pass a count read before any of them ended: at most `limit.max`
 * attempts are ever checked in a window. A right answer (anything truthy) forgets the attempts.
 */
export async function limitedAttempt<T>(
  db: Queryable,
  key: string,
  limit: Limit,
  now: Date,
  check: () => Promise<T>,
): Promise<T> {
  await hitRateLimit(db, key, limit, now);
  const right = await check();
  if (right) await clearRateLimit(db, key);
  return right;
}

/**
 * The limits on mail a public call sends (verification, password reset): per client address,
 * and per email *from that address*. Keyed by the email alone, five requests from a stranger
 * would stop a person's own mail; a flood of one inbox from many addresses is still bounded
 * by each address's own limit.
 */
export async function limitMail(
  db: Queryable,
  limits: { publicPerIp: Limit; mailPerEmail: Limit },
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  await hitRateLimit(db, `mail:ip:${ip}`, limits.publicPerIp, now);
  await hitRateLimit(db, `mail:email:${email}:${ip}`, limits.mailPerEmail, now);
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

import type { Queryable } from './database.ts';

export type CodePurpose = 'email_verification' | 'password_reset' | 'environment_deletion' | 'project_deletion';

export interface IssueCode {
  userId: number;
  purpose: CodePurpose;
  tokenHash: string | null;
  keyHash: string | null;
  now: Date;
  ttlSeconds: number;
  /** The environment an environment_deletion code deletes. */
  environmentId?: number;
}

/** Issues a new code for a purpose; every older unused code of the user for it stops working. */
export async function issueCode(db: Queryable, c: IssueCode): Promise<{ id: number; expires_at: Date }> {
  await db.query('UPDATE one_time_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    c.userId,
    c.purpose,
    c.now,
  ]);
  const [row] = await db.query<{ id: number; expires_at: Date }>(
    `INSERT INTO one_time_codes (user_id, purpose, token_hash, key_hash, created_at, expires_at, environment_id)
     VALUES ($1, $2, $3, $4, $5, $5::timestamptz + make_interval(secs => $6), $7)
     RETURNING id, expires_at`,
    [c.userId, c.purpose, c.tokenHash, c.keyHash, c.now, c.ttlSeconds, c.environmentId ?? null],
  );
  return row!;
}

/** Marks the live code with this token hash used and returns its user; undefined when none. */
export async function consumeToken(
  db: Queryable,
  purpose: CodePurpose,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    `UPDATE one_time_codes SET used_at = $3
     WHERE purpose = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id`,
    [purpose, tokenHash, now],
  );
  return row?.user_id;
}

/** Marks the user's live code with this key hash used; false when there is none. */
export async function consumeKey(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  keyHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE one_time_codes SET used_at = $4
     WHERE user_id = $1 AND purpose = $2 AND key_hash = $3 AND used_at IS NULL AND expires_at > $4
     RETURNING id`,
    [userId, purpose, keyHash, now],
  );
  return rows.length > 0;
}

export interface LatestCodeRow {
  id: number;
  environment_id: number | null;
  key_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
  attempts: number;
}

/** The user's newest code for the purpose, locked until the transaction ends; undefined when none. */
export async function lockLatestCode(
  tx: Queryable,
  userId: number,
  purpose: CodePurpose,
): Promise<LatestCodeRow | undefined> {
  const [row] = await tx.query<LatestCodeRow>(
    `SELECT id, environment_id, key_hash, expires_at, used_at, attempts FROM one_time_codes
     WHERE user_id = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose],
  );
  return row;
}

/** Counts a wrong try; the code stops working at `maxAttempts`. Answers the tries made so far. */
export async function countWrongTry(tx: Queryable, id: number, maxAttempts: number, now: Date): Promise<number> {
  const [row] = await tx.query<{ attempts: number }>(
    `UPDATE one_time_codes SET attempts = attempts + 1,
       used_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE used_at END
     WHERE id = $1 RETURNING attempts`,
    [id, maxAttempts, now],
  );
  return row!.attempts;
}

export async function markCodeUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [id, now]);
}

import type { Queryable } from './database.ts';

export type CodePurpose = 'email_verification' | 'password_reset';

export interface IssueCode {
  userId: number;
  purpose: CodePurpose;
  tokenHash: string | null;
  keyHash: string | null;
  now: Date;
  ttlSeconds: number;
}

/** Issues a new code for a purpose; every older unused code of the user for it stops working. */
export async function issueCode(db: Queryable, c: IssueCode): Promise<void> {
  await db.query('UPDATE one_time_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    c.userId,
    c.purpose,
    c.now,
  ]);
  await db.query(
    `INSERT INTO one_time_codes (user_id, purpose, token_hash, key_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5::timestamptz + make_interval(secs => $6))`,
    [c.userId, c.purpose, c.tokenHash, c.keyHash, c.now, c.ttlSeconds],
  );
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

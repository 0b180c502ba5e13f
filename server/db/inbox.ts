import type { Queryable } from './database.ts';

/** How many messages each generated address keeps: the oldest go beyond it. */
export const MESSAGES_KEPT_PER_ADDRESS = 100;

export interface InboxMessageRow {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  received_at: Date;
}

export async function insertInboxMessage(
  db: Queryable,
  m: { credentialId: number; to: string; from: string; subject: string; text: string; receivedAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO inbox_messages (credential_id, to_address, from_address, subject, text, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.credentialId, m.to, m.from, m.subject, m.text, m.receivedAt],
  );
  await db.query(
    `DELETE FROM inbox_messages WHERE credential_id = $1 AND id NOT IN (
       SELECT id FROM inbox_messages WHERE credential_id = $1 ORDER BY received_at DESC, id DESC LIMIT $2)`,
    [m.credentialId, MESSAGES_KEPT_PER_ADDRESS],
  );
}

/** The messages of the project's generated addresses, newest first. */
export function listInbox(db: Queryable, projectId: number): Promise<InboxMessageRow[]> {
  return db.query<InboxMessageRow>(
    `SELECT m.id, m.to_address AS "to", m.from_address AS "from", m.subject, m.text, m.received_at
     FROM inbox_messages m JOIN credentials c ON c.id = m.credential_id
     WHERE c.project_id = $1
     ORDER BY m.received_at DESC, m.id DESC`,
    [projectId],
  );
}

/** The newest message a test account received at or after `since`, or undefined. */
export async function latestInboxMessage(
  db: Queryable,
  credentialId: number,
  since: Date,
): Promise<InboxMessageRow | undefined> {
  const [row] = await db.query<InboxMessageRow>(
    `SELECT id, to_address AS "to", from_address AS "from", subject, text, received_at
     FROM inbox_messages WHERE credential_id = $1 AND received_at >= $2
     ORDER BY received_at DESC, id DESC LIMIT 1`,
    [credentialId, since],
  );
  return row;
}

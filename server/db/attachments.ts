import type { Queryable } from './database.ts';

export interface AttachmentRow {
  id: number;
  name: string;
  content_type: string;
  size: number;
  created_at: Date;
}

export const MAX_ATTACHMENTS_PER_TEST_CASE = 20;

export function listAttachments(db: Queryable, testCaseId: number): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `SELECT id, name, content_type, octet_length(content) AS size, created_at
     FROM test_case_attachments WHERE test_case_id = $1 ORDER BY name`,
    [testCaseId],
  );
}

/** Stores a file under its name, replacing the test case's file of that name. */
export async function saveAttachment(
  db: Queryable,
  a: { testCaseId: number; name: string; contentType: string; content: Buffer; now: Date },
): Promise<AttachmentRow> {
  const [row] = await db.query<AttachmentRow>(
    `INSERT INTO test_case_attachments (test_case_id, name, content_type, content, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (test_case_id, name)
     DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, created_at = EXCLUDED.created_at
     RETURNING id, name, content_type, octet_length(content) AS size, created_at`,
    [a.testCaseId, a.name, a.contentType, a.content, a.now],
  );
  return row!;
}

export async function deleteAttachment(db: Queryable, testCaseId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM test_case_attachments WHERE id = $1 AND test_case_id = $2 RETURNING id', [
    id,
    testCaseId,
  ]);
  return rows.length > 0;
}

/** The files a run of the test case can upload, with their content. */
export function attachmentFiles(
  db: Queryable,
  testCaseId: number,
): Promise<{ name: string; content_type: string; content: Uint8Array }[]> {
  return db.query(
    'SELECT name, content_type, content FROM test_case_attachments WHERE test_case_id = $1 ORDER BY name',
    [testCaseId],
  );
}

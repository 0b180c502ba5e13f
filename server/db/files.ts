import type { Queryable } from './database.ts';

export interface StoredFile {
  content_type: string;
  content: Buffer;
}

export async function insertFile(
  db: Queryable,
  f: { organizationId: number; name: string; contentType: string; content: Buffer; now: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO files (organization_id, name, content_type, content, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [f.organizationId, f.name, f.contentType, f.content, f.now],
  );
  return row!.id;
}

export async function findFileByName(db: Queryable, name: string): Promise<StoredFile | undefined> {
  const [row] = await db.query<{ content_type: string; content: Uint8Array }>(
    'SELECT content_type, content FROM files WHERE name = $1',
    [name],
  );
  // pg answers a Buffer, PGlite a Uint8Array.
  return row ? { content_type: row.content_type, content: Buffer.from(row.content) } : undefined;
}

export async function deleteFile(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM files WHERE id = $1', [id]);
}

/** The URL an uploaded file is served at, relative to the app. */
export function fileUrl(name: string | null): string | null {
  return name === null ? null : `/api/v1/files/${name}`;
}

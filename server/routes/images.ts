import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { deleteFile, insertFile } from '../db/files.ts';
import type { CheckedImage } from '../http/imageUploads.ts';

/**
 * Stores the image under a new random name (192 bits: the name is what lets anyone read it),
 * puts it in place with `attach` (which answers the file it replaces) and deletes the old one.
 */
export async function replaceImage(
  tx: Queryable,
  p: {
    organizationId: number;
    image: CheckedImage | null;
    now: Date;
    attach: (fileId: number | null) => Promise<number | null>;
  },
): Promise<void> {
  let fileId: number | null = null;
  if (p.image) {
    fileId = await insertFile(tx, {
      organizationId: p.organizationId,
      name: `${randomBytes(24).toString('base64url')}.${p.image.kind}`,
      contentType: p.image.contentType,
      content: p.image.content,
      now: p.now,
    });
  }
  const replaced = await p.attach(fileId);
  if (replaced !== null) await deleteFile(tx, replaced);
}

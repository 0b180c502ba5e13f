import path from 'node:path';
import {
  deleteAttachment,
  listAttachments,
  MAX_ATTACHMENTS_PER_TEST_CASE,
  saveAttachment,
  type AttachmentRow,
} from '../db/attachments.ts';
import { findTestCase } from '../db/testCases.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Handler, Services } from '../http/types.ts';
import { notFound } from './scope.ts';

export const ATTACHMENT_UPLOAD_OPERATIONS = ['addAttachment'] as const;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Types browsers send for common test files; anything else goes as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
  '.xml': 'application/xml',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const view = (a: AttachmentRow) => ({ ...a, size: Number(a.size) });

/** A name a step can write: the file's own name, without folders or control characters. */
function attachmentName(fileName: string): string {
  const name = path.basename(fileName.replace(/\\/g, '/')).trim();
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!name || name.length > 200 || control) {
    throw new ApiError(400, 'The file needs a name of 1 to 200 characters, as the upload step will name it.');
  }
  return name;
}

/** Files attached to a test case, which its upload steps send ("Upload "cv.pdf" to Resume"). */
export function attachmentHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;
  async function testCaseOf(request: Parameters<Handler>[0]) {
    const { id } = request.params as { id: number };
    const testCase = await findTestCase(db, authOf(request).organizationId, id);
    if (!testCase) throw notFound('Test case', id);
    return testCase;
  }

  return {
    async listAttachments(request) {
      const testCase = await testCaseOf(request);
      return { success: true, data: (await listAttachments(db, testCase.id)).map(view) };
    },

    async addAttachment(request, reply) {
      if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data, in the field file.');
      const testCase = await testCaseOf(request);
      const upload = request.upload;
      if (!upload || upload.field !== 'file') throw new ApiError(400, "'file' is required: send one file.");
      if (upload.truncated) throw new ApiError(400, `${upload.fileName} is larger than 5 MB.`);
      const name = attachmentName(upload.fileName);
      const existing = await listAttachments(db, testCase.id);
      if (!existing.some((a) => a.name === name) && existing.length >= MAX_ATTACHMENTS_PER_TEST_CASE) {
        throw new ApiError(400, `A test case holds at most ${MAX_ATTACHMENTS_PER_TEST_CASE} files: remove one first.`);
      }
      const saved = await saveAttachment(db, {
        testCaseId: testCase.id,
        name,
        contentType: CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
        content: upload.content,
        now: now(),
      });
      reply.code(201);
      return { success: true, message: `${name} attached.`, data: view(saved) };
    },

    async deleteAttachment(request) {
      const testCase = await testCaseOf(request);
      const { attachmentId } = request.params as { attachmentId: number };
      if (!(await deleteAttachment(db, testCase.id, attachmentId))) throw notFound('Attachment', attachmentId);
      return { success: true, message: 'File removed.' };
    },
  };
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** The one file of a multipart request, read into memory (at most `maxFileBytes`). */
export interface Upload {
  field: string;
  fileName: string;
  content: Buffer;
  /** The file was larger than the limit; `content` holds only its start. */
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload?: Upload;
  }
}

function multipartProblem(error: unknown): ApiError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, 'Send one file per request.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(400, 'The upload has too many fields.');
  }
  return new ApiError(400, 'The upload is not valid multipart/form-data.');
}

async function readParts(request: FastifyRequest, maxFileBytes: number): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: { files: 1, fields: 10, parts: 11, fileSize: maxFileBytes, fieldSize: 10_000 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        request.upload = { field: part.fieldname, fileName: part.filename, content, truncated: part.file.truncated };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartProblem(error);
  }
  return fields;
}

/**
 * Accepts multipart/form-data for the operations that upload a file, and refuses it (415)
 * everywhere else. The fields become the body the contract validates; the file is
 * `request.upload`.
 */
export async function installMultipart(
  app: FastifyInstance,
  options: { operations: readonly string[]; maxFileBytes: number },
): Promise<void> {
  // A file over the limit is read up to it and marked truncated, so the answer can name it.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !options.operations.includes(operationId)) {
      throw new ApiError(415, 'This content type is not accepted; send application/json.');
    }
    request.body = await readParts(request, options.maxFileBytes);
  });
}

import { loadTestCases } from '../db/testCases.ts';
import { ImportFileError, MAX_IMPORT_BYTES, parseTestFile, describeFailure } from '../import/index.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Handler, Services } from '../http/types.ts';
import { addTestCases } from './addTestCases.ts';
import { environmentInScope } from './scope.ts';
import { attachSavedReadings, readBeforeSaving } from './steps.ts';
import { testCaseView } from './testCases.ts';

export const UPLOAD_OPERATIONS = ['importTestCases'] as const;
export const MAX_UPLOAD_BYTES = MAX_IMPORT_BYTES;

function environmentId(value: string | undefined): number {
  if (value === undefined) throw new ApiError(400, "'environment_id' is required.");
  const id = /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  if (!(id >= 1)) throw new ApiError(400, "'environment_id' must be the id of an environment (a whole number).");
  return id;
}

export function importHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  return {
    async importTestCases(request, reply) {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'Send the file as multipart/form-data, with the fields environment_id and file.');
      }
      const auth = authOf(request);
      const body = (request.body ?? {}) as Record<string, string>;
      for (const field of Object.keys(body)) {
        if (field !== 'environment_id') throw new ApiError(400, `'${field}' is not an accepted field.`);
      }
      const upload = request.upload;
      if (upload && upload.field !== 'file') throw new ApiError(400, `'${upload.field}' is not an accepted field.`);
      const environment = await environmentInScope(db, auth, environmentId(body.environment_id));
      if (!upload) throw new ApiError(400, "'file' is required: send one test file.");

      let cases;
      try {
        if (upload.truncated) {
          throw new ImportFileError({ file: upload.fileName, line: null, reason: 'the file is larger than 1 MB.' });
        }
        cases = parseTestFile(upload.fileName, upload.content);
      } catch (error) {
        if (error instanceof ImportFileError) throw new ApiError(400, describeFailure(error.failure));
        throw error;
      }
      await readBeforeSaving(
        services,
        environment.project_id,
        cases.map((c) => ({ steps: c.steps.map((s) => s.text) })),
      );
      const ids = await addTestCases(
        db,
        auth.organizationId,
        cases.map((c) => ({
          projectId: environment.project_id,
          environmentId: environment.id,
          title: c.title,
          goal: c.goal,
          steps: c.steps.map((s) => s.text),
          expectedResult: c.expectedResult,
          executionStatus: 'In Progress' as const,
          now: now(),
        })),
        upload.fileName,
      );
      await attachSavedReadings(services, ids);
      reply.code(201);
      const count = ids.length;
      return {
        success: true,
        message: `Imported ${count} test case${count === 1 ? '' : 's'} from ${upload.fileName}.`,
        data: (await loadTestCases(db, { ids })).map(testCaseView),
      };
    },
  };
}

import { ApiError, messageFor, NETWORK_ERROR, type Operation } from './errors.ts';
import type { components } from './schema.d.ts';

export type ImportAnswer = { success: true; message: string; data: components['schemas']['TestCase'][] };

interface Upload {
  method: 'POST' | 'PUT';
  path: string;
  operation: Operation;
  file: File;
  fields?: Record<string, string>;
  token: string | null;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart/form-data. XMLHttpRequest, not fetch, because only it reports
 * upload progress; `onProgress` receives 0–100. Failures are ApiErrors as for every other call.
 */
export function uploadMultipart<Answer>(u: Upload): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(u.method, `/api/v1${u.path}`);
    if (u.token) xhr.setRequestHeader('Authorization', `Bearer ${u.token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) u.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status <= 299 && body) {
        u.onProgress?.(100);
        resolve(body as Answer);
      } else {
        reject(new ApiError(u.operation, xhr.status, messageFor(u.operation, body), body));
      }
    };
    xhr.onerror = () => reject(new ApiError(u.operation, 0, NETWORK_ERROR));
    xhr.onabort = () => reject(new ApiError(u.operation, 0, 'Upload cancelled'));
    u.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(u.fields ?? {})) form.append(name, value);
    form.append('file', u.file);
    xhr.send(form);
  });
}

/** Uploads one test file to POST /test-cases/import for an environment. */
export function uploadTestFile(p: {
  file: File;
  environmentId: number;
  token: string | null;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<ImportAnswer> {
  return uploadMultipart<ImportAnswer>({
    method: 'POST',
    path: '/test-cases/import',
    operation: 'importTestCases',
    fields: { environment_id: String(p.environmentId) },
    ...p,
  });
}

import { ApiError, messageFor, NETWORK_ERROR } from './errors.ts';
import type { components } from './schema.d.ts';

export type ImportAnswer = { success: true; message: string; data: components['schemas']['TestCase'][] };

/**
 * Uploads one test file to POST /test-cases/import. XMLHttpRequest, not fetch, because only it
 * reports upload progress; `onProgress` receives 0–100.
 */
export function uploadTestFile(p: {
  file: File;
  environmentId: number;
  token: string | null;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/test-cases/import');
    if (p.token) xhr.setRequestHeader('Authorization', `Bearer ${p.token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) p.onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status <= 299 && body) {
        p.onProgress(100);
        resolve(body as ImportAnswer);
      } else {
        reject(new ApiError('importTestCases', xhr.status, messageFor('importTestCases', body), body));
      }
    };
    xhr.onerror = () => reject(new ApiError('importTestCases', 0, NETWORK_ERROR));
    xhr.onabort = () => reject(new ApiError('importTestCases', 0, 'Upload cancelled'));
    p.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('environment_id', String(p.environmentId));
    form.append('file', p.file);
    xhr.send(form);
  });
}

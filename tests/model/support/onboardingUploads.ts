/**
 * The upload end of the fake server: test files go up through XMLHttpRequest (src/api/upload.ts,
 * for its progress events), which fetch stubs do not see. Each request the screen sends is held
 * until the test reports progress on it or answers it.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface HeldUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The multipart form the screen sent. */
  form: FormData;
  /** Answered (or aborted) already. */
  finished: boolean;
}

type Handler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

export function fakeUploads() {
  const requests: FakeRequest[] = [];

  class FakeRequest implements HeldUpload {
    method = '';
    url = '';
    headers: Record<string, string> = {};
    form = new FormData();
    finished = false;
    status = 0;
    responseText = '';
    responseType = '';
    upload: { onprogress: Handler } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      this.form = body;
      requests.push(this);
    }
    abort() {
      if (this.finished) return;
      this.finished = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);

  const underWay = (index: number): FakeRequest => {
    const request = requests[index];
    if (!request) throw new Error(`the screen sent no upload #${index + 1} (it sent ${requests.length})`);
    if (request.finished) throw new Error(`upload #${index + 1} was answered already`);
    return request;
  };
  const settleWith = async (run: () => void) =>
    act(async () => {
      run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  return {
    requests: requests as readonly HeldUpload[],
    /** Reports that `percent` of upload #index (0-based, in the order the screen sent them) has gone up. */
    progress: (index: number, percent: number) => {
      const request = underWay(index);
      return settleWith(() => request.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }));
    },
    /** Answers upload #index with `status` and a JSON `body`. */
    respond: (index: number, status: number, body: unknown) => {
      const request = underWay(index);
      return settleWith(() => {
        request.finished = true;
        request.status = status;
        request.responseText = JSON.stringify(body);
        request.onload?.();
      });
    },
  };
}

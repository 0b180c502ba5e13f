import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_IN = 'Authentication required. Please sign in.';
const EXPIRED = 'Your session has expired. Please sign in again.';

/** A POST without a token whose body is sent as given. */
const rawPost = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

/** Two files where one is taken: reading the parts alone would answer 400. */
function twoFiles() {
  const data = new FormData();
  data.append('file', new Blob(['title\n']), 'cases.csv');
  data.append('file', new Blob(['title\n']), 'more.csv');
  return data;
}

describe('a request without a valid token is refused before its body is read', () => {
  it('a body the contract refuses answers 401, not 400 with field details', async () => {
    expectError(await t.post('/api/v1/test-cases', { title: '' }), 401, SIGN_IN);
    expectError(await t.post('/api/v1/projects', { surprise: true }, 'not-a-token'), 401, EXPIRED);
    expectError(await t.patch('/api/v1/profile', {}), 401, SIGN_IN);
  });

  it('a body that is not JSON at all answers 401', async () => {
    const res = await rawPost('/api/v1/test-cases', 'application/json', '{"title": ');
    expectError(res, 401, SIGN_IN);
  });

  it('a query the contract refuses answers 401', async () => {
    expectError(await t.get('/api/v1/dashboard?project_id=abc'), 401, SIGN_IN);
  });

  it.each(['/api/v1/test-cases/import', '/api/v1/organization/logo', '/api/v1/profile/photo'])(
    'an upload to %s answers 401 without reading the file',
    async (url) => {
      const method = url === '/api/v1/test-cases/import' ? 'POST' : 'PUT';
      expectError(await t.upload(url, twoFiles(), undefined, method), 401);
    },
  );

  it('a malformed upload answers 401', async () => {
    const res = await rawPost('/api/v1/test-cases/import', 'multipart/form-data; boundary=nothing', 'garbage');
    expectError(res, 401, SIGN_IN);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Every line the app logs, as a start prints them. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: logStream } });
});
afterAll(() => t.close());

const send = (method: 'DELETE' | 'POST' | 'GET', url: string, token: string, contentType: string, payload = '') =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });

describe('content types at start and on calls', () => {
  it('starts without a warning about content types the contract only answers with', () => {
    const warnings = logged.filter((line) => /ContentTypeParser/.test(line));
    expect(warnings).toEqual([]);
    expect(logged.filter((line) => JSON.parse(line).level >= 40)).toEqual([]);
  });

  it('takes a call that declares no body, sent with Content-Type: application/json and no body', async () => {
    const { token, staging } = await accountWithProject(t);
    const created = await createTestCase(t, token, staging.id);
    const res = await send('DELETE', `/api/v1/test-cases/${created.id}`, token, 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expectError(await t.get(`/api/v1/test-cases/${created.id}`, token), 404);

    const me = await send('GET', '/api/v1/me', token, 'application/json; charset=utf-8');
    expect(me.statusCode).toBe(200);
    const signout = await send('POST', '/api/v1/signout', token, 'application/json');
    expect(signout.statusCode).toBe(200);
  });

  it('still refuses an empty body where the contract takes one', async () => {
    const { token } = await accountWithProject(t);
    expectError(await send('POST', '/api/v1/projects', token, 'application/json'), 400, /body is empty/);
  });

  it('refuses a body in a type the contract only answers with, as any other type (415)', async () => {
    const { token, project } = await accountWithProject(t);
    for (const type of ['image/png', 'text/event-stream', 'application/zip']) {
      const res = await send('POST', `/api/v1/${project.id}/environments`, token, type, 'x');
      expectError(res, 415, 'This content type is not accepted; send application/json.');
    }
  });
});

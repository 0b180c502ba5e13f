import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { holdRowLock, within } from '../support/rowLock.ts';
import { createTestApp, MINUTE, type TestApp } from '../support/testApp.ts';
import { testDatabaseKind } from '../support/testDatabase.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createKey(token: string, name = 'CI') {
  const res = await t.post('/api/v1/api-keys', { name }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; prefix: string; key: string; last_used_at: string | null };
}

describe('POST /api/v1/api-keys', () => {
  it('answers the whole key once and stores only its SHA-256 hash', async () => {
    const { token } = await accountWithProject(t);
    const res = await t.post('/api/v1/api-keys', { name: ' GitHub Actions ' }, token);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        name: 'GitHub Actions',
        prefix: data.key.slice(0, 8),
        key: expect.stringMatching(/^tp_[A-Za-z0-9_-]{43}$/),
        created_at: t.clock.now().toISOString(),
        last_used_at: null,
      },
    });
    const rows = await t.db.query<{ key_hash: string; prefix: string }>(
      'SELECT key_hash, prefix FROM api_keys WHERE id = $1',
      [data.id],
    );
    expect(rows).toEqual([{ key_hash: createHash('sha256').update(data.key).digest('hex'), prefix: data.prefix }]);
    expect(JSON.stringify(rows)).not.toContain(data.key);
  });

  it('refuses a blank or missing name', async () => {
    const { token } = await accountWithProject(t);
    expectError(await t.post('/api/v1/api-keys', { name: '  ' }, token), 400, 'Key name must not be blank.');
    expectError(await t.post('/api/v1/api-keys', {}, token), 400, 'Key name is required.');
    expectError(
      await t.post('/api/v1/api-keys', { name: 'x'.repeat(101) }, token),
      400,
      'Key name must be at most 100 characters.',
    );
    expectError(await t.post('/api/v1/api-keys', { name: 'CI' }), 401);
  });
});

describe('GET /api/v1/api-keys', () => {
  it("lists the organization's working keys without the keys themselves", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const first = await createKey(token, 'CI');
    const second = await createKey(token, 'Nightly');
    await createKey(other.token, 'Theirs');
    const res = await t.get('/api/v1/api-keys', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [first, second].map(({ key: _key, ...rest }) => rest),
    });
    expect(res.body).not.toContain(first.key);
    expect(res.body).not.toContain(second.key);
    expect(res.body).not.toContain('key_hash');
  });
});

describe('an API key as the bearer token', () => {
  it("lets a CI job call the API as the key's creator within the organization", async () => {
    const { token, staging, project } = await accountWithProject(t);
    const other = await accountWithProject(t);
    await createTestCase(t, token, staging.id, { title: 'Checkout' });
    const { key } = await createKey(token);

    const res = await t.get('/api/v1/test-cases', key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((c: { title: string }) => c.title)).toEqual(['Checkout']);
    expect((await t.get('/api/v1/me', key)).json().data.current_project_id).toBe(project.id);
    expect(
      (await t.post('/api/v1/test-cases', { title: 'From CI', environment_id: staging.id, steps: ['Open'] }, key))
        .statusCode,
    ).toBe(201);
    expectError(
      await t.get(`/api/v1/test-cases?project_id=${other.project.id}`, key),
      404,
      `Project ${other.project.id} was not found.`,
    );
  });

  it('records the last use at most once a minute', async () => {
    const { token } = await accountWithProject(t);
    const { id, key } = await createKey(token);
    const lastUsed = async () =>
      (await t.get('/api/v1/api-keys', token)).json().data.find((k: { id: number }) => k.id === id).last_used_at;
    await t.get('/api/v1/projects', key);
    const first = t.clock.now().toISOString();
    expect(await lastUsed()).toBe(first);
    t.clock.advance(30_000);
    await t.get('/api/v1/projects', key);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(MINUTE);
    await t.get('/api/v1/projects', key);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });

  it('cannot create or revoke keys, change the password or end sessions', async () => {
    const { token, password } = await accountWithProject(t);
    const { id, key } = await createKey(token);
    expectError(await t.post('/api/v1/api-keys', { name: 'Spawned' }, key), 401, /An API key cannot create API keys/);
    expectError(await t.delete(`/api/v1/api-keys/${id}`, key), 401, /An API key cannot revoke API keys/);
    expectError(
      await t.post(
        '/api/v1/profile/password',
        { current_password: password, new_password: 'N3wPassword!', confirm_password: 'N3wPassword!' },
        key,
      ),
      401,
      /An API key cannot change the password/,
    );
    expectError(await t.delete('/api/v1/profile/sessions', key), 401, /An API key cannot end sessions/);
    expectError(
      await t.post('/api/v1/signout', undefined, key),
      401,
      'An API key has no session to end: revoke the key in Settings instead.',
    );
    expect((await t.get('/api/v1/me', token)).statusCode).toBe(200);
    expect((await t.get('/api/v1/api-keys', token)).json().data).toHaveLength(1);
  });

  it('answers 401 for a made-up key', async () => {
    expectError(await t.get('/api/v1/test-cases', `tp_${'A'.repeat(43)}`), 401, 'This API key is not valid.');
  });
});

describe('DELETE /api/v1/api-keys/{id}', () => {
  it('revokes the key: calls with it answer 401 and it leaves the list', async () => {
    const { token } = await accountWithProject(t);
    const kept = await createKey(token, 'Kept');
    const revoked = await createKey(token, 'Revoked');
    expect((await t.get('/api/v1/projects', revoked.key)).statusCode).toBe(200);

    const res = await t.delete(`/api/v1/api-keys/${revoked.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'API key revoked.' });
    expectError(await t.get('/api/v1/test-cases', revoked.key), 401, 'This API key was revoked.');
    expect((await t.get('/api/v1/projects', kept.key)).statusCode).toBe(200);
    expect((await t.get('/api/v1/api-keys', token)).json().data.map((k: { id: number }) => k.id)).toEqual([kept.id]);
    expectError(await t.delete(`/api/v1/api-keys/${revoked.id}`, token), 404, `API key ${revoked.id} was not found.`);
  });

  it("answers 404 for another organization's key and leaves it working", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const theirs = await createKey(other.token);
    expectError(await t.delete(`/api/v1/api-keys/${theirs.id}`, token), 404, `API key ${theirs.id} was not found.`);
    expectError(await t.delete('/api/v1/api-keys/999999', token), 404, 'API key 999999 was not found.');
    expect((await t.get('/api/v1/projects', theirs.key)).statusCode).toBe(200);
  });
});

// PGlite has one connection, so two calls never overlap there: this is PostgreSQL's case.
describe.runIf(testDatabaseKind === 'postgres')('an API key used by calls at once', () => {
  it('answers a call while another holds the key to note its use, instead of queueing behind it', async () => {
    const { token } = await accountWithProject(t);
    const { id, key } = await createKey(token);
    const noting = await holdRowLock(t.db, 'SELECT id FROM api_keys WHERE id = $1 FOR UPDATE', [id]);
    const answer = await within(t.get('/api/v1/projects', key), 2000);
    await noting.release();
    expect(answer === 'still waiting' ? answer : answer.statusCode).toBe(200);
  });
});

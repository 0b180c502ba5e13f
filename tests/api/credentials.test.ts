import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../server/security/encryption.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MASK = '••••••••';
const SECRET_A = 'Sup3r-Secret-A!';
const SECRET_B = 'another p4ss phrase';

async function storedPasswords(): Promise<string[]> {
  const rows = await t.db.query<{ password_encrypted: string }>('SELECT password_encrypted FROM credentials');
  return rows.map((r) => r.password_encrypted);
}

describe('POST /api/v1/credentials', () => {
  it('stores the accounts, answers them masked and completes onboarding step 2', async () => {
    const { token, staging, production } = await accountWithProject(t);
    const res = await t.post(
      '/api/v1/credentials',
      {
        credential: [
          { env_id: staging.id, username: ' tester@shop.test ', password: SECRET_A },
          { env_id: production.id, username: 'admin', password: SECRET_B },
        ],
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: [
        {
          id: expect.any(Number),
          type: 'password',
          env_id: staging.id,
          environment_label: 'Staging',
          username: 'tester@shop.test',
          password: MASK,
          created_at: t.clock.now().toISOString(),
        },
        {
          id: expect.any(Number),
          type: 'password',
          env_id: production.id,
          environment_label: 'Production',
          username: 'admin',
          password: MASK,
          created_at: t.clock.now().toISOString(),
        },
      ],
    });
    expect(res.body).not.toContain(SECRET_A);
    expect(res.body).not.toContain(SECRET_B);
    expect((await t.get('/api/v1/me', token)).json().data.onboarding).toEqual({ completed: 2 });
  });

  it('keeps passwords encrypted with the app key, never in clear', async () => {
    const { token, staging } = await accountWithProject(t);
    const before = new Set(await storedPasswords());
    await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: staging.id, username: 'u', password: SECRET_A }] },
      token,
    );
    await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: staging.id, username: 'v', password: SECRET_A }] },
      token,
    );
    const added = (await storedPasswords()).filter((p) => !before.has(p));
    expect(added).toHaveLength(2);
    for (const stored of added) {
      expect(stored).not.toContain(SECRET_A);
      expect(stored).not.toContain(Buffer.from(SECRET_A).toString('base64'));
      expect(decryptSecret(stored, t.secretKey)).toBe(SECRET_A);
    }
    // A fresh IV per value: the same password never gives the same text twice.
    expect(added[0]).not.toBe(added[1]);
  });

  it('refuses an environment of another organization with 404, saving none of the accounts', async () => {
    const { token, staging } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const before = (await storedPasswords()).length;
    expectError(
      await t.post(
        '/api/v1/credentials',
        {
          credential: [
            { env_id: staging.id, username: 'mine', password: SECRET_A },
            { env_id: other.staging.id, username: 'theirs', password: SECRET_B },
          ],
        },
        token,
      ),
      404,
      `Environment ${other.staging.id} was not found.`,
    );
    expectError(
      await t.post('/api/v1/credentials', { credential: [{ env_id: 999999, username: 'u', password: 'p' }] }, token),
      404,
      'Environment 999999 was not found.',
    );
    expect((await storedPasswords()).length).toBe(before);
    expect((await t.get('/api/v1/me', token)).json().data.onboarding).toEqual({ completed: 1 });
  });

  it('refuses bad rows naming the field', async () => {
    const { token, staging } = await accountWithProject(t);
    expectError(
      await t.post('/api/v1/credentials', { credential: [] }, token),
      400,
      "'credential' must have at least 1 item.",
    );
    expectError(
      await t.post(
        '/api/v1/credentials',
        { credential: [{ env_id: staging.id, username: '  ', password: 'p' }] },
        token,
      ),
      400,
      'Username must not be blank.',
    );
    expectError(
      await t.post('/api/v1/credentials', { credential: [{ env_id: staging.id, username: 'u', password: '' }] }, token),
      400,
      'Password must not be empty.',
    );
    expectError(
      await t.post(
        '/api/v1/credentials',
        { credential: [{ env_id: String(staging.id), username: 'u', password: 'p' }] },
        token,
      ),
      400,
      'Environment must be of type integer.',
    );
    expectError(
      await t.post('/api/v1/credentials', { credential: [{ username: 'u', password: 'p' }] }, token),
      400,
      'Environment is required.',
    );
    expectError(await t.post('/api/v1/credentials', {}, token), 400, "'credential' is required.");
  });

  it('never moves onboarding backward', async () => {
    const { token, staging } = await accountWithProject(t);
    expect((await t.post('/api/v1/onboarding', { step: 'tests' }, token)).json().data).toEqual({ completed: 3 });
    await t.post('/api/v1/credentials', { credential: [{ env_id: staging.id, username: 'u', password: 'p' }] }, token);
    expect((await t.get('/api/v1/me', token)).json().data.onboarding).toEqual({ completed: 3 });
  });
});

describe('GET /api/v1/credentials', () => {
  it("lists the current project's accounts masked, or another project's by project_id", async () => {
    const { token, project, staging } = await accountWithProject(t);
    await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: staging.id, username: 'first', password: SECRET_A }] },
      token,
    );
    const second = await createProject(t, token, { name: 'Second' });
    await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: second.environments[1]!.id, username: 'second', password: SECRET_B }] },
      token,
    );

    const current = await t.get('/api/v1/credentials', token);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toEqual([
      {
        id: expect.any(Number),
        type: 'password',
        env_id: second.environments[1]!.id,
        environment_label: 'Production',
        username: 'second',
        password: MASK,
        created_at: expect.any(String),
      },
    ]);
    const first = await t.get(`/api/v1/credentials?project_id=${project.id}`, token);
    expect(first.json().data.map((c: { username: string }) => c.username)).toEqual(['first']);
    for (const res of [current, first]) {
      expect(res.body).not.toContain(SECRET_A);
      expect(res.body).not.toContain(SECRET_B);
    }
  });

  it("answers 404 for another organization's project and 400 without any project", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.get(`/api/v1/credentials?project_id=${other.project.id}`, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    const fresh = await verifiedAccount(t);
    expectError(await t.get('/api/v1/credentials', fresh.token), 400, 'Create a project first.');
    expectError(await t.get('/api/v1/credentials'), 401);
  });
});

describe('DELETE /api/v1/credentials/{id}', () => {
  it('deletes an account of the organization and answers 404 for anyone else', async () => {
    const { token, staging } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const created = await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: staging.id, username: 'gone', password: 'p' }] },
      token,
    );
    const id = created.json().data[0].id as number;

    expectError(await t.delete(`/api/v1/credentials/${id}`, other.token), 404, `Credential ${id} was not found.`);
    expect((await t.get('/api/v1/credentials', token)).json().data).toHaveLength(1);

    const res = await t.delete(`/api/v1/credentials/${id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await t.get('/api/v1/credentials', token)).json().data).toEqual([]);
    expectError(await t.delete(`/api/v1/credentials/${id}`, token), 404, `Credential ${id} was not found.`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../server/security/encryption.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MASK = '••••••••';
// Base32 of the RFC 6238 SHA-1 seed "12345678901234567890".
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const create = (token: string, credential: unknown[]) => t.post('/api/v1/credentials', { credential }, token);

async function createOne(token: string, row: Record<string, unknown>) {
  const res = await create(token, [row]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as { id: number; type: string; username: string; password: string };
}

describe('POST /api/v1/credentials with a type', () => {
  it('is a username + password account unless told, and says so', async () => {
    const { token, staging } = await accountWithProject(t);
    const res = await create(token, [
      { env_id: staging.id, username: 'plain', password: 'p1' },
      { env_id: staging.id, type: 'password', username: 'explicit', password: 'p2' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((c: { type: string; username: string }) => [c.type, c.username])).toEqual([
      ['password', 'plain'],
      ['password', 'explicit'],
    ]);
  });

  it('stores a two-factor secret encrypted, normalised, and never answers it', async () => {
    const { token, staging } = await accountWithProject(t);
    const grouped = 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq';
    const created = await createOne(token, {
      env_id: staging.id,
      type: 'password_totp',
      username: 'two-factor@shop.test',
      password: 'Secret-1',
      totp_secret: grouped,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      type: 'password_totp',
      env_id: staging.id,
      environment_label: 'Staging',
      username: 'two-factor@shop.test',
      password: MASK,
      created_at: expect.any(String),
    });
    const list = await t.get('/api/v1/credentials', token);
    for (const body of [list.body, JSON.stringify(created)]) {
      expect(body).not.toContain(RFC_SECRET);
      expect(body.toLowerCase()).not.toContain('gezd');
      expect(body).not.toContain('totp_secret');
    }
    const [row] = await t.db.query<{ totp_secret_encrypted: string }>(
      'SELECT totp_secret_encrypted FROM credentials WHERE id = $1',
      [created.id],
    );
    expect(row!.totp_secret_encrypted).not.toContain('GEZD');
    expect(decryptSecret(row!.totp_secret_encrypted, t.secretKey)).toBe(RFC_SECRET);
  });

  it('refuses a two-factor account without a username or a base32 secret, naming the field', async () => {
    const { token, staging } = await accountWithProject(t);
    const row = (extra: Record<string, unknown>) => [
      { env_id: staging.id, type: 'password_totp', username: 'u', password: 'p', totp_secret: RFC_SECRET, ...extra },
    ];
    expectError(
      await create(token, row({ totp_secret: undefined })),
      400,
      'Two-factor secret is required for password_totp accounts.',
    );
    expectError(
      await create(token, row({ username: undefined })),
      400,
      'Username is required for password_totp accounts.',
    );
    for (const secret of ['GEZDGNBVGY3TQOJ1', 'GEZDGNBV GY3TQOJ', 'ABCDEFGHIJKLMNOPQ', 'GEZDGNBVGY3TQOJQ!']) {
      expectError(await create(token, row({ totp_secret: secret })), 400, /^Two-factor secret must be a base32 secret/);
    }
    expectError(
      await create(token, row({ totp_secret: 'GEZDGNBV' })),
      400,
      'Two-factor secret must be at least 16 characters.',
    );
    expectError(
      await create(token, [
        { env_id: staging.id, type: 'password', username: 'u', password: 'p', totp_secret: RFC_SECRET },
      ]),
      400,
      'Two-factor secret is only for password_totp accounts (this one is password).',
    );
    expectError(
      await create(token, [{ env_id: staging.id, password: 'p' }]),
      400,
      'Username is required for password accounts.',
    );
    expectError(
      await create(token, [{ env_id: staging.id, type: 'sso', username: 'u', password: 'p' }]),
      400,
      'Template must be one of: password, password_totp, generated_email.',
    );
    expect((await t.get('/api/v1/credentials', token)).json().data).toEqual([]);
  });

  it('generates a unique address for a generated_email account, ignoring any username', async () => {
    const { token, staging, production } = await accountWithProject(t);
    const res = await create(token, [
      { env_id: staging.id, type: 'generated_email', password: 'Secret-1' },
      { env_id: production.id, type: 'generated_email', username: 'ignored@shop.test', password: 'Secret-2' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json().data as { type: string; username: string; password: string }[];
    for (const c of [first!, second!]) {
      expect(c.type).toBe('generated_email');
      expect(c.username).toMatch(/^[a-z0-9]{10}@inbox\.testpilot\.local$/);
      expect(c.password).toBe(MASK);
    }
    expect(first!.username).not.toBe(second!.username);
    expect(res.body).not.toContain('ignored@shop.test');
  });
});

describe('GET /api/v1/credentials/{id}/totp', () => {
  it('answers 400 for accounts without a two-factor secret', async () => {
    const { token, staging } = await accountWithProject(t);
    const plain = await createOne(token, { env_id: staging.id, username: 'u', password: 'p' });
    const generated = await createOne(token, { env_id: staging.id, type: 'generated_email', password: 'p' });
    expectError(
      await t.get(`/api/v1/credentials/${plain.id}/totp`, token),
      400,
      `Credential ${plain.id} is a password account: only password_totp accounts have a two-factor code.`,
    );
    expectError(await t.get(`/api/v1/credentials/${generated.id}/totp`, token), 400, /generated_email account/);
  });

  it("answers 404 for another organization's account, a missing one, and 401 without a token", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const theirs = await createOne(other.token, {
      env_id: other.staging.id,
      type: 'password_totp',
      username: 'u',
      password: 'p',
      totp_secret: RFC_SECRET,
    });
    expectError(
      await t.get(`/api/v1/credentials/${theirs.id}/totp`, token),
      404,
      `Credential ${theirs.id} was not found.`,
    );
    expectError(await t.get('/api/v1/credentials/999999/totp', token), 404, 'Credential 999999 was not found.');
    expectError(await t.get(`/api/v1/credentials/${theirs.id}/totp`), 401);
  });

  it('answers the RFC 6238 code of the moment and the seconds until it changes', async () => {
    const account = await accountWithProject(t);
    const created = await createOne(account.token, {
      env_id: account.staging.id,
      type: 'password_totp',
      username: 'u',
      password: 'p',
      totp_secret: RFC_SECRET,
    });
    // RFC 6238 appendix B: at T = 2000000000 s the SHA-1 code is 69279037, so 279037 in 6 digits.
    t.clock.advance(2_000_000_000_000 - t.clock.now().getTime());
    const signin = await t.post('/api/v1/signin', { email: account.email, password: account.password });
    const token = signin.json().data.token as string;
    const res = await t.get(`/api/v1/credentials/${created.id}/totp`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { code: '279037', expires_in: 10 } });
    t.clock.advance(10_000);
    expect((await t.get(`/api/v1/credentials/${created.id}/totp`, token)).json().data.expires_in).toBe(30);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signupBody, uniqueEmail, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { hashToken } from '../../server/security/tokens.ts';
import { holdRowLock, within } from '../support/rowLock.ts';
import { createTestApp, HOUR, MINUTE, type TestApp } from '../support/testApp.ts';
import { testDatabaseKind } from '../support/testDatabase.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/signin', () => {
  it('answers the token, the user and whether a project exists', async () => {
    const { email } = await verifiedAccount(t, { full_name: 'Ada Lovelace', company_name: 'Analytical' });
    const res = await t.post('/api/v1/signin', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
        user: { id: expect.any(Number), full_name: 'Ada Lovelace', email, company_name: 'Analytical' },
        has_project: false,
        onboarding: { completed: 0 },
      },
    });
    expect(res.body).not.toContain('password');
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const { email } = await verifiedAccount(t);
    const wrong = expectError(await t.post('/api/v1/signin', { email, password: 'Wrong1Password' }), 401);
    const unknown = expectError(
      await t.post('/api/v1/signin', { email: uniqueEmail('ghost'), password: PASSWORD }),
      401,
    );
    expect(unknown.message).toBe(wrong.message);
  });

  it('answers 403 with activation_required for the right password on an unverified account', async () => {
    const body = signupBody();
    await t.post('/api/v1/signup', body);
    const res = await t.post('/api/v1/signin', { email: body.email, password: body.password });
    const error = expectError(res, 403);
    expect(error.data.activation_required).toBe(true);
    const wrong = await t.post('/api/v1/signin', { email: body.email, password: 'Wrong1Password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an empty field naming it', async () => {
    expectError(await t.post('/api/v1/signin', { email: 'a@b.co', password: '' }), 400, 'Password must not be empty.');
  });

  it('limits failed attempts per email with 429', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 10; i += 1) await t.post('/api/v1/signin', { email, password: 'Wrong1Password' });
    expectError(await t.post('/api/v1/signin', { email, password: PASSWORD }), 429, /too many attempts/i);
  });

  it('limits attempts per client address with 429', async () => {
    const limited = await createTestApp({ limits: { signinPerIp: { max: 3, windowSeconds: 900 } } });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.post('/api/v1/signin', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(
          401,
        );
      }
      expectError(await limited.post('/api/v1/signin', { email: uniqueEmail(), password: PASSWORD }), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('GET /me answers the user and the organization for a live token', async () => {
    const { token, email } = await verifiedAccount(t, { company_name: 'Initech' });
    const res = await t.get('/api/v1/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        user: { id: expect.any(Number), full_name: 'Grace Hopper', email, company_name: 'Initech' },
        organization: { id: expect.any(Number), name: 'Initech', plan: 'starter' },
        has_project: false,
        current_project_id: null,
        onboarding: { completed: 0 },
      },
    });
  });

  it('answers 401 with a message for a missing, malformed or unknown token', async () => {
    expectError(await t.get('/api/v1/me'), 401, /sign in/i);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: 'Basic abc' } }), 401);
    expectError(await t.get('/api/v1/me', 'not-a-real-token'), 401, /session has expired/i);
  });

  it('ends the session on signout', async () => {
    const { token } = await verifiedAccount(t);
    expect((await t.post('/api/v1/signout', undefined, token)).statusCode).toBe(200);
    expectError(await t.get('/api/v1/me', token), 401);
  });

  it('expires after 12 hours without use, sliding forward while used', async () => {
    const { token } = await verifiedAccount(t);
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(11 * HOUR);
      expect((await t.get('/api/v1/me', token)).statusCode).toBe(200);
    }
    t.clock.advance(12 * HOUR + MINUTE);
    expectError(await t.get('/api/v1/me', token), 401);
  });

  it("lasts 30 days when 'Keep me logged in' was ticked", async () => {
    const { email } = await verifiedAccount(t);
    const remembered = (await t.post('/api/v1/signin', { email, password: PASSWORD, remember: true })).json().data
      .token;
    const plain = (await t.post('/api/v1/signin', { email, password: PASSWORD })).json().data.token;
    t.clock.advance(29 * 24 * HOUR);
    expect((await t.get('/api/v1/me', remembered)).statusCode).toBe(200);
    expectError(await t.get('/api/v1/me', plain), 401);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await verifiedAccount(t);
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

// PGlite has one connection, so two requests never overlap there: this is PostgreSQL's case.
describe.runIf(testDatabaseKind === 'postgres')('a session used by requests at once', () => {
  it('answers a request while another holds the session to slide it forward, instead of queueing behind it', async () => {
    const { token } = await verifiedAccount(t);
    t.clock.advance(2 * MINUTE);
    const sliding = await holdRowLock(t.db, 'SELECT id FROM sessions WHERE token_hash = $1 FOR UPDATE', [
      hashToken(token),
    ]);
    const answer = await within(t.get('/api/v1/me', token), 2000);
    await sliding.release();
    expect(answer === 'still waiting' ? answer : answer.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../../server/config.ts';
import { purgeExpired } from '../../server/db/maintenance.ts';
import { lastMailTo, PASSWORD, signupBody, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { createTestApp, HOUR, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bodies the contract does not expect', () => {
  it.each([
    '/api/v1/signin',
    '/api/v1/signup',
    '/api/v1/forgot-password',
    '/api/v1/reset-password',
    '/api/v1/activate',
  ])('a POST to %s without a body or Content-Type answers 400', async (url) => {
    expectError(await t.app.inject({ method: 'POST', url }), 400, /request body is required/);
  });

  it('a NUL character in any text answers 400 naming the field', async () => {
    expectError(
      await t.post('/api/v1/signin', { email: 'a\u0000@y.co', password: 'x' }),
      400,
      'Email must not contain NUL characters.',
    );
    expectError(
      await t.post('/api/v1/signup', signupBody({ full_name: 'Ada\u0000' })),
      400,
      'Full name must not contain NUL characters.',
    );
  });
});

describe('sign-in limits', () => {
  it("a stranger's failures from another address do not lock the user out", async () => {
    const { email } = await verifiedAccount(t);
    const fromElsewhere = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email, password },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 10; i += 1) expect((await fromElsewhere('Wrong1Password')).statusCode).toBe(401);
    expectError(await fromElsewhere(PASSWORD), 429);
    expect((await t.post('/api/v1/signin', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('mail that fails to send', () => {
  it('forgot-password and resend-verification still answer 200 the same way', async () => {
    const failing = await createTestApp({
      mailer: { send: () => Promise.reject(new Error('SMTP is down')) },
    });
    try {
      const signup = await failing.post('/api/v1/signup', signupBody({ email: 'down@example.com' }));
      expect(signup.statusCode).toBe(201);
      expect(signup.json().data.message).toMatch(/could not send the verification email/);
      const known = await failing.post('/api/v1/forgot-password', { email: 'down@example.com' });
      const unknown = await failing.post('/api/v1/forgot-password', { email: 'nobody@example.com' });
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual(unknown.json());
      expect((await failing.post('/api/v1/resend-verification', { email: 'down@example.com' })).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe('purging expired rows', () => {
  it('removes ended sessions and spent codes but keeps live ones', async () => {
    const live = await verifiedAccount(t);
    const body = signupBody();
    await t.post('/api/v1/signup', body);
    expect(lastMailTo(t, body.email)).toBeTruthy();
    t.clock.advance(13 * HOUR);
    const fresh = (await t.post('/api/v1/signin', { email: live.email, password: PASSWORD })).json().data
      .token as string;
    t.clock.advance(11 * HOUR);
    const purged = await purgeExpired(t.db, t.clock.now());
    expect(purged.sessions).toBeGreaterThan(0);
    expect(purged.codes).toBeGreaterThan(0);
    expectError(await t.get('/api/v1/me', live.token), 401);
    expect((await t.get('/api/v1/me', fresh)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses, and refuses trusting everyone', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => readTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});

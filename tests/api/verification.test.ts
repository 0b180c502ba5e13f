import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationKey, lastMailTo, linkParams, PASSWORD, signupBody, uniqueEmail } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { createTestApp, HOUR, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signup() {
  const body = signupBody();
  expect((await t.post('/api/v1/signup', body)).statusCode).toBe(201);
  return { email: body.email as string, message: lastMailTo(t, body.email) };
}

const signin = (email: string) => t.post('/api/v1/signin', { email, password: PASSWORD });

describe('POST /api/v1/verify-email', () => {
  it('activates the account with the link token, once', async () => {
    const { email, message } = await signup();
    const token = linkParams(message).get('token');
    const res = await t.post('/api/v1/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await signin(email)).statusCode).toBe(200);
    expectError(await t.post('/api/v1/verify-email', { token }), 400, /invalid, already used or expired/);
  });

  it('refuses an unknown token and a missing one', async () => {
    expectError(await t.post('/api/v1/verify-email', { token: 'nope' }), 400);
    expectError(await t.post('/api/v1/verify-email', {}), 400, "'token' is required.");
  });

  it('refuses a link older than 24 hours', async () => {
    const { email, message } = await signup();
    t.clock.advance(24 * HOUR + 1000);
    expectError(await t.post('/api/v1/verify-email', { token: linkParams(message).get('token') }), 400);
    expect((await signin(email)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/activate', () => {
  it('activates with the key and answers exactly as a sign-in does', async () => {
    const { email, message } = await signup();
    const res = await t.post('/api/v1/activate', { email, activation_key: activationKey(message) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        token: expect.any(String),
        user: { id: expect.any(Number), full_name: 'Grace Hopper', email, company_name: 'Acme QA' },
        has_project: false,
        onboarding: { completed: 0 },
      },
    });
    expect((await t.get('/api/v1/me', body.data.token)).statusCode).toBe(200);
    expect((await signin(email)).statusCode).toBe(200);
  });

  it('accepts the key typed in lower case without the dash, and only once', async () => {
    const { email, message } = await signup();
    const typed = activationKey(message).toLowerCase().replace('-', '');
    expect((await t.post('/api/v1/activate', { email, activation_key: typed })).statusCode).toBe(200);
    expectError(await t.post('/api/v1/activate', { email, activation_key: typed }), 400);
  });

  it('refuses a wrong key with the catalogue message', async () => {
    const { email } = await signup();
    expectError(
      await t.post('/api/v1/activate', { email, activation_key: 'AAAA-AAAA' }),
      400,
      'Invalid activation key or activation failed.',
    );
    expectError(
      await t.post('/api/v1/activate', { email: uniqueEmail('nobody'), activation_key: 'AAAA-AAAA' }),
      400,
      'Invalid activation key or activation failed.',
    );
  });

  it('allows 5 tries per 15 minutes per email, then answers 429', async () => {
    const { email, message } = await signup();
    for (let i = 0; i < 5; i += 1) {
      expectError(await t.post('/api/v1/activate', { email, activation_key: 'AAAA-AAAA' }), 400);
    }
    const blocked = await t.post('/api/v1/activate', { email, activation_key: activationKey(message) });
    expectError(blocked, 429, /too many attempts/i);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await t.post('/api/v1/activate', { email, activation_key: activationKey(message) })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/resend-verification', () => {
  it('sends a fresh link and key, and voids the older ones', async () => {
    const { email, message: first } = await signup();
    const res = await t.post('/api/v1/resend-verification', { email });
    expect(res.statusCode).toBe(200);
    const second = lastMailTo(t, email);
    expect(second).not.toBe(first);
    expectError(await t.post('/api/v1/verify-email', { token: linkParams(first).get('token') }), 400);
    expectError(await t.post('/api/v1/activate', { email, activation_key: activationKey(first) }), 400);
    expect((await t.post('/api/v1/activate', { email, activation_key: activationKey(second) })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await signup();
    const known = await t.post('/api/v1/resend-verification', { email });
    const before = t.mail.length;
    const unknown = await t.post('/api/v1/resend-verification', { email: uniqueEmail('ghost') });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mail.length).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationKey, lastMailTo, PASSWORD, signupBody, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const STRANGER = '203.0.113.77';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = (email: string, password: string) => t.post('/api/v1/signin', { email, password });

describe('a concurrent burst of sign-ins', () => {
  it('checks at most the stated number of passwords, and the right one after them is refused', async () => {
    const { email } = await verifiedAccount(t);
    // Injected requests start in the order Promise.all takes them: 40 wrong ones, then the right one.
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, () => signin(email, 'Wrong1Password')),
      signin(email, PASSWORD),
    ]);
    const right = burst.pop();
    const statuses = burst.map((res) => res.statusCode);
    // The default limit: 10 failed sign-ins per email and address in 15 minutes.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expectError(right!, 429, /too many attempts/i);
    expectError(await signin(email, PASSWORD), 429, /too many attempts/i);
  });
});

describe('a concurrent burst of password changes', () => {
  it('checks at most 5 current passwords, and the right one after them is refused', async () => {
    const { token } = await verifiedAccount(t);
    const change = (current: string) =>
      t.post(
        '/api/v1/profile/password',
        { current_password: current, new_password: 'N3wPassword', confirm_password: 'N3wPassword' },
        token,
      );
    const burst = await Promise.all([...Array.from({ length: 20 }, () => change('Wrong1Password')), change(PASSWORD)]);
    expectError(burst.pop()!, 429, /too many attempts/i);
    expect(burst.filter((res) => res.statusCode === 400).length).toBeLessThanOrEqual(5);
  });
});

describe('limits a stranger can reach', () => {
  const fromStranger = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: STRANGER });

  it("requests from elsewhere do not stop a person's password reset mail", async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 6; i += 1) await fromStranger('/api/v1/forgot-password', { email });
    const before = t.mail.length;
    expect((await t.post('/api/v1/forgot-password', { email })).statusCode).toBe(200);
    expect(t.mail.length).toBe(before + 1);
    expect(lastMailTo(t, email).subject).toMatch(/reset/i);
  });

  it("requests from elsewhere do not stop a person's verification mail", async () => {
    const body = signupBody();
    await t.post('/api/v1/signup', body);
    for (let i = 0; i < 6; i += 1) await fromStranger('/api/v1/resend-verification', { email: body.email });
    const before = t.mail.length;
    expect((await t.post('/api/v1/resend-verification', { email: body.email })).statusCode).toBe(200);
    expect(t.mail.length).toBe(before + 1);
  });

  it('one address still gets at most 5 mails to an email in 15 minutes', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await fromStranger('/api/v1/forgot-password', { email })).statusCode).toBe(200);
    }
    expectError(await fromStranger('/api/v1/forgot-password', { email }), 429);
  });

  it("wrong keys from elsewhere do not block a person's own activation key", async () => {
    const body = signupBody();
    await t.post('/api/v1/signup', body);
    const key = activationKey(lastMailTo(t, body.email));
    for (let i = 0; i < 6; i += 1) {
      await fromStranger('/api/v1/activate', { email: body.email, activation_key: 'AAAA-AAAA' });
    }
    expectError(await fromStranger('/api/v1/activate', { email: body.email, activation_key: key }), 429);
    expect((await t.post('/api/v1/activate', { email: body.email, activation_key: key })).statusCode).toBe(200);
  });
});

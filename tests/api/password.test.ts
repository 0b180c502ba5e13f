import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkParams, PASSWORD, uniqueEmail, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { APP_URL, createTestApp, HOUR, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3wPassword!';

async function requestReset(email: string) {
  const res = await t.post('/api/v1/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  return linkParams(lastMailTo(t, email)).get('token')!;
}

const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  t.post('/api/v1/reset-password', { new_password: password, confirm_password: confirm, token });

describe('POST /api/v1/forgot-password', () => {
  it('mails a reset link to an existing account', async () => {
    const { email } = await verifiedAccount(t);
    const res = await t.post('/api/v1/forgot-password', { email });
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const link = new URL(lastMailTo(t, email).text.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/change-password`);
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await verifiedAccount(t);
    const known = await t.post('/api/v1/forgot-password', { email });
    const before = t.mail.length;
    const unknown = await t.post('/api/v1/forgot-password', { email: uniqueEmail('ghost') });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mail.length).toBe(before);
  });

  it('refuses an invalid email', async () => {
    expectError(
      await t.post('/api/v1/forgot-password', { email: 'nope' }),
      400,
      'Email must be a valid email address.',
    );
  });
});

describe('POST /api/v1/reset-password', () => {
  it('sets the new password and ends every session of the user', async () => {
    const { email, token: session } = await verifiedAccount(t);
    const res = await reset(await requestReset(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expectError(await t.get('/api/v1/me', session), 401);
    expect((await t.post('/api/v1/signin', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await t.post('/api/v1/signin', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('works once per link', async () => {
    const { email } = await verifiedAccount(t);
    const token = await requestReset(email);
    expect((await reset(token)).statusCode).toBe(200);
    expectError(await reset(token, 'An0therPassword'), 400, /invalid, already used or expired/);
  });

  it('refuses a link older than 1 hour', async () => {
    const { email } = await verifiedAccount(t);
    const token = await requestReset(email);
    t.clock.advance(HOUR + 1000);
    expectError(await reset(token), 400);
  });

  it('voids older links when a new one is requested', async () => {
    const { email } = await verifiedAccount(t);
    const first = await requestReset(email);
    const second = await requestReset(email);
    expectError(await reset(first), 400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses a mismatch or a weak password without using up the link', async () => {
    const { email } = await verifiedAccount(t);
    const token = await requestReset(email);
    expectError(await reset(token, NEW_PASSWORD, 'Different1Password'), 400, 'Passwords do not match.');
    expectError(await reset(token, 'weakpassword'), 400, 'Password must contain at least 1 uppercase letter.');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses an unknown token and names a missing field', async () => {
    expectError(await reset('made-up-token'), 400);
    expectError(
      await t.post('/api/v1/reset-password', { new_password: NEW_PASSWORD, token: 'x' }),
      400,
      'Confirm password is required.',
    );
  });
});

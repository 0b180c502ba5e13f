import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationKey, lastMailTo, linkParams, signupBody } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { APP_URL, createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/signup', () => {
  it('creates the account and mails a verification link and an activation key', async () => {
    const body = signupBody({ contact_number: '+44 20 7946 0000' });
    const res = await t.post('/api/v1/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { message: expect.stringMatching(/check your email/i) } });

    const message = lastMailTo(t, body.email);
    expect(message.subject).toMatch(/verify your email/i);
    expect(message.text).toContain('Grace Hopper');
    const link = new URL(message.text.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/login`);
    expect(link.searchParams.get('email')).toBe(body.email);
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(43);
    expect(activationKey(message)).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('leaves the new account unverified until it is activated', async () => {
    const body = signupBody();
    await t.post('/api/v1/signup', body);
    const res = await t.post('/api/v1/signin', { email: body.email, password: body.password });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const body = signupBody();
    expect((await t.post('/api/v1/signup', body)).statusCode).toBe(201);
    const again = await t.post('/api/v1/signup', { ...body, email: body.email.toUpperCase() });
    expectError(again, 409, 'An account with this email already exists.');
  });

  it('refuses an invalid email', async () => {
    expectError(
      await t.post('/api/v1/signup', signupBody({ email: 'not-an-email' })),
      400,
      'Email address must be a valid email address.',
    );
  });

  it.each([
    ['nouppercase1', 'Password must contain at least 1 uppercase letter.'],
    ['NoDigitsHere', 'Password must contain at least 1 number.'],
    ['Short1A', 'Password must contain at least 8 characters.'],
  ])('refuses the weak password %s naming the unmet rule', async (password, message) => {
    expectError(await t.post('/api/v1/signup', signupBody({ password })), 400, message);
  });

  it.each([
    ['full_name', 'Full name'],
    ['company_name', 'Company name'],
    ['email', 'Email address'],
    ['password', 'Password'],
  ])('names the missing field %s as the form labels it', async (field, label) => {
    const body: Record<string, unknown> = signupBody();
    delete body[field];
    const refused = expectError(await t.post('/api/v1/signup', body), 400, `${label} is required.`);
    expect(refused.data.field).toBe(field);
  });

  it('refuses a blank name and a field of the wrong type', async () => {
    expectError(await t.post('/api/v1/signup', signupBody({ full_name: '   ' })), 400, 'Full name must not be blank.');
    expectError(
      await t.post('/api/v1/signup', signupBody({ company_name: 42 })),
      400,
      'Company name must be of type string.',
    );
  });

  it('sends nothing and creates nothing for a refused signup', async () => {
    const before = t.mail.length;
    const body = signupBody({ password: 'weak' });
    await t.post('/api/v1/signup', body);
    expect(t.mail.length).toBe(before);
    const retry = await t.post('/api/v1/signup', { ...body, password: 'Better1Password' });
    expect(retry.statusCode).toBe(201);
    expect(linkParams(lastMailTo(t, body.email)).get('token')).toBeTruthy();
  });
});

import type { Message } from '../../server/mail/mailer.ts';
import type { TestApp } from './testApp.ts';

export const PASSWORD = 'Str0ngPassword';
let counter = 0;

export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${counter}.${Date.now()}@example.com`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Grace Hopper',
    company_name: 'Acme QA',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  };
}

/** The last message sent to `to`. */
export function lastMailTo(t: TestApp, to: string): Message {
  const message = [...t.mail].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

export function linkParams(message: Message): URLSearchParams {
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the message');
  return new URL(link).searchParams;
}

export function activationKey(message: Message): string {
  const key = message.text.match(/Activation key: ([A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];
  if (!key) throw new Error('no activation key in the message');
  return key;
}

/** Signs up and verifies by link; returns the email and a session token. */
export async function verifiedAccount(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const signup = await t.post('/api/v1/signup', body);
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const token = linkParams(lastMailTo(t, body.email)).get('token');
  const verified = await t.post('/api/v1/verify-email', { token });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const signin = await t.post('/api/v1/signin', { email: body.email, password: body.password });
  if (signin.statusCode !== 200) throw new Error(`signin failed: ${signin.body}`);
  return { email: body.email as string, password: body.password as string, token: signin.json().data.token as string };
}

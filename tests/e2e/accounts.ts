import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './outbox.ts';

export const PASSWORD = 'E2e-Passw0rd';

export function newEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs up through the form and answers when the 'Verify Your Email' dialog is open. */
export async function signUpInBrowser(page: Page, email: string, fullName = 'Margaret Hamilton') {
  await page.goto('/signup');
  await page.getByLabel('Company name').fill('Apollo QA');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
}

/** A verified account made through the API, for tests about what comes after sign-up. */
export async function verifiedAccount(request: APIRequestContext, tag: string) {
  const email = newEmail(tag);
  const since = Date.now();
  const signup = await request.post('/api/v1/signup', {
    data: { full_name: 'Katherine Johnson', company_name: 'Langley QA', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const token = linkIn(await waitForMail(email, since)).searchParams.get('token');
  expect((await request.post('/api/v1/verify-email', { data: { token } })).status()).toBe(200);
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD, remember = false) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (remember) await page.getByLabel('Keep me logged in').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

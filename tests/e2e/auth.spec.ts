import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD, signIn, signUpInBrowser, verifiedAccount } from './accounts.ts';
import { activationKeyIn, linkIn, waitForMail } from './outbox.ts';

test('sign up, verify by the emailed link, sign in, and land on onboarding', async ({ page }) => {
  const email = newEmail('link');
  const since = Date.now();
  await signUpInBrowser(page, email);
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toContainText('Margaret Hamilton');
  await expect(dialog).toContainText(email);

  const link = linkIn(await waitForMail(email, since));
  expect(link.pathname).toBe('/login');
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Account activated successfully! Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  // The toast shows while the user waits 2 s on the login page.
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Create your project' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/create-project$/);
  await expect(page.getByRole('heading', { name: 'Create your project' })).toBeVisible();
});

test('an unverified account signs in through the activation-key step', async ({ page }) => {
  const email = newEmail('key');
  const since = Date.now();
  await signUpInBrowser(page, email, 'Dorothy Vaughan');
  const key = activationKeyIn(await waitForMail(email, since));

  await signIn(page, email);
  await expect(page.getByLabel('Activation key')).toBeVisible();
  await page.getByLabel('Activation key').fill('AAAA-AAAA');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Invalid activation key or activation failed.')).toBeVisible();

  await page.getByLabel('Activation key').fill(key);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Create your project' })).toBeVisible();
});

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset password link sent successfully!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Check Your Email' })).toContainText(email);

  const link = linkIn(await waitForMail(email, since));
  expect(link.pathname).toBe('/change-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^New password/).fill('Brand-N3w-pass');
  await page.getByLabel(/^Confirm password/).fill('Brand-N3w-pas');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill('Brand-N3w-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const done = page.getByRole('dialog', { name: 'Reset Success' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await signIn(page, email, 'Brand-N3w-pass');
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
});

test('the routes are guarded both ways', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // A protected page sends a visitor to /login, remembering it as the place to return to.
  for (const path of ['/dashboard', '/create-project']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const email = await verifiedAccount(request, 'guard');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  for (const path of ['/login', '/signup', '/reset-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test("'Keep me logged in' keeps the session in a new tab; without it the tab's session is its own", async ({
  page,
  context,
  request,
}) => {
  const email = await verifiedAccount(request, 'remember');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await other.close();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  const remembered = await context.newPage();
  await remembered.goto('/dashboard');
  await expect(remembered).toHaveURL(/\/dashboard$/);
  await expect(remembered.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a session the server ended sends the user back to /login', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'ended');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await page.evaluate(() => sessionStorage.setItem('token', 'a-token-the-server-never-issued'));
  await page.reload();
  // Back to the page it was on once signed in again.
  await expect(page).toHaveURL(/\/login\?next=%2Fcreate-project$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

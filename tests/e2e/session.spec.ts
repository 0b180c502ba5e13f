import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, verifiedAccount } from './accounts.ts';

/** A verified account done with onboarding: a project of two environments, config and tests skipped. */
async function onboardedAccount(request: APIRequestContext, tag: string) {
  const email = await verifiedAccount(request, tag);
  const signin = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  const token = (await signin.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/v1/projects', {
    headers,
    data: {
      name: 'Session shop',
      environments: [
        { label: 'Staging', url: 'https://staging.example.com' },
        { label: 'Production', url: 'https://www.example.com' },
      ],
    },
  });
  expect(project.status()).toBe(201);
  for (const step of ['config', 'tests']) {
    expect((await request.post('/api/v1/onboarding', { headers, data: { step } })).status()).toBe(200);
  }
  return { email, token };
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test('signing out in one tab signs out every tab of the browser, which go to /login', async ({ context, request }) => {
  const { email } = await onboardedAccount(request, 'tabs');
  const first = await context.newPage();
  await signIn(first, email, PASSWORD, true);
  await expect(first).toHaveURL(/\/dashboard$/, { timeout: 5000 });

  // 'Keep me logged in': a second tab shares the session.
  const second = await context.newPage();
  await second.goto('/issues');
  await expect(second.getByRole('heading', { name: 'Issues Summary' })).toBeVisible();

  await signOutFromMenu(first);
  await expect(first).toHaveURL(/\/login$/);
  // The other tab follows at once, without a click, and says why.
  await expect(second).toHaveURL(/\/login(\?|$)/);
  await expect(second.getByText('You signed out in another tab.')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Add Test Case' })).toHaveCount(0);

  // Neither comes back signed in on a reload.
  await second.reload();
  await expect(second).toHaveURL(/\/login(\?|$)/);
  await second.goto('/issues');
  await expect(second).toHaveURL(/\/login\?next=%2Fissues$/);
});

test('a session ended on the server sends the tab to /login at its next call', async ({ page, request }) => {
  const { email } = await onboardedAccount(request, 'ended');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  // 'Sign out of all sessions' elsewhere (another browser, say) ends this one on the server.
  const ended = await request.delete('/api/v1/profile/sessions', { headers: { Authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(200);

  // The toast shows for 2 s (spec §8), from the moment the session is found gone: watched for from before the click,
  // since the page's own live updates may find it first, and then the click waits in vain for its link.
  const toast = expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible({
    timeout: 15_000,
  });
  // The tab's next call finds the session gone: the click's, or one the page makes by itself first (its live
  // updates), in which case the link is gone before the click lands.
  await page
    .getByRole('link', { name: 'Issues' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await toast;
  // To /login, remembering the page the tab was on, to come back to once signed in again.
  await expect(page).toHaveURL(/\/login\?next=%2F(?:issues|dashboard)$/);
  await expect(page.getByText('No authentication token found')).toHaveCount(0);
});

test('a link opened in a new tab lands, after signing in, on the page it names', async ({ context, request }) => {
  const { email } = await onboardedAccount(request, 'link');
  // Without 'Keep me logged in' the session is the tab's own: a new tab has none.
  const tab = await context.newPage();
  await tab.goto('/settings/profile?from=copy-link');
  await expect(tab).toHaveURL(/\/login\?next=%2Fsettings%2Fprofile%3Ffrom%3Dcopy-link$/);
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel(/^Password/).fill(PASSWORD);
  await tab.getByRole('button', { name: 'Login' }).click();
  await expect(tab.getByText('Login successful!')).toBeVisible();
  await expect(tab).toHaveURL(/\/settings\/profile\?from=copy-link$/, { timeout: 5000 });
  await expect(tab.getByLabel('Full name')).toHaveValue('Katherine Johnson');
});

test('a link to another site is not followed after signing in', async ({ page, request }) => {
  const { email } = await onboardedAccount(request, 'evil');
  await page.goto('/login?next=%2F%2Fevil.example%2Fdashboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/, { timeout: 5000 });
});

test('a user who has not finished onboarding goes to onboarding, whatever page the link named', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'link-new');
  await page.goto('/issues/3/12');
  await expect(page).toHaveURL(/\/login\?next=%2Fissues%2F3%2F12$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
});

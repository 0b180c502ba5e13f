import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signIn, verifiedAccount } from './accounts.ts';
import { waitForMail } from './outbox.ts';

async function projectsOf(request: APIRequestContext, token: string | null) {
  const res = await request.get('/api/v1/projects', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()).data as { id: number; name: string }[]).map((p) => p.name);
}

test('Back during onboarding shows the project made, and Continue changes it: there is never a second', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'back');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await page.getByLabel(/^Project name/).fill('Web shop');
  await page.getByLabel(/^Environment 1 label/).fill('Staging');
  await page.getByLabel(/^Environment 1 URL/).fill('https://staging.example.com');
  await page.getByLabel(/^Environment 2 label/).fill('Production');
  await page.getByLabel(/^Environment 2 URL/).fill('https://www.example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Project created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/config$/, { timeout: 5000 });

  // The browser's Back: the form shows what exists, step 1 ticked.
  await page.goBack();
  await expect(page).toHaveURL(/\/create-project$/);
  await expect(page.getByLabel(/^Project name/)).toHaveValue('Web shop');
  await expect(page.getByLabel(/^Environment 1 URL/)).toHaveValue('https://staging.example.com');
  await expect(page.getByLabel(/^Environment 2 label/)).toHaveValue('Production');
  await expect(page.getByRole('list', { name: 'Onboarding steps' }).getByLabel('completed')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/onboarding-back.png', fullPage: true });

  await page.getByLabel(/^Project name/).fill('Web shop EU');
  await page.getByLabel(/^Environment 2 URL/).fill('https://eu.example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Project updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/config$/, { timeout: 5000 });

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(await projectsOf(request, token)).toEqual(['Web shop EU']);
  const me = (await (await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const project = await request.get(`/api/v1/projects/${me.current_project_id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const environments = (await project.json()).data.environments as { label: string; url: string }[];
  expect(environments.map((e) => [e.label, e.url])).toEqual([
    ['Staging', 'https://staging.example.com'],
    ['Production', 'https://eu.example.com'],
  ]);

  // A reload on the Project step, half-way through onboarding, shows it too.
  await page.goto('/create-project');
  await expect(page.getByLabel(/^Project name/)).toHaveValue('Web shop EU');
});

test('a project is deleted from Settings with a mailed code, and counts no more', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'delete-project');
  const signin = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  const token = (await signin.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const environments = [
    { label: 'Staging', url: 'https://staging.example.com' },
    { label: 'Production', url: 'https://www.example.com' },
  ];
  for (const name of ['Shop', 'Shop again']) {
    expect((await request.post('/api/v1/projects', { headers, data: { name, environments } })).status()).toBe(201);
  }
  for (const step of ['config', 'tests']) await request.post('/api/v1/onboarding', { headers, data: { step } });
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);

  // The current project is the one made last, the one made twice.
  await page.goto('/settings/general');
  const section = page.getByRole('region', { name: 'Delete project' });
  await expect(section.getByText('Project: Shop again')).toBeVisible();
  await section.getByRole('button', { name: 'Delete Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(dialog).toContainText('Delete Shop again? Its environments, test accounts, test cases, runs');
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await waitForMail(email, since)).match(/Your code to delete the project Shop again: (\d{4})/)?.[1];
  expect(code).toMatch(/^\d{4}$/);
  await dialog.getByRole('textbox', { name: 'Deletion code digit' }).first().click();
  await page.keyboard.type(code!);
  await page.screenshot({ path: 'test-results/delete-project.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Project Shop again deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Switch project: Project Shop', exact: true })).toBeVisible();
  expect(await projectsOf(request, token)).toEqual(['Shop']);
});

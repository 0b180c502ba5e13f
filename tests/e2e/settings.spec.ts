import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, verifiedAccount } from './accounts.ts';
import { waitForMail } from './outbox.ts';

async function signedInWithProject(request: APIRequestContext, tag: string) {
  const email = await verifiedAccount(request, tag);
  const signin = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  const token = (await signin.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/v1/projects', {
    headers,
    data: {
      name: 'Settings shop',
      environments: [
        { label: 'Staging', url: 'https://staging.example.com' },
        { label: 'Production', url: 'https://www.example.com' },
      ],
    },
  });
  const projectId = (await project.json()).data.id as number;
  await request.post(`/api/v1/${projectId}/environments`, {
    headers,
    data: { label: 'QA', url: 'https://qa.example.com' },
  });
  await request.post('/api/v1/onboarding', { headers, data: { step: 'tests' } });
  return { email, token };
}

test('an environment is deleted with the code read from the outbox', async ({ page, request }) => {
  const { email, token } = await signedInWithProject(request, 'otp');
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(page.getByRole('heading', { name: 'QA' })).toBeVisible();

  const qa = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: /^Name/ }).and(page.locator('[value="QA"]')) });
  await qa.getByRole('button', { name: 'Delete Environment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Environment' });
  await expect(dialog).toContainText('QA');
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await waitForMail(email, since)).match(
    /Your code to delete the environment QA of Settings shop: (\d{4})/,
  )?.[1];
  expect(code).toMatch(/^\d{4}$/);

  const boxes = dialog.getByRole('textbox', { name: 'Deletion code digit' });
  await expect(boxes).toHaveCount(4);
  const wrong = code === '0000' ? '1111' : '0000';
  await boxes.first().click();
  await page.keyboard.type(wrong);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/not right/i);
  await expect(dialog).toBeVisible();

  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  await boxes.first().click();
  await page.keyboard.type(code!);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Environment QA deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'QA' })).toHaveCount(0);

  // Two environments left: the next deletion is refused before any code is sent.
  await page.getByRole('button', { name: 'Delete Environment' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(/at least 2 environments/);
});

test('the profile and the organization are updated', async ({ page, request }) => {
  const { token } = await signedInWithProject(request, 'profile');
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);

  await page.goto('/settings/profile');
  await page.getByLabel(/^Full name/).fill('Katherine G. Johnson');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Katherine G. Johnson');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  await page.getByRole('link', { name: 'Organization: General' }).click();
  await page.getByLabel(/^Organization name/).fill('Langley Research QA');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization renamed')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Organization name/)).toHaveValue('Langley Research QA');

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Logo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Langley Research QA logo' })).toBeVisible();

  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (
    await refused
  ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'logo.png' })).toBeVisible();
});

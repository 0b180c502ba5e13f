import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn, verifiedAccount } from './accounts.ts';

const FEATURE = `Feature: Checkout
  Background:
    Given the shop is open

  Scenario: Pay with a saved card
    Given I am signed in
    When I pay with my saved card
    Then I see the order confirmation

  Scenario: Empty cart
    When I open the cart
    Then I see "Your cart is empty"
`;

async function chooseOption(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function createProject(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Create your project' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await page.getByLabel(/^Project name/).fill(name);
  await page.getByLabel(/^Environment 1 label/).fill('Staging');
  await page.getByLabel(/^Environment 1 URL/).fill('https://staging.example.com');
  await page.getByLabel(/^Environment 2 label/).fill('Production');
  await expect(continueButton).toBeDisabled();
  await page.getByLabel(/^Environment 2 URL/).fill('https://www.example.com');
  await page.getByRole('button', { name: '+ Add more URLs' }).click();
  await page.getByLabel('Additional URL 1').fill('https://www.example.com/checkout');
  await continueButton.click();
  await expect(page.getByText('Project created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/config$/, { timeout: 5000 });
}

test('a new user goes through onboarding with a Gherkin file to a dashboard of their own data', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'onboarding');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await createProject(page, 'Web shop');
  await expect(page.getByRole('list', { name: 'Onboarding steps' }).getByLabel('completed')).toHaveCount(1);

  await page.getByLabel(/^Username/).fill('qa-bot@example.com');
  await page.getByLabel(/^Password/).fill('Bot-Passw0rd');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await chooseOption(page, /^Environment/, 'Staging');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Credentials created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/add-tests$/, { timeout: 5000 });

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-files-'));
  const file = path.join(dir, 'checkout.feature');
  await fs.writeFile(file, FEATURE);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose test files for Staging' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText('2 test cases')).toBeVisible();
  await expect(page.getByText('Pay with a saved card')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The two imported scenarios are this organization's test cases; nothing has run yet.
  await expect(page.getByRole('group', { name: 'Active Test' })).toHaveText(/Active Test\s*0 running\s*2/);
  await expect(page.getByRole('group', { name: 'Run Count' })).toHaveText(/This Week\s*0/);
  await expect(page.getByRole('group', { name: 'Test Case Execution' })).toHaveText(/0 passed\s*0/);
  await expect(page.getByRole('group', { name: 'Last Run' })).toHaveText(/N\/A/);
  await expect(page.getByText('No test runs yet')).toBeVisible();

  await page.getByRole('link', { name: 'Test Cases' }).click();
  await expect(page.getByText('Pay with a saved card')).toBeVisible();
  await expect(page.getByText('Empty cart')).toBeVisible();

  // Finished onboarding: signing in again goes straight to the dashboard.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
});

test('a user who stopped during onboarding continues where they stopped', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'resume');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await createProject(page, 'Resumed shop');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/config$/, { timeout: 5000 });
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/add-tests$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a test case is created, edited and deleted, and the switcher moves between two projects', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'cases');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await createProject(page, 'First shop');
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Add Test Case' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Create a Test' });
  await modal.getByLabel(/^Title/).fill('Sign in works');
  await chooseOption(page, /^Environment/, 'Production');
  await modal.getByLabel(/^Steps/).fill('Open the sign-in page\nSign in as the test account');
  await modal.getByLabel('Expected result').fill('The account page opens');
  await expect(modal.getByText('22/200')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Test case created')).toBeVisible();

  await page.getByRole('link', { name: 'Test Cases' }).click();
  await expect(page.getByText('Sign in works')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Sign in works' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Test Case' });
  await editor.getByLabel(/^Title/).fill('Sign in with the test account');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Test case updated')).toBeVisible();
  await expect(page.getByText('Sign in with the test account')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Sign in with the test account' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Test case deleted')).toBeVisible();
  await expect(page.getByText('No test cases yet')).toBeVisible();

  await page.getByRole('button', { name: 'Switch project' }).click();
  await page.getByRole('menuitem', { name: 'Add project' }).click();
  await createProject(page, 'Second shop');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Switch project' })).toContainText('Second shop');
  await page.getByRole('button', { name: 'Switch project' }).click();
  await page.getByRole('textbox', { name: 'Find project' }).fill('first');
  await expect(page.getByRole('menuitem', { name: 'Second shop' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'First shop' }).click();
  await expect(page.getByText('Switched to First shop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch project' })).toContainText('First shop');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch project' })).toContainText('First shop');
});

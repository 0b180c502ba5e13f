import { expect, type Page } from '@playwright/test';
import { FIXTURE_ACCOUNT, type FixtureApp } from '../fixtures/app/index.ts';
import { signIn } from './accounts.ts';

export async function chooseOption(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Onboarding with the fixture as the environment and its account as the stored test account. */
export async function onboardOnFixture(page: Page, email: string, fixture: FixtureApp) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
  await page.getByLabel(/^Project name/).fill('Fixture shop');
  await page.getByLabel(/^Environment 1 label/).fill('Local');
  await page.getByLabel(/^Environment 1 URL/).fill(fixture.url);
  await page.getByLabel(/^Environment 2 label/).fill('Production');
  await page.getByLabel(/^Environment 2 URL/).fill('https://www.example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/config$/, { timeout: 5000 });
  await page.getByLabel(/^Username/).fill(FIXTURE_ACCOUNT.username);
  await page.getByLabel(/^Password/).fill(FIXTURE_ACCOUNT.password);
  await chooseOption(page, /^Environment/, 'Local');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/add-tests$/, { timeout: 5000 });
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

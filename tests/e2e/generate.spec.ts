import { expect, test } from '@playwright/test';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from './accounts.ts';
import { chooseOption, onboardOnFixture } from './fixtureProject.ts';

// 'Create a Test' on the dashboard, then "Explore a URL": the explorer proposes tests from the fixture
// app, each runs once and shows its result, and the user keeps those that passed.
let fixture: FixtureApp;
test.beforeAll(async () => {
  fixture = await startFixtureApp();
  fixture.set({ twoFactor: false });
});
test.afterAll(async () => {
  await fixture?.close();
});

test('explores the environment, shows each proposal with its run, and keeps those that passed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = await verifiedAccount(request, 'generate');
  await onboardOnFixture(page, email, fixture);

  await page.getByRole('button', { name: 'Create a Test' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a Test' });
  // Without a model, the goal form says what to configure and cannot start.
  await modal.getByText('From a goal').click();
  await expect(modal.getByText('No language model is configured')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Generate a test' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/generate-model-off.png' });

  await modal.getByText('Explore a URL').click();
  await chooseOption(page, /^Environment/, 'Local');
  await modal.getByLabel('Pages to visit at most').fill('4');
  await modal.getByRole('button', { name: 'Generate tests' }).click();
  await expect(modal.getByRole('status')).toHaveText('Done.', { timeout: 180_000 });
  const proposals = modal.getByLabel('Proposed test cases');
  await expect(proposals.getByText('Sign in with the stored test account')).toBeVisible();
  await expect(proposals.locator('[data-result="Passed"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/generate-proposals.png', fullPage: true });

  // Keeping counts against the plan: the Starter plan cannot take all of them, and says so.
  await modal.getByRole('button', { name: /^Keep all that passed \(\d+\)$/ }).click();
  await expect(modal.getByRole('alert')).toContainText('Your Starter plan includes up to 5 test cases.');
  // One kept, one discarded.
  const signIn = proposals.getByLabel('Sign in with the stored test account');
  await signIn.getByRole('button', { name: 'Keep' }).click();
  await expect(signIn.getByText('Kept')).toBeVisible();
  const home = proposals.getByLabel('Fixture Shop page loads');
  await home.getByRole('button', { name: 'Discard' }).click();
  await expect(home).toHaveCount(0);

  await modal.getByRole('button', { name: 'Close' }).click();
  await page.goto('/test-cases');
  await expect(page.getByText('Sign in with the stored test account')).toBeVisible();
  await expect(page.getByText('Fixture Shop page loads')).toHaveCount(0);
});

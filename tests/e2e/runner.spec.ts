import { expect, test } from '@playwright/test';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from './accounts.ts';
import { chooseOption, onboardOnFixture } from './fixtureProject.ts';

// The product's reason to exist, as a new user meets it: plain steps run in a real browser against a site of
// theirs (the fixture app, served by this test), with the evidence to see why a run passed or failed.
let fixture: FixtureApp;
test.beforeAll(async () => {
  fixture = await startFixtureApp();
});
test.afterAll(async () => {
  await fixture?.close();
});

const STEPS = [
  'Go to /login',
  'Type {{account.username}} into Email',
  'Type {{account.password}} into Password',
  'Click Sign in',
  'Expect to see Dashboard',
];

test('a new user writes plain steps, runs them, and sees each step pass with its page, then a broken button fail', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  fixture.reset();
  fixture.set({ twoFactor: false });
  const email = await verifiedAccount(request, 'runner');
  await onboardOnFixture(page, email, fixture);

  // The modal says how each step will run as it is typed, and what it does not understand.
  await page.getByRole('button', { name: 'Add Test Case' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Create a Test' });
  await modal.getByLabel(/^Title/).fill('Sign in');
  await chooseOption(page, /^Environment/, 'Local');
  await modal.getByLabel(/^Steps/).fill('Go to /login\nFrobnicate');
  const preview = modal.getByRole('list', { name: 'How the steps will run' });
  await expect(preview).toContainText('Go to /login');
  await expect(preview).toContainText('Not understood: "Frobnicate" is not a step I know.');
  await modal.getByLabel(/^Steps/).fill(STEPS.join('\n'));
  await expect(preview).toContainText('Click “Sign in”');
  await expect(preview).not.toContainText('Not understood');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Test case created')).toBeVisible();

  // Run Test from the test case's step opens the run view; Start Run opens the run live.
  await page.getByRole('link', { name: 'Test Cases' }).click();
  await page.getByText('Sign in', { exact: true }).first().click();
  await page.getByRole('button', { name: 'Run Test' }).first().click();
  await page.getByRole('dialog', { name: 'Test Case' }).getByRole('button', { name: 'Start Run' }).click();
  await expect(page).toHaveURL(/\/live-test\?run=\d+$/);
  await expect(page.getByRole('heading', { name: 'Live Test Case' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(page.locator('[data-result="Passed"]')).toBeVisible({ timeout: 60_000 });
  await expect(steps.locator('[data-step-status="passed"]')).toHaveCount(STEPS.length);

  // Each step has the page it left, and the run a trace that opens in the viewer this server serves.
  for (let n = 1; n <= STEPS.length; n++) {
    await steps.getByRole('button', { name: new RegExp(`^Step ${n}:`) }).click();
    await expect(page.getByRole('img', { name: `The page after step ${n}` })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Test & Agent' }).click();
  await expect(page.getByText("getByRole('button', { name: 'Sign in', exact: true })")).toBeVisible();
  const traceLink = page.getByRole('link', { name: 'Open trace' });
  const viewer = await context.newPage();
  await viewer.goto((await traceLink.getAttribute('href'))!);
  await expect(viewer.getByText('Type {{account.username}} into Email').first()).toBeVisible({ timeout: 20_000 });
  // The stored password was typed, and the trace shows the step with it masked.
  await viewer.getByText('Type {{account.password}} into Password').first().click();
  await viewer.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Fill "••••••"').first()).toBeVisible();
  await viewer.close();

  // The app loses its button: the run fails, naming what it could not find.
  fixture.set({ brokenSignInButton: true });
  await page.getByRole('button', { name: 'Start Run' }).click();
  await expect(page.locator('[data-result="Failed"]')).toBeVisible({ timeout: 60_000 });
  await expect(steps.getByRole('button', { name: /^Step 4:.*Failed$/ })).toContainText(
    /Could not find “Sign in” on http:\/\/127\.0\.0\.1:\d+\/login\./,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Step 4 failed' })).toBeVisible();

  // The dashboard, the results and the issues fill from these runs.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Test Case Execution' })).toHaveText(/1 passed\s*2/);
  await page.getByRole('link', { name: 'Issues' }).click();
  await page.getByRole('button', { name: /^Sign in Last Run: .* Count: 1$/ }).click();
  await expect(page.getByText('Click Sign in')).toBeVisible();
});

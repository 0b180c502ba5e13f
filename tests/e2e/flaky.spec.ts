import { expect, test } from '@playwright/test';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from './accounts.ts';
import { chooseOption, onboardOnFixture } from './fixtureProject.ts';

// The fixture's deliberately flaky element (a confirmation shown on every second load) run a few times:
// each run fails, then passes on its retry, and is reported as Flaky; after five, /insights scores it and
// quarantines it.
let fixture: FixtureApp;
test.beforeAll(async () => {
  fixture = await startFixtureApp();
});
test.afterAll(async () => {
  await fixture?.close();
});

test('a flaky element shows as Flaky with its attempts, then with a score on /insights, quarantined', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = await verifiedAccount(request, 'flaky');
  await onboardOnFixture(page, email, fixture);
  // A failed attempt waits out its step's time: 3 s instead of the default 10 s keeps five runs quick.
  await page.goto('/settings/general');
  const limits = page.getByRole('region', { name: 'Run limits' });
  await limits.getByRole('textbox', { name: /^Time a step may take/ }).fill('3');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Run limits saved')).toBeVisible();

  await page.getByRole('button', { name: 'Add Test Case' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Create a Test' });
  await modal.getByLabel(/^Title/).fill('Checkout');
  await chooseOption(page, /^Environment/, 'Local');
  await modal.getByLabel(/^Steps/).fill(['Go to /flaky', 'Expect to see "Order confirmed"'].join('\n'));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Test case created')).toBeVisible();

  await page.goto('/live-test');
  await chooseOption(page, 'Test case', 'Checkout');
  for (let run = 1; run <= 5; run++) {
    const before = page.url();
    await page.getByRole('button', { name: 'Start Run' }).click();
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(/\/live-test\?run=\d+$/);
    await expect(page.locator('[data-result="Flaky"]')).toBeVisible({ timeout: 45_000 });
  }
  // The last run says why it is Flaky, and lists both attempts.
  await expect(page.locator('[data-class="flaky"]')).toBeVisible();
  await expect(page.getByText(/^Why: Attempt 1 failed \(Step 2 failed: /)).toBeVisible();
  const attempts = page.getByRole('list', { name: 'Attempts' });
  await expect(attempts.getByRole('listitem')).toHaveText([/^Attempt 1: Failed/, /^Attempt 2: Passed/]);

  await page.screenshot({ path: 'test-results/run-flaky.png', fullPage: true });

  await page.goto('/insights');
  const flakiest = page.getByRole('table').filter({ hasText: 'Checkout' });
  await expect(flakiest.getByLabel('Flakiness score 100 of 100')).toBeVisible({ timeout: 15_000 });
  await expect(flakiest.getByText('Quarantined', { exact: true })).toBeVisible();
  await expect(flakiest.getByText(/Flakiness 100 is at or above the project's threshold of 30/)).toBeVisible();
  await page.screenshot({ path: 'test-results/insights-flaky.png', fullPage: true });

  // /results lists the five runs as Flaky, and finds them by class.
  await page.goto('/results');
  await chooseOption(page, 'Filter by failure class', 'Flaky');
  await expect(page.getByRole('table').locator('[data-result="Flaky"]')).toHaveCount(5);
});

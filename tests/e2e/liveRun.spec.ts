import { expect, test } from '@playwright/test';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from './accounts.ts';
import { chooseOption, onboardOnFixture } from './fixtureProject.ts';

// Watching a run as it happens: the page's picture, the steps ticking and the console filling in, all
// while the run is still under way (the fixture's ticker page logs and repaints ten times a second).
let fixture: FixtureApp;
test.beforeAll(async () => {
  fixture = await startFixtureApp();
});
test.afterAll(async () => {
  await fixture?.close();
});

test('Start Run on /live-test shows the page, the steps and the console live, then the result', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await verifiedAccount(request, 'live');
  await onboardOnFixture(page, email, fixture);

  await page.getByRole('button', { name: 'Add Test Case' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Create a Test' });
  await modal.getByLabel(/^Title/).fill('Ticker');
  await chooseOption(page, /^Environment/, 'Local');
  await modal.getByLabel(/^Steps/).fill(['Go to /ticker', 'Wait 8 seconds', 'Expect to see "Ticker"'].join('\n'));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Test case created')).toBeVisible();

  await page.goto('/live-test');
  await chooseOption(page, 'Test case', 'Ticker');
  await page.getByRole('button', { name: 'Start Run' }).click();
  await expect(page).toHaveURL(/\/live-test\?run=\d+$/);

  const steps = page.getByRole('list', { name: 'Steps' });
  const stop = page.getByRole('button', { name: 'Stop' });
  // While step 2 waits: step 1 has passed, the page is live, and the console fills in, before the run ends.
  // The run starts once a worker has launched Chromium, which a loaded machine slows to many seconds.
  await expect(steps.getByRole('button', { name: 'Step 2: Wait 8 seconds, Running' })).toBeVisible({ timeout: 45_000 });
  await expect(steps.getByRole('button', { name: 'Step 1: Go to /ticker, Passed' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const live = page.getByRole('img', { name: 'The page, live' });
  await expect(live).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const first = await live.getAttribute('src');
  await expect(async () => expect(await live.getAttribute('src')).not.toBe(first)).toPass({ timeout: 5000 });
  await page.getByRole('tab', { name: 'Console' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Console' })
      .getByText(/^tick \d+ at \d+$/)
      .first(),
  ).toBeVisible();
  await expect(stop).toBeVisible();

  // Then it ends by itself: every step passed, no Stop, the trace to open.
  await expect(steps.getByRole('button', { name: 'Step 3: Expect to see "Ticker", Passed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(stop).toBeHidden();
  await expect(page.getByRole('link', { name: 'Open trace' })).toBeVisible();
  await page.getByRole('tab', { name: 'Page' }).click();
  await expect(page.getByRole('img', { name: 'The page after step 3' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from './accounts.ts';
import { onboardOnFixture } from './fixtureProject.ts';

// /test-results follows the suite that Run All Test started, run by run, to its end: no reload, no Refresh.
let fixture: FixtureApp;
test.beforeAll(async () => {
  fixture = await startFixtureApp();
});
test.afterAll(async () => {
  await fixture?.close();
});

test('Run All Test: /test-results follows the suite live until every run has ended', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await verifiedAccount(request, 'suite');
  await onboardOnFixture(page, email, fixture);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await request.get('/api/v1/me', { headers })).json();
  const projectId = me.data.current_project_id as number;
  const environments = (await (await request.get(`/api/v1/${projectId}/environments`, { headers })).json()).data;
  const local = environments.find((e: { label: string }) => e.label === 'Local');
  for (const title of ['Ticker one', 'Ticker two', 'Ticker three']) {
    const created = await request.post('/api/v1/test-cases', {
      headers,
      data: {
        title,
        environment_id: local.id,
        goal: 'The ticker page opens',
        steps: ['Go to /ticker', 'Expect to see "Ticker"'],
        expected_result: 'The ticker shows',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/test-results');
  await page.getByRole('button', { name: 'Run All Test' }).click();
  await expect(page.getByText('3 runs queued.')).toBeVisible();
  const suite = page.locator('.mantine-Paper-root').filter({ hasText: /^Suite #\d+/ });
  await expect(suite.getByText('3 runs in this suite')).toBeVisible();
  await expect(suite.getByText('Following its runs live')).toBeVisible();
  await page.screenshot({ path: 'test-results/test-results-following.png', fullPage: true });

  // Without a reload or a click, the counts, the runs and the verdict follow the runs to their end.
  await expect(suite.locator('[data-suite-status]')).toHaveAttribute('data-suite-status', 'passed', {
    timeout: 150_000,
  });
  await expect(suite.getByText('3 passed · 0 failed', { exact: true })).toBeVisible();
  await expect(suite.getByText('Queued, waiting for a worker')).toHaveCount(0);
  await expect(suite.getByText('Following its runs live')).toHaveCount(0);
  await expect(suite.getByRole('table').locator('[data-result="Passed"]')).toHaveCount(3);
  // The top card, the latest run, followed too.
  await expect(page.getByText('In Progress', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/test-results-ended.png', fullPage: true });
});

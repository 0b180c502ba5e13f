import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunResult, RunSummary } from '../../../src/api/testCases.ts';
import { formatDateTime } from '../../../src/lib/format.ts';
import { fakeApi, meOk, page, renderSignedInScreen, resetScreenState, type Reply } from '../support/renderScreen.tsx';
import { onePage, resultsServer } from '../support/lists.ts';
import { queuedRuns, statusFor } from '../support/runs.ts';

const PROJECTS: Reply = {
  status: 200,
  body: {
    success: true,
    data: [{ id: 1, name: 'Shop', environment_count: 2, test_case_count: 3, created_at: '2026-11-01T00:00:00Z' }],
  },
};
const STARTED = '2026-11-02T09:30:00Z';

function run(id: number, caseId: number | null, name: string, env: string, result: RunResult): RunSummary {
  return {
    id,
    test_case_id: caseId,
    test_case_name: name,
    environment_label: env,
    url: `https://${env.toLowerCase()}.shop.example/start`,
    status: statusFor(result),
    result,
    started_at: STARTED,
    duration: result === 'In Progress' ? null : 95,
    failed_count: result === 'Failed' ? 2 : 0,
    suite_id: null,
    failure_class: null,
    quarantined: false,
  };
}

const RUNS = [
  run(14, 1, 'Sign in', 'Staging', 'Passed'),
  run(13, 2, 'Checkout with a card', 'Production', 'Failed'),
  run(12, 3, 'Search products', 'Staging', 'In Progress'),
  run(11, 2, 'Checkout with a card', 'Production', 'Passed'),
];

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

function serve(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({ 'GET /api/v1/me': meOk, 'GET /api/v1/projects': PROJECTS, ...routes });
}

/** The test-case names of the results table, top to bottom. */
const names = () =>
  within(page().getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.textContent);

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/results', () => {
  it("shows 'Test Results Overview' with every run of the current project", async () => {
    const api = serve({ 'GET /api/v1/results': resultsServer(RUNS) });
    await renderSignedInScreen('/results');
    expect(page().getByRole('heading', { level: 1, name: 'Test Results Overview' })).toBeTruthy();
    await page().findByRole('table');
    const headers = page()
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Test Case Name', 'Environment', 'Result', 'Started']);
    expect(names()).toEqual(['Sign in', 'Checkout with a card', 'Search products', 'Checkout with a card']);
    expect(page().getByText('1–4 of 4 runs')).toBeTruthy();
    expect(api.to('GET', '/api/v1/results')[0]!.search).toBe('?project_id=1&page=1&limit=25');
    // One page only: no pages to go to.
    expect(page().queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('searches on the server by test case name, environment and ID, once the typing pauses', async () => {
    const api = serve({ 'GET /api/v1/results': resultsServer(RUNS) });
    const s = await renderSignedInScreen('/results');
    await page().findByRole('table');
    const search = page().getByRole('textbox', { name: 'Search results' });
    await s.user.type(search, 'checkout');
    await waitFor(() => expect(names()).toEqual(['Checkout with a card', 'Checkout with a card']));
    expect(page().getByText('1–2 of 2 runs')).toBeTruthy();
    expect(api.to('GET', '/api/v1/results').map((c) => c.search)).toEqual([
      '?project_id=1&page=1&limit=25',
      '?project_id=1&page=1&limit=25&search=checkout',
    ]);
    await s.user.clear(search);
    await s.user.type(search, 'STAGING');
    await waitFor(() => expect(names()).toEqual(['Sign in', 'Search products']));
    await s.user.clear(search);
    await s.user.type(search, '#12');
    await waitFor(() => expect(names()).toEqual(['Search products']));
    expect(page().getByText('1–1 of 1 run')).toBeTruthy();
  });

  it('filters by result, together with the search', async () => {
    const api = serve({ 'GET /api/v1/results': resultsServer(RUNS) });
    const s = await renderSignedInScreen('/results');
    await page().findByRole('table');
    await s.user.click(page().getByRole('combobox', { name: 'Filter by result' }));
    await s.user.click(screen.getByRole('option', { name: 'Passed' }));
    await waitFor(() => expect(names()).toEqual(['Sign in', 'Checkout with a card']));
    await s.user.type(page().getByRole('textbox', { name: 'Search results' }), 'sign');
    await waitFor(() => expect(names()).toEqual(['Sign in']));
    expect(within(page().getByRole('table')).getByText('Passed')).toBeTruthy();
    expect(api.to('GET', '/api/v1/results').at(-1)!.search).toBe(
      '?project_id=1&page=1&limit=25&result=Passed&search=sign',
    );
  });

  it('pages through the runs, 25 at a time, and a new filter starts again from the first page', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      run(100 - i, 1, `Run ${100 - i}`, i % 2 ? 'Staging' : 'Production', 'Passed'),
    );
    const api = serve({ 'GET /api/v1/results': resultsServer(many) });
    const s = await renderSignedInScreen('/results');
    await page().findByRole('table');
    expect(names()).toHaveLength(25);
    expect(page().getByText('1–25 of 30 runs')).toBeTruthy();
    const pages = within(page().getByRole('navigation', { name: 'Result pages' }));
    await s.user.click(pages.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()).toEqual(['Run 75', 'Run 74', 'Run 73', 'Run 72', 'Run 71']));
    expect(page().getByText('26–30 of 30 runs')).toBeTruthy();
    expect(api.to('GET', '/api/v1/results').at(-1)!.search).toBe('?project_id=1&page=2&limit=25');
    await s.user.type(page().getByRole('textbox', { name: 'Search results' }), 'staging');
    await waitFor(() => expect(page().getByText('1–15 of 15 runs')).toBeTruthy());
    expect(api.to('GET', '/api/v1/results').at(-1)!.search).toBe('?project_id=1&page=1&limit=25&search=staging');
  });

  it("says '1,000+' when the server stopped counting, and offers the page after the last counted one", async () => {
    const capped: Reply = {
      status: 200,
      body: {
        success: true,
        meta: { page: 1, limit: 25, total: 1000, total_capped: true },
        data: RUNS,
      },
    };
    serve({ 'GET /api/v1/results': capped });
    await renderSignedInScreen('/results');
    expect(await page().findByText('1–25 of 1,000+ runs')).toBeTruthy();
    const pages = within(page().getByRole('navigation', { name: 'Result pages' }));
    expect(pages.getByRole('button', { name: 'Page 41' })).toBeTruthy();
  });

  it('shows why a run did not simply pass, a quarantined failure, and filters by class and by Flaky', async () => {
    const classified = [
      { ...run(24, 5, 'Pay', 'Staging', 'Failed'), failure_class: 'app_bug' as const },
      { ...run(23, 6, 'Browse', 'Staging', 'Flaky'), failure_class: 'flaky' as const },
      { ...run(22, 7, 'Cart', 'Staging', 'Failed'), failure_class: 'broken_test' as const, quarantined: true },
      run(21, 8, 'Search', 'Staging', 'Passed'),
    ];
    serve({ 'GET /api/v1/results': resultsServer(classified) });
    const s = await renderSignedInScreen('/results');
    const table = within(await page().findByRole('table'));
    const rowOf = (name: string) => within(table.getByRole('cell', { name }).closest('tr')!);
    expect(rowOf('Pay').getByText('App bug')).toBeTruthy();
    // A Flaky result says its class already: the chip is not repeated.
    expect(rowOf('Browse').getAllByText('Flaky')).toHaveLength(1);
    expect(rowOf('Cart').getByText('Broken test')).toBeTruthy();
    expect(rowOf('Cart').getByText('Quarantined')).toBeTruthy();
    expect(rowOf('Search').queryByText('Quarantined')).toBeNull();
    expect(rowOf('Pay').getByRole('link', { name: '#24' }).getAttribute('href')).toBe('/live-test?run=24');

    await s.user.click(page().getByRole('combobox', { name: 'Filter by failure class' }));
    await s.user.click(screen.getByRole('option', { name: 'Broken test' }));
    await waitFor(() => expect(names()).toEqual(['Cart']));
    await s.user.click(page().getByRole('combobox', { name: 'Filter by failure class' }));
    await s.user.click(screen.getByRole('option', { name: 'Broken test' }));
    await s.user.click(page().getByRole('combobox', { name: 'Filter by result' }));
    await s.user.click(screen.getByRole('option', { name: 'Flaky' }));
    await waitFor(() => expect(names()).toEqual(['Browse']));
  });

  it("says 'No results match' when nothing does, and Clear Filter resets the search and the filter", async () => {
    serve({ 'GET /api/v1/results': resultsServer(RUNS) });
    const s = await renderSignedInScreen('/results');
    await page().findByRole('table');
    await s.user.click(page().getByRole('combobox', { name: 'Filter by result' }));
    await s.user.click(screen.getByRole('option', { name: 'Failed' }));
    await s.user.type(page().getByRole('textbox', { name: 'Search results' }), 'Staging');
    expect(await page().findByRole('heading', { name: 'No results match' })).toBeTruthy();
    expect(page().queryByRole('table')).toBeNull();
    await s.user.click(page().getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(names()).toHaveLength(4));
    expect((page().getByRole('textbox', { name: 'Search results' }) as HTMLInputElement).value).toBe('');
    expect((page().getByRole('combobox', { name: 'Filter by result' }) as HTMLInputElement).value).toBe('');
  });

  it("says 'No test runs yet' when the project has none", async () => {
    serve({ 'GET /api/v1/results': resultsServer([]) });
    await renderSignedInScreen('/results');
    expect(await page().findByRole('heading', { name: 'No test runs yet' })).toBeTruthy();
  });

  it('opens the schedule form from Schedule (tests/unit/screens/schedules.test.tsx covers the form)', async () => {
    serve({
      'GET /api/v1/results': resultsServer(RUNS),
      'GET /api/v1/1/environments': ok([]),
      'GET /api/v1/test-cases': onePage([]),
      'GET /api/v1/schedules/preview': ok({
        cron: '0 9 * * 1-5',
        timezone: 'UTC',
        description: 'At 09:00, Monday through Friday',
        next_runs: [],
      }),
    });
    const s = await renderSignedInScreen('/results');
    const schedule = page().getByRole('button', { name: 'Schedule' });
    expect(schedule.hasAttribute('disabled')).toBe(false);
    await s.user.click(schedule);
    expect(await screen.findByRole('dialog', { name: 'Schedule test runs' })).toBeTruthy();
  });
});

describe('/test-results', () => {
  it("says 'No test run yet' when the project has no run", async () => {
    const api = serve({ 'GET /api/v1/runs/latest': ok(null) });
    await renderSignedInScreen('/test-results');
    expect(await page().findByRole('heading', { name: 'No test run yet' })).toBeTruthy();
    expect(api.to('GET', '/api/v1/runs/latest')[0]!.search).toBe('?project_id=1');
  });

  it('shows the latest run: status, URL, started, duration and failed steps', async () => {
    serve({ 'GET /api/v1/runs/latest': ok(run(13, 2, 'Checkout with a card', 'Production', 'Failed')) });
    await renderSignedInScreen('/test-results');
    expect(await page().findByText('Checkout with a card')).toBeTruthy();
    expect(page().getByText('Failed')).toBeTruthy();
    const link = page().getByRole('link', { name: 'https://production.shop.example/start' });
    expect(link.getAttribute('href')).toBe('https://production.shop.example/start');
    const value = (label: string) => page().getByText(label).nextElementSibling?.textContent;
    expect(value('URL')).toBe('https://production.shop.example/start');
    expect(value('Started')).toBe(formatDateTime(STARTED));
    expect(value('Duration')).toBe('1m 35s');
    expect(value('Failed steps')).toBe('2');
  });

  it('Run All Test queues every test case and Re-run Failed Test the failed ones, then shows the latest run again', async () => {
    let latest: RunSummary | null = null;
    const api = serve({
      'GET /api/v1/runs/latest': () => ok(latest),
      'POST /api/v1/runs': queuedRuns(
        { id: 70, testCaseId: 1, name: 'Login' },
        { id: 71, testCaseId: 2, name: 'Search' },
      ),
    });
    const s = await renderSignedInScreen('/test-results');
    expect(await page().findByRole('heading', { name: 'No test run yet' })).toBeTruthy();
    latest = run(71, 2, 'Search', 'Staging', 'In Progress');
    await s.user.click(page().getByRole('button', { name: 'Run All Test' }));
    expect(await screen.findByText('2 runs queued.')).toBeTruthy();
    expect(api.to('POST', '/api/v1/runs')[0]!.body).toEqual({ project_id: 1, all: true });
    expect(await page().findByRole('link', { name: 'Watch live' })).toBeTruthy();
    expect(page().getByRole('link', { name: 'Watch live' }).getAttribute('href')).toBe('/live-test?run=71');

    await s.user.click(page().getByRole('button', { name: 'Re-run Failed Test' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/runs')).toHaveLength(2));
    expect(api.to('POST', '/api/v1/runs')[1]!.body).toEqual({ project_id: 1, failed: true });
  });

  it("Stop All Test asks the server to stop the project's runs and says how many", async () => {
    const api = serve({
      'GET /api/v1/runs/latest': ok(null),
      'POST /api/v1/runs/stop': {
        status: 200,
        body: { success: true, message: 'Stopping 2 runs.', data: { stopped: 2 } },
      },
    });
    const s = await renderSignedInScreen('/test-results');
    await page().findByRole('heading', { name: 'No test run yet' });
    await s.user.click(page().getByRole('button', { name: 'Stop All Test' }));
    expect(await screen.findByText('Stopping 2 runs.')).toBeTruthy();
    expect(api.to('POST', '/api/v1/runs/stop')[0]!.search).toBe('?project_id=1');
  });

  it('says why when the server refuses to start runs', async () => {
    serve({
      'GET /api/v1/runs/latest': ok(null),
      'POST /api/v1/runs': {
        status: 400,
        body: {
          success: false,
          message: 'No test case failed on its last run.',
          data: { message: 'No test case failed on its last run.' },
        },
      },
    });
    const s = await renderSignedInScreen('/test-results');
    await page().findByRole('heading', { name: 'No test run yet' });
    await s.user.click(page().getByRole('button', { name: 'Re-run Failed Test' }));
    expect(await screen.findByText('No test case failed on its last run.')).toBeTruthy();
    expect(s.route()).toBe('/test-results');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard, RunSummary } from '../../../src/api/testCases.ts';
import { formatDateTime } from '../../../src/lib/format.ts';
import { statusFor } from '../support/runs.ts';
import {
  failure,
  fakeApi,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';

const PROJECTS: Reply = {
  status: 200,
  body: {
    success: true,
    data: [{ id: 1, name: 'Shop', environment_count: 2, test_case_count: 3, created_at: '2026-11-01T00:00:00Z' }],
  },
};

const FIGURES: Dashboard = {
  activeTest: { total: 7, running: 2 },
  runCount: 12,
  testCaseExecution: { total: 40, passed: 31 },
  lastRun: { duration: 200, started_at: '2026-11-02T09:00:00Z' },
};

function runOf(id: number, name: string, env: string, result: RunSummary['result'], startedAt: string | null) {
  const run: RunSummary = {
    id,
    test_case_id: id + 100,
    test_case_name: name,
    environment_label: env,
    url: 'https://staging.shop.example',
    status: statusFor(result),
    result,
    started_at: startedAt,
    duration: result === 'In Progress' ? null : 60,
    failed_count: result === 'Failed' ? 1 : 0,
    suite_id: null,
    failure_class: null,
    quarantined: false,
  };
  return run;
}

const RUNS = [
  runOf(31, 'Checkout with a card', 'Production', 'Failed', '2026-11-02T10:00:00Z'),
  runOf(30, 'Sign in', 'Staging', 'Passed', '2026-11-02T09:00:00Z'),
  { ...runOf(29, 'Search products', 'Staging', 'In Progress', null), status: 'queued' as const },
  runOf(28, 'Add to cart', 'Staging', 'Stopped', '2026-11-02T08:00:00Z'),
];

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

function serve(dashboard: Reply | (() => Reply), results: Reply = ok(RUNS)) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': PROJECTS,
    'GET /api/v1/1/environments': ok([{ id: 1, label: 'Staging', url: 'https://staging.shop.example' }]),
    'GET /api/v1/dashboard': typeof dashboard === 'function' ? () => dashboard() : dashboard,
    'GET /api/v1/results': results,
  });
}

const card = (name: string) => within(page().getByRole('group', { name }));

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/dashboard: the stat cards', () => {
  it("shows the figures of the current project's dashboard", async () => {
    const api = serve(ok(FIGURES));
    await renderSignedInScreen('/dashboard');
    await page().findByRole('group', { name: 'Active Test' });
    expect(card('Active Test').getByText('7')).toBeTruthy();
    expect(card('Active Test').getByText('2 running')).toBeTruthy();
    expect(card('Run Count').getByText('12')).toBeTruthy();
    expect(card('Run Count').getByText('This Week')).toBeTruthy();
    expect(card('Test Case Execution').getByText('40')).toBeTruthy();
    expect(card('Test Case Execution').getByText('31 passed')).toBeTruthy();
    expect(card('Last Run').getByText('3m 20s')).toBeTruthy();
    // How long the last run took, said so: not read as how long ago it ran.
    expect(card('Last Run').getByText('Duration')).toBeTruthy();
    const calls = api.to('GET', '/api/v1/dashboard');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.search).toBe('?project_id=1');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it("shows 'N/A' as the last run when no run has finished, and short runs in seconds", async () => {
    let figures: Dashboard = { ...FIGURES, lastRun: { duration: null, started_at: null } };
    serve(() => ok(figures));
    const first = await renderSignedInScreen('/dashboard');
    expect(await card('Last Run').findByText('N/A')).toBeTruthy();
    expect(card('Last Run').queryByText('Duration')).toBeNull();
    first.unmount();
    figures = { ...FIGURES, lastRun: { duration: 45, started_at: '2026-11-02T09:00:00Z' } };
    await renderSignedInScreen('/dashboard');
    expect(await within(await page().findByRole('group', { name: 'Last Run' })).findByText('45s')).toBeTruthy();
  });

  it("shows 'Error: Failed to fetch dashboard data' when the server says nothing, and Try again asks again", async () => {
    let answer: Reply = failure(500);
    const api = serve(() => answer);
    const s = await renderSignedInScreen('/dashboard');
    expect(await page().findByText('Error: Failed to fetch dashboard data')).toBeTruthy();
    expect(page().queryByRole('group', { name: 'Active Test' })).toBeNull();
    answer = ok(FIGURES);
    await s.user.click(page().getByRole('button', { name: 'Try again' }));
    expect(await page().findByRole('group', { name: 'Active Test' })).toBeTruthy();
    expect(page().queryByText(/^Error:/)).toBeNull();
    expect(api.to('GET', '/api/v1/dashboard')).toHaveLength(2);
  });

  it("shows the server's message when it gives one", async () => {
    serve(failure(403, 'This project belongs to another organization.'));
    await renderSignedInScreen('/dashboard');
    expect(await page().findByText('Error: This project belongs to another organization.')).toBeTruthy();
    expect(page().queryByText('Error: Failed to fetch dashboard data')).toBeNull();
  });
});

describe('/dashboard: the results table', () => {
  it('lists the runs with ID, Test Case Name, Environment, Result and Started', async () => {
    const api = serve(ok(FIGURES));
    await renderSignedInScreen('/dashboard');
    const table = await page().findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Test Case Name', 'Environment', 'Result', 'Started']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['#31', 'Checkout with a card', 'Production', 'Failed', formatDateTime('2026-11-02T10:00:00Z')],
      ['#30', 'Sign in', 'Staging', 'Passed', formatDateTime('2026-11-02T09:00:00Z')],
      ['#29', 'Search products', 'Staging', 'In Progress', 'Queued, waiting for a worker'],
      ['#28', 'Add to cart', 'Staging', 'Stopped', formatDateTime('2026-11-02T08:00:00Z')],
    ]);
    expect(api.to('GET', '/api/v1/results')[0]!.search).toBe('?project_id=1&limit=10');
    expect(page().getByRole('link', { name: 'All results' }).getAttribute('href')).toBe('/results');
  });

  it("says 'No test runs yet' when the project has no runs", async () => {
    serve(ok(FIGURES), ok([]));
    await renderSignedInScreen('/dashboard');
    expect(await page().findByRole('heading', { name: 'No test runs yet' })).toBeTruthy();
    expect(page().queryByRole('table')).toBeNull();
  });
});

describe('/dashboard: the promo cards', () => {
  it("'Create a Test' opens the dialog 'Create a Test'", async () => {
    serve(ok(FIGURES));
    const s = await renderSignedInScreen('/dashboard');
    await s.user.click(page().getByRole('button', { name: 'Create a Test' }));
    expect(await screen.findByRole('dialog', { name: 'Create a Test' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Recreate a Bug' })).toBeNull();
  });

  it("'Recreate a Bug' opens the dialog 'Recreate a Bug'", async () => {
    serve(ok(FIGURES));
    const s = await renderSignedInScreen('/dashboard');
    await s.user.click(page().getByRole('button', { name: 'Recreate a Bug' }));
    expect(await screen.findByRole('dialog', { name: 'Recreate a Bug' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create a Test' })).toBeNull();
  });
});

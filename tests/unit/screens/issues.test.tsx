import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/lib/format.ts';
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
    data: [{ id: 1, name: 'Shop', environment_count: 2, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' }],
  },
};

const CHECKOUT = {
  test_case_id: 4,
  title: 'Checkout with a saved card',
  execution_start_date: '2026-11-02T09:30:00Z',
  failed_count: 3,
  failed_steps: [
    {
      test_case_step_id: 9,
      step: 'Pay with the saved card',
      updated_at: '2026-11-02T09:31:00Z',
      classes: { app_bug: 2, broken_test: 0, flaky: 1, infrastructure: 0, unclassified: 0 },
    },
    {
      test_case_step_id: 10,
      step: 'See the order confirmation',
      updated_at: '2026-11-01T08:00:00Z',
      classes: { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 1 },
    },
  ],
};
const SIGNUP = {
  test_case_id: 5,
  title: 'Sign up with a new email',
  execution_start_date: null,
  failed_count: 1,
  failed_steps: [
    {
      test_case_step_id: 12,
      step: 'Submit the form',
      updated_at: '2026-10-30T12:00:00Z',
      classes: { app_bug: 1, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 },
    },
  ],
};

function issuesPage(data: unknown[], total = data.length, pageNo = 1): Reply {
  return { status: 200, body: { success: true, data, meta: { page: pageNo, limit: 10, total } } };
}

function query(search: string) {
  return Object.fromEntries(new URLSearchParams(search));
}

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/issues', () => {
  it("asks for page 1 of 10 of the current project, and says 'No Issues Found' when there are none", async () => {
    const api = fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': issuesPage([]),
    });
    await renderSignedInScreen('/issues');
    expect(await page().findByRole('heading', { name: 'No Issues Found' })).toBeTruthy();
    expect(page().getByRole('heading', { name: 'Issues Summary', level: 1 })).toBeTruthy();
    expect(page().getByText('Failed steps of your test runs appear here, grouped by test case.')).toBeTruthy();
    const calls = api.to('GET', '/api/v1/issues');
    expect(calls).toHaveLength(1);
    expect(query(calls[0]!.search)).toEqual({ page: '1', limit: '10', project_id: '1' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(page().queryByRole('navigation', { name: 'Issue pages' })).toBeNull();
  });

  it('lists each test case with its last run and count, and its failed steps when expanded', async () => {
    fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': issuesPage([CHECKOUT, SIGNUP]),
    });
    const s = await renderSignedInScreen('/issues');
    const checkout = await page().findByRole('button', { name: /Checkout with a saved card/ });
    expect(checkout.textContent).toContain(formatDateTime(CHECKOUT.execution_start_date));
    expect(within(checkout).getByText('3')).toBeTruthy();
    const signup = page().getByRole('button', { name: /Sign up with a new email/ });
    expect(within(signup).getByText('Never')).toBeTruthy();
    expect(within(signup).getByText('1')).toBeTruthy();
    for (const column of ['Test Case', 'Last Run', 'Count']) expect(page().getByText(column)).toBeTruthy();

    expect(checkout.getAttribute('aria-expanded')).toBe('false');
    await s.user.click(checkout);
    expect(checkout.getAttribute('aria-expanded')).toBe('true');
    const steps = await page().findByRole('list', { name: 'Failed steps of Checkout with a saved card' });
    expect(within(steps).getByText('Pay with the saved card')).toBeTruthy();
    // Each step's failures, counted by class.
    expect(within(steps).getByText('App bug × 2')).toBeTruthy();
    expect(within(steps).getByText('Flaky × 1')).toBeTruthy();
    expect(within(steps).getByText('Unclassified × 1')).toBeTruthy();
    expect(within(steps).getByText(`Last failed ${formatDateTime('2026-11-01T08:00:00Z')}`)).toBeTruthy();
    expect(within(steps).getAllByRole('link', { name: 'Test Again' })).toHaveLength(2);
  });

  it("'Test Again' opens the step's issue", async () => {
    const api = fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': issuesPage([CHECKOUT]),
      'GET /api/v1/issues/4/10': failure(404, 'Issue not found.'),
    });
    const s = await renderSignedInScreen('/issues');
    await s.user.click(await page().findByRole('button', { name: /Checkout with a saved card/ }));
    const step = page().getByText('See the order confirmation').closest('li')!;
    // The panel opens on the next frame; a user clicks once they see the link.
    await s.user.click(await within(step as HTMLElement).findByRole('link', { name: 'Test Again' }));
    expect(s.route()).toBe('/issues/4/10');
    expect(await page().findByText('Error: Issue not found.')).toBeTruthy();
    expect(api.to('GET', '/api/v1/issues/4/10')).toHaveLength(1);
  });

  it('asks for the issues of one failure class, from page 1, and says when none is of that class', async () => {
    const api = fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': (call) =>
        query(call.search).failure_class === 'flaky' ? issuesPage([]) : issuesPage([CHECKOUT]),
    });
    const s = await renderSignedInScreen('/issues');
    await page().findByRole('button', { name: /Checkout with a saved card/ });
    await s.user.click(page().getByRole('combobox', { name: 'Filter by failure class' }));
    await s.user.click(screen.getByRole('option', { name: 'Flaky' }));
    expect(await page().findByText('No failed step of this class: clear the filter to see every issue.')).toBeTruthy();
    expect(query(api.to('GET', '/api/v1/issues')[1]!.search)).toEqual({
      page: '1',
      limit: '10',
      project_id: '1',
      failure_class: 'flaky',
    });
  });

  it('pages through the issues ten at a time', async () => {
    const api = fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': (call) =>
        query(call.search).page === '2' ? issuesPage([SIGNUP], 11, 2) : issuesPage([CHECKOUT], 11, 1),
    });
    const s = await renderSignedInScreen('/issues');
    await page().findByRole('button', { name: /Checkout with a saved card/ });
    const pages = page().getByRole('navigation', { name: 'Issue pages' });
    await s.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await page().findByRole('button', { name: /Sign up with a new email/ })).toBeTruthy();
    expect(page().queryByRole('button', { name: /Checkout with a saved card/ })).toBeNull();
    expect(api.to('GET', '/api/v1/issues').map((c) => query(c.search).page)).toEqual(['1', '2']);
    expect(query(api.to('GET', '/api/v1/issues')[1]!.search)).toEqual({ page: '2', limit: '10', project_id: '1' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('Refresh asks again and shows the new answer', async () => {
    let answer = issuesPage([]);
    const api = fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': () => answer,
    });
    const s = await renderSignedInScreen('/issues');
    await page().findByRole('heading', { name: 'No Issues Found' });
    answer = issuesPage([CHECKOUT]);
    await s.user.click(page().getByRole('button', { name: 'Refresh' }));
    expect(await page().findByRole('button', { name: /Checkout with a saved card/ })).toBeTruthy();
    expect(api.to('GET', '/api/v1/issues')).toHaveLength(2);
    expect(query(api.to('GET', '/api/v1/issues')[1]!.search).page).toBe('1');
  });

  it("shows 'Error: Failed to fetch issues' when the server says nothing, and retries", async () => {
    let answer = failure(500);
    const api = fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': () => answer,
    });
    const s = await renderSignedInScreen('/issues');
    expect(await page().findByText('Error: Failed to fetch issues')).toBeTruthy();
    answer = issuesPage([CHECKOUT]);
    await s.user.click(page().getByRole('button', { name: 'Try again' }));
    expect(await page().findByRole('button', { name: /Checkout with a saved card/ })).toBeTruthy();
    expect(api.to('GET', '/api/v1/issues')).toHaveLength(2);
  });

  it("shows the server's message when it gives one", async () => {
    fakeApi({
      'GET /api/v1/me': meOk,
      'GET /api/v1/projects': PROJECTS,
      'GET /api/v1/issues': failure(403, 'This project belongs to another organization.'),
    });
    await renderSignedInScreen('/issues');
    expect(await page().findByText('Error: This project belongs to another organization.')).toBeTruthy();
    expect(page().queryByText('Error: Failed to fetch issues')).toBeNull();
  });

  it('asks for a project first when there is none, without asking for issues', async () => {
    const noProject = meOk as { status: number; body: { data: Record<string, unknown> } };
    const me: Reply = {
      status: 200,
      body: { ...noProject.body, data: { ...noProject.body.data, has_project: false, current_project_id: null } },
    };
    const api = fakeApi({
      'GET /api/v1/me': me,
      'GET /api/v1/projects': { status: 200, body: { success: true, data: [] } },
    });
    await renderSignedInScreen('/issues');
    const create = await page().findByRole('link', { name: 'Create a project' });
    expect(create.getAttribute('href')).toBe('/create-project');
    await waitFor(() => expect(api.to('GET', '/api/v1/me')).toHaveLength(1));
    expect(api.to('GET', '/api/v1/issues')).toHaveLength(0);
  });
});

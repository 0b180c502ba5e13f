import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/lib/format.ts';
import {
  failure,
  fakeApi,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { queuedRuns } from '../support/runs.ts';

const PROJECTS: Reply = {
  status: 200,
  body: {
    success: true,
    data: [{ id: 1, name: 'Shop', environment_count: 2, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' }],
  },
};

const OCCURRENCES = [
  {
    run_id: 31,
    environment_label: 'Staging',
    message: 'Card declined',
    occurred_at: '2026-11-02T09:31:00Z',
    failure_class: 'app_bug',
    class_corrected: false,
  },
  {
    run_id: 27,
    environment_label: 'Production',
    message: 'Timed out waiting for #pay',
    occurred_at: '2026-10-28T15:00:00Z',
    failure_class: 'infrastructure',
    class_corrected: true,
  },
];

function issue(status: 'Unresolved' | 'Ignored', occurrences: unknown[] = OCCURRENCES): Reply {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        test_case_id: 4,
        test_case_step_id: 9,
        title: 'Checkout with a saved card',
        step: 'Pay with the saved card',
        status,
        occurrences,
      },
    },
  };
}

const ISSUE_PATH = '/api/v1/issues/4/9';
const JIRA_PATH = `${ISSUE_PATH}/jira`;
const jiraState = (connected: boolean, issue: unknown = null): Reply => ({
  status: 200,
  body: { success: true, data: { connected, issue } },
});
const routesWith = (extra: Record<string, Reply | ((c: { body: unknown }) => Reply)>) => ({
  'GET /api/v1/me': meOk,
  'GET /api/v1/projects': PROJECTS,
  [`GET ${JIRA_PATH}`]: jiraState(false),
  ...extra,
});

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/issues/:testCaseId/:stepId', () => {
  it('shows the test case, the step, its status, and its failures newest first', async () => {
    const api = fakeApi(routesWith({ [`GET ${ISSUE_PATH}`]: issue('Unresolved') }));
    await renderSignedInScreen('/issues/4/9');
    expect(await page().findByRole('heading', { name: 'Checkout with a saved card', level: 1 })).toBeTruthy();
    expect(page().getByText('Pay with the saved card')).toBeTruthy();
    expect(page().getByText('Unresolved')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Ignore' })).toBeTruthy();
    expect(page().getByRole('button', { name: 'Test Again' })).toBeTruthy();

    const table = page().getByRole('table', { name: 'Failures of this step, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Run', 'Environment', 'Class', 'Message', 'When']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['#31', 'Staging', 'App bug', 'Card declined', formatDateTime('2026-11-02T09:31:00Z')],
      [
        '#27',
        'Production',
        'Infrastructure (corrected)',
        'Timed out waiting for #pay',
        formatDateTime('2026-10-28T15:00:00Z'),
      ],
    ]);
    expect(page().getByRole('link', { name: '← Back to issues' }).getAttribute('href')).toBe('/issues');
    expect(api.to('GET', ISSUE_PATH)).toHaveLength(1);
  });

  it("Ignore saves the status 'Ignored', shows it and offers 'Mark as unresolved'", async () => {
    const api = fakeApi(
      routesWith({ [`GET ${ISSUE_PATH}`]: issue('Unresolved'), [`PATCH ${ISSUE_PATH}`]: issue('Ignored') }),
    );
    const s = await renderSignedInScreen('/issues/4/9');
    await s.user.click(await page().findByRole('button', { name: 'Ignore' }));
    expect(await page().findByText('Ignored')).toBeTruthy();
    expect(page().queryByText('Unresolved')).toBeNull();
    expect(page().getByRole('button', { name: 'Mark as unresolved' })).toBeTruthy();
    expect(api.to('PATCH', ISSUE_PATH).map((c) => c.body)).toEqual([{ status: 'Ignored' }]);
    expect(await screen.findByText('Issue ignored.', IN_TOAST)).toBeTruthy();
  });

  it('Test Again queues a run of the test case and opens its live view', async () => {
    const api = fakeApi(
      routesWith({
        [`GET ${ISSUE_PATH}`]: issue('Unresolved'),
        'POST /api/v1/runs': queuedRuns({ id: 90, testCaseId: 4, name: 'Checkout with a saved card' }),
      }),
    );
    const s = await renderSignedInScreen('/issues/4/9');
    await s.user.click(await page().findByRole('button', { name: 'Test Again' }));
    await waitFor(() => expect(s.route()).toBe('/live-test?run=90'));
    expect(api.to('POST', '/api/v1/runs')[0]!.body).toEqual({ test_case_ids: [4] });
  });

  it('saves once under StrictMode', async () => {
    const api = fakeApi(
      routesWith({ [`GET ${ISSUE_PATH}`]: issue('Unresolved'), [`PATCH ${ISSUE_PATH}`]: issue('Ignored') }),
    );
    const s = await renderSignedInScreen('/issues/4/9', { strict: true });
    await s.user.click(await page().findByRole('button', { name: 'Ignore' }));
    expect(await page().findByRole('button', { name: 'Mark as unresolved' })).toBeTruthy();
    expect(api.to('PATCH', ISSUE_PATH)).toHaveLength(1);
  });

  it("'Mark as unresolved' saves the status 'Unresolved'", async () => {
    const api = fakeApi(
      routesWith({ [`GET ${ISSUE_PATH}`]: issue('Ignored'), [`PATCH ${ISSUE_PATH}`]: issue('Unresolved') }),
    );
    const s = await renderSignedInScreen('/issues/4/9');
    await s.user.click(await page().findByRole('button', { name: 'Mark as unresolved' }));
    expect(await page().findByRole('button', { name: 'Ignore' })).toBeTruthy();
    expect(page().getByText('Unresolved')).toBeTruthy();
    expect(api.to('PATCH', ISSUE_PATH).map((c) => c.body)).toEqual([{ status: 'Unresolved' }]);
    expect(await screen.findByText('Issue marked as unresolved.', IN_TOAST)).toBeTruthy();
  });

  it("keeps the status and says 'Failed to update issue' when saving fails without a message", async () => {
    fakeApi(routesWith({ [`GET ${ISSUE_PATH}`]: issue('Unresolved'), [`PATCH ${ISSUE_PATH}`]: failure(500) }));
    const s = await renderSignedInScreen('/issues/4/9');
    await s.user.click(await page().findByRole('button', { name: 'Ignore' }));
    expect(within(await page().findByRole('alert')).getByText('Failed to update issue')).toBeTruthy();
    expect(await screen.findByText('Failed to update issue', IN_TOAST)).toBeTruthy();
    expect(page().getByText('Unresolved')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Ignore' })).toBeTruthy();
  });

  it("shows the server's message when saving fails with one", async () => {
    fakeApi(
      routesWith({
        [`GET ${ISSUE_PATH}`]: issue('Unresolved'),
        [`PATCH ${ISSUE_PATH}`]: failure(404, 'Issue not found.'),
      }),
    );
    const s = await renderSignedInScreen('/issues/4/9');
    await s.user.click(await page().findByRole('button', { name: 'Ignore' }));
    expect(within(await page().findByRole('alert')).getByText('Issue not found.')).toBeTruthy();
  });

  it('says so when the step has no recorded failures', async () => {
    fakeApi(routesWith({ [`GET ${ISSUE_PATH}`]: issue('Unresolved', []) }));
    await renderSignedInScreen('/issues/4/9');
    expect(await page().findByRole('heading', { name: 'No occurrences yet' })).toBeTruthy();
    expect(page().queryByRole('table')).toBeNull();
  });

  it("shows the server's 404 message with the way back to the issues", async () => {
    fakeApi(routesWith({ [`GET ${ISSUE_PATH}`]: failure(404, 'Issue not found.') }));
    const s = await renderSignedInScreen('/issues/4/9');
    expect(await page().findByText('Error: Issue not found.')).toBeTruthy();
    expect(page().queryByRole('button', { name: 'Ignore' })).toBeNull();
    await s.user.click(page().getByRole('link', { name: '← Back to issues' }));
    expect(s.route()).toBe('/issues');
  });

  it.each(['/issues/abc/9', '/issues/0/9', '/issues/4/-1', '/issues/4/2.5', '/issues/04/9'])(
    "%s shows 'This issue does not exist.' without asking the server",
    async (path) => {
      const api = fakeApi(routesWith({}));
      await renderSignedInScreen(path);
      expect(await page().findByRole('heading', { name: 'This issue does not exist.' })).toBeTruthy();
      expect(page().getByRole('link', { name: '← Back to issues' })).toBeTruthy();
      await waitFor(() => expect(api.to('GET', '/api/v1/me')).toHaveLength(1));
      expect(api.calls.filter((c) => c.path.startsWith('/api/v1/issues'))).toEqual([]);
    },
  );
});

describe('the Jira issue of an issue', () => {
  it('says where to connect Jira while it is not connected', async () => {
    fakeApi(routesWith({ [`GET ${ISSUE_PATH}`]: issue('Unresolved') }));
    const s = await renderSignedInScreen('/issues/4/9');
    expect(await page().findByText(/Jira is not connected to this project/)).toBeTruthy();
    expect(page().queryByRole('button', { name: 'Create Jira issue' })).toBeNull();
    await s.user.click(page().getByRole('link', { name: 'Settings › Integrations' }));
    expect(s.route()).toBe('/settings/integrations');
  });

  it("creates the Jira issue and shows its key as a link; Jira's refusal shows in its words", async () => {
    const created = {
      key: 'SHOP-12',
      url: 'https://acme.atlassian.net/browse/SHOP-12',
      created_at: '2026-11-04T10:00:00Z',
    };
    let state = jiraState(true);
    let answers: { status: number; body?: unknown }[] = [
      failure(400, 'Jira refused the issue: 400: issuetype: Specify a valid issue type') as { status: number },
      { status: 201, body: { success: true, message: 'Jira issue SHOP-12 created.', data: created } },
    ];
    const api = fakeApi(
      routesWith({
        [`GET ${ISSUE_PATH}`]: issue('Unresolved'),
        [`GET ${JIRA_PATH}`]: () => state,
        [`POST ${JIRA_PATH}`]: () => {
          const [answer, ...rest] = answers;
          answers = rest;
          if (answer!.status === 201) state = jiraState(true, created);
          return answer!;
        },
      }),
    );
    const s = await renderSignedInScreen('/issues/4/9');
    await s.user.click(await page().findByRole('button', { name: 'Create Jira issue' }));
    expect(
      within(await page().findByRole('alert')).getByText(
        'Jira refused the issue: 400: issuetype: Specify a valid issue type',
      ),
    ).toBeTruthy();
    await s.user.click(page().getByRole('button', { name: 'Create Jira issue' }));
    const link = await page().findByRole('link', { name: 'SHOP-12' });
    expect(link.getAttribute('href')).toBe(created.url);
    expect(page().queryByRole('button', { name: 'Create Jira issue' })).toBeNull();
    expect(api.to('POST', JIRA_PATH)).toHaveLength(2);
  });
});

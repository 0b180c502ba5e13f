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
import { fillIn } from '../support/fillIn.ts';

type Routes = Parameters<typeof fakeApi>[0];

const ok = (data: unknown, message = '', status = 200): Reply => ({ status, body: { success: true, message, data } });
const SHOP = { id: 1, name: 'Shop', environment_count: 1, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' };
const AT = '2026-11-04T10:00:00Z';

function integration(kind: string, overrides: Record<string, unknown> = {}) {
  return {
    kind,
    config: {},
    has_secret: true,
    secret_hint: 'uvwx',
    created_at: AT,
    updated_at: AT,
    last_delivery: null,
    ...overrides,
  };
}

function serve(extra: Routes = {}) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': ok([SHOP]),
    'GET /api/v1/api-keys': ok([]),
    ...extra,
  });
}

/** The card of one integration, found by its title. */
const card = (title: string) =>
  within(page().getByRole('heading', { name: title, level: 2 }).closest('.mantine-Paper-root') as HTMLElement);
const input = (title: string, label: string) =>
  card(title).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/settings/integrations', () => {
  it("connects GitHub with the fields it takes, sending blank optional ones to the server's defaults", async () => {
    let list: unknown[] = [];
    const api = serve({
      'GET /api/v1/integrations': () => ok(list),
      'PUT /api/v1/integrations/github': (call) => {
        const saved = integration('github', {
          config: { repository: 'acme/shop', base_url: 'https://api.github.com' },
          secret_hint: 'wxyz',
        });
        list = [saved];
        expect(call.body).toEqual({ repository: 'acme/shop', secret: 'ghp_abcdefghijklmnopqrstuvwxyz' });
        return ok(saved, 'GitHub connected.', 201);
      },
    });
    const s = await renderSignedInScreen('/settings/integrations');
    await page().findByRole('heading', { name: 'GitHub', level: 2 });
    expect(card('GitHub').getByText('Not connected')).toBeTruthy();
    expect(card('GitHub').queryByRole('button', { name: 'Send a test message' })).toBeNull();

    await fillIn(s.user, input('GitHub', 'Repository'), ' acme/shop ');
    await fillIn(s.user, input('GitHub', 'Token'), 'ghp_abcdefghijklmnopqrstuvwxyz');
    await s.user.click(card('GitHub').getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(card('GitHub').getByText('Connected')).toBeTruthy());
    expect(api.to('PUT', '/api/v1/integrations/github')[0]!.search).toBe('?project_id=1');
    expect(await screen.findByText('GitHub saved', IN_TOAST)).toBeTruthy();
    expect(input('GitHub', 'Repository').value).toBe('acme/shop');
    expect(input('GitHub', 'API URL').value).toBe('https://api.github.com');
    // The token is never shown again: only that one is stored, and how it ends.
    expect(input('GitHub', 'Token').value).toBe('');
    expect(card('GitHub').getByText(/Stored encrypted, ends in …wxyz/)).toBeTruthy();
    expect(card('GitHub').getByText('No deliveries yet')).toBeTruthy();
    expect(card('GitHub').getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("shows the server's message when it refuses the settings", async () => {
    serve({
      'GET /api/v1/integrations': ok([]),
      'PUT /api/v1/integrations/webhook': failure(
        400,
        "'secret' must be at least 16 characters: it signs every delivery.",
      ),
    });
    const s = await renderSignedInScreen('/settings/integrations');
    await page().findByRole('heading', { name: 'Webhook', level: 2 });
    await fillIn(s.user, input('Webhook', 'Payload URL'), 'https://hooks.example.com/tp');
    await fillIn(s.user, input('Webhook', 'Signing secret'), 'short');
    await s.user.click(card('Webhook').getByRole('button', { name: 'Connect' }));
    expect(
      within(await card('Webhook').findByRole('alert')).getByText(
        "'secret' must be at least 16 characters: it signs every delivery.",
      ),
    ).toBeTruthy();
    expect(card('Webhook').getByText('Not connected')).toBeTruthy();
  });

  it('shows the last delivery, sends a test message and says what the service answered', async () => {
    let list = [
      integration('slack', {
        last_delivery: { event: 'suite.failed', status: 'delivered', attempts: 1, message: '200 ok', at: AT },
      }),
    ];
    const api = serve({
      'GET /api/v1/integrations': () => ok(list),
      'POST /api/v1/integrations/slack/test': () => {
        list = [
          integration('slack', {
            last_delivery: { event: 'test', status: 'failed', attempts: 1, message: '404 no_service', at: AT },
          }),
        ];
        return ok(
          { accepted: false, status: 404, message: '404 no_service' },
          'Slack did not accept the test message: 404 no_service',
        );
      },
    });
    const s = await renderSignedInScreen('/settings/integrations');
    expect(await page().findByText(`Last delivery: ok at ${formatDateTime(AT)}`)).toBeTruthy();
    expect(card('Slack').getByText('Connected')).toBeTruthy();
    await s.user.click(card('Slack').getByRole('button', { name: 'Send a test message' }));
    expect(await card('Slack').findByText('Slack did not accept the test message: 404 no_service')).toBeTruthy();
    expect(
      await card('Slack').findByText(`Last delivery: failed: 404 no_service at ${formatDateTime(AT)}`),
    ).toBeTruthy();
    expect(api.to('POST', '/api/v1/integrations/slack/test')[0]!.search).toBe('?project_id=1');
  });

  it('keeps the stored secret when saving without a new one, and disconnects', async () => {
    let list: unknown[] = [
      integration('jira', {
        config: {
          site_url: 'https://acme.atlassian.net',
          email: 'qa@acme.com',
          project_key: 'SHOP',
          issue_type: 'Bug',
        },
      }),
    ];
    const api = serve({
      'GET /api/v1/integrations': () => ok(list),
      'PUT /api/v1/integrations/jira': (call) => ok(integration('jira', { config: call.body, updated_at: AT }), ''),
      'DELETE /api/v1/integrations/jira': () => {
        list = [];
        return ok(undefined, 'Jira disconnected.');
      },
    });
    const s = await renderSignedInScreen('/settings/integrations');
    await waitFor(() => expect(input('Jira', 'Project key').value).toBe('SHOP'));
    await s.user.clear(input('Jira', 'Issue type'));
    await fillIn(s.user, input('Jira', 'Issue type'), 'Task');
    await s.user.click(card('Jira').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT', '/api/v1/integrations/jira')).toHaveLength(1));
    expect(api.to('PUT', '/api/v1/integrations/jira')[0]!.body).toEqual({
      site_url: 'https://acme.atlassian.net',
      email: 'qa@acme.com',
      project_key: 'SHOP',
      issue_type: 'Task',
    });

    await s.user.click(card('Jira').getByRole('button', { name: 'Disconnect Jira' }));
    await waitFor(() => expect(card('Jira').getByText('Not connected')).toBeTruthy());
    expect(api.to('DELETE', '/api/v1/integrations/jira')[0]!.search).toBe('?project_id=1');
    expect(input('Jira', 'Project key').value).toBe('');
    expect(card('Jira').getByRole('button', { name: 'Connect' })).toBeTruthy();
  });
});

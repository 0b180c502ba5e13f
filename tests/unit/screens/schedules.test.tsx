import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schedule } from '../../../src/api/schedules.ts';
import { formatInZone } from '../../../src/lib/format.ts';
import {
  failure,
  fakeApi,
  field,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type ApiCall,
  type Reply,
} from '../support/renderScreen.tsx';
import { errorUnder } from '../support/fieldErrors.ts';
import { onePage } from '../support/lists.ts';
import { fillIn } from '../support/fillIn.ts';

const ok = (data: unknown, message = '', status = 200): Reply => ({ status, body: { success: true, message, data } });
const SHOP = { id: 1, name: 'Shop', environment_count: 2, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' };
const STAGING = { id: 12, label: 'Staging', url: 'https://staging.shop.test' };
const TEST_CASES = [
  { id: 1, title: 'Sign in' },
  { id: 2, title: 'Search products' },
];
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the server says of the expressions these tests type; anything else is refused as it would be. */
const MEANINGS: Record<string, { description: string; next_runs: string[] }> = {
  '0 9 * * 1-5': {
    description: 'At 09:00, Monday through Friday',
    next_runs: ['2026-11-23T09:00:00.000Z', '2026-11-24T09:00:00.000Z', '2026-11-25T09:00:00.000Z'],
  },
  '0 2 * * *': {
    description: 'At 02:00',
    next_runs: ['2026-11-22T02:00:00.000Z', '2026-11-23T02:00:00.000Z', '2026-11-24T02:00:00.000Z'],
  },
};
const INVALID = 'The cron expression “61 * * * *” is not valid: Constraint error, got value 61 expected range 0-59.';

function preview(call: ApiCall): Reply {
  const query = new URLSearchParams(call.search);
  const cron = query.get('cron')!;
  const meaning = MEANINGS[cron];
  return meaning ? ok({ cron, timezone: query.get('timezone'), ...meaning }) : failure(400, INVALID);
}

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': ok([SHOP]),
    'GET /api/v1/results': onePage([]),
    'GET /api/v1/1/environments': ok([STAGING]),
    'GET /api/v1/test-cases': onePage(TEST_CASES),
    'GET /api/v1/schedules/preview': preview,
    ...routes,
  });
}

const dialog = () => within(screen.getByRole('dialog'));

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('the Schedule button on /results', () => {
  it('shows what the expression means and its next runs as it is typed, presets included', async () => {
    serve();
    const s = await renderSignedInScreen('/results');
    await s.user.click(page().getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule test runs' })).toBeTruthy();
    // Every weekday at 9:00 to begin with, in the browser's own time zone.
    expect(field('Cron expression').value).toBe('0 9 * * 1-5');
    expect(field('Time zone').value).toBe(BROWSER_ZONE);
    expect(await dialog().findByText('At 09:00, Monday through Friday')).toBeTruthy();
    const runs = within(dialog().getByRole('list', { name: 'Next runs' })).getAllByRole('listitem');
    expect(runs.map((li) => li.textContent)).toEqual(
      MEANINGS['0 9 * * 1-5']!.next_runs.map((at) => formatInZone(at, BROWSER_ZONE)),
    );

    await s.user.click(dialog().getByRole('button', { name: 'Nightly at 2:00' }));
    expect(field('Cron expression').value).toBe('0 2 * * *');
    expect(dialog().getByRole('button', { name: 'Nightly at 2:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(await dialog().findByText('At 02:00')).toBeTruthy();

    await s.user.clear(field('Cron expression'));
    await fillIn(s.user, field('Cron expression'), '61 * * * *');
    expect((await dialog().findByRole('alert')).textContent).toBe(INVALID);
    expect(dialog().queryByText('At 02:00')).toBeNull();
  });

  it('saves the schedule with its test cases and environment, then closes', async () => {
    const api = serve({ 'POST /api/v1/schedules': ok({ id: 9 }, 'Schedule created: At 02:00.', 201) });
    const s = await renderSignedInScreen('/results');
    await s.user.click(page().getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('dialog');
    const save = dialog().getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await fillIn(s.user, field('Name'), 'Nightly regression');
    await s.user.click(dialog().getByRole('button', { name: 'Nightly at 2:00' }));
    await s.user.click(dialog().getByRole('combobox', { name: 'Environment' }));
    await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
    await s.user.click(dialog().getByText('Choose'));
    // Choosing test cases needs at least one.
    expect(save.hasAttribute('disabled')).toBe(true);
    await s.user.click(dialog().getByLabelText('Chosen test cases', { selector: 'input' }));
    await s.user.click(await screen.findByRole('option', { name: 'Search products' }));
    await s.user.click(save);
    expect(await screen.findByText('Schedule created', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/schedules')[0]!.body).toEqual({
      project_id: 1,
      name: 'Nightly regression',
      cron: '0 2 * * *',
      timezone: BROWSER_ZONE,
      environment_id: 12,
      test_case_ids: [2],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal and keeps the form open", async () => {
    serve({ 'POST /api/v1/schedules': failure(400, 'The project has no test cases to run.') });
    const s = await renderSignedInScreen('/results');
    await s.user.click(page().getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('dialog');
    await fillIn(s.user, field('Name'), 'Everything');
    await s.user.click(dialog().getByRole('button', { name: 'Save' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('The project has no test cases to run.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a refusal of one field under that field, and nowhere else', async () => {
    const tooLong = 'Name must be at most 100 characters.';
    serve({ 'POST /api/v1/schedules': failure(400, tooLong, { field: 'name' }) });
    const s = await renderSignedInScreen('/results');
    await s.user.click(page().getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('dialog');
    await fillIn(s.user, field('Name'), 'Everything');
    await s.user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(field('Name'))).toBe(tooLong));
    expect(errorUnder(field('Cron expression'))).toBeNull();
    expect(dialog().queryByRole('alert')).toBeNull();
    expect(screen.queryByText(tooLong, IN_TOAST)).toBeNull();
  });
});

function schedule(over: Partial<Schedule>): Schedule {
  return {
    id: 1,
    project_id: 1,
    name: 'Nightly',
    cron: '0 2 * * *',
    timezone: 'UTC',
    description: 'At 02:00',
    next_runs: MEANINGS['0 2 * * *']!.next_runs,
    environment_id: null,
    environment_label: null,
    all: true,
    test_case_ids: [],
    enabled: true,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    last_fired_at: null,
    last_error: null,
    last_suite: null,
    ...over,
  };
}

const NIGHTLY = schedule({
  id: 3,
  last_fired_at: '2026-11-21T02:00:00Z',
  last_suite: { id: 55, status: 'passed', created_at: '2026-11-21T02:00:01Z', finished_at: '2026-11-21T02:03:00Z' },
});
const MORNINGS = schedule({
  id: 4,
  name: 'Weekday mornings',
  cron: '0 9 * * 1-5',
  timezone: 'Europe/Paris',
  description: 'At 09:00, Monday through Friday',
  enabled: false,
  next_runs: [],
  all: false,
  test_case_ids: [1, 2],
  environment_id: 12,
  environment_label: 'Staging',
  last_fired_at: '2026-11-20T08:00:00Z',
  last_error: 'None of the test cases it runs exist any more: choose others.',
});

const row = (name: string) => within(page().getByText(name, { selector: 'p' }).closest('tr') as HTMLElement);

describe('/settings/schedules', () => {
  it('lists each schedule: what and when it runs, its next run, and how its last run went', async () => {
    const api = serve({ 'GET /api/v1/schedules': ok([NIGHTLY, MORNINGS]) });
    const s = await renderSignedInScreen('/settings/schedules');
    expect(await page().findByText('Nightly', { selector: 'p' })).toBeTruthy();
    expect(api.to('GET', '/api/v1/schedules')[0]!.search).toBe('?project_id=1');
    const headers = page()
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Schedule', 'Runs', 'Next run', 'Last run', 'Enabled', '']);

    const nightly = row('Nightly');
    expect(nightly.getByText('At 02:00')).toBeTruthy();
    expect(nightly.getByText('0 2 * * * · UTC')).toBeTruthy();
    expect(nightly.getByText('All test cases')).toBeTruthy();
    expect(nightly.getByText(formatInZone(NIGHTLY.next_runs[0]!, 'UTC'))).toBeTruthy();
    expect(nightly.getByText('passed')).toBeTruthy();
    const results = nightly.getByRole('link', { name: formatInZone(NIGHTLY.last_suite!.created_at, 'UTC') });
    expect(results.getAttribute('href')).toBe('/test-results?suite=55');
    expect((nightly.getByRole('switch', { name: 'Enabled: Nightly' }) as HTMLInputElement).checked).toBe(true);

    const mornings = row('Weekday mornings');
    expect(mornings.getByText('2 test cases on Staging')).toBeTruthy();
    expect(mornings.getByText('Disabled')).toBeTruthy();
    expect(mornings.getByText(MORNINGS.last_error!)).toBeTruthy();
    expect((mornings.getByRole('switch', { name: 'Enabled: Weekday mornings' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(s.route()).toBe('/settings/schedules');
  });

  it('enables, disables and deletes a schedule, reading the list again after each', async () => {
    let list = [NIGHTLY, MORNINGS];
    const api = serve({
      'GET /api/v1/schedules': () => ok(list),
      'PATCH /api/v1/schedules/4': (call) => {
        list = [NIGHTLY, { ...MORNINGS, enabled: (call.body as { enabled: boolean }).enabled }];
        return ok(list[1], 'Schedule enabled.');
      },
      'DELETE /api/v1/schedules/3': () => {
        list = list.filter((x) => x.id !== 3);
        return { status: 200, body: { success: true, message: 'Schedule “Nightly” deleted.' } };
      },
    });
    const s = await renderSignedInScreen('/settings/schedules');
    await page().findByText('Weekday mornings', { selector: 'p' });
    await s.user.click(row('Weekday mornings').getByRole('switch', { name: 'Enabled: Weekday mornings' }));
    expect(api.to('PATCH', '/api/v1/schedules/4')[0]!.body).toEqual({ enabled: true });
    await waitFor(() => expect((row('Weekday mornings').getByRole('switch') as HTMLInputElement).checked).toBe(true));

    await s.user.click(row('Nightly').getByRole('button', { name: 'Delete Nightly' }));
    expect(await screen.findByText('Schedule deleted', IN_TOAST)).toBeTruthy();
    await waitFor(() => expect(page().queryByText('Nightly', { selector: 'p' })).toBeNull());
    expect(api.to('GET', '/api/v1/schedules').length).toBeGreaterThanOrEqual(3);
  });

  it('edits a schedule in the modal, starting from what it holds', async () => {
    const api = serve({
      'GET /api/v1/schedules': ok([MORNINGS]),
      'PATCH /api/v1/schedules/4': ok(MORNINGS, 'Schedule saved.'),
    });
    const s = await renderSignedInScreen('/settings/schedules');
    await s.user.click(await page().findByRole('button', { name: 'Edit Weekday mornings' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Weekday mornings' })).toBeTruthy();
    expect(field('Name').value).toBe('Weekday mornings');
    expect(field('Cron expression').value).toBe('0 9 * * 1-5');
    expect(field('Time zone').value).toBe('Europe/Paris');
    expect(await dialog().findByText('At 09:00, Monday through Friday')).toBeTruthy();
    await s.user.clear(field('Name'));
    await fillIn(s.user, field('Name'), 'Mornings');
    await s.user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PATCH', '/api/v1/schedules/4')).toHaveLength(1));
    expect(api.to('PATCH', '/api/v1/schedules/4')[0]!.body).toEqual({
      name: 'Mornings',
      cron: '0 9 * * 1-5',
      timezone: 'Europe/Paris',
      environment_id: 12,
      test_case_ids: [1, 2],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'No schedules yet' when the project has none", async () => {
    serve({ 'GET /api/v1/schedules': ok([]) });
    await renderSignedInScreen('/settings/schedules');
    expect(await page().findByRole('heading', { name: 'No schedules yet' })).toBeTruthy();
  });
});

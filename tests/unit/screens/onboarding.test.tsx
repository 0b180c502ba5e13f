import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  failure,
  fakeApi,
  field,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { fillIn } from '../support/fillIn.ts';

const ME = (meOk as { body: { data: Record<string, unknown> } }).body.data;
const meAt = (completed: number, projectId: number | null): Reply => ({
  status: 200,
  body: {
    success: true,
    data: { ...ME, has_project: projectId !== null, current_project_id: projectId, onboarding: { completed } },
  },
});
const ok = (data: unknown, message?: string): Reply => ({ status: 200, body: { success: true, message, data } });
const ENVIRONMENTS = [
  { id: 11, label: 'Staging', url: 'https://staging.shop.example' },
  { id: 12, label: 'Production', url: 'https://shop.example' },
];
const PROJECT = { id: 5, name: 'Shop', environments: ENVIRONMENTS, start_urls: [], created_at: '2026-11-01T00:00:00Z' };

const button = (name: string) => page().getByRole('button', { name }) as HTMLButtonElement;
/** The onboarding steps of the sidebar that carry the 'completed' tick. */
const ticked = () =>
  within(screen.getByRole('list', { name: 'Onboarding steps' }))
    .getAllByRole('listitem')
    .filter((li) => li.querySelector('[aria-label="completed"]'))
    .map((li) => li.textContent);

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/create-project', () => {
  async function fill(s: Awaited<ReturnType<typeof renderSignedInScreen>>, values: string[]) {
    const labels = ['Project name', ...[1, 2].flatMap((n) => [`Environment ${n} label`, `Environment ${n} URL`])];
    for (const [i, label] of labels.entries()) if (values[i]) await fillIn(s.user, field(label), values[i]!);
  }

  it('keeps Continue disabled until the name and both environments are filled, whitespace counting as blank', async () => {
    fakeApi({ 'GET /api/v1/me': meAt(0, null) });
    const s = await renderSignedInScreen('/create-project');
    expect(button('Continue').disabled).toBe(true);
    await fill(s, ['Shop', 'Staging', 'https://staging.shop.example', 'Production', '   ']);
    expect(button('Continue').disabled).toBe(true);
    await s.user.clear(field('Environment 2 URL'));
    await fillIn(s.user, field('Environment 2 URL'), 'https://shop.example');
    expect(button('Continue').disabled).toBe(false);
    await s.user.clear(field('Project name'));
    await s.user.type(field('Project name'), '  ');
    expect(button('Continue').disabled).toBe(true);
    await s.user.clear(field('Project name'));
    await s.user.type(field('Project name'), 'Shop');
    await s.user.clear(field('Environment 1 label'));
    expect(button('Continue').disabled).toBe(true);
  });

  it("'+ Add more URLs' adds 'Additional URL 1', then 'Additional URL 2'", async () => {
    fakeApi({ 'GET /api/v1/me': meAt(0, null) });
    const s = await renderSignedInScreen('/create-project');
    expect(page().queryByLabelText('Additional URL 1')).toBeNull();
    await s.user.click(button('+ Add more URLs'));
    expect(field('Additional URL 1').value).toBe('');
    await s.user.click(button('+ Add more URLs'));
    expect(field('Additional URL 2')).toBeTruthy();
  });

  it("sends the trimmed project, reads 'Creating...', toasts and goes to /config after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = deferred<Reply>();
    const api = fakeApi({
      'GET /api/v1/me': meAt(0, null),
      'POST /api/v1/projects': () => pending.promise,
      'GET /api/v1/5/environments': ok(ENVIRONMENTS),
    });
    const s = await renderSignedInScreen('/create-project');
    expect(ticked()).toEqual([]);
    await fill(s, [' Shop ', ' Staging', 'https://staging.shop.example ', 'Production ', ' https://shop.example']);
    for (let i = 0; i < 3; i++) await s.user.click(button('+ Add more URLs'));
    await fillIn(s.user, field('Additional URL 1'), ' https://shop.example/cart ');
    await fillIn(s.user, field('Additional URL 2'), '   ');
    await s.user.click(button('Continue'));
    const busy = await page().findByRole('button', { name: 'Creating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.to('POST', '/api/v1/projects').map((c) => c.body)).toEqual([
      {
        name: 'Shop',
        environments: [
          { label: 'Staging', url: 'https://staging.shop.example' },
          { label: 'Production', url: 'https://shop.example' },
        ],
        extra_urls: ['https://shop.example/cart'],
      },
    ]);
    pending.resolve({ status: 201, body: { success: true, message: 'Project created.', data: PROJECT } });
    expect(await screen.findByText('Project created successfully!', IN_TOAST)).toBeTruthy();
    expect(ticked()).toEqual(['Project']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.route()).toBe('/create-project');
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(s.route()).toBe('/config'));
    expect(await page().findByRole('heading', { level: 1, name: 'Test accounts' })).toBeTruthy();
    await waitFor(() => expect(api.to('GET', '/api/v1/5/environments')).toHaveLength(1));
  });

  it("shows the server's message when creating fails, else 'Failed to create project'", async () => {
    let reply: Reply = failure(400, 'A project named Shop already exists.');
    const api = fakeApi({ 'GET /api/v1/me': meAt(0, null), 'POST /api/v1/projects': () => reply });
    const s = await renderSignedInScreen('/create-project');
    await fill(s, ['Shop', 'Staging', 'https://staging.shop.example', 'Production', 'https://shop.example']);
    await s.user.click(button('Continue'));
    expect((await page().findByRole('alert')).textContent).toBe('A project named Shop already exists.');
    expect(await screen.findByText('A project named Shop already exists.', IN_TOAST)).toBeTruthy();
    reply = failure(500);
    await s.user.click(button('Continue'));
    await waitFor(() => expect(page().getByRole('alert').textContent).toBe('Failed to create project'));
    expect(api.to('POST', '/api/v1/projects')).toHaveLength(2);
    expect(s.route()).toBe('/create-project');
    expect(button('Continue').textContent).toBe('Continue');
  });
});

describe('/config', () => {
  const serve = (extra: Parameters<typeof fakeApi>[0] = {}) =>
    fakeApi({ 'GET /api/v1/me': meAt(1, 1), 'GET /api/v1/1/environments': ok(ENVIRONMENTS), ...extra });

  it("offers the project's environments in the Environment dropdown; the sidebar ticks Project", async () => {
    const api = serve();
    const s = await renderSignedInScreen('/config');
    await waitFor(() => expect(api.to('GET', '/api/v1/1/environments')).toHaveLength(1));
    await s.user.click(page().getByRole('combobox', { name: /^Environment/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Staging', 'Production']);
    expect(ticked()).toEqual(['Project']);
  });

  it("says 'Failed to fetch environments' when they cannot be loaded", async () => {
    serve({ 'GET /api/v1/1/environments': failure(500) });
    await renderSignedInScreen('/config');
    expect(await page().findByText('Failed to fetch environments')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch environments', IN_TOAST)).toBeTruthy();
  });

  it("has 'Sign-in Required?' on; turning it off hides the accounts and disables Continue", async () => {
    serve();
    const s = await renderSignedInScreen('/config');
    const toggle = page().getByRole('switch', { name: 'Sign-in Required?' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(button('Continue').disabled).toBe(false));
    await s.user.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(button('Continue').disabled).toBe(true);
    expect(page().queryByLabelText(/^Username/)).toBeNull();
  });

  it("says 'Please fill in all required fields.' for an incomplete row, and sends nothing", async () => {
    const api = serve();
    const s = await renderSignedInScreen('/config');
    await waitFor(() => expect(button('Continue').disabled).toBe(false));
    await fillIn(s.user, field('Username'), 'qa@shop.example');
    await fillIn(s.user, field('Password'), 'Secret123');
    await s.user.click(button('Continue'));
    expect((await page().findByRole('alert')).textContent).toBe('Please fill in all required fields.');
    expect(api.to('POST', '/api/v1/credentials')).toHaveLength(0);
  });

  it("'+ Add more' adds a row of username, password and environment", async () => {
    serve();
    const s = await renderSignedInScreen('/config');
    expect(page().getAllByLabelText(/^Username/)).toHaveLength(1);
    await s.user.click(button('+ Add more'));
    expect(page().getAllByLabelText(/^Username/)).toHaveLength(2);
    expect(page().getAllByRole('combobox', { name: /^Environment/ })).toHaveLength(2);
  });

  it("sends a complete row, toasts 'Credentials created successfully!' and goes to /add-tests after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve({ 'POST /api/v1/credentials': ok([], 'Credentials saved.') });
    const s = await renderSignedInScreen('/config');
    await waitFor(() => expect(button('Continue').disabled).toBe(false));
    await fillIn(s.user, field('Username'), 'qa@shop.example');
    await fillIn(s.user, field('Password'), 'Secret123');
    await s.user.click(page().getByRole('combobox', { name: /^Environment/ }));
    await s.user.click(screen.getByRole('option', { name: 'Production' }));
    await s.user.click(button('Continue'));
    expect(await screen.findByText('Credentials created successfully!', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/credentials').map((c) => c.body)).toEqual([
      { credential: [{ env_id: 12, username: 'qa@shop.example', password: 'Secret123' }] },
    ]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.route()).toBe('/config');
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(s.route()).toBe('/add-tests'));
    expect(ticked()).toEqual(['Project', 'Config']);
  });

  it('Skip marks the step done and goes to /add-tests', async () => {
    const api = serve({ 'POST /api/v1/onboarding': ok({ completed: 2 }) });
    const s = await renderSignedInScreen('/config');
    await waitFor(() => expect(button('Skip').disabled).toBe(false));
    await s.user.click(button('Skip'));
    await waitFor(() => expect(s.route()).toBe('/add-tests'));
    expect(api.to('POST', '/api/v1/onboarding').map((c) => c.body)).toEqual([{ step: 'config' }]);
    expect(api.to('POST', '/api/v1/credentials')).toHaveLength(0);
    expect(ticked()).toEqual(['Project', 'Config']);
  });
});

describe('/add-tests', () => {
  const serve = () =>
    fakeApi({
      'GET /api/v1/me': meAt(2, 1),
      'GET /api/v1/1/environments': ok(ENVIRONMENTS),
      'POST /api/v1/onboarding': ok({ completed: 3 }),
    });

  it('offers one file picker per environment', async () => {
    serve();
    await renderSignedInScreen('/add-tests');
    await page().findByRole('button', { name: 'Choose test files for Staging' });
    for (const env of ['Staging', 'Production'])
      expect(page().getByRole('button', { name: `Choose test files for ${env}` })).toBeTruthy();
    expect(page().getAllByRole('button', { name: /^Choose test files for/ })).toHaveLength(2);
    expect(ticked()).toEqual(['Project', 'Config']);
  });

  for (const action of ['Skip', 'Finish']) {
    it(`${action} marks the tests step done and goes to /dashboard`, async () => {
      const api = serve();
      const s = await renderSignedInScreen('/add-tests');
      await page().findByRole('button', { name: 'Choose test files for Staging' });
      await s.user.click(button(action));
      await waitFor(() => expect(s.route()).toBe('/dashboard'));
      expect(api.to('POST', '/api/v1/onboarding').map((c) => c.body)).toEqual([{ step: 'tests' }]);
    });
  }
});

describe('the onboarding sidebar', () => {
  it("lists Project, Config and Add tests, and tells assistive technology which are 'completed'", async () => {
    fakeApi({ 'GET /api/v1/me': meAt(1, 1), 'GET /api/v1/1/environments': ok(ENVIRONMENTS) });
    await renderSignedInScreen('/config');
    const steps = within(screen.getByRole('navigation', { name: 'Onboarding' })).getAllByRole('button');
    expect(steps.map((b) => b.textContent?.replace(/^\d/, ''))).toEqual(['Project', 'Config', 'Add tests', 'Sign out']);
    expect(screen.getByRole('button', { name: /Config/ }).getAttribute('aria-current')).toBe('step');
    // The tick is labelled 'completed'; a screen reader must hear it in the step's name.
    expect(screen.getByRole('button', { name: /completed/ }).textContent).toBe('Project');
  });
});

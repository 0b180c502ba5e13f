import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  fakeApi,
  field,
  IN_TOAST,
  meOk,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { onePage } from '../support/lists.ts';
import { fillIn } from '../support/fillIn.ts';

const SHOP = { id: 1, name: 'Shop', environment_count: 2, test_case_count: 3, created_at: '2026-11-01T00:00:00Z' };
const BLOG = { id: 2, name: 'Blog', environment_count: 2, test_case_count: 0, created_at: '2026-11-03T00:00:00Z' };
const SHOWROOM = {
  id: 3,
  name: 'Showroom',
  environment_count: 2,
  test_case_count: 1,
  created_at: '2026-11-04T00:00:00Z',
};
const ok = (data: unknown, message?: string): Reply => ({ status: 200, body: { success: true, message, data } });

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': ok([SHOP, BLOG, SHOWROOM]),
    ...extra,
  });
}

const switcher = () => screen.getByRole('button', { name: /^Switch project/ });
type Rendered = Awaited<ReturnType<typeof renderSignedInScreen>>;

async function open(s: Rendered) {
  await waitFor(() => expect(switcher().textContent).toContain('Shop'));
  await s.user.click(switcher());
  return screen.findByRole('menu');
}

const projectItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent)
    .filter((t) => t !== 'Add project' && t !== 'Add Environment +');

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('the project switcher', () => {
  it("shows the current project's name", async () => {
    serve();
    await renderSignedInScreen('/support');
    await waitFor(() => expect(switcher().textContent).toBe('Project Shop'));
  });

  it('lists the projects when opened, asking the server again, and Find project filters them', async () => {
    const api = serve();
    const s = await renderSignedInScreen('/support');
    const menu = await open(s);
    expect(projectItems(menu)).toEqual(['Shop', 'Blog', 'Showroom']);
    await waitFor(() => expect(api.to('GET', '/api/v1/projects')).toHaveLength(2));
    await s.user.type(within(menu).getByRole('textbox', { name: 'Find project' }), 'SH');
    expect(projectItems(menu)).toEqual(['Shop', 'Showroom']);
    await s.user.type(within(menu).getByRole('textbox', { name: 'Find project' }), 'x');
    expect(projectItems(menu)).toEqual([]);
    expect(within(menu).getByText('No project matches “SHx”.')).toBeTruthy();
  });

  it("marks the current project for assistive technology ('current project')", async () => {
    serve();
    const s = await renderSignedInScreen('/support');
    const menu = await open(s);
    expect(within(menu).getByRole('menuitem', { name: /current project/ }).textContent).toBe('Shop');
  });

  it("switches to another project, toasts 'Switched to {name}' and shows that project's data", async () => {
    const api = serve({
      'PUT /api/v1/current-project': ok(BLOG),
      'GET /api/v1/results': onePage([]),
      'GET /api/v1/dashboard': failure(500),
    });
    const s = await renderSignedInScreen('/dashboard');
    const menu = await open(s);
    await s.user.click(within(menu).getByRole('menuitem', { name: 'Blog' }));
    expect(await screen.findByText('Switched to Blog', IN_TOAST)).toBeTruthy();
    expect(api.to('PUT', '/api/v1/current-project').map((c) => c.body)).toEqual([{ project_id: 2 }]);
    await waitFor(() => expect(switcher().textContent).toBe('Project Blog'));
    await waitFor(() => expect(api.to('GET', '/api/v1/dashboard').at(-1)!.search).toBe('?project_id=2'));
  });

  it('does not switch when the current project is chosen again', async () => {
    const api = serve({ 'PUT /api/v1/current-project': ok(SHOP) });
    const s = await renderSignedInScreen('/support');
    const menu = await open(s);
    await s.user.click(within(menu).getByRole('menuitem', { name: 'Shop current project' }));
    expect(api.to('PUT', '/api/v1/current-project')).toHaveLength(0);
  });

  it("'Add project' goes to /create-project for a new one, not the project onboarding made", async () => {
    serve();
    const s = await renderSignedInScreen('/support');
    const menu = await open(s);
    await s.user.click(within(menu).getByRole('menuitem', { name: 'Add project' }));
    await waitFor(() => expect(s.route()).toBe('/create-project?new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your project' })).toBeTruthy();
  });
});

describe("the project switcher's 'Add Environment +'", () => {
  async function openDialog(s: Rendered) {
    const menu = await open(s);
    await s.user.click(within(menu).getByRole('menuitem', { name: 'Add Environment +' }));
    return screen.findByRole('dialog', { name: 'Add an environment to Shop' });
  }

  it("sends the trimmed label and URL, toasts 'Environment {label} added' and closes", async () => {
    const api = serve({
      'POST /api/v1/1/environments': {
        status: 201,
        body: {
          success: true,
          message: 'Environment added.',
          data: { id: 13, label: 'QA', url: 'https://qa.shop.example' },
        },
      },
    });
    const s = await renderSignedInScreen('/support');
    const dialog = await openDialog(s);
    const add = within(dialog).getByRole('button', { name: 'Add environment' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await fillIn(s.user, field('Label'), ' QA ');
    await fillIn(s.user, field('URL'), 'https://qa.shop.example ');
    await s.user.click(add);
    expect(await screen.findByText('Environment QA added', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/1/environments').map((c) => c.body)).toEqual([
      { label: 'QA', url: 'https://qa.shop.example' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const api = serve({
      'POST /api/v1/1/environments': failure(400, 'An environment labelled QA already exists.'),
    });
    const s = await renderSignedInScreen('/support');
    const dialog = await openDialog(s);
    await fillIn(s.user, field('Label'), 'QA');
    await fillIn(s.user, field('URL'), 'https://qa.shop.example');
    await s.user.click(within(dialog).getByRole('button', { name: 'Add environment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An environment labelled QA already exists.');
    expect(screen.getByRole('dialog', { name: 'Add an environment to Shop' })).toBeTruthy();
    expect(screen.queryByText(/added$/, IN_TOAST)).toBeNull();
    expect(api.to('POST', '/api/v1/1/environments')).toHaveLength(1);
  });

  it('Cancel closes the dialog without sending anything', async () => {
    const api = serve();
    const s = await renderSignedInScreen('/support');
    const dialog = await openDialog(s);
    await fillIn(s.user, field('Label'), 'QA');
    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/api/v1/1/environments')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  fakeApi,
  field,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  USER,
  type Reply,
} from '../support/renderScreen.tsx';
import { fillIn } from '../support/fillIn.ts';

type Routes = Parameters<typeof fakeApi>[0];
type Rendered = Awaited<ReturnType<typeof renderSignedInScreen>>;

const ok = (data: unknown, message?: string): Reply => ({ status: 200, body: { success: true, message, data } });
const PROJECTS = ok([
  { id: 1, name: 'Shop', environment_count: 3, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' },
]);
const ORGANIZATION = {
  id: 1,
  name: 'Analytical QA',
  plan: 'starter',
  logo_url: null,
  usage: { test_cases: 3, test_case_limit: 5 },
};
const PROFILE = {
  id: 7,
  full_name: 'Ada Lovelace',
  email: 'ada@gmail.com',
  company_name: 'Analytical QA',
  photo_url: null,
};
const PLANS = [
  { id: 'starter', name: 'Starter', price: '$0', period: null, features: ['5 test cases'], popular: false },
  { id: 'pro', name: 'Pro', price: '$499', period: 'month', features: ['Up to 1000 test cases'], popular: true },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Contact us',
    period: null,
    features: ['Unlimited test cases', 'Single sign-on', 'Dedicated support'],
    popular: false,
  },
];

function serve(extra: Routes = {}) {
  return fakeApi({ 'GET /api/v1/me': meOk, 'GET /api/v1/projects': PROJECTS, ...extra });
}

/** The hidden file input of a FileButton, found from the button it sits beside. */
function fileInputBeside(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

const MIME_EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/svg+xml': ['svg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** Whether a browser's file picker offers a file with this extension for the accept attribute. */
function admits(accept: string, extension: string): boolean {
  return accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .some((t) =>
      t.startsWith('.') ? t === `.${extension}` : t === 'image/*' || (MIME_EXTENSIONS[t] ?? []).includes(extension),
    );
}

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/settings/org-general', () => {
  it('renames the organization: Save is disabled until the name changes, then sends PATCH {name}', async () => {
    let organization = ORGANIZATION;
    const api = serve({
      'GET /api/v1/organization': () => ok(organization),
      'PATCH /api/v1/organization': (call) => {
        organization = { ...ORGANIZATION, ...(call.body as object) };
        return ok(organization, 'Organization updated.');
      },
    });
    const s = await renderSignedInScreen('/settings/org-general');
    await waitFor(() => expect(field('Organization name').value).toBe('Analytical QA'));
    const save = () => page().getByRole('button', { name: 'Save' });
    expect(save().hasAttribute('disabled')).toBe(true);
    await s.user.type(field('Organization name'), ' ');
    expect(save().hasAttribute('disabled')).toBe(true);
    await s.user.type(field('Organization name'), 'Ltd');
    expect(save().hasAttribute('disabled')).toBe(false);
    await s.user.click(save());
    expect(await screen.findByText('Organization renamed', IN_TOAST)).toBeTruthy();
    expect(api.to('PATCH', '/api/v1/organization').map((c) => c.body)).toEqual([{ name: 'Analytical QA Ltd' }]);
    await waitFor(() => expect(field('Organization name').value).toBe('Analytical QA Ltd'));
    expect(api.to('GET', '/api/v1/organization')).toHaveLength(2);
  });

  it("shows the server's message when the rename is refused", async () => {
    serve({
      'GET /api/v1/organization': ok(ORGANIZATION),
      'PATCH /api/v1/organization': failure(400, 'That name is too long.'),
    });
    const s = await renderSignedInScreen('/settings/org-general');
    await waitFor(() => expect(field('Organization name').value).toBe('Analytical QA'));
    await s.user.type(field('Organization name'), '!');
    await s.user.click(page().getByRole('button', { name: 'Save' }));
    expect(await page().findByText('That name is too long.')).toBeTruthy();
  });

  it('has an Upload logo button whose file input accepts jpg, jpeg, png and svg only', async () => {
    serve({ 'GET /api/v1/organization': ok(ORGANIZATION) });
    await renderSignedInScreen('/settings/org-general');
    const accept = fileInputBeside(await page().findByRole('button', { name: 'Upload logo' })).accept;
    for (const ext of ['jpg', 'jpeg', 'png', 'svg']) expect(admits(accept, ext), ext).toBe(true);
    for (const ext of ['gif', 'webp']) expect(admits(accept, ext), ext).toBe(false);
  });
});

describe('/settings/environment', () => {
  it('lists every environment of the organization with its project', async () => {
    const api = serve({
      'GET /api/v1/environments': ok([
        { id: 12, label: 'Staging', url: 'https://staging.shop.test', project_id: 1, project_name: 'Shop' },
        { id: 21, label: 'Production', url: 'https://blog.test', project_id: 2, project_name: 'Blog' },
      ]),
    });
    await renderSignedInScreen('/settings/environment');
    const staging = await page().findByRole('row', { name: /Staging/ });
    expect(
      within(staging)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Shop', 'Staging', 'https://staging.shop.test']);
    expect(
      within(page().getByRole('row', { name: /Production/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Blog', 'Production', 'https://blog.test']);
    expect(api.to('GET', '/api/v1/environments')).toHaveLength(1);
  });
});

describe('/settings/subscription', () => {
  const plan = (name: string) =>
    within(page().getByRole('heading', { name, level: 2 }).closest('.mantine-Paper-root') as HTMLElement);

  it("shows the three plans with their prices, 'Popular' on Pro, 'Your plan' on the current one, and usage", async () => {
    serve({ 'GET /api/v1/plans': ok(PLANS), 'GET /api/v1/organization': ok(ORGANIZATION) });
    await renderSignedInScreen('/settings/subscription');
    await page().findByRole('heading', { name: 'Starter', level: 2 });
    expect(plan('Starter').getByText('$0')).toBeTruthy();
    expect(plan('Pro').getByText('$499', { exact: false }).textContent).toBe('$499 per month');
    expect(plan('Enterprise').getByText('Contact us')).toBeTruthy();
    expect(plan('Enterprise').getByText('Single sign-on')).toBeTruthy();
    expect(page().getAllByText('Popular')).toHaveLength(1);
    expect(plan('Pro').getByText('Popular')).toBeTruthy();
    expect(await page().findByText('Your plan')).toBeTruthy();
    expect(plan('Starter').getByText('Your plan')).toBeTruthy();
    expect(page().getAllByText('Your plan')).toHaveLength(1);
    expect(page().getByText('3 of 5 test cases')).toBeTruthy();
  });

  it("marks Pro as 'Your plan' for a Pro organization", async () => {
    serve({
      'GET /api/v1/plans': ok(PLANS),
      'GET /api/v1/organization': ok({
        ...ORGANIZATION,
        plan: 'pro',
        usage: { test_cases: 40, test_case_limit: 1000 },
      }),
    });
    await renderSignedInScreen('/settings/subscription');
    expect(await page().findByText('40 of 1000 test cases')).toBeTruthy();
    await waitFor(() => expect(plan('Pro').getByText('Your plan')).toBeTruthy());
    expect(plan('Starter').queryByText('Your plan')).toBeNull();
  });
});

describe('/settings/profile', () => {
  it('shows the full name, editable and saved with PATCH {full_name}, and the email read-only', async () => {
    let profile = PROFILE;
    const api = serve({
      'GET /api/v1/profile': () => ok(profile),
      'PATCH /api/v1/profile': (call) => {
        profile = { ...PROFILE, ...(call.body as object) };
        return ok(profile, 'Profile updated.');
      },
    });
    const s = await renderSignedInScreen('/settings/profile');
    await waitFor(() => expect(field('Full name').value).toBe('Ada Lovelace'));
    expect(field('Email').value).toBe(USER.email);
    expect(field('Email').readOnly).toBe(true);
    const save = () => page().getByRole('button', { name: 'Save' });
    expect(save().hasAttribute('disabled')).toBe(true);
    await s.user.clear(field('Full name'));
    await fillIn(s.user, field('Full name'), ' Ada King ');
    await s.user.click(save());
    expect(await screen.findByText('Profile updated', IN_TOAST)).toBeTruthy();
    expect(api.to('PATCH', '/api/v1/profile').map((c) => c.body)).toEqual([{ full_name: 'Ada King' }]);
    await waitFor(() => expect(field('Full name').value).toBe('Ada King'));
    expect(api.to('GET', '/api/v1/profile')).toHaveLength(2);
  });

  it("shows the same initials as the header's avatar where there is no photo", async () => {
    serve({ 'GET /api/v1/profile': ok(PROFILE) });
    await renderSignedInScreen('/settings/profile');
    await page().findByRole('button', { name: 'Upload photo' });
    // Ada Lovelace: AL in the header and on the profile, not the name's first two letters.
    expect(screen.getByRole('button', { name: 'Account AL' })).toBeTruthy();
    expect(page().getByText('AL')).toBeTruthy();
    expect(page().queryByText('AD')).toBeNull();
  });

  it('has an Upload photo button whose file input accepts svg, jpg and png but not jpeg', async () => {
    serve({ 'GET /api/v1/profile': ok(PROFILE) });
    await renderSignedInScreen('/settings/profile');
    const accept = fileInputBeside(await page().findByRole('button', { name: 'Upload photo' })).accept;
    for (const ext of ['svg', 'jpg', 'png']) expect(admits(accept, ext), ext).toBe(true);
    // The server refuses a .jpeg photo, so the picker must not offer one (a MIME type image/jpeg would).
    for (const ext of ['jpeg', 'gif']) expect(admits(accept, ext), `${ext} in accept="${accept}"`).toBe(false);
  });
});

describe('/settings/authentication', () => {
  const PASSWORD = '/api/v1/profile/password';

  async function changePassword(s: Rendered, current: string, next: string, confirm = next) {
    await page().findByRole('button', { name: 'Change Password' });
    await fillIn(s.user, field('Current password'), current);
    await fillIn(s.user, field('New password'), next);
    await fillIn(s.user, field('Confirm new password'), confirm);
    await s.user.click(page().getByRole('button', { name: 'Change Password' }));
  }

  it('sends the current, new and confirmed password, and empties the form', async () => {
    const api = serve({ [`POST ${PASSWORD}`]: ok(undefined, 'Password changed.') });
    const s = await renderSignedInScreen('/settings/authentication');
    await changePassword(s, 'Old1Password', 'New1Password');
    expect(await screen.findByText('Password changed. Your other sessions have ended.', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', PASSWORD).map((c) => c.body)).toEqual([
      { current_password: 'Old1Password', new_password: 'New1Password', confirm_password: 'New1Password' },
    ]);
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });

  it("refuses a weak new password with 'Please use a stronger password!' without calling", async () => {
    const api = serve({ [`POST ${PASSWORD}`]: ok(undefined) });
    const s = await renderSignedInScreen('/settings/authentication');
    await changePassword(s, 'Old1Password', 'weakpassword');
    expect(await page().findByText('Please use a stronger password!')).toBeTruthy();
    expect(api.to('POST', PASSWORD)).toHaveLength(0);
  });

  it("refuses a mismatch with 'Passwords do not match!' without calling", async () => {
    const api = serve({ [`POST ${PASSWORD}`]: ok(undefined) });
    const s = await renderSignedInScreen('/settings/authentication');
    await changePassword(s, 'Old1Password', 'New1Password', 'New1Passwort');
    expect(await page().findByText('Passwords do not match!')).toBeTruthy();
    expect(api.to('POST', PASSWORD)).toHaveLength(0);
  });

  it("shows the server's message when the change fails", async () => {
    serve({ [`POST ${PASSWORD}`]: failure(400, 'Your current password is not right.') });
    const s = await renderSignedInScreen('/settings/authentication');
    await changePassword(s, 'Wrong1Password', 'New1Password');
    expect((await page().findByRole('alert')).textContent).toContain('Your current password is not right.');
  });

  it("'Sign out of all sessions' ends them, forgets the token and lands on /login", async () => {
    const api = serve({ 'DELETE /api/v1/profile/sessions': ok(undefined, 'Signed out.') });
    const s = await renderSignedInScreen('/settings/authentication');
    await s.user.click(await page().findByRole('button', { name: 'Sign out of all sessions' }));
    await waitFor(() => expect(s.route()).toBe('/login'));
    expect(api.to('DELETE', '/api/v1/profile/sessions')).toHaveLength(1);
    expect(api.to('DELETE', '/api/v1/profile/sessions')[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, fakeApi, IN_TOAST, meOk, renderScreen, resetScreenState } from '../support/renderScreen.tsx';

afterEach(resetScreenState);

describe('route guards', () => {
  it('sends a visitor with a session from /login to /dashboard', async () => {
    sessionStorage.setItem('token', 'tok-stored');
    const api = fakeApi({ 'GET /api/v1/me': meOk });
    const s = renderScreen('/login');
    await waitFor(() => expect(s.route()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(api.to('GET', '/api/v1/me')[0]!.headers.get('Authorization')).toBe('Bearer tok-stored');
  });

  it.each([
    ['/dashboard', '/login?next=%2Fdashboard'],
    ['/create-project', '/login?next=%2Fcreate-project'],
    ['/issues/3/12?tab=runs', '/login?next=%2Fissues%2F3%2F12%3Ftab%3Druns'],
  ])('sends a visitor without a session from %s to /login, keeping the page asked for', async (path, login) => {
    const api = fakeApi({});
    const s = renderScreen(path);
    await waitFor(() => expect(s.route()).toBe(login));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a visitor with a session from /login?next= to that page, never to another site', async () => {
    sessionStorage.setItem('token', 'tok-stored');
    fakeApi({ 'GET /api/v1/me': meOk, 'GET /api/v1/test-cases': { status: 200, body: { success: true, data: [] } } });
    const s = renderScreen('/login?next=%2Fsupport');
    await waitFor(() => expect(s.route()).toBe('/support'));
    resetScreenState();

    sessionStorage.setItem('token', 'tok-stored');
    fakeApi({ 'GET /api/v1/me': meOk });
    const away = renderScreen('/login?next=%2F%2Fevil.example%2Fdashboard');
    await waitFor(() => expect(away.route()).toBe('/dashboard'));
  });

  it('sends / to /login', async () => {
    fakeApi({});
    const s = renderScreen('/');
    await waitFor(() => expect(s.route()).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("shows 'This page does not exist' with a 'Back to login' link on an unknown path", async () => {
    fakeApi({});
    const s = renderScreen('/no/such/page');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to login' });
    expect(back.getAttribute('href')).toBe('/login');
    await s.user.click(back);
    expect(s.route()).toBe('/login');
  });

  it('drops a stored token the server no longer knows: it is cleared and the route is /login', async () => {
    sessionStorage.setItem('token', 'tok-expired');
    const api = fakeApi({ 'GET /api/v1/me': failure(401, 'Session expired.') });
    const s = renderScreen('/dashboard');
    await waitFor(() => expect(s.route()).toBe('/login?next=%2Fdashboard'));
    expect(api.to('GET', '/api/v1/me')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('keeps a verification link when the stored token turns out to be expired', async () => {
    localStorage.setItem('token', 'tok-expired');
    const api = fakeApi({
      'GET /api/v1/me': failure(401, 'Session expired.'),
      'POST /api/v1/verify-email': { status: 200, body: { success: true, message: 'Verified.' } },
    });
    const s = renderScreen('/login?token=link-token&email=a%40b.co');
    expect(await screen.findByText('Account activated successfully! Please log in.', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/verify-email')[0]?.body).toEqual({ token: 'link-token' });
    expect(s.route()).toBe('/login?email=a%40b.co');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

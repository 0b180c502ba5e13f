import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  failure,
  fakeApi,
  field,
  IN_TOAST,
  page,
  renderScreen,
  resetScreenState,
  signinOk,
  type Reply,
} from '../support/renderScreen.tsx';
import { fillIn } from '../support/fillIn.ts';

afterEach(resetScreenState);

type Screen = ReturnType<typeof renderScreen>;

async function signIn({ user }: Screen, { remember = false, email = 'ada@gmail.com' } = {}) {
  await fillIn(user, field('Email'), email);
  await fillIn(user, field('Password'), 'Abcdefg1');
  if (remember) await user.click(screen.getByLabelText('Keep me logged in'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** Lets the 2 s redirect delay pass on the fake clock. */
const waitRedirectDelay = () => act(() => vi.advanceTimersByTimeAsync(2000));

const activationRequired = failure(403, 'Please activate your account.', { activation_required: true });

describe('/login: signing in', () => {
  it("with 'Keep me logged in' keeps the token in localStorage and goes to /create-project after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'POST /api/v1/signin': signinOk(false, 'tok-remember') });
    const s = renderScreen('/login');
    await signIn(s, { remember: true });
    expect(await screen.findByText('Login successful!', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/signin')[0]!.body).toEqual({
      email: 'ada@gmail.com',
      password: 'Abcdefg1',
      remember: true,
    });
    expect(localStorage.getItem('token')).toBe('tok-remember');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(s.route()).toBe('/login');
    await waitRedirectDelay();
    await waitFor(() => expect(s.route()).toBe('/create-project'));
  });

  it('without it keeps the token in sessionStorage and goes to /dashboard when the account has a project', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/v1/signin': signinOk(true, 'tok-tab') });
    const s = renderScreen('/login');
    await signIn(s);
    expect(await screen.findByText('Login successful!', IN_TOAST)).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('tok-tab');
    expect(localStorage.getItem('token')).toBeNull();
    await waitRedirectDelay();
    await waitFor(() => expect(s.route()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('goes to the page asked for before signing in (?next=), once onboarding is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/v1/signin': signinOk(true, 'tok-tab') });
    const s = renderScreen('/login?next=%2Fsupport');
    await signIn(s);
    expect(await screen.findByText('Login successful!', IN_TOAST)).toBeTruthy();
    await waitRedirectDelay();
    await waitFor(() => expect(s.route()).toBe('/support'));
  });

  it('goes to onboarding, not the page asked for, while onboarding is not done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/v1/signin': signinOk(false, 'tok-tab') });
    const s = renderScreen('/login?next=%2Fissues%2F3%2F12');
    await signIn(s);
    await waitRedirectDelay();
    await waitFor(() => expect(s.route()).toBe('/create-project'));
  });

  it('never follows a ?next= to another site: it goes to /dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/v1/signin': signinOk(true, 'tok-tab') });
    const s = renderScreen('/login?next=https%3A%2F%2Fevil.example%2F');
    await signIn(s);
    await waitRedirectDelay();
    await waitFor(() => expect(s.route()).toBe('/dashboard'));
  });

  it("reads 'Logging in...' while the request is pending", async () => {
    const answer = deferred<Reply>();
    fakeApi({ 'POST /api/v1/signin': () => answer.promise });
    const s = renderScreen('/login');
    await signIn(s);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeTruthy();
    answer.resolve(failure(401, 'Invalid email or password.'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("shows the server's message on the form and a toast titled 'Login failed!' on a 401", async () => {
    fakeApi({ 'POST /api/v1/signin': failure(401, 'Invalid email or password.') });
    const s = renderScreen('/login');
    await signIn(s);
    expect(await page().findByText('Invalid email or password.')).toBeTruthy();
    expect(await screen.findByText('Login failed!', IN_TOAST)).toBeTruthy();
    expect(s.route()).toBe('/login');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("shows 'Network error occurred' when the server cannot be reached", async () => {
    fakeApi({ 'POST /api/v1/signin': 'network-error' });
    await signIn(renderScreen('/login'));
    expect(await page().findByText('Network error occurred')).toBeTruthy();
  });
});

describe('/login: the activation step', () => {
  async function reachActivation(activate: Reply) {
    const api = fakeApi({ 'POST /api/v1/signin': activationRequired, 'POST /api/v1/activate': activate });
    const s = renderScreen('/login');
    await signIn(s);
    await s.user.type(await screen.findByLabelText(/^Activation key/, { selector: 'input' }), 'ABCD-1234');
    await s.user.click(screen.getByRole('button', { name: 'Activate' }));
    return { api, s };
  }

  it("opens on a 403 with activation_required: an 'Activation key' field and an 'Activate' button", async () => {
    fakeApi({ 'POST /api/v1/signin': activationRequired });
    await signIn(renderScreen('/login'));
    expect(await screen.findByLabelText(/^Activation key/, { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it("shows the server's message for a wrong key", async () => {
    await reachActivation(failure(400, 'That activation key is not valid.'));
    expect(await page().findByText('That activation key is not valid.')).toBeTruthy();
  });

  it("shows 'Invalid activation key or activation failed.' for an answer without a message", async () => {
    await reachActivation(failure(400));
    expect(await page().findByText('Invalid activation key or activation failed.')).toBeTruthy();
  });

  it('signs in with the right key and redirects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, s } = await reachActivation(signinOk(false, 'tok-activated'));
    expect(await screen.findByText('Login successful!', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/activate')[0]!.body).toEqual({
      email: 'ada@gmail.com',
      activation_key: 'ABCD-1234',
      remember: false,
    });
    expect(sessionStorage.getItem('token')).toBe('tok-activated');
    await waitRedirectDelay();
    await waitFor(() => expect(s.route()).toBe('/create-project'));
  });
});

describe('/login: links from the email', () => {
  it('prefills the email field from ?email=', () => {
    fakeApi({});
    renderScreen('/login?email=a@b.co');
    expect(field('Email').value).toBe('a@b.co');
  });

  it('verifies ?token= exactly once, even under StrictMode, and says the account is activated', async () => {
    const api = fakeApi({
      'POST /api/v1/verify-email': { status: 200, body: { success: true, message: 'Verified.' } },
    });
    const s = renderScreen('/login?token=abc&email=a@b.co', { strict: true });
    expect(await screen.findByText('Account activated successfully! Please log in.', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/verify-email')).toHaveLength(1);
    expect(api.to('POST', '/api/v1/verify-email')[0]!.body).toEqual({ token: 'abc' });
    expect(new URLSearchParams(s.route().split('?')[1] ?? '').get('token')).toBeNull();
    expect(field('Email').value).toBe('a@b.co');
  });

  it("shows the server's message when verification fails", async () => {
    fakeApi({ 'POST /api/v1/verify-email': failure(400, 'This link has expired.') });
    renderScreen('/login?token=expired-1&email=a@b.co');
    expect(await page().findByText('This link has expired.')).toBeTruthy();
    expect(await screen.findByText('This link has expired.', IN_TOAST)).toBeTruthy();
  });

  it("shows 'Activation failed. Please try again.' for a failure without a message", async () => {
    fakeApi({ 'POST /api/v1/verify-email': failure(500) });
    renderScreen('/login?token=broken-1');
    expect(await page().findByText('Activation failed. Please try again.')).toBeTruthy();
  });

  it("links 'Forgot password?' to /reset-password and 'Sign up' to /signup", async () => {
    fakeApi({});
    const s = renderScreen('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    await s.user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(s.route()).toBe('/signup');
    expect(await screen.findByRole('heading', { name: 'Create a new account' })).toBeTruthy();
  });
});

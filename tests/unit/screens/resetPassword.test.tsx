import { screen, waitFor, within } from '@testing-library/react';
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
  type Reply,
} from '../support/renderScreen.tsx';
import { fillIn } from '../support/fillIn.ts';

afterEach(resetScreenState);

const sent: Reply = { status: 200, body: { success: true, message: 'If the account exists, we sent a link.' } };

async function requestLink({ user }: ReturnType<typeof renderScreen>, email = 'ada@gmail.com') {
  if (email) await fillIn(user, field('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('/reset-password', () => {
  it("asks for an address on an empty submit and sends nothing: 'Please enter your email address'", async () => {
    const api = fakeApi({ 'POST /api/v1/forgot-password': sent });
    await requestLink(renderScreen('/reset-password'), '');
    expect(await page().findByText('Please enter your email address')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("reads 'Sending...' while the request is pending", async () => {
    const answer = deferred<Reply>();
    const api = fakeApi({ 'POST /api/v1/forgot-password': () => answer.promise });
    await requestLink(renderScreen('/reset-password'));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(api.to('POST', '/api/v1/forgot-password')[0]!.body).toEqual({ email: 'ada@gmail.com' });
    answer.resolve(sent);
    expect(await screen.findByRole('dialog', { name: 'Check Your Email' })).toBeTruthy();
  });

  it("on success shows the toast and the 'Check Your Email' dialog naming the address", async () => {
    fakeApi({ 'POST /api/v1/forgot-password': sent });
    await requestLink(renderScreen('/reset-password'));
    expect(await screen.findByText('Reset password link sent successfully!', IN_TOAST)).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Email' });
    expect(within(dialog).getByText('ada@gmail.com')).toBeTruthy();
  });

  it("'Resend Code' sends the link again", async () => {
    const api = fakeApi({ 'POST /api/v1/forgot-password': sent });
    const s = renderScreen('/reset-password');
    await requestLink(s);
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Email' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/forgot-password')).toHaveLength(2));
    expect(api.to('POST', '/api/v1/forgot-password')[1]!.body).toEqual({ email: 'ada@gmail.com' });
  });

  it("'Visit Email' opens the provider's webmail in a new tab", async () => {
    fakeApi({ 'POST /api/v1/forgot-password': sent });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const s = renderScreen('/reset-password');
    await requestLink(s, 'grace@outlook.com');
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Email' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Visit Email' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.slice(0, 2)).toEqual(['https://outlook.live.com/mail/', '_blank']);
  });

  it("shows the server's message when sending fails", async () => {
    fakeApi({ 'POST /api/v1/forgot-password': failure(429, 'Too many attempts. Try again later.') });
    await requestLink(renderScreen('/reset-password'));
    expect(await page().findByText('Too many attempts. Try again later.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Failed to send reset link' for a failure without a message", async () => {
    fakeApi({ 'POST /api/v1/forgot-password': failure(500) });
    await requestLink(renderScreen('/reset-password'));
    expect(await page().findByText('Failed to send reset link')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deferred,
  failure,
  fakeApi,
  field,
  page,
  renderScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { fillIn } from '../support/fillIn.ts';

afterEach(resetScreenState);

const changed: Reply = { status: 200, body: { success: true, message: 'Password reset successfully.' } };

async function change({ user }: ReturnType<typeof renderScreen>, password: string, confirm = password) {
  await fillIn(user, field('New password'), password);
  await fillIn(user, field('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('/change-password', () => {
  it('sends a visitor without ?token to /reset-password', async () => {
    fakeApi({});
    const s = renderScreen('/change-password');
    await waitFor(() => expect(s.route()).toBe('/reset-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it("says 'Passwords do not match!' and sends nothing when the two differ", async () => {
    const api = fakeApi({ 'POST /api/v1/reset-password': changed });
    await change(renderScreen('/change-password?token=t1'), 'Abcdefg1', 'Abcdefg2');
    expect(await page().findByText('Passwords do not match!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Please use a stronger password!' and sends nothing for a weak password", async () => {
    const api = fakeApi({ 'POST /api/v1/reset-password': changed });
    await change(renderScreen('/change-password?token=t1'), 'abcdefgh');
    expect(await page().findByText('Please use a stronger password!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("reads 'Changing Password...' while pending, then 'Reset Success' whose 'Login' goes to /login", async () => {
    const answer = deferred<Reply>();
    const api = fakeApi({ 'POST /api/v1/reset-password': () => answer.promise });
    const s = renderScreen('/change-password?token=t1');
    await change(s, 'Abcdefg1');
    expect(await screen.findByRole('button', { name: 'Changing Password...' })).toBeTruthy();
    expect(api.to('POST', '/api/v1/reset-password')[0]!.body).toEqual({
      new_password: 'Abcdefg1',
      confirm_password: 'Abcdefg1',
      token: 't1',
    });
    answer.resolve(changed);
    const dialog = await screen.findByRole('dialog', { name: 'Reset Success' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(s.route()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it("shows the server's message when the change fails", async () => {
    fakeApi({ 'POST /api/v1/reset-password': failure(400, 'This reset link has expired.') });
    await change(renderScreen('/change-password?token=t1'), 'Abcdefg1');
    expect(await page().findByText('This reset link has expired.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Failed to reset password' for a failure without a message", async () => {
    fakeApi({ 'POST /api/v1/reset-password': failure(500) });
    await change(renderScreen('/change-password?token=t1'), 'Abcdefg1');
    expect(await page().findByText('Failed to reset password')).toBeTruthy();
  });

  it('gives both fields a visibility toggle and a strength indicator', async () => {
    fakeApi({});
    const { user } = renderScreen('/change-password?token=t1');
    for (const [label, typed, message] of [
      ['New password', 'abc', 'Weak password. Must contain at least:'],
      ['Confirm password', 'Abcdefg1', 'Strong password. Your password is secure.'],
    ] as const) {
      const input = field(label);
      expect(input.type, label).toBe('password');
      const wrapper = input.closest<HTMLElement>('.mantine-PasswordInput-root')!;
      await user.click(within(wrapper).getByRole('button', { name: 'Toggle password visibility' }));
      expect(field(label).type, label).toBe('text');

      await user.type(field(label), typed);
      // The indicator is its own field's description, right under the input.
      const strength = within(wrapper).getByTestId('password-strength');
      expect(strength.textContent, label).toContain(message);
      expect(within(strength).getAllByTestId('strength-bar')).toHaveLength(3);
    }
  });

  it('links each strength indicator to its field for assistive technology (aria-describedby)', async () => {
    fakeApi({});
    const { user } = renderScreen('/change-password?token=t1');
    for (const label of ['New password', 'Confirm password']) {
      await user.type(field(label), 'abc');
      const describedBy = field(label).getAttribute('aria-describedby') ?? '';
      const description = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      expect(description.join(' '), label).toContain('Weak password. Must contain at least:');
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changePasswordMachine, PASSWORDS_DIFFER, PASSWORD_WEAK } from '../../src/machines/changePassword.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, page, renderScreen } from '../unit/support/renderScreen.tsx';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { fillIn } from '../unit/support/fillIn.ts';

const RESET = 'POST /api/v1/reset-password';

/** The link of the reset email carries the token; /change-password without one has nothing to change. */
const models = ['tok-reset', null].map((token) => ({
  token,
  model: machineModel('changePassword', changePasswordMachine, {
    input: { token },
    events: [
      { type: 'password.submit', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
      { type: 'password.submit', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { type: 'password.submit', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
      { type: 'xstate.done.actor.resetPassword', output: { success: true, message: 'Password reset successfully.' } },
      {
        type: 'xstate.error.actor.resetPassword',
        error: serverError('resetPassword', 400, 'This reset link has expired.'),
      },
    ],
    context: (c: { error: string | null }) => c.error,
  }),
}));

describe('changePassword machine: the two entries together', () => {
  it('plan paths that reach every state and transition', () => {
    const [withToken, withoutToken] = models.map(({ model }) => model.unreachable);
    expect(withToken!.states.filter((s) => withoutToken!.states.includes(s))).toEqual([]);
    expect(withToken!.transitions.filter((t) => withoutToken!.transitions.includes(t))).toEqual([]);
  });
});

for (const { token, model } of models) {
  const entry = token ? `/change-password?token=${token}` : '/change-password';

  // Without a token the machine ends while starting (checkingToken → noToken): its one path is the start.
  describeModel(
    `changePassword machine, path by path on ${entry}`,
    model,
    async (path) => {
      const api = heldApi({}, [RESET]);
      let s!: ReturnType<typeof renderScreen>;
      const button = (name: string) => screen.findByRole('button', { name });
      const dialog = () => screen.findByRole('dialog', { name: 'Reset Success' });
      await path.test({
        states: {
          noToken: async () => {
            await waitFor(() => expect(s.route()).toBe('/reset-password'));
            expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
            expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
          },
          editing: async ({ context }) => {
            expect(((await button('Change Password')) as HTMLButtonElement).disabled).toBe(false);
            expect(s.route()).toBe(entry);
            expect(screen.queryByRole('dialog')).toBeNull();
            if (context.error) expect((await page().findByRole('alert')).textContent).toBe(context.error);
            else expect(page().queryByRole('alert')).toBeNull();
          },
          changing: async () => {
            expect(((await button('Changing Password...')) as HTMLButtonElement).disabled).toBe(true);
            expect(page().queryByRole('alert')).toBeNull();
          },
          succeeded: async () => {
            const shown = await dialog();
            expect(
              within(shown).getByText('Your password has been changed. Sign in with your new password.'),
            ).toBeTruthy();
            expect(s.route()).toBe(entry);
          },
          done: async () => {
            await waitFor(() => expect(s.route()).toBe('/login'));
            expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
            expect(screen.queryByRole('dialog')).toBeNull();
          },
        },
        events: {
          'xstate.init': () => {
            s = renderScreen(entry);
          },
          'password.submit': async ({ event, state }) => {
            const { newPassword, confirmPassword } = event as unknown as Record<string, string>;
            await s.user.clear(field('New password'));
            await fillIn(s.user, field('New password'), newPassword!);
            await s.user.clear(field('Confirm password'));
            await fillIn(s.user, field('Confirm password'), confirmPassword!);
            const before = api.calls.length;
            await s.user.click(await button('Change Password'));
            if (state.matches('editing')) {
              // Refused on the spot, without a request.
              expect([PASSWORDS_DIFFER, PASSWORD_WEAK]).toContain(state.context.error);
              expect(await page().findByText(state.context.error as string)).toBeTruthy();
              expect(api.calls.length).toBe(before);
            }
          },
          'xstate.done.actor.resetPassword': async ({ event }) => {
            const call = await api.settle(RESET, replyFor(event));
            expect(call.body).toEqual({ new_password: 'Abcdefg1', confirm_password: 'Abcdefg1', token });
          },
          'xstate.error.actor.resetPassword': async ({ event }) => {
            await api.settle(RESET, replyFor(event));
          },
          'success.login': async () => s.user.click(within(await dialog()).getByRole('button', { name: 'Login' })),
        },
      });
      expect(api.unrouted).toEqual([]);
    },
    // What each model leaves unreached is checked above, of the two together.
    { unreachable: null },
  );
}

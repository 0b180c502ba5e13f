import { assign, fromPromise, setup } from 'xstate';
import { authCalls } from '../api/session.ts';
import type { ResetPasswordInput } from '../api/auth.ts';
import { fallbackMessage } from '../api/errors.ts';
import { isStrongPassword } from '../lib/passwordRules.ts';
import { effectActions, errorMessage } from './effects.ts';

export const PASSWORDS_DIFFER = 'Passwords do not match!';
export const PASSWORD_WEAK = 'Please use a stronger password!';

export interface ChangePasswordContext {
  token: string | null;
  error: string | null;
}

export type ChangePasswordEvent =
  { type: 'password.submit'; newPassword: string; confirmPassword: string } | { type: 'success.login' };

type Submit = Extract<ChangePasswordEvent, { type: 'password.submit' }>;

/** /change-password: the new password for the token of a reset link, then 'Reset Success'. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { token: string | null },
  },
  actors: {
    resetPassword: fromPromise(({ input }: { input: ResetPasswordInput }) => authCalls.resetPassword(input)),
  },
  actions: effectActions,
  guards: {
    hasToken: ({ context }) => !!context.token,
    passwordsDiffer: ({ event }) => (event as Submit).newPassword !== (event as Submit).confirmPassword,
    passwordWeak: ({ event }) => !isStrongPassword((event as Submit).newPassword),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ token: input.token, error: null }),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      always: [
        { guard: 'hasToken', target: 'editing' },
        { target: 'noToken', actions: { type: 'navigate', params: { to: '/reset-password', replace: true } } },
      ],
    },
    noToken: { type: 'final' },
    editing: {
      on: {
        'password.submit': [
          { guard: 'passwordsDiffer', actions: assign({ error: PASSWORDS_DIFFER }) },
          { guard: 'passwordWeak', actions: assign({ error: PASSWORD_WEAK }) },
          { target: 'changing', actions: assign({ error: null }) },
        ],
      },
    },
    changing: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          new_password: (event as Submit).newPassword,
          confirm_password: (event as Submit).confirmPassword,
          token: context.token ?? '',
        }),
        onDone: 'succeeded',
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('resetPassword')) }),
        },
      },
    },
    succeeded: {
      // 'Login' (or closing the dialog) leaves the screen for /login: the flow ends there.
      on: { 'success.login': { target: 'done', actions: { type: 'navigate', params: { to: '/login' } } } },
    },
    done: { type: 'final' },
  },
});

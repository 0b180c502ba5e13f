import { assign, fromPromise, setup } from 'xstate';
import { authCalls } from '../api/session.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage } from './effects.ts';

export const ACTIVATED_MESSAGE = 'Account activated successfully! Please log in.';

export interface EmailVerificationContext {
  error: string | null;
}

export type EmailVerificationEvent = { type: 'verify.start'; token: string; email: string | null };

/** Verifies the email of `/login?token=…` once the login screen opens with a token. */
export const emailVerificationMachine = setup({
  types: { context: {} as EmailVerificationContext, events: {} as EmailVerificationEvent },
  actors: {
    verifyEmail: fromPromise(({ input }: { input: { token: string } }) => authCalls.verifyEmail(input.token)),
  },
  actions: effectActions,
}).createMachine({
  id: 'emailVerification',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'verify.start': 'verifying' },
    },
    verifying: {
      // The token leaves the address bar at once, so a reload cannot send a spent token again.
      entry: {
        type: 'navigate',
        params: ({ event }) => {
          const { email } = event as EmailVerificationEvent;
          return { to: email ? `/login?${new URLSearchParams({ email })}` : '/login', replace: true };
        },
      },
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ event }) => ({ token: (event as EmailVerificationEvent).token }),
        onDone: {
          target: 'verified',
          actions: { type: 'notify', params: { tone: 'success', message: ACTIVATED_MESSAGE } },
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('verifyEmail')) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
          ],
        },
      },
    },
    verified: { type: 'final' },
    failed: { type: 'final' },
  },
});

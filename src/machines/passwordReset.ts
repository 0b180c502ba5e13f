import { assign, fromPromise, setup } from 'xstate';
import { authCalls } from '../api/session.ts';
import { webmailOf } from '../lib/webmail.ts';
import { effectActions, errorMessage } from './effects.ts';

export const EMPTY_EMAIL = 'Please enter your email address';
export const LINK_SENT = 'Reset password link sent successfully!';
const SEND_FAILED = 'Failed to send reset link';

export interface PasswordResetContext {
  email: string;
  error: string | null;
}

export type PasswordResetEvent =
  | { type: 'reset.submit'; email: string }
  | { type: 'reset.resend' }
  /** `url`: the webmail chosen, for an address whose provider is not known. */
  | { type: 'reset.visitEmail'; url?: string }
  | { type: 'reset.close' };

/**
 * The reset request of /reset-password: send the link, then the 'Check Your Email' dialog;
 * closing the dialog ends the flow on /login.
 */
export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actors: {
    forgotPassword: fromPromise(({ input }: { input: { email: string } }) => authCalls.forgotPassword(input.email)),
  },
  actions: effectActions,
  guards: {
    emailMissing: ({ event }) => (event as { email: string }).email.trim() === '',
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.submit': [
          { guard: 'emailMissing', actions: assign({ error: EMPTY_EMAIL }) },
          { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim(), error: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', actions: { type: 'notify', params: { tone: 'success', message: LINK_SENT } } },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error, SEND_FAILED) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? SEND_FAILED }) },
          ],
        },
      },
    },
    sent: {
      initial: 'idle',
      on: {
        'reset.visitEmail': {
          guard: ({ context, event }) => Boolean(event.url ?? webmailOf(context.email)),
          actions: {
            type: 'openUrl',
            params: ({ context, event }) => ({ url: event.url ?? webmailOf(context.email)!.url }),
          },
        },
        // Closing the dialog leaves the screen for /login: the flow ends there.
        'reset.close': { target: 'closed', actions: { type: 'navigate', params: { to: '/login' } } },
      },
      states: {
        idle: { on: { 'reset.resend': 'resending' } },
        resending: {
          invoke: {
            id: 'resendResetLink',
            src: 'forgotPassword',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'idle', actions: { type: 'notify', params: { tone: 'success', message: LINK_SENT } } },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ tone: 'error', message: errorMessage(event.error, SEND_FAILED) }),
              },
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

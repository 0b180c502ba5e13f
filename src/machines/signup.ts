import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { authCalls } from '../api/session.ts';
import type { SignupInput } from '../api/auth.ts';
import { fallbackMessage } from '../api/errors.ts';
import { webmailOf } from '../lib/webmail.ts';
import { effectActions, errorMessage, fieldErrorOf, type FieldError } from './effects.ts';

export interface SignupContext {
  /** The registered user, shown in the 'Verify Your Email' dialog. */
  user: { fullName: string; email: string } | null;
  /** A refusal of the form as a whole; one of a field is `fieldError`, shown under that field. */
  error: string | null;
  fieldError: FieldError | null;
  resendError: string | null;
}

export type SignupEvent =
  | { type: 'signup.submit'; values: SignupInput }
  | { type: 'verify.resend' }
  /** `url`: the webmail chosen, for an address whose provider is not known. */
  | { type: 'verify.visitEmail'; url?: string }
  | { type: 'verify.close' };

/**
 * Sign-up: submit the form, then the 'Verify Your Email' dialog with Resend Code and Visit Email;
 * closing the dialog ends the flow on /login.
 */
export const signupMachine = setup({
  types: { context: {} as SignupContext, events: {} as SignupEvent },
  actors: {
    signup: fromPromise(({ input }: { input: SignupInput }) => authCalls.signup(input)),
    resendVerification: fromPromise(({ input }: { input: { email: string } }) =>
      authCalls.resendVerification(input.email),
    ),
  },
  actions: effectActions,
}).createMachine({
  id: 'signup',
  context: { user: null, error: null, fieldError: null, resendError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signup.submit': {
          target: 'submitting',
          actions: assign({
            error: null,
            fieldError: null,
            user: ({ event }) => ({ fullName: event.values.full_name.trim(), email: event.values.email.trim() }),
          }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ event }) => {
          assertEvent(event, 'signup.submit');
          const { values } = event;
          return { ...values, email: values.email.trim() };
        },
        onDone: {
          target: 'verifyDialog',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'success', message: event.output.data.message }) },
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              error: ({ event }) =>
                fieldErrorOf(event.error) ? null : errorMessage(event.error, fallbackMessage('signup')),
              fieldError: ({ event }) => fieldErrorOf(event.error),
              user: null,
            }),
            // Spec §8: a failed sign-up is a toast, besides the field it is about or the banner.
            {
              type: 'notify',
              params: ({ context }) => ({
                tone: 'error',
                message: context.fieldError?.message ?? context.error ?? fallbackMessage('signup'),
              }),
            },
          ],
        },
      },
    },
    verifyDialog: {
      initial: 'idle',
      on: {
        'verify.visitEmail': {
          guard: ({ context, event }) => Boolean(event.url ?? webmailOf(context.user?.email ?? '')),
          actions: {
            type: 'openUrl',
            params: ({ context, event }) => ({ url: event.url ?? webmailOf(context.user?.email ?? '')!.url }),
          },
        },
        // Closing the dialog leaves the screen for /login: the flow ends there.
        'verify.close': {
          target: 'closed',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: `/login?${new URLSearchParams({ email: context.user?.email ?? '' })}` }),
          },
        },
      },
      states: {
        idle: {
          on: { 'verify.resend': { target: 'resending', actions: assign({ resendError: null }) } },
        },
        resending: {
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            input: ({ context }) => ({ email: context.user?.email ?? '' }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ context }) => ({
                  tone: 'success',
                  message: `We sent a new link to ${context.user?.email}.`,
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: [
                assign({
                  resendError: ({ event }) => errorMessage(event.error, fallbackMessage('resendVerification')),
                }),
                { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.resendError ?? '' }) },
              ],
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

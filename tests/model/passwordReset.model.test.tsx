import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../src/api/errors.ts';
import { EMPTY_EMAIL, LINK_SENT, passwordResetMachine } from '../../src/machines/passwordReset.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, page, renderScreen } from '../unit/support/renderScreen.tsx';
import { describeModel } from './support/describeModel.ts';
import { emailSentDialog } from './support/emailSentDialog.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';
import { fillIn } from '../unit/support/fillIn.ts';

const EMAIL = 'grace@outlook.com';
const sentReply = { success: true, message: 'If the account exists, we sent a link.' };

const model = machineModel('passwordReset', passwordResetMachine, {
  events: [
    { type: 'reset.submit', email: '' },
    { type: 'reset.submit', email: EMAIL },
    { type: 'xstate.done.actor.forgotPassword', output: sentReply },
    {
      type: 'xstate.error.actor.forgotPassword',
      error: serverError('forgotPassword', 429, 'Too many attempts. Try again later.'),
    },
    { type: 'xstate.done.actor.resendResetLink', output: sentReply },
    { type: 'xstate.error.actor.resendResetLink', error: new ApiError('forgotPassword', 0, NETWORK_ERROR) },
  ],
  context: (c: { error: string | null }) => c.error,
});

const FORGOT = 'POST /api/v1/forgot-password';

describeModel('passwordReset machine, path by path on /reset-password', model, async (path) => {
  const api = heldApi({}, [FORGOT]);
  const dialog = emailSentDialog('Check Your Email');
  let s!: ReturnType<typeof renderScreen>;
  const button = (name: string) => screen.findByRole('button', { name });
  /** Answers the held request and waits for the toast it brings. */
  const settleWithToast = (reply: Parameters<typeof api.settle>[1], toast: string) =>
    oneMoreToast(toast, async () => {
      const call = await api.settle(FORGOT, reply);
      expect(call.body).toEqual({ email: EMAIL });
    });
  await path.test({
    states: {
      editing: async ({ context }) => {
        expect(((await button('Send reset link')) as HTMLButtonElement).disabled).toBe(false);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(s.route()).toBe('/reset-password');
        if (context.error) {
          expect(await page().findByText(context.error)).toBeTruthy();
          expect(field('Email').getAttribute('aria-invalid')).toBe('true');
        } else {
          expect(field('Email').getAttribute('aria-invalid')).not.toBe('true');
        }
      },
      sending: async () => {
        expect(((await button('Sending...')) as HTMLButtonElement).disabled).toBe(true);
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      sent: async ({ context }) => {
        expect(within(await dialog.find()).getByText(context.email)).toBeTruthy();
        expect(s.route()).toBe('/reset-password');
      },
      'sent.idle': () => dialog.expectResending(false),
      'sent.resending': () => dialog.expectResending(true),
      closed: async () => {
        await waitFor(() => expect(s.route()).toBe('/login'));
        expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
    },
    events: {
      'xstate.init': () => {
        s = renderScreen('/reset-password');
      },
      'reset.submit': async ({ event }) => {
        const { email } = event as unknown as { email: string };
        await s.user.clear(field('Email'));
        if (email) await fillIn(s.user, field('Email'), email);
        const before = api.calls.length;
        await s.user.click(await button('Send reset link'));
        if (!email) {
          // An empty address is refused on the spot, without a request.
          expect(await page().findByText(EMPTY_EMAIL)).toBeTruthy();
          expect(api.calls.length).toBe(before);
        }
      },
      'xstate.done.actor.forgotPassword': ({ event }) => settleWithToast(replyFor(event), LINK_SENT),
      'xstate.error.actor.forgotPassword': ({ event }) =>
        settleWithToast(replyFor(event), 'Too many attempts. Try again later.'),
      'reset.resend': async () => s.user.click(await dialog.button('Resend Code')),
      'xstate.done.actor.resendResetLink': ({ event }) => settleWithToast(replyFor(event), LINK_SENT),
      'xstate.error.actor.resendResetLink': ({ event }) => settleWithToast(replyFor(event), NETWORK_ERROR),
      'reset.visitEmail': () => dialog.visitEmail(s.user, 'https://outlook.live.com/mail/'),
      'reset.close': async () => s.user.click(await dialog.button('Close')),
    },
  });
  expect(api.unrouted).toEqual([]);
});

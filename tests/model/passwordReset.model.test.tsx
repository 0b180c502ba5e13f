import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../src/api/errors.ts';
import { EMPTY_EMAIL, LINK_SENT, passwordResetMachine } from '../../src/machines/passwordReset.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, IN_TOAST, page, renderScreen, resetScreenState } from '../unit/support/renderScreen.tsx';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';

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

describe('passwordReset machine, path by path on /reset-password', () => {
  afterEach(resetScreenState);
  afterAll(model.writeCoverage);

  it('plans paths that reach every state and transition', () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      const api = heldApi({}, [FORGOT]);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      let s!: ReturnType<typeof renderScreen>;
      const button = (name: string) => screen.findByRole('button', { name });
      const dialog = () => screen.findByRole('dialog', { name: 'Check Your Email' });
      const inDialog = async (name: string) => within(await dialog()).getByRole('button', { name });
      const toasts = (text: string) => screen.queryAllByText(text, IN_TOAST).length;
      /** Answers the held request and waits for the toast it brings. */
      const settleWithToast = async (reply: Parameters<typeof api.settle>[1], toast: string) => {
        const before = toasts(toast);
        const call = await api.settle(FORGOT, reply);
        expect(call.body).toEqual({ email: EMAIL });
        await waitFor(() => expect(toasts(toast)).toBe(before + 1));
      };
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
            expect(within(await dialog()).getByText(context.email)).toBeTruthy();
            expect(s.route()).toBe('/reset-password');
          },
          'sent.idle': async () => {
            await waitFor(async () => expect((await inDialog('Resend Code')).dataset.loading).toBeUndefined());
          },
          'sent.resending': async () => {
            await waitFor(async () => expect((await inDialog('Resend Code')).dataset.loading).toBe('true'));
          },
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
            if (email) await s.user.type(field('Email'), email);
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
          'reset.resend': async () => s.user.click(await inDialog('Resend Code')),
          'xstate.done.actor.resendResetLink': ({ event }) => settleWithToast(replyFor(event), LINK_SENT),
          'xstate.error.actor.resendResetLink': ({ event }) => settleWithToast(replyFor(event), NETWORK_ERROR),
          'reset.visitEmail': async () => {
            const before = open.mock.calls.length;
            await s.user.click(await inDialog('Visit Email'));
            expect(open.mock.calls.slice(before)).toEqual([
              ['https://outlook.live.com/mail/', '_blank', 'noopener,noreferrer'],
            ]);
          },
          'reset.close': async () => s.user.click(await inDialog('Close')),
        },
      });
      expect(api.unrouted).toEqual([]);
    });
  }
});

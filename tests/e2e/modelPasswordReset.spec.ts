/**
 * The passwordReset machine's generated paths whose outcome the real server decides (serverDecided),
 * in Chromium against that server: a fresh verified account per path that sends, whose reset emails
 * are read from the outbox; an address the server refuses as malformed, and the mail allowance used
 * up, where the path needs a refusal.
 */
import { expect, test } from '@playwright/test';
import { LINK_SENT } from '../../src/machines/passwordReset.ts';
import { newEmail, verifiedAccount } from './accounts.ts';
import { passwordResetModel } from './modelMachines.ts';
import {
  expectAnswer,
  failedWith,
  holdRequests,
  linkTo,
  pathHas,
  serverDecided,
  toasts,
  useUpMailAllowance,
} from './modelSupport.ts';

const model = passwordResetModel();
const FORGOT = 'POST /api/v1/forgot-password';

test.describe('passwordReset machine, path by path on /reset-password in Chromium', () => {
  test('plans paths that reach every state and transition', () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  for (const path of serverDecided(model.paths)) {
    test(path.description, async ({ page, request }) => {
      const held = await holdRequests(page, [FORGOT]);
      const main = page.getByRole('main');
      const dialog = page.getByRole('dialog', { name: 'Check Your Email' });
      const button = (name: string) => main.getByRole('button', { name, exact: true });
      const inDialog = (name: string) => dialog.getByRole('button', { name, exact: true });
      let email = newEmail('model-reset');
      let typed = '';
      let since = 0;

      const resetLinkArrives = async () => {
        const link = await linkTo(email, since, '/change-password');
        expect(link.searchParams.get('token')).toBeTruthy();
      };

      await path.test({
        states: {
          editing: async ({ context }) => {
            await expect(button('Send reset link')).toBeEnabled();
            await expect(dialog).toHaveCount(0);
            await expect(page).toHaveURL(/\/reset-password$/);
            if (context.error) await expect(main.getByText(context.error)).toBeVisible();
          },
          sending: async () => {
            await expect(button('Sending...')).toBeDisabled();
          },
          sent: async () => {
            await expect(dialog).toBeVisible();
            await expect(dialog.getByText(email)).toBeVisible();
          },
          'sent.idle': async () => {
            await expect(inDialog('Resend Code')).not.toHaveAttribute('data-loading');
          },
          'sent.resending': async () => {
            await expect(inDialog('Resend Code')).toHaveAttribute('data-loading', 'true');
          },
        },
        events: {
          'xstate.init': async () => {
            if (pathHas(path, 'xstate.done.actor.forgotPassword'))
              email = await verifiedAccount(request, 'model-reset');
            // The fifth email to one address within 15 minutes is the last: the path's own send is it.
            if (pathHas(path, 'xstate.error.actor.resendResetLink', 429)) await useUpMailAllowance(request, email, 1);
            await page.goto('/reset-password');
          },
          'reset.submit': async (step) => {
            // The screen sends what was typed; the server refuses an address that is not one.
            typed = failedWith(path.eventAfter(step), 400) ? 'ada.lovelace' : email;
            await main.getByLabel(/^Email/).fill(typed);
            since = Date.now();
            await button('Send reset link').click();
          },
          'xstate.done.actor.forgotPassword': async ({ event }) => {
            const answer = await held.release(FORGOT);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ email });
            await expect(toasts(page).getByText(LINK_SENT)).toBeVisible();
            await resetLinkArrives();
          },
          'xstate.error.actor.forgotPassword': async ({ event }) => {
            const answer = await held.release(FORGOT);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ email: typed });
            const { serverMessage } = (event as unknown as { error: { serverMessage: string } }).error;
            await expect(toasts(page).getByText(serverMessage)).toBeVisible();
          },
          'reset.resend': async () => {
            since = Date.now();
            await inDialog('Resend Code').click();
          },
          'xstate.done.actor.resendResetLink': async ({ event }) => {
            expectAnswer(await held.release(FORGOT), event);
            await expect(toasts(page).getByText(LINK_SENT).first()).toBeVisible();
            await resetLinkArrives();
          },
          'xstate.error.actor.resendResetLink': async ({ event }) => {
            expectAnswer(await held.release(FORGOT), event);
            await expect(toasts(page).getByText(/^Too many attempts\./)).toBeVisible();
          },
        },
      });
    });
  }
});

/**
 * The signup machine's generated paths whose outcome the real server decides (serverDecided), in
 * Chromium against that server: a fresh address per path (registered beforehand through the API
 * where the server must refuse it as taken), the verification email and its resends read from the
 * outbox.
 */
import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD } from './accounts.ts';
import { MESSAGES, signupModel } from './modelMachines.ts';
import {
  expectAnswer,
  holdRequests,
  pathHas,
  serverDecided,
  toasts,
  unverifiedAccount,
  useUpMailAllowance,
} from './modelSupport.ts';
import { activationKeyIn, linkIn, waitForMail } from './outbox.ts';

const model = signupModel();
const SIGNUP = 'POST /api/v1/signup';
const RESEND = 'POST /api/v1/resend-verification';

test.describe('signup machine, path by path on /signup in Chromium', () => {
  test('plans paths that reach every state and transition', () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  for (const path of serverDecided(model.paths)) {
    test(path.description, async ({ page, request }) => {
      const held = await holdRequests(page, [SIGNUP, RESEND]);
      const main = page.getByRole('main');
      const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
      const button = (name: string) => main.getByRole('button', { name, exact: true });
      const inDialog = (name: string) => dialog.getByRole('button', { name, exact: true });
      let email = newEmail('model-signup');
      let since = 0;

      await path.test({
        states: {
          editing: async ({ context }) => {
            await expect(button('Register')).toBeEnabled();
            await expect(dialog).toHaveCount(0);
            if (context.error) await expect(main.getByRole('alert')).toHaveText(context.error);
            else await expect(main.getByRole('alert')).toHaveCount(0);
          },
          submitting: async () => {
            await expect(button('Registering...')).toBeDisabled();
            await expect(dialog).toHaveCount(0);
          },
          verifyDialog: async () => {
            await expect(dialog).toBeVisible();
            await expect(dialog).toContainText('Hi Margaret Hamilton,');
            await expect(dialog.getByText(email)).toBeVisible();
            await expect(page).toHaveURL(/\/signup$/);
          },
          'verifyDialog.idle': async () => {
            await expect(inDialog('Resend Code')).not.toHaveAttribute('data-loading');
          },
          'verifyDialog.resending': async () => {
            await expect(inDialog('Resend Code')).toHaveAttribute('data-loading', 'true');
          },
        },
        events: {
          'xstate.init': async () => {
            // The server refuses an address that already has an account.
            if (pathHas(path, 'xstate.error.actor.signup', 409)) {
              ({ email } = await unverifiedAccount(request, 'model-signup-taken'));
            }
            // …and a sixth email to one address within 15 minutes.
            if (pathHas(path, 'xstate.error.actor.resendVerification', 429)) await useUpMailAllowance(request, email);
            await page.goto('/signup');
          },
          'signup.submit': async ({ event }) => {
            const { values } = event as unknown as { values: Record<string, string> };
            await main.getByLabel(/^Company name/).fill(values.company_name!);
            await main.getByLabel(/^Full name/).fill(values.full_name!);
            await main.getByLabel(/^Email address/).fill(email);
            await main.getByLabel(/^Password/).fill(PASSWORD);
            since = Date.now();
            await button('Register').click();
          },
          'xstate.done.actor.signup': async ({ event }) => {
            const answer = await held.release(SIGNUP);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({
              company_name: 'Apollo QA',
              full_name: 'Margaret Hamilton',
              email,
              password: PASSWORD,
              contact_number: '',
            });
            await expect(toasts(page).getByText(MESSAGES.registered)).toBeVisible();
            // The email holds the verification link and the activation key.
            const mail = await waitForMail(email, since);
            expect(linkIn(mail).searchParams.get('token')).toBeTruthy();
            activationKeyIn(mail);
          },
          'xstate.error.actor.signup': async ({ event }) => {
            expectAnswer(await held.release(SIGNUP), event);
            await expect(toasts(page).getByText(MESSAGES.accountExists)).toBeVisible();
          },
          'verify.resend': async () => {
            since = Date.now();
            await inDialog('Resend Code').click();
          },
          'xstate.done.actor.resendVerification': async ({ event }) => {
            const answer = await held.release(RESEND);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ email });
            await expect(toasts(page).getByText(`We sent a new link to ${email}.`)).toBeVisible();
            activationKeyIn(await waitForMail(email, since));
          },
          'xstate.error.actor.resendVerification': async ({ event }) => {
            expectAnswer(await held.release(RESEND), event);
            await expect(toasts(page).getByText(/^Too many attempts\./)).toBeVisible();
          },
        },
      });
    });
  }
});

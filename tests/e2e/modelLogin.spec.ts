/**
 * The login machine's generated paths whose outcome the real server decides (serverDecided), in
 * Chromium against that server: a fresh account per path, made as the path needs it (verified, or
 * waiting for activation), the activation key read from the outbox, a wrong password or key where
 * the path needs the server to refuse.
 */
import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD, verifiedAccount } from './accounts.ts';
import { MESSAGES, loginModel } from './modelMachines.ts';
import {
  expectAnswer,
  failedWith,
  holdRequests,
  pathHas,
  redirectClock,
  serverDecided,
  toasts,
  unverifiedAccount,
  useUpMailAllowance,
} from './modelSupport.ts';
import { activationKeyIn, waitForMail } from './outbox.ts';

const model = loginModel();
const SIGNIN = 'POST /api/v1/signin';
const ACTIVATE = 'POST /api/v1/activate';
const RESEND = 'POST /api/v1/resend-verification';

test.describe('login machine, path by path on /login in Chromium', () => {
  test('plans paths that reach every state and transition', () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  for (const path of serverDecided(model.paths)) {
    test(path.description, async ({ page, request }) => {
      const held = await holdRequests(page, [SIGNIN, ACTIVATE, RESEND]);
      const clock = await redirectClock(page);
      const main = page.getByRole('main');
      const button = (name: string) => main.getByRole('button', { name, exact: true });
      let email = newEmail('model-login');
      let since = Date.now();
      let mailSince = 0;

      await path.test({
        states: {
          editing: async ({ context }) => {
            await expect(button('Login')).toBeEnabled();
            await expect(main.getByLabel('Email')).toBeVisible();
            await expect(page).toHaveURL(/\/login/);
            if (context.error) await expect(main.getByRole('alert')).toContainText(context.error);
            else await expect(main.getByRole('alert')).toHaveCount(0);
          },
          submitting: async () => {
            await expect(button('Logging in...')).toBeDisabled();
            await expect(button('Login')).toHaveCount(0);
          },
          activation: async ({ context }) => {
            await expect(main.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
            await expect(main.getByText(`Enter the activation key from the email we sent to ${email}.`)).toBeVisible();
            // The key's error, else the sign-in's notice (why the key is asked for), else nothing.
            const shown = context.activationError ?? context.error;
            if (shown) await expect(main.getByRole('alert')).toHaveText(shown);
            else await expect(main.getByRole('alert')).toHaveCount(0);
          },
          'activation.idle': async () => {
            await expect(button('Activate')).toBeEnabled();
            await expect(button('Resend Code')).not.toHaveAttribute('data-loading');
            await expect(button('Back to login')).toBeEnabled();
          },
          'activation.activating': async () => {
            await expect(button('Activating...')).toBeDisabled();
            await expect(button('Back to login')).toBeDisabled();
          },
          'activation.resending': async () => {
            await expect(button('Resend Code')).toHaveAttribute('data-loading', 'true');
          },
          redirecting: async () => {
            await clock.during(toasts(page).getByText('Login successful!'), async () => {
              await expect(button('Logging in...')).toBeDisabled();
              await expect(page).toHaveURL(/\/login$/);
            });
          },
          done: async () => {
            await expect(page).toHaveURL(/\/create-project$/);
            await expect(page.getByRole('heading', { name: 'Create your project' })).toBeVisible();
          },
        },
        events: {
          'xstate.init': async () => {
            // The server asks for the activation key only of an account whose email is not verified.
            if (pathHas(path, 'xstate.error.actor.signin', 403)) {
              ({ email, since } = await unverifiedAccount(request, 'model-login'));
            } else {
              since = Date.now();
              email = await verifiedAccount(request, 'model-login');
            }
            if (pathHas(path, 'xstate.error.actor.resendVerification', 429)) await useUpMailAllowance(request, email);
            await page.goto('/login');
          },
          'login.submit': async (step) => {
            const wrongPassword = failedWith(path.eventAfter(step), 401);
            await main.getByLabel('Email').fill(email);
            await main.getByLabel(/^Password/).fill(wrongPassword ? 'Wrong-Passw0rd' : PASSWORD);
            await button('Login').click();
          },
          'xstate.done.actor.signin': async ({ event }) => {
            await clock.stop();
            const answer = await held.release(SIGNIN);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ email, password: PASSWORD, remember: false });
          },
          'xstate.error.actor.signin': async ({ event }) => {
            expectAnswer(await held.release(SIGNIN), event);
            if (failedWith(event, 401)) {
              await expect(toasts(page).getByText(MESSAGES.badCredentials)).toBeVisible();
            }
          },
          'activation.submit': async (step) => {
            // A key the server never issued, or the one of the newest email in the outbox.
            const key = failedWith(path.eventAfter(step), 400)
              ? 'AAAA-AAAA'
              : activationKeyIn(await waitForMail(email, since));
            await main.getByLabel(/^Activation key/).fill(key);
            await button('Activate').click();
          },
          'xstate.done.actor.activate': async ({ event }) => {
            await clock.stop();
            const answer = await held.release(ACTIVATE);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toMatchObject({ email });
          },
          'xstate.error.actor.activate': async ({ event }) => {
            expectAnswer(await held.release(ACTIVATE), event);
          },
          'activation.resend': async () => {
            mailSince = Date.now();
            await button('Resend Code').click();
          },
          'xstate.done.actor.resendVerification': async ({ event }) => {
            expectAnswer(await held.release(RESEND), event);
            await expect(toasts(page).getByText(`We sent a new activation key to ${email}.`)).toBeVisible();
            // The new key is in the outbox.
            activationKeyIn(await waitForMail(email, mailSince));
          },
          'xstate.error.actor.resendVerification': async ({ event }) => {
            expectAnswer(await held.release(RESEND), event);
            await expect(toasts(page).getByText(/^Too many attempts\./)).toBeVisible();
          },
          'xstate.after.redirectDelay.login.redirecting': async () => {
            await expect(page).toHaveURL(/\/create-project$/, { timeout: 5000 });
          },
        },
      });
    });
  }
});

/**
 * The changePassword machine's generated paths whose outcome the real server decides (serverDecided),
 * in Chromium against that server: the reset link of a fresh account's email, read from the outbox
 * (used once already where the path needs the server to refuse it), and the new password then
 * signing in.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, verifiedAccount } from './accounts.ts';
import { changePasswordModel, STRONG_PASSWORD } from './modelMachines.ts';
import { expectAnswer, holdRequests, linkTo, serverDecided } from './modelSupport.ts';

const RESET = 'POST /api/v1/reset-password';

const withToken = changePasswordModel('from-the-email');
const withoutToken = changePasswordModel(null);

test('changePassword: the paths with and without a token together reach every state and transition', () => {
  const [given, missing] = [withToken.unreachable, withoutToken.unreachable];
  expect(given.states.filter((s) => missing.states.includes(s))).toEqual([]);
  expect(given.transitions.filter((t) => missing.transitions.includes(t))).toEqual([]);
});

// Without a token, or with a password the form refuses, the screen decides alone: those paths never reach the server.
test.describe('changePassword machine, path by path on /change-password?token=… in Chromium', () => {
  for (const path of serverDecided(withToken.paths)) {
    test(path.description, async ({ page, request }) => {
      const held = await holdRequests(page, [RESET]);
      const main = page.getByRole('main');
      const dialog = page.getByRole('dialog', { name: 'Reset Success' });
      const button = (name: string) => main.getByRole('button', { name, exact: true });
      let email = '';
      let link!: URL;

      await path.test({
        states: {
          editing: async ({ context }) => {
            await expect(button('Change Password')).toBeEnabled();
            await expect(page).toHaveURL(/\/change-password\?token=/);
            await expect(dialog).toHaveCount(0);
            if (context.error) await expect(main.getByRole('alert')).toHaveText(context.error);
            else await expect(main.getByRole('alert')).toHaveCount(0);
          },
          changing: async () => {
            await expect(button('Changing Password...')).toBeDisabled();
          },
          succeeded: async () => {
            await expect(dialog).toBeVisible();
            await expect(
              dialog.getByText('Your password has been changed. Sign in with your new password.'),
            ).toBeVisible();
          },
          done: async () => {
            await expect(page).toHaveURL(/\/login$/);
            await expect(main.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
            await expect(dialog).toHaveCount(0);
          },
        },
        events: {
          'xstate.init': async () => {
            email = await verifiedAccount(request, 'model-change');
            const since = Date.now();
            expect((await request.post('/api/v1/forgot-password', { data: { email } })).status()).toBe(200);
            link = await linkTo(email, since, '/change-password');
            await page.goto(link.pathname + link.search);
          },
          'password.submit': async (step) => {
            const { newPassword, confirmPassword } = step.event as unknown as Record<string, string>;
            // A link works once: where the path needs it refused, it was used already.
            if (path.eventAfter(step)?.type.startsWith('xstate.error.actor.')) {
              const used = await request.post('/api/v1/reset-password', {
                data: {
                  token: link.searchParams.get('token'),
                  new_password: 'Used-0nce-pass',
                  confirm_password: 'Used-0nce-pass',
                },
              });
              expect(used.status()).toBe(200);
            }
            await main.getByLabel(/^New password/).fill(newPassword!);
            await main.getByLabel(/^Confirm password/).fill(confirmPassword!);
            await button('Change Password').click();
          },
          'xstate.done.actor.resetPassword': async ({ event }) => {
            const answer = await held.release(RESET);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({
              new_password: STRONG_PASSWORD,
              confirm_password: STRONG_PASSWORD,
              token: link.searchParams.get('token'),
            });
            // The new password signs in; the old one no longer does.
            const signin = (password: string) => request.post('/api/v1/signin', { data: { email, password } });
            expect((await signin(STRONG_PASSWORD)).status()).toBe(200);
            expect((await signin(PASSWORD)).status()).toBe(401);
          },
          'xstate.error.actor.resetPassword': async ({ event }) => {
            expectAnswer(await held.release(RESET), event);
          },
          'success.login': async () => {
            await dialog.getByRole('button', { name: 'Login', exact: true }).click();
          },
        },
      });
    });
  }
});

/**
 * The changePassword machine's generated paths in Chromium against the real server: the reset
 * link of a fresh account's email, read from the outbox (used once already where the path needs
 * the server to refuse it), and the new password then signing in.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, verifiedAccount } from './accounts.ts';
import { changePasswordModel, STRONG_PASSWORD } from './modelMachines.ts';
import { expectAnswer, holdRequests, linkTo, pathHas } from './modelSupport.ts';

const RESET = 'POST /api/v1/reset-password';

const models = (['from-the-email', null] as const).map((token) => ({ token, model: changePasswordModel(token) }));

test('changePassword: the paths with and without a token together reach every state and transition', () => {
  const [withToken, withoutToken] = models.map(({ model }) => model.unreachable);
  expect(withToken!.states.filter((s) => withoutToken!.states.includes(s))).toEqual([]);
  expect(withToken!.transitions.filter((t) => withoutToken!.transitions.includes(t))).toEqual([]);
});

for (const { token, model } of models) {
  test.describe(`changePassword machine, path by path on /change-password${token ? '?token=…' : ''} in Chromium`, () => {
    for (const path of model.paths) {
      test(path.description, async ({ page, request }) => {
        const held = await holdRequests(page, [RESET]);
        const main = page.getByRole('main');
        const dialog = page.getByRole('dialog', { name: 'Reset Success' });
        const button = (name: string) => main.getByRole('button', { name, exact: true });
        let email = '';
        let link: URL | null = null;

        await path.test({
          states: {
            noToken: async () => {
              await expect(page).toHaveURL(/\/reset-password$/);
              await expect(main.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
            },
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
              if (!token) {
                await page.goto('/change-password');
                return;
              }
              // Only a path that reaches the server needs a real link; the others are refused on the spot.
              if (
                pathHas(path, 'xstate.done.actor.resetPassword') ||
                pathHas(path, 'xstate.error.actor.resetPassword')
              ) {
                email = await verifiedAccount(request, 'model-change');
                const since = Date.now();
                expect((await request.post('/api/v1/forgot-password', { data: { email } })).status()).toBe(200);
                link = await linkTo(email, since, '/change-password');
                await page.goto(link.pathname + link.search);
              } else {
                await page.goto('/change-password?token=never-sent');
              }
            },
            'password.submit': async (step) => {
              const { newPassword, confirmPassword } = step.event as unknown as Record<string, string>;
              // A link works once: where the path needs it refused, it was used already.
              if (link && path.eventAfter(step)?.type.startsWith('xstate.error.actor.')) {
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
              if (step.state.matches('editing')) {
                // Refused on the spot, without a request.
                await expect(main.getByRole('alert')).toHaveText(step.state.context.error as string);
                expect(held.pending(RESET)).toBe(0);
              }
            },
            'xstate.done.actor.resetPassword': async ({ event }) => {
              const answer = await held.release(RESET);
              expectAnswer(answer, event);
              expect(answer.request.postDataJSON()).toEqual({
                new_password: STRONG_PASSWORD,
                confirm_password: STRONG_PASSWORD,
                token: link?.searchParams.get('token'),
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
}

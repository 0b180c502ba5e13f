/**
 * The emailVerification machine's generated paths in Chromium against the real server: the
 * verification link of a fresh account's email, opened from the outbox (once more after it was
 * used, where the path needs the server to refuse it).
 */
import { expect, test } from '@playwright/test';
import { ACTIVATED_MESSAGE } from '../../src/machines/emailVerification.ts';
import { PASSWORD } from './accounts.ts';
import { emailVerificationModel } from './modelMachines.ts';
import { expectAnswer, holdRequests, toasts, unverifiedAccount } from './modelSupport.ts';

const model = emailVerificationModel();
const VERIFY = 'POST /api/v1/verify-email';

test.describe('emailVerification machine, path by path on /login?token=… in Chromium', () => {
  test('plans paths that reach every state and transition', () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  for (const path of model.paths) {
    test(path.description, async ({ page, request }) => {
      const held = await holdRequests(page, [VERIFY]);
      const main = page.getByRole('main');
      const verifying = main.getByRole('status').filter({ hasText: 'Verifying your email…' });
      const notVerified = main.getByRole('alert').filter({ hasText: 'Email not verified' });
      let account!: Awaited<ReturnType<typeof unverifiedAccount>>;
      const token = () => account.link.searchParams.get('token');

      await path.test({
        states: {
          idle: async () => {
            await expect(main.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
            await expect(verifying).toHaveCount(0);
            await expect(notVerified).toHaveCount(0);
          },
          verifying: async () => {
            await expect(verifying).toBeVisible();
            // The token left the address bar at once.
            await expect(page).toHaveURL(`/login?${new URLSearchParams({ email: account.email })}`);
          },
          verified: async () => {
            await expect(verifying).toHaveCount(0);
            await expect(notVerified).toHaveCount(0);
            await expect(page).toHaveURL(`/login?${new URLSearchParams({ email: account.email })}`);
            await expect(main.getByLabel('Email')).toHaveValue(account.email);
          },
          failed: async ({ context }) => {
            await expect(verifying).toHaveCount(0);
            await expect(notVerified).toContainText(context.error);
          },
        },
        events: {
          'xstate.init': async () => {
            account = await unverifiedAccount(request, 'model-verify');
            await page.goto('/login');
          },
          'verify.start': async (step) => {
            expect(account.link.pathname).toBe('/login');
            expect(account.link.searchParams.get('email')).toBe(account.email);
            // A link works once: where the path needs it refused, it was used already.
            if (path.eventAfter(step)?.type.startsWith('xstate.error.actor.')) {
              const used = await request.post('/api/v1/verify-email', { data: { token: token() } });
              expect(used.status()).toBe(200);
            }
            await page.goto(account.link.pathname + account.link.search);
          },
          'xstate.done.actor.verifyEmail': async ({ event }) => {
            const answer = await held.release(VERIFY);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ token: token() });
            await expect(toasts(page).getByText(ACTIVATED_MESSAGE)).toBeVisible();
            // The account signs in now, without the activation key.
            const signin = await request.post('/api/v1/signin', { data: { email: account.email, password: PASSWORD } });
            expect(signin.status()).toBe(200);
          },
          'xstate.error.actor.verifyEmail': async ({ event }) => {
            const answer = await held.release(VERIFY);
            expectAnswer(answer, event);
            const { serverMessage } = (event as unknown as { error: { serverMessage: string } }).error;
            await expect(toasts(page).getByText(serverMessage)).toBeVisible();
          },
        },
      });
    });
  }
});

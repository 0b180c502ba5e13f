import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { ACTIVATED_MESSAGE, emailVerificationMachine } from '../../src/machines/emailVerification.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, IN_TOAST, page, renderScreen } from '../unit/support/renderScreen.tsx';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';

const VERIFY = 'POST /api/v1/verify-email';

/** A link with the address (it leaves `?email=` behind) and one without; one model each. */
const links = ['ada@gmail.com', null].map((email) => ({
  email,
  model: machineModel('emailVerification', emailVerificationMachine, {
    events: [
      { type: 'verify.start', token: 'tok-link', email },
      { type: 'xstate.done.actor.verifyEmail', output: { success: true, message: 'Verified.' } },
      { type: 'xstate.error.actor.verifyEmail', error: serverError('verifyEmail', 400, 'This link has expired.') },
    ],
  }),
}));

// The client shares a token's successful answer for the rest of the session (a token is single
// use), so every path follows a link with a token of its own.
let linksFollowed = 0;

for (const { email, model } of links) {
  const landing = email ? `/login?${new URLSearchParams({ email })}` : '/login';

  describeModel(
    `emailVerification machine, path by path on /login, link ${email ? 'with' : 'without'} ?email=`,
    model,
    async (path) => {
      const api = heldApi({}, [VERIFY]);
      let s!: ReturnType<typeof renderScreen>;
      let token = '';
      const verifyingStatus = () => screen.queryByText('Verifying your email…');
      const loginForm = async () => {
        expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
        expect(field('Email').value).toBe(email ?? '');
      };
      await path.test({
        states: {
          idle: async () => {
            expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
            expect(s.route()).toBe('/login');
            expect(verifyingStatus()).toBeNull();
            expect(page().queryByRole('alert')).toBeNull();
          },
          verifying: async () => {
            expect(await screen.findByText('Verifying your email…')).toBeTruthy();
            // The token left the address bar at once.
            expect(s.route()).toBe(landing);
            await loginForm();
            expect(page().queryByRole('alert')).toBeNull();
          },
          verified: async () => {
            await waitFor(() => expect(verifyingStatus()).toBeNull());
            expect(page().queryByRole('alert')).toBeNull();
            expect(s.route()).toBe(landing);
            await loginForm();
          },
          failed: async ({ context }) => {
            const alert = await page().findByRole('alert');
            expect(alert.textContent).toBe(`Email not verified${context.error}`);
            expect(verifyingStatus()).toBeNull();
            expect(s.route()).toBe(landing);
            await loginForm();
          },
        },
        events: {
          'xstate.init': () => {
            s = renderScreen('/login');
          },
          // The user follows the link of the verification email.
          'verify.start': async ({ event }) => {
            const link = event as unknown as { token: string; email: string | null };
            linksFollowed += 1;
            token = `${link.token}-${linksFollowed}`;
            const query = new URLSearchParams({ token, ...(link.email ? { email: link.email } : {}) });
            await act(() => s.navigate(`/login?${query}`));
          },
          'xstate.done.actor.verifyEmail': async ({ event }) => {
            const call = await api.settle(VERIFY, replyFor(event));
            expect(call.body).toEqual({ token });
            expect(await screen.findByText(ACTIVATED_MESSAGE, IN_TOAST)).toBeTruthy();
          },
          'xstate.error.actor.verifyEmail': async ({ event }) => {
            const call = await api.settle(VERIFY, replyFor(event));
            expect(call.body).toEqual({ token });
            expect(await screen.findByText('This link has expired.', IN_TOAST)).toBeTruthy();
          },
        },
      });
      expect(api.to('POST', '/api/v1/verify-email')).toHaveLength(1);
      expect(api.unrouted).toEqual([]);
    },
  );
}

import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { loginMachine } from '../../src/machines/login.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, IN_TOAST, page, renderScreen, signinOk } from '../unit/support/renderScreen.tsx';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { fillIn } from '../unit/support/fillIn.ts';

const signedIn = (signinOk(false, 'tok-model') as { body: unknown }).body;
const activationRequired = serverError('signin', 403, 'Please activate your account.', { activation_required: true });

const model = machineModel('login', loginMachine, {
  events: [
    { type: 'login.submit', values: { email: 'ada@gmail.com', password: 'Abcdefg1', remember: false } },
    { type: 'activation.submit', key: 'ABCD-1234' },
    { type: 'xstate.done.actor.signin', output: signedIn },
    { type: 'xstate.error.actor.signin', error: activationRequired },
    { type: 'xstate.error.actor.signin', error: serverError('signin', 401, 'Invalid email or password.') },
    { type: 'xstate.done.actor.activate', output: signedIn },
    { type: 'xstate.error.actor.activate', error: serverError('activate', 400, 'That activation key is not valid.') },
    { type: 'xstate.done.actor.resendVerification', output: { success: true, message: 'sent' } },
    { type: 'xstate.error.actor.resendVerification', error: serverError('resendVerification', 429, 'Slow down.') },
  ],
  context: (c: { error: string | null; activationError: string | null }) => [c.error, c.activationError],
  // 'Back to login' is disabled while the key is being checked.
  filterEvents: (s, e) => !(e.type === 'activation.back' && s.matches({ activation: 'activating' })),
});

const SIGNIN = 'POST /api/v1/signin';
const ACTIVATE = 'POST /api/v1/activate';
const RESEND = 'POST /api/v1/resend-verification';

describeModel('login machine, path by path on /login', model, async (path) => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = heldApi({}, [SIGNIN, ACTIVATE, RESEND]);
  let s!: ReturnType<typeof renderScreen>;
  const button = (name: string) => screen.findByRole('button', { name });
  await path.test({
    states: {
      editing: async ({ context }) => {
        expect(await button('Login')).toBeTruthy();
        expect(field('Email')).toBeTruthy();
        if (context.error) expect(await page().findByText(context.error)).toBeTruthy();
      },
      submitting: async () => expect(await button('Logging in...')).toBeTruthy(),
      activation: async ({ context }) => {
        expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeTruthy();
        if (context.activationError) expect(await page().findByText(context.activationError)).toBeTruthy();
      },
      'activation.idle': async () => {
        expect(((await button('Activate')) as HTMLButtonElement).disabled).toBe(false);
      },
      'activation.activating': async () => expect(await button('Activating...')).toBeTruthy(),
      'activation.resending': async () => {
        await waitFor(() => expect(screen.getByRole('button', { name: /Resend Code/ }).dataset.loading).toBe('true'));
      },
      redirecting: async () => {
        expect(await screen.findByText('Login successful!', IN_TOAST)).toBeTruthy();
        expect(s.route()).toBe('/login');
      },
      done: async () => waitFor(() => expect(s.route()).toBe('/create-project')),
    },
    events: {
      'xstate.init': () => {
        s = renderScreen('/login');
      },
      'login.submit': async () => {
        await s.user.clear(field('Email'));
        await fillIn(s.user, field('Email'), 'ada@gmail.com');
        await fillIn(s.user, field('Password'), 'Abcdefg1');
        await s.user.click(await button('Login'));
      },
      'activation.submit': async () => {
        await s.user.type(await screen.findByLabelText(/^Activation key/, { selector: 'input' }), 'ABCD-1234');
        await s.user.click(await button('Activate'));
      },
      'activation.resend': async () => s.user.click(await button('Resend Code')),
      'activation.back': async () => s.user.click(await button('Back to login')),
      'xstate.done.actor.signin': async ({ event }) => {
        const call = await api.settle(SIGNIN, replyFor(event));
        expect(call.body).toEqual({ email: 'ada@gmail.com', password: 'Abcdefg1', remember: false });
      },
      'xstate.error.actor.signin': async ({ event }) => {
        await api.settle(SIGNIN, replyFor(event));
      },
      'xstate.done.actor.activate': async ({ event }) => {
        const call = await api.settle(ACTIVATE, replyFor(event));
        expect(call.body).toMatchObject({ email: 'ada@gmail.com', activation_key: 'ABCD-1234' });
      },
      'xstate.error.actor.activate': async ({ event }) => {
        await api.settle(ACTIVATE, replyFor(event));
      },
      'xstate.done.actor.resendVerification': async ({ event }) => {
        await api.settle(RESEND, replyFor(event));
        expect(await screen.findByText('We sent a new activation key to ada@gmail.com.', IN_TOAST)).toBeTruthy();
      },
      'xstate.error.actor.resendVerification': async ({ event }) => {
        await api.settle(RESEND, replyFor(event));
        expect(await screen.findByText('Slow down.', IN_TOAST)).toBeTruthy();
      },
      'xstate.after.redirectDelay.login.redirecting': () => act(() => vi.advanceTimersByTimeAsync(2000)),
    },
  });
});

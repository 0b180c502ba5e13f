import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { signupMachine } from '../../src/machines/signup.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, IN_TOAST, page, renderScreen } from '../unit/support/renderScreen.tsx';
import { describeModel } from './support/describeModel.ts';
import { emailSentDialog } from './support/emailSentDialog.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';
import { fillIn } from '../unit/support/fillIn.ts';

const values = {
  company_name: 'Analytical QA',
  full_name: 'Ada Lovelace',
  email: 'ada@gmail.com',
  password: 'Abcdefg1',
  contact_number: '',
};

const model = machineModel('signup', signupMachine, {
  events: [
    { type: 'signup.submit', values },
    { type: 'xstate.done.actor.signup', output: { success: true, data: { message: 'Registration successful.' } } },
    {
      type: 'xstate.error.actor.signup',
      error: serverError('signup', 409, 'An account with this email already exists.'),
    },
    { type: 'xstate.done.actor.resendVerification', output: { success: true, message: 'Sent.' } },
    { type: 'xstate.error.actor.resendVerification', error: serverError('resendVerification', 429, 'Slow down.') },
  ],
  context: (c: { error: string | null }) => c.error,
});

const SIGNUP = 'POST /api/v1/signup';
const RESEND = 'POST /api/v1/resend-verification';

describeModel('signup machine, path by path on /signup', model, async (path) => {
  const api = heldApi({}, [SIGNUP, RESEND]);
  const dialog = emailSentDialog('Verify Your Email');
  let s!: ReturnType<typeof renderScreen>;
  const button = (name: string) => screen.findByRole('button', { name });
  await path.test({
    states: {
      editing: async ({ context }) => {
        expect(((await button('Register')) as HTMLButtonElement).disabled).toBe(false);
        expect(screen.queryByRole('dialog')).toBeNull();
        if (context.error) expect(await page().findByRole('alert')).toHaveProperty('textContent', context.error);
        else expect(page().queryByRole('alert')).toBeNull();
      },
      submitting: async () => {
        expect(((await button('Registering...')) as HTMLButtonElement).disabled).toBe(true);
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      verifyDialog: async () => {
        const shown = await dialog.find();
        expect(shown.textContent).toContain('Hi Ada Lovelace,');
        expect(within(shown).getByText('ada@gmail.com')).toBeTruthy();
        expect(s.route()).toBe('/signup');
      },
      'verifyDialog.idle': () => dialog.expectResending(false),
      'verifyDialog.resending': () => dialog.expectResending(true),
      closed: async () => {
        await waitFor(() => expect(s.route()).toBe('/login?email=ada%40gmail.com'));
        expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
        expect(field('Email').value).toBe('ada@gmail.com');
        expect(screen.queryByRole('dialog')).toBeNull();
      },
    },
    events: {
      'xstate.init': () => {
        s = renderScreen('/signup');
      },
      'signup.submit': async () => {
        for (const [label, value] of [
          ['Company name', values.company_name],
          ['Full name', values.full_name],
          ['Email address', values.email],
          ['Password', values.password],
        ] as const) {
          await s.user.clear(field(label));
          await fillIn(s.user, field(label), value);
        }
        await s.user.click(await button('Register'));
      },
      'xstate.done.actor.signup': async ({ event }) => {
        const call = await api.settle(SIGNUP, replyFor(event));
        expect(call.body).toEqual(values);
        expect(await screen.findByText('Registration successful.', IN_TOAST)).toBeTruthy();
      },
      'xstate.error.actor.signup': async ({ event }) => {
        await api.settle(SIGNUP, replyFor(event));
        expect(await screen.findByText('An account with this email already exists.', IN_TOAST)).toBeTruthy();
      },
      'verify.resend': async () => s.user.click(await dialog.button('Resend Code')),
      'xstate.done.actor.resendVerification': ({ event }) =>
        oneMoreToast('We sent a new link to ada@gmail.com.', async () => {
          const call = await api.settle(RESEND, replyFor(event));
          expect(call.body).toEqual({ email: 'ada@gmail.com' });
        }),
      'xstate.error.actor.resendVerification': ({ event }) =>
        oneMoreToast('Slow down.', () => api.settle(RESEND, replyFor(event))),
      'verify.visitEmail': () => dialog.visitEmail(s.user, 'https://mail.google.com/'),
      'verify.close': async () => s.user.click(await dialog.button('Close')),
    },
  });
  expect(api.unrouted).toEqual([]);
});

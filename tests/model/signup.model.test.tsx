import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { signupMachine } from '../../src/machines/signup.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, IN_TOAST, page, renderScreen, resetScreenState } from '../unit/support/renderScreen.tsx';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';

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

describe('signup machine, path by path on /signup', () => {
  afterEach(resetScreenState);
  afterAll(model.writeCoverage);

  it('plans paths that reach every state and transition', () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      const api = heldApi({}, [SIGNUP, RESEND]);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      let s!: ReturnType<typeof renderScreen>;
      const button = (name: string) => screen.findByRole('button', { name });
      const dialog = () => screen.findByRole('dialog', { name: 'Verify Your Email' });
      const inDialog = async (name: string) => within(await dialog()).getByRole('button', { name });
      const toasts = (text: string) => screen.queryAllByText(text, IN_TOAST).length;
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
            const shown = await dialog();
            expect(shown.textContent).toContain('Hi Ada Lovelace,');
            expect(within(shown).getByText('ada@gmail.com')).toBeTruthy();
            expect(s.route()).toBe('/signup');
          },
          'verifyDialog.idle': async () => {
            await waitFor(async () => expect((await inDialog('Resend Code')).dataset.loading).toBeUndefined());
          },
          'verifyDialog.resending': async () => {
            await waitFor(async () => expect((await inDialog('Resend Code')).dataset.loading).toBe('true'));
          },
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
              await s.user.type(field(label), value);
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
          'verify.resend': async () => s.user.click(await inDialog('Resend Code')),
          'xstate.done.actor.resendVerification': async ({ event }) => {
            const before = toasts('We sent a new link to ada@gmail.com.');
            const call = await api.settle(RESEND, replyFor(event));
            expect(call.body).toEqual({ email: 'ada@gmail.com' });
            await waitFor(() => expect(toasts('We sent a new link to ada@gmail.com.')).toBe(before + 1));
          },
          'xstate.error.actor.resendVerification': async ({ event }) => {
            const before = toasts('Slow down.');
            await api.settle(RESEND, replyFor(event));
            await waitFor(() => expect(toasts('Slow down.')).toBe(before + 1));
          },
          'verify.visitEmail': async () => {
            const before = open.mock.calls.length;
            await s.user.click(await inDialog('Visit Email'));
            expect(open.mock.calls.slice(before)).toEqual([
              ['https://mail.google.com/', '_blank', 'noopener,noreferrer'],
            ]);
          },
          'verify.close': async () => s.user.click(await inDialog('Close')),
        },
      });
      expect(api.unrouted).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { changePasswordMachine } from '../../../src/machines/changePassword.ts';
import { emailVerificationMachine } from '../../../src/machines/emailVerification.ts';
import { passwordResetMachine } from '../../../src/machines/passwordReset.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

describe('passwordReset machine', () => {
  function start() {
    const forgot = deferredActor<unknown>();
    const effects = effectSpies();
    const actor = createActor(
      passwordResetMachine.provide({ actors: { forgotPassword: forgot.logic }, actions: effects.actions }),
    ).start();
    return { actor, forgot, effects };
  }

  it("refuses an empty email with 'Please enter your email address'", () => {
    const t = start();
    t.actor.send({ type: 'reset.submit', email: '   ' });
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.actor.getSnapshot().context.error).toBe('Please enter your email address');
    expect(t.forgot.calls).toEqual([]);
  });

  it("sends the link, toasts, and opens 'Check Your Email'", async () => {
    const t = start();
    t.actor.send({ type: 'reset.submit', email: ' a@outlook.com ' });
    expect(t.actor.getSnapshot().value).toBe('sending');
    await t.forgot.resolve({ success: true });
    expect(t.actor.getSnapshot().matches('sent')).toBe(true);
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Reset password link sent successfully!' }]);
    t.actor.send({ type: 'reset.resend' });
    expect(t.forgot.calls).toEqual([{ email: 'a@outlook.com' }, { email: 'a@outlook.com' }]);
    await t.forgot.reject(new ApiError('forgotPassword', 0, 'Network error occurred'));
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Network error occurred' });
    t.actor.send({ type: 'reset.visitEmail' });
    expect(t.effects.opened).toEqual(['https://outlook.live.com/mail/']);
    t.actor.send({ type: 'reset.close' });
    expect(t.effects.navigations).toEqual([{ to: '/login' }]);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it("shows the error, else 'Failed to send reset link'", async () => {
    const t = start();
    t.actor.send({ type: 'reset.submit', email: 'a@b.co' });
    await t.forgot.reject(serverError('forgotPassword', 429, 'Too many attempts.'));
    expect(t.actor.getSnapshot().context.error).toBe('Too many attempts.');
    t.actor.send({ type: 'reset.submit', email: 'a@b.co' });
    // What the client rejects with when the server's answer carries no message.
    await t.forgot.reject(new ApiError('forgotPassword', 500, 'Failed to send email', { success: false }));
    expect(t.actor.getSnapshot().context.error).toBe('Failed to send reset link');
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to send reset link' });
  });
});

describe('changePassword machine', () => {
  function start(token: string | null) {
    const reset = deferredActor<unknown>();
    const effects = effectSpies();
    const actor = createActor(
      changePasswordMachine.provide({ actors: { resetPassword: reset.logic }, actions: effects.actions }),
      {
        input: { token },
      },
    ).start();
    return { actor, reset, effects };
  }

  it('goes to /reset-password without a token', () => {
    const t = start(null);
    expect(t.actor.getSnapshot().value).toBe('noToken');
    expect(t.effects.navigations).toEqual([{ to: '/reset-password', replace: true }]);
  });

  it('refuses a mismatch, then a weak password, before calling the server', () => {
    const t = start('tok');
    t.actor.send({ type: 'password.submit', newPassword: 'Strong1Pass', confirmPassword: 'Strong1Pas' });
    expect(t.actor.getSnapshot().context.error).toBe('Passwords do not match!');
    t.actor.send({ type: 'password.submit', newPassword: 'weak', confirmPassword: 'weak' });
    expect(t.actor.getSnapshot().context.error).toBe('Please use a stronger password!');
    expect(t.reset.calls).toEqual([]);
  });

  it("changes the password, opens 'Reset Success', and its Login goes to /login", async () => {
    const t = start('tok');
    t.actor.send({ type: 'password.submit', newPassword: 'Strong1Pass', confirmPassword: 'Strong1Pass' });
    expect(t.actor.getSnapshot().value).toBe('changing');
    expect(t.reset.calls).toEqual([{ new_password: 'Strong1Pass', confirm_password: 'Strong1Pass', token: 'tok' }]);
    await t.reset.resolve({ success: true });
    expect(t.actor.getSnapshot().value).toBe('succeeded');
    t.actor.send({ type: 'success.login' });
    expect(t.effects.navigations).toEqual([{ to: '/login' }]);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's message, else 'Failed to reset password'", async () => {
    const t = start('tok');
    t.actor.send({ type: 'password.submit', newPassword: 'Strong1Pass', confirmPassword: 'Strong1Pass' });
    await t.reset.reject(serverError('resetPassword', 400, 'This link expired.'));
    expect(t.actor.getSnapshot().context.error).toBe('This link expired.');
    t.actor.send({ type: 'password.submit', newPassword: 'Strong1Pass', confirmPassword: 'Strong1Pass' });
    await t.reset.reject(new Error(''));
    expect(t.actor.getSnapshot().context.error).toBe('Failed to reset password');
  });
});

describe('emailVerification machine', () => {
  function start() {
    const verify = deferredActor<unknown>();
    const effects = effectSpies();
    const actor = createActor(
      emailVerificationMachine.provide({ actors: { verifyEmail: verify.logic }, actions: effects.actions }),
    ).start();
    return { actor, verify, effects };
  }

  it('verifies the token, clears it from the address, and asks the user to log in', async () => {
    const t = start();
    t.actor.send({ type: 'verify.start', token: 'tok', email: 'a@b.co' });
    expect(t.verify.calls).toEqual([{ token: 'tok' }]);
    expect(t.effects.navigations).toEqual([{ to: '/login?email=a%40b.co', replace: true }]);
    await t.verify.resolve({ success: true });
    expect(t.actor.getSnapshot().value).toBe('verified');
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Account activated successfully! Please log in.' }]);
  });

  it("shows the message, else 'Activation failed. Please try again.'", async () => {
    const t = start();
    t.actor.send({ type: 'verify.start', token: 'tok', email: null });
    expect(t.effects.navigations).toEqual([{ to: '/login', replace: true }]);
    await t.verify.reject(new Error(''));
    expect(t.actor.getSnapshot().value).toBe('failed');
    expect(t.actor.getSnapshot().context.error).toBe('Activation failed. Please try again.');
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Activation failed. Please try again.' }]);
  });
});

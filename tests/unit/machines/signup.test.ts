import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signupMachine } from '../../../src/machines/signup.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

const values = { full_name: ' Grace Hopper ', company_name: 'Acme', email: ' grace@acme.io ', password: 'weak' };

function start() {
  const signup = deferredActor<{ success: true; data: { message: string } }>();
  const resend = deferredActor<unknown>();
  const effects = effectSpies();
  const actor = createActor(
    signupMachine.provide({
      actors: { signup: signup.logic, resendVerification: resend.logic },
      actions: effects.actions,
    }),
  ).start();
  return { actor, signup, resend, effects };
}

describe('signup machine', () => {
  it("submits even a weak password, shows 'Registering...' state, then the verify dialog", async () => {
    const t = start();
    t.actor.send({ type: 'signup.submit', values });
    expect(t.actor.getSnapshot().value).toBe('submitting');
    expect(t.signup.calls).toEqual([{ ...values, email: 'grace@acme.io' }]);
    await t.signup.resolve({ success: true, data: { message: 'Registration successful.' } });
    expect(t.actor.getSnapshot().matches('verifyDialog')).toBe(true);
    expect(t.actor.getSnapshot().context.user).toEqual({ fullName: 'Grace Hopper', email: 'grace@acme.io' });
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Registration successful.' }]);
  });

  it("keeps the server's data.message on failure, else 'Signup failed.'", async () => {
    const t = start();
    t.actor.send({ type: 'signup.submit', values });
    await t.signup.reject(serverError('signup', 409, 'An account with this email already exists.'));
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.actor.getSnapshot().context.error).toBe('An account with this email already exists.');
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'An account with this email already exists.' }]);
    t.actor.send({ type: 'signup.submit', values });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    await t.signup.reject(new Error(''));
    expect(t.actor.getSnapshot().context.error).toBe('Signup failed.');
  });

  it('resends the code, opens the webmail, and closes to the login page', async () => {
    const t = start();
    t.actor.send({ type: 'signup.submit', values: { ...values, email: 'g@gmail.com' } });
    await t.signup.resolve({ success: true, data: { message: 'ok' } });
    t.actor.send({ type: 'verify.resend' });
    expect(t.actor.getSnapshot().matches({ verifyDialog: 'resending' })).toBe(true);
    expect(t.resend.calls).toEqual([{ email: 'g@gmail.com' }]);
    await t.resend.resolve({ success: true });
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'success', message: 'We sent a new link to g@gmail.com.' });
    t.actor.send({ type: 'verify.resend' });
    await t.resend.reject(serverError('resendVerification', 429, 'Too many attempts.'));
    expect(t.actor.getSnapshot().context.resendError).toBe('Too many attempts.');
    t.actor.send({ type: 'verify.visitEmail' });
    expect(t.effects.opened).toEqual(['https://mail.google.com/']);
    t.actor.send({ type: 'verify.close' });
    expect(t.effects.navigations).toEqual([{ to: '/login?email=g%40gmail.com' }]);
    expect(t.actor.getSnapshot().status).toBe('done');
  });
});

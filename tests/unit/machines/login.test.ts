import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SigninResponse } from '../../../src/api/auth.ts';
import { ApiError, NETWORK_ERROR } from '../../../src/api/errors.ts';
import { loginMachine, type StartSession } from '../../../src/machines/login.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

/** A sign-in answer for a user who completed `completed` of the three onboarding steps. */
const answer = (completed: number): SigninResponse => ({
  success: true,
  message: 'Login successful',
  data: {
    token: 'tok',
    user: { id: 1, full_name: 'Ada', email: 'ada@x.io', company_name: 'X' },
    has_project: completed > 0,
    onboarding: { completed },
  },
});

function start() {
  const signin = deferredActor<SigninResponse>();
  const activate = deferredActor<SigninResponse>();
  const resend = deferredActor<unknown>();
  const effects = effectSpies();
  const sessions: Parameters<StartSession>[0][] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { signin: signin.logic, activate: activate.logic, resendVerification: resend.logic },
      actions: { ...effects.actions, startSession: (_, s) => void sessions.push(s) },
    }),
  ).start();
  return { actor, signin, activate, resend, effects, sessions };
}

const submit = {
  type: 'login.submit',
  values: { email: ' ada@x.io ', password: 'Secret1Pass', remember: true },
} as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login machine', () => {
  it('signs in, toasts, waits 2 s and goes to onboarding when there is no project', async () => {
    const t = start();
    t.actor.send(submit);
    expect(t.actor.getSnapshot().value).toBe('submitting');
    expect(t.signin.calls).toEqual([{ email: 'ada@x.io', password: 'Secret1Pass', remember: true }]);
    await t.signin.resolve(answer(0));
    expect(t.actor.getSnapshot().value).toBe('redirecting');
    expect(t.sessions).toEqual([
      { token: 'tok', user: answer(0).data.user, remember: true, hasProject: false, onboardingCompleted: 0 },
    ]);
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Login successful!' }]);
    vi.advanceTimersByTime(1999);
    expect(t.effects.navigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.effects.navigations).toEqual([{ to: '/create-project', replace: true }]);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [1, '/config'],
    [2, '/add-tests'],
    [3, '/dashboard'],
  ])('continues onboarding where the user stopped (%i steps done → %s)', async (completed, route) => {
    const t = start();
    t.actor.send(submit);
    await t.signin.resolve(answer(completed));
    vi.advanceTimersByTime(2000);
    expect(t.effects.navigations).toEqual([{ to: route, replace: true }]);
  });

  it("shows the server's message and toasts 'Login failed!'", async () => {
    const t = start();
    t.actor.send(submit);
    await t.signin.reject(serverError('signin', 401, 'Invalid email or password.'));
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.actor.getSnapshot().context.error).toBe('Invalid email or password.');
    expect(t.effects.notices).toEqual([
      { tone: 'error', title: 'Login failed!', message: 'Invalid email or password.' },
    ]);
    expect(t.sessions).toEqual([]);
  });

  it("says 'Network error occurred' offline", async () => {
    const t = start();
    t.actor.send(submit);
    await t.signin.reject(new ApiError('signin', 0, NETWORK_ERROR));
    expect(t.actor.getSnapshot().context.error).toBe('Network error occurred');
  });

  it("falls back to 'Login failed' when the error has no message", async () => {
    const t = start();
    t.actor.send(submit);
    await t.signin.reject(new Error(''));
    expect(t.actor.getSnapshot().context.error).toBe('Login failed');
  });

  describe('the activation-key step', () => {
    async function atActivation() {
      const t = start();
      t.actor.send(submit);
      await t.signin.reject(
        new ApiError('signin', 403, 'Not activated', { data: { message: 'Not activated', activation_required: true } }),
      );
      return t;
    }

    it('opens for an account that needs activation', async () => {
      const t = await atActivation();
      expect(t.actor.getSnapshot().matches({ activation: 'idle' })).toBe(true);
      expect(t.effects.notices).toEqual([]);
    });

    it('activates with the key and signs in like a login', async () => {
      const t = await atActivation();
      t.actor.send({ type: 'activation.submit', key: ' abcd-ef23 ' });
      expect(t.actor.getSnapshot().matches({ activation: 'activating' })).toBe(true);
      expect(t.activate.calls).toEqual([{ email: 'ada@x.io', activation_key: 'abcd-ef23', remember: true }]);
      await t.activate.resolve(answer(0));
      expect(t.actor.getSnapshot().value).toBe('redirecting');
      expect(t.sessions).toHaveLength(1);
      vi.advanceTimersByTime(2000);
      expect(t.effects.navigations).toEqual([{ to: '/create-project', replace: true }]);
    });

    it("shows the server's message for a wrong key, else the catalogue's", async () => {
      const t = await atActivation();
      t.actor.send({ type: 'activation.submit', key: 'AAAA-AAAA' });
      await t.activate.reject(serverError('activate', 400, 'Invalid activation key or activation failed.'));
      expect(t.actor.getSnapshot().matches({ activation: 'idle' })).toBe(true);
      expect(t.actor.getSnapshot().context.activationError).toBe('Invalid activation key or activation failed.');
      t.actor.send({ type: 'activation.submit', key: 'AAAA-AAAA' });
      expect(t.actor.getSnapshot().context.activationError).toBeNull();
      await t.activate.reject(new Error(''));
      expect(t.actor.getSnapshot().context.activationError).toBe('Invalid activation key or activation failed.');
    });

    it('resends the key and says so', async () => {
      const t = await atActivation();
      t.actor.send({ type: 'activation.resend' });
      expect(t.resend.calls).toEqual([{ email: 'ada@x.io' }]);
      await t.resend.resolve({ success: true });
      expect(t.effects.notices).toEqual([{ tone: 'success', message: 'We sent a new activation key to ada@x.io.' }]);
      t.actor.send({ type: 'activation.resend' });
      await t.resend.reject(serverError('resendVerification', 429, 'Too many attempts.'));
      expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Too many attempts.' });
    });

    it('goes back to the form', async () => {
      const t = await atActivation();
      t.actor.send({ type: 'activation.back' });
      expect(t.actor.getSnapshot().value).toBe('editing');
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { authSessionMachine } from '../../../src/machines/authSession.ts';
import { readStoredToken } from '../../../src/lib/sessionToken.ts';
import { deferredActor, effectSpies } from '../support/deferredActor.ts';

const user = { id: 1, full_name: 'Ada', email: 'ada@x.io', company_name: 'X' };
const meAnswer = (currentProjectId: number | null, completed: number) => ({
  success: true as const,
  data: {
    user,
    organization: { id: 1, name: 'X', plan: 'starter' as const },
    has_project: currentProjectId !== null,
    current_project_id: currentProjectId,
    onboarding: { completed },
  },
});

function start() {
  const me = deferredActor<ReturnType<typeof meAnswer>>();
  const signOut = deferredActor<unknown>();
  const effects = effectSpies();
  const actor = createActor(
    authSessionMachine.provide({ actors: { loadMe: me.logic, signOut: signOut.logic }, actions: effects.actions }),
  ).start();
  return { actor, me, signOut, effects };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('authSession machine', () => {
  it('starts signed out without a stored token', () => {
    expect(start().actor.getSnapshot().value).toBe('signedOut');
  });

  it("restores the token from session storage key 'token' and loads the user", async () => {
    sessionStorage.setItem('token', 'stored');
    const t = start();
    expect(t.actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
    expect(t.actor.getSnapshot().context.token).toBe('stored');
    await t.me.resolve(meAnswer(4, 2));
    expect(t.actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({
      user,
      hasProject: true,
      remember: false,
      currentProjectId: 4,
      onboardingCompleted: 2,
    });
  });

  it('restores a remembered token from local storage', () => {
    localStorage.setItem('token', 'kept');
    expect(start().actor.getSnapshot().context).toMatchObject({ token: 'kept', remember: true });
  });

  it('stays signed in when the user cannot be loaded for another reason than 401, and retries', async () => {
    sessionStorage.setItem('token', 'stored');
    const t = start();
    await t.me.reject(new ApiError('getMe', 0, 'Network error occurred'));
    expect(t.actor.getSnapshot().matches({ signedIn: 'userLoadFailed' })).toBe(true);
    expect(t.actor.getSnapshot().context.userError).toBe('Network error occurred');
    expect(t.actor.getSnapshot().context.token).toBe('stored');
    t.actor.send({ type: 'session.refresh' });
    expect(t.actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
    await t.me.resolve(meAnswer(1, 3));
    expect(t.actor.getSnapshot().context).toMatchObject({ userError: null, currentProjectId: 1 });
  });

  it('forgets a stored token the server no longer knows, quietly, while checking it', async () => {
    localStorage.setItem('token', 'stale');
    const t = start();
    t.actor.send({ type: 'session.expired' });
    expect(t.actor.getSnapshot().value).toBe('signedOut');
    expect(readStoredToken()).toBeNull();
    expect(t.effects.navigations).toEqual([]);
    expect(t.effects.notices).toEqual([]);
  });

  it('keeps a new session in session storage, or local storage when remembered', () => {
    const t = start();
    t.actor.send({ type: 'session.started', token: 'a', user, remember: false, hasProject: false });
    expect(sessionStorage.getItem('token')).toBe('a');
    expect(localStorage.getItem('token')).toBeNull();
    t.actor.send({ type: 'session.started', token: 'b', user, remember: true, hasProject: false });
    expect(localStorage.getItem('token')).toBe('b');
    expect(sessionStorage.getItem('token')).toBeNull();
    // The user's current project comes from GET /me, loaded for the new session.
    expect(t.actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
  });

  it('signs out on the server, forgets the token and goes to /login', async () => {
    const t = start();
    t.actor.send({ type: 'session.started', token: 'a', user, remember: false, hasProject: false });
    t.actor.send({ type: 'session.signOut' });
    expect(t.actor.getSnapshot().matches({ signedIn: 'signingOut' })).toBe(true);
    t.actor.send({ type: 'session.expired' });
    await t.signOut.resolve({ success: true });
    expect(t.actor.getSnapshot().value).toBe('signedOut');
    expect(t.actor.getSnapshot().context.token).toBeNull();
    expect(readStoredToken()).toBeNull();
    expect(t.effects.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(t.effects.notices).toEqual([]);
  });

  it('signs out once: a second Sign out while the first is under way changes nothing', async () => {
    const t = start();
    t.actor.send({ type: 'session.started', token: 'a', user, remember: false, hasProject: false });
    t.actor.send({ type: 'session.signOut' });
    t.actor.send({ type: 'session.signOut' });
    expect(t.signOut.calls).toHaveLength(1);
    expect(t.actor.getSnapshot().context.token).toBe('a');
    expect(t.effects.navigations).toEqual([]);
    await t.signOut.resolve({ success: true });
    expect(t.effects.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('reloads the account on a refresh without forgetting it meanwhile', async () => {
    const t = start();
    t.actor.send({ type: 'session.started', token: 'a', user, remember: false, hasProject: false });
    await t.me.resolve(meAnswer(4, 3));
    t.actor.send({ type: 'session.refresh' });
    expect(t.actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ user, currentProjectId: 4 });
    await t.me.resolve(meAnswer(5, 3));
    expect(t.actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(t.actor.getSnapshot().context.currentProjectId).toBe(5);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const t = start();
    t.actor.send({ type: 'session.started', token: 'a', user, remember: false, hasProject: false });
    t.actor.send({ type: 'session.signOut' });
    await t.signOut.reject(new ApiError('signout', 0, 'Network error occurred'));
    expect(t.actor.getSnapshot().value).toBe('signedOut');
    expect(readStoredToken()).toBeNull();
  });

  it('follows the project switcher and onboarding progress, never backwards', async () => {
    sessionStorage.setItem('token', 'stored');
    const t = start();
    await t.me.resolve(meAnswer(null, 0));
    t.actor.send({ type: 'project.selected', projectId: 9 });
    t.actor.send({ type: 'onboarding.progressed', completed: 2 });
    t.actor.send({ type: 'onboarding.progressed', completed: 1 });
    expect(t.actor.getSnapshot().context).toMatchObject({
      currentProjectId: 9,
      hasProject: true,
      onboardingCompleted: 2,
    });
  });

  it('on a 401 from the API clears the token, says so, and goes to /login remembering the page', async () => {
    const t = start();
    t.actor.send({ type: 'session.started', token: 'a', user, remember: true, hasProject: false });
    await t.me.resolve(meAnswer(null, 0));
    t.actor.send({ type: 'session.expired' });
    expect(t.actor.getSnapshot().value).toBe('signedOut');
    expect(readStoredToken()).toBeNull();
    // A plain /login here would lose the page the user was on (its ?next=).
    expect(t.effects.navigations).toEqual([{ to: '/login', replace: true, returnHere: true }]);
    expect(t.effects.notices).toEqual([{ tone: 'info', message: 'Your session has ended. Please sign in again.' }]);
  });
});

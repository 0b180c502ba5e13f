import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { loginPathFor } from '../../src/lib/returnPath.ts';
import { authSessionMachine, type AuthSessionContext } from '../../src/machines/authSession.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { failure, field, IN_TOAST, meOk, renderScreen, signinOk, USER } from '../unit/support/renderScreen.tsx';
import { DASHBOARD, ok, PROJECT_ONE } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { BLOG, settleAll, SHOP } from './support/shellApi.ts';
import { fillIn } from '../unit/support/fillIn.ts';

/**
 * The app's session, driven through the whole app: restored from storage (one model with a stored
 * token, one without), checked with GET /me, started by signing in on /login, refreshed, ended by
 * 'Sign out' or by any request the server answers 401.
 */
const ENVIRONMENTS = [
  { id: 11, label: 'Staging', url: 'https://staging.shop.example' },
  { id: 12, label: 'Production', url: 'https://shop.example' },
];
const PROFILE = { id: USER.id, full_name: USER.full_name, email: USER.email, photo_url: null };
const signedIn = (signinOk(true, 'tok-new') as { body: { data: { token: string } } }).body;

const ME = 'GET /api/v1/me';
const SIGNOUT = 'POST /api/v1/signout';
const LIST = 'GET /api/v1/projects';
const ONBOARDING = ['/create-project', '/config', '/add-tests'];
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** /login, remembering the page the visitor was on (when it was an app page) to return to after signing in. */
const onLogin = (route: string) => /^\/login(\?next=%2F[\w%-]+)?$/.test(route);

function buildModel(storedToken: string | null) {
  sessionStorage.clear();
  if (storedToken) sessionStorage.setItem('token', storedToken);
  const model = machineModel('authSession', authSessionMachine, {
    events: [
      {
        type: 'session.started',
        token: signedIn.data.token,
        user: USER,
        remember: false,
        hasProject: true,
        onboardingCompleted: 3,
      },
      { type: 'project.selected', projectId: BLOG.id },
      { type: 'onboarding.progressed', completed: 2 },
      { type: 'xstate.done.actor.loadMe', output: (meOk as { body: unknown }).body },
      { type: 'xstate.error.actor.loadMe', error: new ApiError('getMe', 0, 'Network error occurred') },
      { type: 'xstate.done.actor.reloadMe', output: (meOk as { body: unknown }).body },
      { type: 'xstate.error.actor.reloadMe', error: serverError('getMe', 503, 'The server is restarting.') },
      { type: 'xstate.done.actor.signOut', output: { success: true, message: 'Signed out.' } },
      { type: 'xstate.error.actor.signOut', error: serverError('signout', 503, 'The server is restarting.') },
      { type: 'session.endedElsewhere' },
    ],
    // Whether a token is held (the guards read it), and the account error shown.
    context: (c: AuthSessionContext) => [c.token !== null, c.userError],
    filterEvents: (s, e) => {
      // The app is on screen (a layout with the switcher, the user menu, the onboarding steps)
      // only once the account is loaded, reloading or failed to load: while it first loads, a
      // loader stands in for every page, and while signing out an overlay covers it.
      const appShown = ['active', 'refreshing', 'userLoadFailed'].some((state) => s.matches({ signedIn: state }));
      // Signing in needs the login form, which only a signed-out visitor is shown.
      if (e.type === 'session.started') return s.matches('signedOut');
      if (['session.signOut', 'session.endedElsewhere', 'project.selected', 'onboarding.progressed'].includes(e.type))
        return appShown;
      return true;
    },
  });
  sessionStorage.clear();
  return model;
}

function describeSession(title: string, storedToken: string | null, unreachable: string) {
  describeModel(
    title,
    buildModel(storedToken),
    async (path) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      if (storedToken) sessionStorage.setItem('token', storedToken);
      let profile = PROFILE;
      const api = heldApi(
        {
          'POST /api/v1/signin': signinOk(true, signedIn.data.token),
          'PUT /api/v1/current-project': ok(BLOG),
          ...DASHBOARD,
          'GET /api/v1/1/environments': ok(ENVIRONMENTS),
          ...PROJECT_ONE,
          'POST /api/v1/onboarding': ok({ completed: 2 }),
          'GET /api/v1/profile': () => ok(profile),
          'PATCH /api/v1/profile': (call) => {
            profile = { ...PROFILE, ...(call.body as object) };
            return ok(profile, 'Profile updated.');
          },
        },
        [ME, SIGNOUT, LIST],
      );
      let s!: ReturnType<typeof renderScreen>;
      let token = storedToken;
      const button = (name: string | RegExp) => screen.findByRole('button', { name });
      const storedTokens = () => [sessionStorage.getItem('token'), localStorage.getItem('token')];

      /** Opens the project switcher's menu, which asks for the projects. */
      const openSwitcher = async () => {
        await s.user.click(await button(/^Switch project/));
        return screen.findByRole('menu');
      };

      await path.test({
        states: {
          signedOut: async () => {
            await waitFor(() => expect(onLogin(s.route())).toBe(true));
            expect(await button('Login')).toBeTruthy();
            expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
            expect(screen.queryByText('Signing out…')).toBeNull();
            expect(storedTokens()).toEqual([null, null]);
          },
          'signedIn.loadingUser': async () => {
            expect(await screen.findByLabelText('Loading your account')).toBeTruthy();
            expect(screen.queryByRole('main')).toBeNull();
            expect(api.pending(ME)).toBe(1);
            expect(api.to('GET', '/api/v1/me').at(-1)!.headers.get('Authorization')).toBe(`Bearer ${token}`);
            expect(storedTokens()).toEqual([token, null]);
          },
          'signedIn.refreshing': async () => {
            // The page stays as it is (not remounted: the new name is still in its field) while
            // the account reloads.
            expect(await screen.findByRole('main')).toBeTruthy();
            expect(screen.queryByLabelText('Loading your account')).toBeNull();
            expect(field('Full name').value).toBe('Ada King');
            expect(api.pending(ME)).toBe(1);
          },
          'signedIn.active': async () => {
            expect(await screen.findByRole('main')).toBeTruthy();
            expect(screen.queryByText('Your account could not be loaded')).toBeNull();
            expect(screen.queryByLabelText('Loading your account')).toBeNull();
            expect(screen.queryByText('Signing out…')).toBeNull();
            if (!ONBOARDING.includes(s.route())) {
              // The app's header shows the user's initials.
              expect((await button(/^Account/)).textContent).toBe('AL');
            } else {
              const nav = within(screen.getByRole('navigation', { name: 'Onboarding' }));
              expect(nav.getByRole('button', { name: 'Sign out' })).toBeTruthy();
            }
          },
          'signedIn.userLoadFailed': async ({ context }) => {
            const alert = within(await screen.findByRole('main')).getByRole('alert');
            expect(within(alert).getByText('Your account could not be loaded')).toBeTruthy();
            expect(alert.textContent).toContain(`Error: ${context.userError}`);
            expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
            expect(await button(/^Account/)).toBeTruthy();
            expect(screen.queryByText('Signing out…')).toBeNull();
          },
          'signedIn.signingOut': async () => {
            expect((await screen.findByText('Signing out…')).closest('[role="status"]')).toBeTruthy();
            expect(api.pending(SIGNOUT)).toBe(1);
            expect(s.route()).not.toBe('/login');
            expect(storedTokens()).toEqual([token, null]);
          },
        },
        events: {
          'xstate.init': () => {
            s = renderScreen('/support');
          },
          'session.started': async () => {
            await fillIn(s.user, field('Email'), USER.email);
            await fillIn(s.user, field('Password'), 'Abcdefg1');
            await s.user.click(await button('Login'));
            expect(await screen.findByText('Login successful!', IN_TOAST)).toBeTruthy();
            token = signedIn.data.token;
            // The login screen moves on 2 s later, to a page that waits for the account.
            // To the page asked for before /login (the one the path opened on), else the dashboard.
            const next = new URLSearchParams(s.route().split('?')[1]).get('next');
            await act(() => vi.advanceTimersByTimeAsync(2000));
            await waitFor(() => expect(s.route()).toBe(next ?? '/dashboard'));
          },
          'xstate.done.actor.loadMe': async ({ event }) => {
            await api.settle(ME, replyFor(event));
          },
          'xstate.error.actor.loadMe': async ({ event }) => {
            await api.settle(ME, replyFor(event));
          },
          'xstate.done.actor.reloadMe': async ({ event }) => {
            await api.settle(ME, replyFor(event));
          },
          'xstate.error.actor.reloadMe': async ({ event }) => {
            await api.settle(ME, replyFor(event));
          },
          'session.expired': async (step) => {
            const before = path.stateBefore(step);
            const expired = failure(401, 'Session expired.');
            if (before.matches({ signedIn: 'loadingUser' })) {
              // The token the app holds is unknown to the server: it is dropped quietly.
              await api.settle(ME, expired);
              await waitFor(() => expect(onLogin(s.route())).toBe(true));
              expect(screen.queryByText(SESSION_ENDED, IN_TOAST)).toBeNull();
              return;
            }
            // Any other request answered 401: the project list the header asked for, or, when it
            // has answered already, the one that opening the switcher sends.
            if (api.pending(LIST) === 0) {
              expect(before.matches({ signedIn: 'signingOut' })).toBe(false);
              await openSwitcher();
            }
            const page = s.route();
            const call = await settleAll(api, LIST, expired);
            expect(call.headers.get('Authorization')).toBe(`Bearer ${token}`);
            if (before.matches({ signedIn: 'signingOut' })) return;
            expect(await screen.findByText(SESSION_ENDED, IN_TOAST)).toBeTruthy();
            // To /login remembering the page the user was on, where signing in again takes them.
            await waitFor(() => expect(s.route()).toBe(loginPathFor(page)));
          },
          // The user signs out in another tab of the browser, which tells this one.
          'session.endedElsewhere': async () => {
            const otherTab = new BroadcastChannel('testpilot-session');
            otherTab.postMessage({ type: 'signedOut' });
            otherTab.close();
            expect(await screen.findByText('You signed out in another tab.', IN_TOAST)).toBeTruthy();
          },
          'session.signOut': async () => {
            await s.user.click(await button(/^Account/));
            await s.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
          },
          'xstate.done.actor.signOut': async ({ event }) => {
            const call = await api.settle(SIGNOUT, replyFor(event));
            expect(call.headers.get('Authorization')).toBe(`Bearer ${token}`);
          },
          'xstate.error.actor.signOut': async ({ event }) => {
            await api.settle(SIGNOUT, replyFor(event));
          },
          'session.refresh': async (step) => {
            if (path.stateBefore(step).matches({ signedIn: 'userLoadFailed' })) {
              const alert = within(screen.getByRole('main')).getByRole('alert');
              await s.user.click(within(alert).getByRole('button', { name: 'Try again' }));
              return;
            }
            // Renaming oneself on Settings › Profile reloads the account, whose name the header shows.
            await s.user.click(await screen.findByRole('link', { name: 'Settings' }));
            await s.user.click(await screen.findByRole('link', { name: 'Profile: Profile' }));
            await waitFor(() => expect(field('Full name').value).toBe(USER.full_name));
            await s.user.clear(field('Full name'));
            await fillIn(s.user, field('Full name'), 'Ada King');
            await s.user.click(await button('Save'));
            expect(await screen.findByText('Profile updated', IN_TOAST)).toBeTruthy();
          },
          'project.selected': async () => {
            const menu = await openSwitcher();
            await settleAll(api, LIST, ok([SHOP, BLOG]));
            await s.user.click(await within(menu).findByRole('menuitem', { name: BLOG.name }));
            expect(await screen.findByText('Switched to Blog', IN_TOAST)).toBeTruthy();
            await waitFor(() =>
              expect(screen.getByRole('button', { name: /^Switch project/ }).textContent).toBe('Project Blog'),
            );
          },
          // Skipping the Config step of onboarding, reached from the switcher's 'Add project'.
          'onboarding.progressed': async () => {
            const menu = await openSwitcher();
            await s.user.click(within(menu).getByRole('menuitem', { name: 'Add project' }));
            await waitFor(() => expect(s.route()).toBe('/create-project?new'));
            const steps = within(await screen.findByRole('list', { name: 'Onboarding steps' }));
            await s.user.click(steps.getByRole('button', { name: /Config/ }));
            await waitFor(() => expect(s.route()).toBe('/config'));
            const skip = (await button('Skip')) as HTMLButtonElement;
            await waitFor(() => expect(skip.disabled).toBe(false));
            await s.user.click(skip);
            await waitFor(() => expect(s.route()).toBe('/add-tests'));
            expect(api.to('POST', '/api/v1/onboarding').map((c) => c.body)).toEqual([{ step: 'config' }]);
          },
        },
      });
      expect(api.unrouted).toEqual([]);
    },
    {
      timeout: 15_000,
      unreachable: { states: [], transitions: [unreachable], but: `${unreachable}, which the other model takes` },
    },
  );
}

describeSession(
  'authSession machine with a stored token, path by path through the app',
  'tok-1',
  'authSession.restoring:always#1',
);
describeSession(
  'authSession machine without a stored token, path by path through the app',
  null,
  'authSession.restoring:always#0',
);

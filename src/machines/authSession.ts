import { assign, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import { authCalls } from '../api/session.ts';
import type { User } from '../api/auth.ts';
import { announceSignOut, watchSignOuts } from '../lib/sessionChannel.ts';
import { clearStoredToken, readStoredToken, storeToken } from '../lib/sessionToken.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage } from './effects.ts';

export interface AuthSessionContext {
  token: string | null;
  remember: boolean;
  user: User | null;
  hasProject: boolean | null;
  /** The project the app's screens show; null until the user has one. */
  currentProjectId: number | null;
  /** Onboarding steps done, 0–3. */
  onboardingCompleted: number;
  /** Why the signed-in user could not be loaded (offline, say). */
  userError: string | null;
}

export type AuthSessionEvent =
  | {
      type: 'session.started';
      token: string;
      user: User;
      remember: boolean;
      hasProject: boolean;
      onboardingCompleted?: number;
    }
  | { type: 'session.signOut' }
  /** The user signed out in another tab of this browser. */
  | { type: 'session.endedElsewhere' }
  | { type: 'session.expired' }
  | { type: 'session.refresh' }
  | { type: 'project.selected'; projectId: number }
  | { type: 'onboarding.progressed'; completed: number };

/**
 * The signed-in session: restored from storage at start, checked against the server, ended by
 * signing out (in this tab or another of the browser, which goes to /login) or by any 401 from the
 * API (which goes to /login?next=<the page>, to come back to once signed in).
 */
type Me = Awaited<ReturnType<typeof authCalls.me>>;

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
  },
  actors: {
    loadMe: fromPromise(() => authCalls.me()),
    signOut: fromPromise(() => authCalls.signout()),
    otherTabs: fromCallback<AuthSessionEvent>(({ sendBack }) =>
      watchSignOuts(() => sendBack({ type: 'session.endedElsewhere' })),
    ),
  },
  actions: {
    ...effectActions,
    persistToken: ({ context }) => {
      if (context.token) storeToken({ token: context.token, remember: context.remember });
    },
    forgetToken: () => clearStoredToken(),
    announceSignOut: () => announceSignOut(),
    userLoaded: assign((_, me: Me) => ({
      user: me.data.user,
      hasProject: me.data.has_project,
      currentProjectId: me.data.current_project_id,
      onboardingCompleted: me.data.onboarding.completed,
    })),
    userLoadFailed: assign({
      userError: ({ event }) => errorMessage((event as { error?: unknown }).error, fallbackMessage('getMe')),
    }),
    clearSession: assign({
      token: null,
      user: null,
      hasProject: null,
      remember: false,
      currentProjectId: null,
      onboardingCompleted: 0,
      userError: null,
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    notSigningOut: not(stateIn('#authSession.signedIn.signingOut')),
  },
}).createMachine({
  id: 'authSession',
  context: () => {
    const stored = readStoredToken();
    return {
      token: stored?.token ?? null,
      remember: stored?.remember ?? false,
      user: null,
      hasProject: null,
      currentProjectId: null,
      onboardingCompleted: 0,
      userError: null,
    };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {},
    signedIn: {
      initial: 'loadingUser',
      invoke: { id: 'otherTabs', src: 'otherTabs' },
      on: {
        // Once: a second Sign out (from the keyboard, under the overlay) must not start it again.
        'session.signOut': { guard: 'notSigningOut', target: '.signingOut', actions: 'announceSignOut' },
        // Signed out in another tab: this tab's session ends on the server too, and the page goes to /login.
        'session.endedElsewhere': {
          guard: 'notSigningOut',
          target: '.signingOut',
          actions: { type: 'notify', params: { tone: 'info', message: 'You signed out in another tab.' } },
        },
        // To /login at once, remembering the page (and its query) to return to after signing in again.
        'session.expired': {
          target: 'signedOut',
          actions: [
            'forgetToken',
            'clearSession',
            { type: 'notify', params: { tone: 'info', message: 'Your session has ended. Please sign in again.' } },
            { type: 'navigate', params: { to: '/login', replace: true, returnHere: true } },
          ],
        },
      },
      states: {
        loadingUser: {
          invoke: {
            id: 'loadMe',
            src: 'loadMe',
            onDone: { target: 'active', actions: { type: 'userLoaded', params: ({ event }) => event.output } },
            // Offline or a server error: still signed in, and the app says so with a retry.
            onError: { target: 'userLoadFailed', actions: 'userLoadFailed' },
          },
          on: {
            // A stored token the server no longer knows: forget it quietly. App routes then send
            // the visitor to /login, and a public page keeps its address (a verification link, say).
            'session.expired': { target: '#authSession.signedOut', actions: ['forgetToken', 'clearSession'] },
          },
        },
        // The account loaded again (after a profile or organization change) while the app stays on screen.
        refreshing: {
          invoke: {
            id: 'reloadMe',
            src: 'loadMe',
            onDone: { target: 'active', actions: { type: 'userLoaded', params: ({ event }) => event.output } },
            onError: { target: 'userLoadFailed', actions: 'userLoadFailed' },
          },
        },
        userLoadFailed: {
          on: { 'session.refresh': { target: 'loadingUser', actions: assign({ userError: null }) } },
        },
        active: {
          on: { 'session.refresh': 'refreshing' },
        },
        signingOut: {
          // The server may answer 401 to a session that already ended: signing out goes on quietly.
          on: { 'session.expired': {} },
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: '#authSession.signedOut',
            onError: '#authSession.signedOut',
          },
          exit: ['forgetToken', 'clearSession', { type: 'navigate', params: { to: '/login', replace: true } }],
        },
      },
    },
  },
  on: {
    'project.selected': {
      guard: 'hasToken',
      actions: assign({ currentProjectId: ({ event }) => event.projectId, hasProject: true }),
    },
    'onboarding.progressed': {
      guard: 'hasToken',
      actions: assign({
        onboardingCompleted: ({ context, event }) => Math.max(context.onboardingCompleted, event.completed),
      }),
    },
    'session.started': {
      // The user is loaded again for the current project, which sign-in does not answer.
      target: '.signedIn.loadingUser',
      actions: [
        assign({
          token: ({ event }) => event.token,
          remember: ({ event }) => event.remember,
          user: ({ event }) => event.user,
          hasProject: ({ event }) => event.hasProject,
          onboardingCompleted: ({ event }) => event.onboardingCompleted ?? 0,
        }),
        'persistToken',
      ],
    },
  },
});

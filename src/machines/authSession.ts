import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { User } from '../api/auth.ts';
import { clearStoredToken, readStoredToken, storeToken } from '../lib/sessionToken.ts';
import { effectActions } from './effects.ts';

export interface AuthSessionContext {
  token: string | null;
  remember: boolean;
  user: User | null;
  hasProject: boolean | null;
}

export type AuthSessionEvent =
  | { type: 'session.started'; token: string; user: User; remember: boolean; hasProject: boolean }
  | { type: 'session.signOut' }
  | { type: 'session.expired' };

/**
 * The signed-in session: restored from storage at start, checked against the server, ended by
 * signing out or by any 401 from the API (which goes back to /login).
 */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
  },
  actors: {
    loadMe: fromPromise(() => api.auth.me()),
    signOut: fromPromise(() => api.auth.signout()),
  },
  actions: {
    ...effectActions,
    persistToken: ({ context }) => {
      if (context.token) storeToken({ token: context.token, remember: context.remember });
    },
    forgetToken: () => clearStoredToken(),
    clearSession: assign({ token: null, user: null, hasProject: null, remember: false }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'authSession',
  context: () => {
    const stored = readStoredToken();
    return { token: stored?.token ?? null, remember: stored?.remember ?? false, user: null, hasProject: null };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {},
    signedIn: {
      initial: 'loadingUser',
      on: {
        'session.signOut': '.signingOut',
        'session.expired': {
          target: 'signedOut',
          actions: [
            'forgetToken',
            'clearSession',
            { type: 'notify', params: { tone: 'info', message: 'Your session has ended. Please sign in again.' } },
            { type: 'navigate', params: { to: '/login', replace: true } },
          ],
        },
      },
      states: {
        loadingUser: {
          invoke: {
            id: 'loadMe',
            src: 'loadMe',
            onDone: {
              target: 'active',
              actions: assign({
                user: ({ event }) => event.output.data.user,
                hasProject: ({ event }) => event.output.data.has_project,
              }),
            },
            // Offline or a server error: stay signed in; a 401 arrives as session.expired instead.
            onError: 'active',
          },
        },
        active: {},
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
    'session.started': {
      target: '.signedIn.active',
      actions: [
        assign({
          token: ({ event }) => event.token,
          remember: ({ event }) => event.remember,
          user: ({ event }) => event.user,
          hasProject: ({ event }) => event.hasProject,
        }),
        'persistToken',
      ],
    },
  },
});

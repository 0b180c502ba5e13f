import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { authCalls } from '../api/session.ts';
import type { ActivateInput, SigninInput, SigninResponse } from '../api/auth.ts';
import { ApiError, fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage, REDIRECT_DELAY_MS } from './effects.ts';
import { safeReturnPath } from '../lib/returnPath.ts';
import { onboardingRoute } from './onboardingSteps.ts';

export interface LoginContext {
  email: string;
  remember: boolean;
  error: string | null;
  activationError: string | null;
  /** Where the redirect goes once signed in. */
  destination: string;
  /** The page the visitor asked for before being sent to /login (a safe path of this app), if any. */
  next: string | null;
}

export type LoginEvent =
  /** `next`: the page the visitor asked for before being sent to /login (`?next=`), kept only when safe. */
  | { type: 'login.submit'; values: SigninInput & { remember: boolean }; next?: string | null }
  | { type: 'activation.submit'; key: string }
  | { type: 'activation.resend' }
  | { type: 'activation.back' };

/** What the app does with a new session; provided by the app (the auth session actor). */
export type StartSession = (session: {
  token: string;
  user: SigninResponse['data']['user'];
  remember: boolean;
  hasProject: boolean;
  onboardingCompleted: number;
}) => void;

const LOGIN_SUCCESS = 'Login successful!';

function sessionOf(answer: SigninResponse, remember: boolean): Parameters<StartSession>[0] {
  const { token, user, has_project: hasProject, onboarding } = answer.data;
  return { token, user, remember, hasProject, onboardingCompleted: onboarding.completed };
}

/**
 * Spec §2: onboarding first; a user who stopped half-way continues where they stopped. A user done with
 * it goes to the page they asked for before signing in (a link opened in a new tab), else the dashboard.
 */
function destinationOf(answer: SigninResponse, next: string | null): string {
  const route = onboardingRoute(answer.data.onboarding.completed);
  return route === '/dashboard' && next ? next : route;
}

function isActivationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.activationRequired;
}

/**
 * Sign-in: the form, then either the redirect (2 s, to onboarding or the dashboard) or, for an
 * account that is not activated yet, the activation-key step.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    signin: fromPromise(({ input }: { input: SigninInput }) => authCalls.signin(input)),
    activate: fromPromise(({ input }: { input: ActivateInput }) => authCalls.activate(input)),
    resendVerification: fromPromise(({ input }: { input: { email: string } }) =>
      authCalls.resendVerification(input.email),
    ),
  },
  actions: {
    ...effectActions,
    startSession: (_, _params: Parameters<StartSession>[0]) => {},
  },
  delays: { redirectDelay: REDIRECT_DELAY_MS },
}).createMachine({
  id: 'login',
  context: {
    email: '',
    remember: false,
    error: null,
    activationError: null,
    destination: '/create-project',
    next: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.submit': {
          target: 'submitting',
          actions: assign({
            email: ({ event }) => event.values.email.trim(),
            remember: ({ event }) => event.values.remember,
            next: ({ event }) => safeReturnPath(event.next),
            error: null,
          }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'signin',
        src: 'signin',
        input: ({ context, event }) => {
          assertEvent(event, 'login.submit');
          return { email: context.email, password: event.values.password, remember: context.remember };
        },
        onDone: {
          target: 'redirecting',
          actions: [
            assign({ destination: ({ context, event }) => destinationOf(event.output, context.next), error: null }),
            { type: 'startSession', params: ({ context, event }) => sessionOf(event.output, context.remember) },
            { type: 'notify', params: { tone: 'success', message: LOGIN_SUCCESS } },
          ],
        },
        onError: [
          {
            guard: ({ event }) => isActivationRequired(event.error),
            target: 'activation',
            actions: assign({
              activationError: null,
              error: ({ event }) => errorMessage(event.error, fallbackMessage('signin')),
            }),
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('signin')) }),
              {
                type: 'notify',
                params: ({ context }) => ({ tone: 'error', title: 'Login failed!', message: context.error ?? '' }),
              },
            ],
          },
        ],
      },
    },
    activation: {
      initial: 'idle',
      on: { 'activation.back': { target: 'editing', actions: assign({ error: null, activationError: null }) } },
      states: {
        idle: {
          on: {
            'activation.submit': { target: 'activating', actions: assign({ activationError: null }) },
            'activation.resend': 'resending',
          },
        },
        activating: {
          invoke: {
            id: 'activate',
            src: 'activate',
            input: ({ context, event }) => {
              assertEvent(event, 'activation.submit');
              return { email: context.email, activation_key: event.key.trim(), remember: context.remember };
            },
            onDone: {
              target: '#login.redirecting',
              actions: [
                assign({ destination: ({ context, event }) => destinationOf(event.output, context.next), error: null }),
                { type: 'startSession', params: ({ context, event }) => sessionOf(event.output, context.remember) },
                { type: 'notify', params: { tone: 'success', message: LOGIN_SUCCESS } },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                activationError: ({ event }) => errorMessage(event.error, fallbackMessage('activate')),
              }),
            },
          },
        },
        resending: {
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ context }) => ({
                  tone: 'success',
                  message: `We sent a new activation key to ${context.email}.`,
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  tone: 'error',
                  message: errorMessage(event.error, fallbackMessage('resendVerification')),
                }),
              },
            },
          },
        },
      },
    },
    redirecting: {
      after: {
        redirectDelay: {
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ to: context.destination, replace: true }) },
        },
      },
    },
    done: { type: 'final' },
  },
});

import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage } from './effects.ts';

/** Spec §5: the code has 4 digits; the server allows 5 wrong tries. */
export const OTP_LENGTH = 4;
export const MAX_WRONG_CODES = 5;
export const CODE_EXPIRED = 'The code has expired. Send a new one.';

/** What is deleted: an environment, unless `kind` says a project (deleteProject.ts runs this same flow). */
export interface DeletionTarget {
  id: number;
  label: string;
  kind?: 'Environment' | 'Project';
}

export interface DeleteEnvironmentContext {
  environment: DeletionTarget | null;
  /** When the code mailed last stops working (ISO); null before one is sent and once it has expired. */
  expiresAt: string | null;
  wrongCodes: number;
  error: string | null;
}

export type DeleteEnvironmentEvent =
  | { type: 'delete.start'; environment: DeletionTarget }
  | { type: 'delete.cancel' }
  | { type: 'delete.sendCode' }
  | { type: 'delete.submit'; code: string }
  | { type: 'delete.resend' };

/**
 * Deleting an environment (spec §4): confirm, 'Send OTP' (a code mailed to the user), then four
 * single-digit boxes with Cancel and Submit. A wrong code keeps the boxes and says so; five wrong
 * codes or ten minutes void the code, and Resend mails a new one. A void code stays void when a
 * resend fails, and Cancel waits for a code being checked, whose deletion may already be done.
 */
export const deleteEnvironmentMachine = setup({
  types: { context: {} as DeleteEnvironmentContext, events: {} as DeleteEnvironmentEvent },
  actors: {
    requestCode: fromPromise(({ input }: { input: { id: number } }) =>
      api.settings.requestEnvironmentDeletion(input.id),
    ),
    deleteEnvironment: fromPromise(({ input }: { input: { id: number; code: string } }) =>
      api.settings.deleteEnvironment(input.id, input.code),
    ),
  },
  actions: {
    ...effectActions,
    environmentDeleted: () => {},
    opened: assign((_, params: { environment: DeletionTarget }) => ({
      environment: params.environment,
      error: null,
      wrongCodes: 0,
      expiresAt: null,
    })),
    resendFailed: assign({
      error: ({ event }) =>
        errorMessage((event as { error?: unknown }).error, fallbackMessage('requestEnvironmentDeletion')),
    }),
    codeSent: assign((_, params: { expiresAt: string }) => ({
      expiresAt: params.expiresAt,
      wrongCodes: 0,
      error: null,
    })),
  },
  guards: {
    codeComplete: ({ event }) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test((event as { code: string }).code),
    lastTry: ({ context }) => context.wrongCodes + 1 >= MAX_WRONG_CODES,
    codeVoided: ({ context }) => context.wrongCodes >= MAX_WRONG_CODES,
    codeExpired: ({ context }) => context.expiresAt === null,
    // A code being checked may already have deleted the environment: Cancel waits for the answer.
    notChecking: not(stateIn('#deleteEnvironment.codeEntry.deleting')),
  },
  delays: {
    codeLifetime: ({ context }) => Math.max(0, new Date(context.expiresAt ?? 0).getTime() - Date.now()),
  },
}).createMachine({
  id: 'deleteEnvironment',
  context: { environment: null, expiresAt: null, wrongCodes: 0, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'delete.start': {
          target: 'confirming',
          actions: { type: 'opened', params: ({ event }) => ({ environment: event.environment }) },
        },
      },
    },
    confirming: {
      on: { 'delete.sendCode': 'sendingCode', 'delete.cancel': 'closed' },
    },
    sendingCode: {
      // Nothing is deleted yet: the dialog may close while the code is mailed.
      on: { 'delete.cancel': 'closed' },
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ id: context.environment?.id ?? 0 }),
        onDone: {
          target: 'codeEntry',
          actions: [
            { type: 'codeSent', params: ({ event }) => ({ expiresAt: event.output.data.expires_at }) },
            { type: 'notify', params: { tone: 'success', message: 'We emailed you a 4-digit code.' } },
          ],
        },
        // Refused before any code is sent, e.g. the project's last two environments.
        onError: {
          target: 'confirming',
          actions: assign({
            error: ({ event }) => errorMessage(event.error, fallbackMessage('requestEnvironmentDeletion')),
          }),
        },
      },
    },
    codeEntry: {
      initial: 'waiting',
      on: { 'delete.cancel': { guard: 'notChecking', target: '#deleteEnvironment.closed' } },
      states: {
        waiting: {
          // Timed from expiresAt, so coming back after a wrong code keeps the code's own deadline, and a
          // code that expired while it was being checked or resent expires as soon as the answer is in.
          after: {
            codeLifetime: { target: 'expired', actions: assign({ expiresAt: null, error: CODE_EXPIRED }) },
          },
          on: {
            'delete.submit': { guard: 'codeComplete', target: 'deleting', actions: assign({ error: null }) },
            'delete.resend': 'resending',
          },
        },
        deleting: {
          invoke: {
            id: 'deleteEnvironment',
            src: 'deleteEnvironment',
            input: ({ context, event }) => ({
              id: context.environment?.id ?? 0,
              code: (event as { code: string }).code,
            }),
            onDone: {
              target: '#deleteEnvironment.deleted',
              actions: [
                'environmentDeleted',
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    tone: 'success',
                    message: `${context.environment?.kind ?? 'Environment'} ${context.environment?.label} deleted`,
                  }),
                },
              ],
            },
            onError: [
              {
                guard: 'lastTry',
                target: 'voided',
                actions: assign({
                  wrongCodes: ({ context }) => context.wrongCodes + 1,
                  error: ({ event }) => errorMessage(event.error, fallbackMessage('deleteEnvironment')),
                }),
              },
              {
                target: 'waiting',
                actions: assign({
                  wrongCodes: ({ context }) => context.wrongCodes + 1,
                  error: ({ event }) => errorMessage(event.error, fallbackMessage('deleteEnvironment')),
                }),
              },
            ],
          },
        },
        resending: {
          invoke: {
            id: 'resendCode',
            src: 'requestCode',
            input: ({ context }) => ({ id: context.environment?.id ?? 0 }),
            onDone: {
              target: '#deleteEnvironment.codeEntry',
              reenter: true,
              actions: [
                { type: 'codeSent', params: ({ event }) => ({ expiresAt: event.output.data.expires_at }) },
                {
                  type: 'notify',
                  params: { tone: 'success', message: 'We emailed you a new code; the old one no longer works.' },
                },
              ],
            },
            // No new code: a void or expired one stays so, and only a live one can be entered.
            onError: [
              { guard: 'codeVoided', target: 'voided', actions: 'resendFailed' },
              { guard: 'codeExpired', target: 'expired', actions: 'resendFailed' },
              { target: 'waiting', actions: 'resendFailed' },
            ],
          },
        },
        // Five wrong codes: the server voided it; only a new code goes on.
        voided: { on: { 'delete.resend': 'resending' } },
        expired: { on: { 'delete.resend': 'resending' } },
      },
    },
    deleted: {
      on: {
        'delete.start': {
          target: 'confirming',
          actions: { type: 'opened', params: ({ event }) => ({ environment: event.environment }) },
        },
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { IssueStatus } from '../api/testCases.ts';
import { effectActions, errorMessage } from './effects.ts';

export const UPDATE_FAILED = 'Failed to update issue';
export const STATUS_SAVED: Record<IssueStatus, string> = {
  Ignored: 'Issue ignored.',
  Unresolved: 'Issue marked as unresolved.',
};

export interface IssueStatusInput {
  testCaseId: number;
  stepId: number;
  status: IssueStatus;
}

export interface IssueStatusContext extends IssueStatusInput {
  /** The status being saved while in `saving`. */
  requested: IssueStatus | null;
  error: string | null;
}

export type IssueStatusEvent = { type: 'issue.setStatus'; status: IssueStatus };

interface SaveInput {
  testCaseId: number;
  stepId: number;
  status: IssueStatus;
}

/** From every state but `saving`: a change of status starts saving it. */
const setStatus = {
  'issue.setStatus': { guard: 'changesStatus', target: '#issueStatus.saving', actions: 'request' },
} as const;

/** The issue detail's Ignore / 'Mark as unresolved' action: save the new status, then say so. */
export const issueStatusMachine = setup({
  types: {
    context: {} as IssueStatusContext,
    events: {} as IssueStatusEvent,
    input: {} as IssueStatusInput,
  },
  actors: {
    saveStatus: fromPromise(({ input }: { input: SaveInput }) =>
      api.testCases.setIssueStatus(input.testCaseId, input.stepId, input.status),
    ),
  },
  actions: {
    ...effectActions,
    request: assign({ requested: ({ event }) => event.status, error: null }),
  },
  guards: {
    changesStatus: ({ context, event }) => event.status !== context.status,
  },
}).createMachine({
  id: 'issueStatus',
  context: ({ input }) => ({ ...input, requested: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: setStatus },
    saving: {
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({
          testCaseId: context.testCaseId,
          stepId: context.stepId,
          status: context.requested ?? context.status,
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ status: ({ event }) => event.output.data.status, requested: null }),
            { type: 'notify', params: ({ context }) => ({ tone: 'success', message: STATUS_SAVED[context.status] }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error, UPDATE_FAILED), requested: null }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? UPDATE_FAILED }) },
          ],
        },
      },
    },
    saved: { on: setStatus },
    failed: { on: setStatus },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { IssueDetail } from '../api/testCases.ts';
import { errorMessage } from './effects.ts';

export interface IssueKey {
  testCaseId: number;
  stepId: number;
}

export interface IssueDetailContext extends IssueKey {
  issue: IssueDetail | null;
  error: string | null;
}

export type IssueDetailEvent = { type: 'issue.retry' };

/** /issues/:testCaseId/:stepId: load the failed step with its occurrences; 'Try again' after a failure. */
export const issueDetailMachine = setup({
  types: { context: {} as IssueDetailContext, events: {} as IssueDetailEvent, input: {} as IssueKey },
  actors: {
    loadIssue: fromPromise(({ input }: { input: IssueKey }) => api.testCases.issue(input.testCaseId, input.stepId)),
  },
}).createMachine({
  id: 'issueDetail',
  context: ({ input }) => ({ ...input, issue: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadIssue',
        src: 'loadIssue',
        input: ({ context }) => ({ testCaseId: context.testCaseId, stepId: context.stepId }),
        onDone: { target: 'shown', actions: assign({ issue: ({ event }) => event.output.data, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'issue.retry': 'loading' } },
  },
});

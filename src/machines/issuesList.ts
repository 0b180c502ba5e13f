import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { IssueClass } from '../api/testCases.ts';
import { errorMessage } from './effects.ts';

/** Spec §9: the issues page size. */
export const ISSUES_PAGE_SIZE = 10;

type IssuesPage = Awaited<ReturnType<typeof api.testCases.issues>>;

export interface IssuesQuery {
  projectId: number;
  page: number;
  failureClass: IssueClass | null;
}

export interface IssuesListContext extends IssuesQuery {
  /** The last page loaded: it stays on screen while another loads. */
  list: Pick<IssuesPage, 'data' | 'meta'> | null;
  error: string | null;
}

export type IssuesListEvent =
  | { type: 'issues.filter'; failureClass: IssueClass | null }
  | { type: 'issues.page'; page: number }
  | { type: 'issues.refresh' };

/**
 * /issues: the failed steps of the project's runs, a page at a time, filtered by failure class.
 * Choosing a class starts again at page 1; Refresh (or Try again) loads the same page again.
 */
export const issuesListMachine = setup({
  types: {
    context: {} as IssuesListContext,
    events: {} as IssuesListEvent,
    input: {} as { projectId: number },
  },
  actors: {
    loadIssues: fromPromise(({ input }: { input: IssuesQuery }) =>
      api.testCases.issues(input.projectId, input.page, ISSUES_PAGE_SIZE, input.failureClass),
    ),
  },
}).createMachine({
  id: 'issuesList',
  context: ({ input }) => ({ projectId: input.projectId, page: 1, failureClass: null, list: null, error: null }),
  initial: 'loading',
  on: {
    'issues.filter': {
      target: '.loading',
      reenter: true,
      actions: assign({ failureClass: ({ event }) => event.failureClass, page: 1 }),
    },
    'issues.page': {
      guard: ({ context, event }) => event.page !== context.page,
      target: '.loading',
      reenter: true,
      actions: assign({ page: ({ event }) => event.page }),
    },
    'issues.refresh': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadIssues',
        src: 'loadIssues',
        input: ({ context }) => ({
          projectId: context.projectId,
          page: context.page,
          failureClass: context.failureClass,
        }),
        onDone: {
          target: 'shown',
          actions: assign({ list: ({ event }) => ({ data: event.output.data, meta: event.output.meta }), error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {},
    failed: {},
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { ResultsQuery } from '../api/testCases.ts';
import { errorMessage } from './effects.ts';

export const RESULTS_PAGE_SIZE = 25;
/** Time to let typing settle before searching: the server is asked once the writer pauses. */
export const SEARCH_PAUSE_MS = 300;

export type ResultFilter = NonNullable<ResultsQuery['result']>;
export type ClassFilter = NonNullable<ResultsQuery['failure_class']>;
type ResultsPage = Awaited<ReturnType<typeof api.testCases.results>>;

export interface ResultsFilters {
  /** The search as typed; it is sent trimmed. */
  search: string;
  result: ResultFilter | null;
  failureClass: ClassFilter | null;
}

interface ResultsRequest extends ResultsFilters {
  projectId: number;
  page: number;
}

export interface ResultsListContext extends ResultsRequest {
  /** The last page loaded, and whether it was searched or filtered: it stays on screen while another loads. */
  list: (Pick<ResultsPage, 'data' | 'meta'> & { filtered: boolean }) | null;
  error: string | null;
}

export type ResultsListEvent =
  | { type: 'results.search'; search: string }
  | { type: 'results.filterResult'; result: ResultFilter | null }
  | { type: 'results.filterClass'; failureClass: ClassFilter | null }
  | { type: 'results.page'; page: number }
  | { type: 'results.clear' }
  | { type: 'results.retry' };

const isFiltered = ({ search, result, failureClass }: ResultsFilters) =>
  search.trim() !== '' || result !== null || failureClass !== null;

/**
 * /results: the project's runs, searched, filtered and paged on the server. A search is sent once
 * typing pauses; a filter or a search starts again at page 1; Clear Filter drops them all.
 */
export const resultsListMachine = setup({
  types: {
    context: {} as ResultsListContext,
    events: {} as ResultsListEvent,
    input: {} as { projectId: number },
  },
  actors: {
    loadResults: fromPromise(({ input }: { input: ResultsRequest }) =>
      api.testCases.results(input.projectId, {
        page: input.page,
        limit: RESULTS_PAGE_SIZE,
        search: input.search.trim(),
        ...(input.result ? { result: input.result } : {}),
        ...(input.failureClass ? { failure_class: input.failureClass } : {}),
      }),
    ),
  },
  delays: { searchPause: SEARCH_PAUSE_MS },
}).createMachine({
  id: 'resultsList',
  context: ({ input }) => ({
    projectId: input.projectId,
    page: 1,
    search: '',
    result: null,
    failureClass: null,
    list: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'results.search': {
      target: '.typing',
      reenter: true,
      actions: assign({ search: ({ event }) => event.search, page: 1 }),
    },
    'results.filterResult': {
      target: '.loading',
      reenter: true,
      actions: assign({ result: ({ event }) => event.result, page: 1 }),
    },
    'results.filterClass': {
      target: '.loading',
      reenter: true,
      actions: assign({ failureClass: ({ event }) => event.failureClass, page: 1 }),
    },
    'results.page': {
      guard: ({ context, event }) => event.page !== context.page,
      target: '.loading',
      reenter: true,
      actions: assign({ page: ({ event }) => event.page }),
    },
    'results.clear': {
      target: '.loading',
      reenter: true,
      actions: assign({ search: '', result: null, failureClass: null, page: 1 }),
    },
  },
  states: {
    typing: { after: { searchPause: 'loading' } },
    loading: {
      invoke: {
        id: 'loadResults',
        src: 'loadResults',
        input: ({ context }) => ({
          projectId: context.projectId,
          page: context.page,
          search: context.search,
          result: context.result,
          failureClass: context.failureClass,
        }),
        onDone: {
          target: 'shown',
          actions: assign({
            list: ({ context, event }) => ({
              data: event.output.data,
              meta: event.output.meta,
              filtered: isFiltered(context),
            }),
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'results.retry': 'loading' } },
  },
});

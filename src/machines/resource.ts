import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './effects.ts';

export interface ResourceContext {
  input: unknown;
  data: unknown;
  error: string | null;
}

export type ResourceEvent = { type: 'resource.reload'; input?: unknown };

/**
 * One data request (spec §4): loading, then the data or an error. A reload keeps the last data
 * on screen while it loads, so lists do not flash empty. Each screen provides the `load` actor
 * (see app/useResource.ts, which also restores the types).
 */
export const resourceMachine = setup({
  types: { context: {} as ResourceContext, events: {} as ResourceEvent, input: {} as unknown },
  actors: {
    load: fromPromise<unknown, unknown>(() => Promise.reject(new Error('no loader was provided'))),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ input, data: null, error: null }),
  initial: 'loading',
  on: {
    'resource.reload': {
      target: '.loading',
      reenter: true,
      actions: assign({
        input: ({ context, event }: { context: ResourceContext; event: ResourceEvent }) =>
          event.input === undefined ? context.input : event.input,
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.input,
        onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    success: {},
    failure: {},
  },
});

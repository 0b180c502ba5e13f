import { assign, fromPromise, setup } from 'xstate';
import { effectActions, errorMessage } from './effects.ts';

export interface SaveContext {
  /** The toast after a successful save. */
  success: string;
  /** What the last successful save answered (e.g. a new API key, shown once). */
  result: unknown;
  error: string | null;
  /** Grows with every success, so the page reloads what the save changed. */
  saves: number;
}

export type SaveEvent = { type: 'save.submit'; input: unknown } | { type: 'save.reset' };

/**
 * One change a settings page makes (spec: real forms, not static ones): idle, saving, then the
 * answer or the error. The screen provides the `save` actor and the success message.
 */
export const saveMachine = setup({
  types: { context: {} as SaveContext, events: {} as SaveEvent, input: {} as { success: string } },
  actors: {
    save: fromPromise<unknown, unknown>(() => Promise.reject(new Error('no save was provided'))),
  },
  actions: effectActions,
}).createMachine({
  id: 'save',
  context: ({ input }) => ({ success: input.success, result: null, error: null, saves: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'save.submit': { target: 'saving', actions: assign({ error: null }) },
        'save.reset': { actions: assign({ result: null, error: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }: { event: SaveEvent }) => (event as Extract<SaveEvent, { type: 'save.submit' }>).input,
        onDone: {
          target: 'idle',
          actions: [
            assign({ result: ({ event }) => event.output, saves: ({ context }) => context.saves + 1 }),
            { type: 'notify', params: ({ context }) => ({ tone: 'success', message: context.success }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
          ],
        },
      },
    },
  },
});

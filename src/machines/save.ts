import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { effectActions, errorMessage, fieldErrorOf, type FieldError } from './effects.ts';

export interface SaveContext {
  /** The toast after a successful save. */
  success: string;
  /** Whether the form shows a field's refusal under the field, so that no toast says it again. */
  placesFieldErrors: boolean;
  /** What the last successful save answered (e.g. a new API key, shown once). */
  result: unknown;
  error: string | null;
  /** When the refusal is of one field: which, for the form to show `error` under it rather than as a toast. */
  fieldError: FieldError | null;
  /** Grows with every success, so the page reloads what the save changed. */
  saves: number;
}

export type SaveEvent = { type: 'save.submit'; input: unknown } | { type: 'save.reset' };

/**
 * One change a settings page makes (spec: real forms, not static ones): idle, saving, then the
 * answer or the error. The screen provides the `save` actor and the success message.
 */
export const saveMachine = setup({
  types: {
    context: {} as SaveContext,
    events: {} as SaveEvent,
    input: {} as { success: string; placesFieldErrors?: boolean },
  },
  actors: {
    save: fromPromise<unknown, unknown>(() => Promise.reject(new Error('no save was provided'))),
  },
  actions: effectActions,
}).createMachine({
  id: 'save',
  context: ({ input }) => ({
    success: input.success,
    placesFieldErrors: input.placesFieldErrors ?? false,
    result: null,
    error: null,
    fieldError: null,
    saves: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'save.submit': { target: 'saving', actions: assign({ error: null, fieldError: null }) },
        'save.reset': { actions: assign({ result: null, error: null, fieldError: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }: { event: SaveEvent }) => {
          assertEvent(event, 'save.submit');
          return event.input;
        },
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
            assign({
              error: ({ event }) => errorMessage(event.error),
              fieldError: ({ event }) => fieldErrorOf(event.error),
            }),
            // A refusal is said once: under its field when the form shows it there, else as a toast.
            enqueueActions(({ context, enqueue }) => {
              if (context.fieldError && context.placesFieldErrors) return;
              enqueue({ type: 'notify', params: { tone: 'error', message: context.error ?? '' } });
            }),
          ],
        },
      },
    },
  },
});

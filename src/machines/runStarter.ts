import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import type { RunInput } from '../api/runs.ts';
import type { RunSummary } from '../api/testCases.ts';
import { effectActions, errorMessage } from './effects.ts';

export interface RunStarterContext {
  /** The runs the last start queued. */
  started: RunSummary[];
  /** Grows with every start or stop the server accepted, so pages showing runs reload. */
  version: number;
  error: string | null;
}

export type RunStarterEvent = { type: 'run.start'; input: RunInput } | { type: 'run.stopAll'; projectId: number };

/** Where a started run is watched: one run live, several on the results page. */
export function watchPathFor(runs: RunSummary[]): string {
  return runs.length === 1 ? `/live-test?run=${runs[0]!.id}` : '/test-results';
}

/**
 * Every control that starts runs ('Run Test', 'Start Run', 'Test Again', 'Run All Test', 'Re-run Failed
 * Test') and 'Stop All Test': send the request, say what happened, and go where the runs can be watched.
 */
export const runStarterMachine = setup({
  types: { context: {} as RunStarterContext, events: {} as RunStarterEvent },
  actors: {
    startRuns: fromPromise(({ input }: { input: RunInput }) => api.runs.start(input)),
    stopAll: fromPromise(({ input }: { input: { projectId: number } }) => api.runs.stopAll(input.projectId)),
  },
  actions: effectActions,
}).createMachine({
  id: 'runStarter',
  context: { started: [], version: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'run.start': { target: 'starting', actions: assign({ error: null }) },
        'run.stopAll': { target: 'stopping', actions: assign({ error: null }) },
      },
    },
    starting: {
      invoke: {
        id: 'startRuns',
        src: 'startRuns',
        input: ({ event }) => {
          assertEvent(event, 'run.start');
          return event.input;
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ started: ({ event }) => event.output.data, version: ({ context }) => context.version + 1 }),
            { type: 'notify', params: ({ event }) => ({ tone: 'success', message: event.output.message }) },
            { type: 'navigate', params: ({ event }) => ({ to: watchPathFor(event.output.data) }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('createRuns')) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
          ],
        },
      },
    },
    stopping: {
      invoke: {
        id: 'stopAll',
        src: 'stopAll',
        input: ({ event }) => {
          assertEvent(event, 'run.stopAll');
          return { projectId: event.projectId };
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ version: ({ context }) => context.version + 1 }),
            { type: 'notify', params: ({ event }) => ({ tone: 'info', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('stopAllRuns')) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
          ],
        },
      },
    },
  },
});

import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import type { RunDetail } from '../api/runs.ts';
import { effectActions, errorMessage } from './effects.ts';
import { runStreamMachine } from './runStream.ts';

export interface LiveRunContext {
  runId: number | null;
  /** The run as it ended (while it runs, the `stream` child holds it). */
  run: RunDetail | null;
  error: string | null;
}

export type LiveRunEvent = { type: 'run.start'; testCaseId: number; environmentId?: number } | { type: 'run.stop' };

/**
 * /live-test: start a test case's run, or follow one (?run=id) through its live stream (the
 * `stream` child, a runStream machine) until it ends; Stop asks the server to stop it meanwhile.
 */
export const liveRunMachine = setup({
  types: { context: {} as LiveRunContext, events: {} as LiveRunEvent, input: {} as { runId: number | null } },
  actors: {
    startRun: fromPromise(({ input }: { input: { testCaseId: number; environmentId?: number } }) =>
      api.runs.start({
        test_case_ids: [input.testCaseId],
        ...(input.environmentId ? { environment_id: input.environmentId } : {}),
      }),
    ),
    stopRun: fromPromise(({ input }: { input: { runId: number } }) => api.runs.stop(input.runId)),
    runStream: runStreamMachine,
  },
  actions: effectActions,
  guards: {
    hasRun: ({ context }) => context.runId !== null,
  },
}).createMachine({
  id: 'liveRun',
  context: ({ input }) => ({ runId: input.runId, run: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: { guard: 'hasRun', target: 'following' },
      on: { 'run.start': 'starting' },
    },
    starting: {
      invoke: {
        id: 'startRun',
        src: 'startRun',
        input: ({ event }) => {
          assertEvent(event, 'run.start');
          return { testCaseId: event.testCaseId, environmentId: event.environmentId };
        },
        onDone: {
          target: 'following',
          actions: [
            assign({ runId: ({ event }) => event.output.data[0]!.id, run: null, error: null }),
            { type: 'navigate', params: ({ context }) => ({ to: `/live-test?run=${context.runId}`, replace: true }) },
          ],
        },
        onError: {
          target: 'ended',
          actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('createRuns')) }),
        },
      },
    },
    following: {
      invoke: {
        id: 'stream',
        src: 'runStream',
        input: ({ context }) => ({ runId: context.runId! }),
        onDone: { target: 'ended', actions: assign({ run: ({ event }) => event.output }) },
      },
      initial: 'watching',
      states: {
        watching: {
          on: { 'run.stop': 'stopping' },
        },
        stopping: {
          invoke: {
            id: 'stopRun',
            src: 'stopRun',
            input: ({ context }) => ({ runId: context.runId! }),
            onDone: {
              target: 'watching',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ tone: 'info', message: event.output.message }),
              },
            },
            onError: {
              target: 'watching',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ tone: 'error', message: errorMessage(event.error) }),
              },
            },
          },
        },
      },
    },
    ended: {
      on: { 'run.start': 'starting' },
    },
  },
});

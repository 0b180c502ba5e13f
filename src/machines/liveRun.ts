import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import { runActive, type RunDetail } from '../api/runs.ts';
import { effectActions, errorMessage } from './effects.ts';

/** How often a run under way is read again (the next step streams it instead). */
export const LIVE_POLL_MS = 1000;

export interface LiveRunContext {
  runId: number | null;
  run: RunDetail | null;
  error: string | null;
}

export type LiveRunEvent =
  { type: 'run.start'; testCaseId: number; environmentId?: number } | { type: 'run.stop' } | { type: 'run.retry' };

/**
 * /live-test: start a test case's run, or follow one (?run=id), reading it again every second while
 * it is under way; Stop asks the server to stop it. The run's steps, screenshots, console and
 * network show as each step is stored.
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
    loadRun: fromPromise(({ input }: { input: { runId: number } }) => api.runs.get(input.runId)),
    stopRun: fromPromise(({ input }: { input: { runId: number } }) => api.runs.stop(input.runId)),
  },
  actions: effectActions,
  guards: {
    hasRun: ({ context }) => context.runId !== null,
    stillRunning: ({ context }) => context.run !== null && runActive(context.run.status),
  },
  delays: { poll: LIVE_POLL_MS },
}).createMachine({
  id: 'liveRun',
  context: ({ input }) => ({ runId: input.runId, run: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: { guard: 'hasRun', target: 'loading' },
      on: { 'run.start': 'starting' },
    },
    starting: {
      invoke: {
        id: 'startRun',
        src: 'startRun',
        input: ({ event }) => {
          const e = event as Extract<LiveRunEvent, { type: 'run.start' }>;
          return { testCaseId: e.testCaseId, environmentId: e.environmentId };
        },
        onDone: {
          target: 'loading',
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
    loading: {
      invoke: {
        id: 'loadRun',
        src: 'loadRun',
        input: ({ context }) => ({ runId: context.runId! }),
        onDone: [
          {
            guard: ({ event }) => runActive(event.output.data.status),
            target: 'watching',
            actions: assign({ run: ({ event }) => event.output.data, error: null }),
          },
          { target: 'ended', actions: assign({ run: ({ event }) => event.output.data, error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('getRun')) }),
        },
      },
      // A run under way is read again every second: Stop works while it is being read, too.
      on: { 'run.stop': { guard: 'stillRunning', target: 'stopping' } },
    },
    watching: {
      after: { poll: 'loading' },
      on: { 'run.stop': 'stopping' },
    },
    stopping: {
      invoke: {
        id: 'stopRun',
        src: 'stopRun',
        input: ({ context }) => ({ runId: context.runId! }),
        onDone: {
          target: 'loading',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'info', message: event.output.message }) },
        },
        onError: {
          target: 'watching',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: errorMessage(event.error) }) },
        },
      },
    },
    ended: {
      on: { 'run.start': 'starting' },
    },
    failed: {
      on: { 'run.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import { runActive, type Suite } from '../api/runs.ts';
import { errorMessage } from './effects.ts';

/** While one run is followed, the suite is read again this often anyway: other runs may end meanwhile. */
export const SUITE_RECHECK_MS = 10_000;
/** The wait before reading the suite again after a run's stream broke. */
export const STREAM_RETRY_MS = 2_500;

export interface SuiteProgressContext {
  suiteId: number;
  suite: Suite | null;
  error: string | null;
}

export type SuiteProgressEvent =
  | { type: 'suite.refresh' }
  /** The followed run ended: the suite's counts changed. */
  | { type: 'suite.runEnded' }
  /** The followed run's stream broke or was refused. */
  | { type: 'suite.streamLost' };

/** The run to follow: one under way, else the first still queued; null when every run ended. */
export function runToFollow(suite: Suite): number | null {
  const active = suite.runs.filter((r) => runActive(r.status));
  return (active.find((r) => r.status === 'running') ?? active[0])?.id ?? null;
}

/**
 * Follows one run's live stream (GET /runs/{id}/events) until it ends. One stream at a time: a browser
 * opens only six connections to a server, and a suite may hold hundreds of runs.
 */
const watchRun = fromCallback<SuiteProgressEvent, { runId: number }>(({ input, sendBack }) =>
  api.runs.events(input.runId, null, (signal) => {
    if (signal.type === 'stream.event') {
      const { event } = signal;
      const status = event.type === 'run' || event.type === 'status' ? event.data.status : null;
      if (status !== null && !runActive(status)) sendBack({ type: 'suite.runEnded' });
    }
    // The server ends a run's stream once the run ended.
    else if (signal.type === 'stream.closed') sendBack({ type: 'suite.runEnded' });
    else if (signal.type === 'stream.dropped' || signal.type === 'stream.refused')
      sendBack({ type: 'suite.streamLost' });
  }),
);

/**
 * A suite on /test-results, followed live to its end: read, then while a run is queued or under way
 * its event stream is followed, and each run's end reads the suite again (its counts, its runs' results),
 * until none is left. Refresh reads it again at any time; what was read stays on screen meanwhile.
 */
export const suiteProgressMachine = setup({
  types: {
    context: {} as SuiteProgressContext,
    events: {} as SuiteProgressEvent,
    input: {} as { suiteId: number },
  },
  actors: {
    loadSuite: fromPromise(({ input }: { input: { suiteId: number } }) => api.runs.suite(input.suiteId)),
    watchRun,
  },
  actions: {
    /** The suite was read again, after a run's end or a Refresh (the page's other parts follow it). */
    suiteChanged: () => {},
  },
  guards: {
    firstRead: ({ context }) => context.suite === null,
    hasRunToFollow: ({ context }) => context.suite !== null && runToFollow(context.suite) !== null,
    /** Every run ended but the suite's verdict is not in yet. */
    stillRunning: ({ context }) => context.suite?.status === 'running',
  },
  delays: { recheck: SUITE_RECHECK_MS, retry: STREAM_RETRY_MS },
}).createMachine({
  id: 'suiteProgress',
  context: ({ input }) => ({ suiteId: input.suiteId, suite: null, error: null }),
  initial: 'loading',
  on: { 'suite.refresh': { target: '.loading', reenter: true } },
  states: {
    loading: {
      invoke: {
        id: 'loadSuite',
        src: 'loadSuite',
        input: ({ context }) => ({ suiteId: context.suiteId }),
        onDone: [
          {
            guard: 'firstRead',
            target: 'checking',
            actions: assign({ suite: ({ event }) => event.output.data, error: null }),
          },
          {
            target: 'checking',
            actions: [assign({ suite: ({ event }) => event.output.data, error: null }), 'suiteChanged'],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('getSuite')) }),
        },
      },
    },
    checking: {
      always: [
        { guard: 'hasRunToFollow', target: 'following' },
        { guard: 'stillRunning', target: 'waiting' },
        { target: 'ended' },
      ],
    },
    following: {
      invoke: {
        id: 'watchRun',
        src: 'watchRun',
        input: ({ context }) => ({ runId: context.suite ? (runToFollow(context.suite) ?? 0) : 0 }),
      },
      on: { 'suite.runEnded': 'loading', 'suite.streamLost': 'waiting' },
      after: { recheck: 'loading' },
    },
    waiting: {
      after: { retry: 'loading' },
    },
    ended: {},
    failed: {},
  },
});

import { assign, fromCallback, setup } from 'xstate';
import { api } from '../api/index.ts';
import { applyRunEvent } from '../api/runFold.ts';
import type { RunDetail } from '../api/runs.ts';
import type { RunStreamSignal } from '../api/runStream.ts';

/** The wait before reconnecting: 700 ms, doubling with each failure in a row, five seconds at most. */
export const reconnectDelay = (failures: number) => Math.min(700 * 2 ** Math.max(0, failures - 1), 5000);

export interface RunStreamContext {
  runId: number;
  run: RunDetail | null;
  frame: string | null;
  /** The id of the last event received: a reconnect resumes after it. */
  lastEventId: string | null;
  /** Connections that broke in a row (the next wait grows with them). */
  failures: number;
  error: string | null;
}

export type RunStreamEvent = RunStreamSignal | { type: 'stream.retry' };

const ended = (run: RunDetail | null) => run !== null && run.status !== 'queued' && run.status !== 'running';

/**
 * A run's live stream (Server-Sent Events): connecting, live while events arrive, reconnecting after
 * the connection broke (resuming from the last event's id, so nothing is lost), ended with the run,
 * failed when the server refuses it (Try again connects again).
 */
export const runStreamMachine = setup({
  types: {
    context: {} as RunStreamContext,
    events: {} as RunStreamEvent,
    input: {} as { runId: number },
    output: {} as RunDetail | null,
  },
  actors: {
    connection: fromCallback<RunStreamEvent, { runId: number; lastEventId: string | null }>(({ sendBack, input }) =>
      api.runs.events(input.runId, input.lastEventId, sendBack),
    ),
  },
  guards: {
    endsRun: ({ context, event }) => event.type === 'stream.event' && ended(applyRunEvent(context, event.event).run),
  },
  actions: {
    apply: assign(({ context, event }) => {
      if (event.type !== 'stream.event') return {};
      return { ...applyRunEvent(context, event.event), lastEventId: event.id };
    }),
  },
  delays: { retry: ({ context }) => reconnectDelay(context.failures) },
}).createMachine({
  id: 'runStream',
  context: ({ input }) => ({
    runId: input.runId,
    run: null,
    frame: null,
    lastEventId: null,
    failures: 0,
    error: null,
  }),
  initial: 'open',
  states: {
    open: {
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }) => ({ runId: context.runId, lastEventId: context.lastEventId }),
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'stream.opened': { target: 'live', actions: assign({ failures: 0, error: null }) } },
        },
        live: {},
      },
      on: {
        'stream.event': [{ guard: 'endsRun', target: 'ended', actions: 'apply' }, { actions: 'apply' }],
        // The server ends the stream after the run's end, which ended it here already: any other end is a break.
        'stream.closed': 'reconnecting',
        // Like EventSource, a broken connection is tried again for as long as the page is open.
        'stream.dropped': 'reconnecting',
        'stream.refused': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    reconnecting: {
      entry: assign({ failures: ({ context }) => context.failures + 1 }),
      after: { retry: 'open' },
    },
    ended: { type: 'final' },
    failed: {
      on: { 'stream.retry': { target: 'open', actions: assign({ failures: 0, error: null }) } },
    },
  },
  output: ({ context }) => context.run,
});

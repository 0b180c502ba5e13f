import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { RunDetail, RunStatus } from '../../src/api/runs.ts';
import type { RunStreamEvent as StreamEvent } from '../../src/api/runStream.ts';
import { reconnectDelay, runStreamMachine, type RunStreamContext } from '../../src/machines/runStream.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { runDetail, runStep } from '../unit/support/runs.ts';
import { sseServer } from '../unit/support/sse.ts';
import { ok, signedIn } from './support/appScreens.ts';
import { CHECKOUT, listOf, SIGN_IN } from './support/appTestCases.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

/**
 * The runStream machine, as /live-test?run=7 follows run 7: connecting (the stream request is held
 * until a path answers it), live as events arrive, reconnecting after a break (the wait is held until
 * a path fires it) from the last event's id, ended with the run, failed when the server refuses.
 */
const RUN = 7;
const EVENTS = `GET /api/v1/runs/${RUN}/events`;
const NOT_FOUND = 'Run not found.';

function runOf(status: RunStatus): RunDetail {
  const ended = status !== 'queued' && status !== 'running';
  return runDetail(RUN, SIGN_IN, status, [
    runStep(SIGN_IN, 1, { status: 'passed', duration_ms: 850 }),
    runStep(SIGN_IN, 2, ended ? { status: 'passed', duration_ms: 1200 } : { status: 'running' }),
  ]);
}

const statusOf = (run: RunDetail) => {
  const { status, result, message, attempt, started_at, finished_at, duration, trace_url, failure_class } = run;
  return { status, result, message, attempt, started_at, finished_at, duration, trace_url, failure_class };
};

/** What the server may send: the run under way or ended (a first event), a step, the run's end. */
const SENT: StreamEvent[] = [
  { type: 'run', data: runOf('running') },
  { type: 'run', data: runOf('passed') },
  { type: 'step', data: runStep(SIGN_IN, 2, { status: 'passed', duration_ms: 1200 }) },
  { type: 'status', data: statusOf(runOf('passed')) },
];

const isLive = (snapshot: { matches(value: unknown): boolean }) => snapshot.matches({ open: 'live' });

const model = machineModel('runStream', runStreamMachine, {
  input: { runId: RUN },
  events: (): ModelEvent[] => [
    { type: 'stream.opened' },
    ...SENT.map((event, i) => ({ type: 'stream.event', id: String(i + 1), event })),
    { type: 'stream.closed' },
    { type: 'stream.dropped' },
    { type: 'stream.refused', message: NOT_FOUND },
    { type: 'stream.retry' },
  ],
  // Events and the server's end come only on an open stream; a refusal only instead of opening; the
  // first event is the run (a snapshot), never again after it.
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as RunStreamContext;
    if (event.type === 'stream.event') {
      const sent = (event as unknown as { event: StreamEvent }).event;
      return isLive(snapshot) && (sent.type === 'run') === (c.run === null);
    }
    if (event.type === 'stream.closed') return isLive(snapshot);
    if (event.type === 'stream.refused') return snapshot.matches({ open: 'connecting' });
    return true;
  },
  context: (c: RunStreamContext) => [c.run?.status ?? null, c.run?.steps[1]?.status ?? null, c.error !== null],
});

/** The reconnect waits (setTimeout of a reconnectDelay: 0.7, 1.4, 2.8 s), held until the test fires them. */
function heldWaits() {
  const waits = new Set([1, 2, 3].map(reconnectDelay));
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const held = new Map<number, () => void>();
  let nextId = 2_000_000;
  vi.stubGlobal('setTimeout', (fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if (ms === undefined || !waits.has(ms)) return realSetTimeout(fn, ms, ...args);
    nextId += 1;
    held.set(nextId, () => fn(...args));
    return nextId;
  });
  vi.stubGlobal('clearTimeout', (id: unknown) => {
    if (typeof id === 'number' && held.delete(id)) return;
    realClearTimeout(id as Parameters<typeof clearTimeout>[0]);
  });
  return {
    pending: () => held.size,
    async fire() {
      await waitFor(() => expect(held.size).toBe(1));
      const [id, fn] = [...held][0]!;
      held.delete(id);
      await act(async () => fn());
    },
  };
}

describeModel('runStream machine, path by path on /live-test?run=7', model, async (path) => {
  const stream = sseServer();
  const api = heldApi(
    { ...signedIn(), 'GET /api/v1/test-cases': listOf(SIGN_IN, CHECKOUT), [`GET /api/v1/test-cases/1`]: ok(SIGN_IN) },
    [EVENTS],
  );
  const waits = heldWaits();
  const badge = (text: string) => page().queryByText(text);
  const steps = () => within(page().getByRole('list', { name: 'Steps' }));
  /** The run as the stream built it: its steps and result, and Stop while it is under way. */
  const showsRun = async (run: RunDetail | null) => {
    if (!run) return expect(await page().findByLabelText('Loading the run')).toBeTruthy();
    await waitFor(() => expect(page().queryByLabelText('Loading the run')).toBeNull());
    const second = run.steps[1]!;
    const label = second.status === 'running' ? 'Running' : 'Passed';
    expect(steps().getByRole('button', { name: `Step 2: ${second.text}, ${label}` })).toBeTruthy();
    expect(screen.getByRole('main').querySelector('[data-result]')?.getAttribute('data-result')).toBe(run.result);
    const underWay = run.status === 'running';
    expect(page().queryByRole('button', { name: 'Stop' }) !== null).toBe(underWay);
  };

  await path.test({
    states: {
      'open.connecting': async ({ context }) => {
        await waitFor(() => expect(api.pending(EVENTS)).toBe(1));
        await showsRun(context.run);
        if (context.run) expect(badge('Connecting…')).toBeTruthy();
        expect(page().queryByRole('alert')).toBeNull();
      },
      'open.live': async ({ context }) => {
        await showsRun(context.run);
        if (context.run?.status === 'running') expect(await page().findByText('Live')).toBeTruthy();
        expect(waits.pending()).toBe(0);
      },
      reconnecting: async ({ context }) => {
        await showsRun(context.run);
        if (context.run) expect(await page().findByText('Reconnecting…')).toBeTruthy();
        await waitFor(() => expect(waits.pending()).toBe(1));
        expect(api.pending(EVENTS)).toBe(0);
      },
      ended: async ({ context }) => {
        await showsRun(context.run);
        await waitFor(() =>
          expect(page().getByRole<HTMLButtonElement>('button', { name: 'Start Run' }).disabled).toBe(false),
        );
        expect(badge('Live')).toBeNull();
      },
      failed: async ({ context }) => {
        const alert = await page().findByRole('alert');
        expect(alert.textContent).toContain(`Error: ${context.error}`);
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(api.pending(EVENTS)).toBe(0);
      },
    },
    events: {
      'xstate.init': async () => {
        await renderSignedInScreen(`/live-test?run=${RUN}`);
        expect(await page().findByRole('heading', { name: 'Live Test Case' })).toBeTruthy();
      },
      'stream.opened': async (step) => {
        const resumed = path.stateBefore(step).context.lastEventId;
        const call = await api.settle(EVENTS, stream.route);
        // A reconnect resumes after the last event the screen had.
        expect(call.headers.get('last-event-id')).toBe(resumed);
      },
      'stream.event': async ({ event }) => {
        const { event: sent } = event as unknown as { event: StreamEvent };
        await stream.latest()!.send(sent.type, sent.data);
      },
      'stream.closed': () => stream.latest()!.close(),
      'stream.dropped': async (step) => {
        if (path.stateBefore(step).matches({ open: 'live' })) return stream.latest()!.drop();
        // A stream that cannot open: the server is unreachable.
        await api.settle(EVENTS, 'network-error');
      },
      'stream.refused': async () => {
        await api.settle(
          EVENTS,
          replyFor({ type: 'xstate.error.actor.x', error: serverError('streamRunEvents', 404, NOT_FOUND) }),
        );
      },
      'xstate.after.retry.runStream.reconnecting': () => waits.fire(),
      'stream.retry': async () => {
        const alert = await page().findByRole('alert');
        await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click());
      },
    },
  });
  expect(api.unrouted).toEqual([]);
  expect(page().queryByText(/Failed to|unrouted/, IN_TOAST)).toBeNull();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Suite } from '../../src/api/runs.ts';
import type { RunSummary } from '../../src/api/testCases.ts';
import {
  runToFollow,
  STREAM_RETRY_MS,
  SUITE_RECHECK_MS,
  suiteProgressMachine,
  type SuiteProgressContext,
} from '../../src/machines/suiteProgress.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { sseServer } from '../unit/support/sse.ts';
import { signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

/**
 * The suiteProgress machine, as /test-results?suite=4 follows suite 4: read (the request is held until a
 * path answers it), run 7's stream followed while it is under way, the suite read again when it ends,
 * after a while anyway, or after a broken stream; ended once no run is left; Refresh and Try again.
 */
const SUITE_ID = 4;
const SUITE = `GET /api/v1/suites/${SUITE_ID}`;
const NOT_FOUND = `Suite ${SUITE_ID} was not found.`;

function run(id: number, name: string, status: RunSummary['status']): RunSummary {
  const ended = status !== 'queued' && status !== 'running';
  return {
    id,
    test_case_id: id,
    test_case_name: name,
    environment_label: 'Staging',
    url: 'https://staging.shop.example',
    status,
    result: status === 'passed' ? 'Passed' : 'In Progress',
    started_at: status === 'queued' ? null : '2026-11-21T09:00:00Z',
    duration: ended ? 3 : null,
    failed_count: 0,
    suite_id: SUITE_ID,
    failure_class: null,
    quarantined: false,
  };
}

function suite(status: Suite['status'], runs: RunSummary[]): Suite {
  const count = (s: RunSummary['status']) => runs.filter((r) => r.status === s).length;
  return {
    id: SUITE_ID,
    project_id: 1,
    source: 'manual',
    status,
    commit_sha: null,
    created_at: '2026-11-21T09:00:00Z',
    finished_at: status === 'running' ? null : '2026-11-21T09:01:00Z',
    total: runs.length,
    queued: count('queued'),
    running: count('running'),
    passed: count('passed'),
    failed: 0,
    flaky: 0,
    stopped: 0,
    error: 0,
    quarantined: 0,
    runs,
  };
}

/** Run 7 under way and run 8 queued; every run ended but the verdict not in yet; the suite passed. */
const UNDER_WAY = suite('running', [run(7, 'Sign in', 'running'), run(8, 'Checkout', 'queued')]);
const VERDICT_DUE = suite('running', [run(7, 'Sign in', 'passed'), run(8, 'Checkout', 'passed')]);
const PASSED = suite('passed', [run(7, 'Sign in', 'passed'), run(8, 'Checkout', 'passed')]);
const answer = (data: Suite) => ({ success: true, data });

const model = machineModel('suiteProgress', suiteProgressMachine, {
  input: { suiteId: SUITE_ID },
  events: (): ModelEvent[] => [
    ...[UNDER_WAY, VERDICT_DUE, PASSED].map((s) => ({ type: 'xstate.done.actor.loadSuite', output: answer(s) })),
    { type: 'xstate.error.actor.loadSuite', error: serverError('getSuite', 404, NOT_FOUND) },
    { type: 'suite.runEnded' },
    { type: 'suite.streamLost' },
    { type: 'suite.refresh' },
  ],
  // Refresh is on the suite's card, which shows once the suite was read; Try again replaces it on an error.
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as SuiteProgressContext;
    if (event.type === 'suite.refresh') return c.suite !== null || snapshot.matches('failed');
    return true;
  },
  context: (c: SuiteProgressContext) => [
    c.suite === null ? null : `${c.suite.status}:${runToFollow(c.suite)}`,
    c.error !== null,
  ],
});

/** The machine's waits (setTimeout of SUITE_RECHECK_MS and STREAM_RETRY_MS), held until the test fires them. */
function heldWaits() {
  const waits = new Set([SUITE_RECHECK_MS, STREAM_RETRY_MS]);
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const held = new Map<number, { ms: number; fn: () => void }>();
  let nextId = 3_000_000;
  vi.stubGlobal('setTimeout', (fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if (ms === undefined || !waits.has(ms)) return realSetTimeout(fn, ms, ...args);
    nextId += 1;
    held.set(nextId, { ms, fn: () => fn(...args) });
    return nextId;
  });
  vi.stubGlobal('clearTimeout', (id: unknown) => {
    if (typeof id === 'number' && held.delete(id)) return;
    realClearTimeout(id as Parameters<typeof clearTimeout>[0]);
  });
  return {
    pending: (ms: number) => [...held.values()].filter((w) => w.ms === ms).length,
    async fire(ms: number) {
      await waitFor(() => expect([...held.values()].filter((w) => w.ms === ms)).toHaveLength(1));
      const [id, wait] = [...held].find(([, w]) => w.ms === ms)!;
      held.delete(id);
      await act(async () => wait.fn());
    },
  };
}

describeModel(`suiteProgress machine, path by path on /test-results?suite=${SUITE_ID}`, model, async (path) => {
  const stream = sseServer();
  const api = heldApi({ ...signedIn(), 'GET /api/v1/runs/7/events': stream.route }, [SUITE]);
  const waits = heldWaits();
  let follows = 0;
  const card = () => within(page().getByText(`Suite #${SUITE_ID}`).closest('.mantine-Paper-root') as HTMLElement);
  /** The suite as the page shows it: its verdict, its counts and its runs' results. */
  const showsSuite = async (s: Suite | null) => {
    if (!s) return expect(await page().findByText('Loading the suite…')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('[data-suite-status]')?.getAttribute('data-suite-status')).toBe(
        s.status,
      ),
    );
    const togo = s.queued + s.running;
    expect(card().getByText(`${s.passed} passed · 0 failed${togo ? ` · ${togo} to go` : ''}`)).toBeTruthy();
    // Each run's result chip, beside the suite's own verdict.
    expect(card().queryAllByText('Passed')).toHaveLength(s.passed + (s.status === 'passed' ? 1 : 0));
  };
  const live = () => page().queryByText('Following its runs live');

  await path.test({
    states: {
      loading: async ({ context }) => {
        await showsSuite(context.suite);
        await waitFor(() => expect(api.pending(SUITE)).toBe(1));
      },
      following: async ({ context }) => {
        await showsSuite(context.suite);
        expect(live()).toBeTruthy();
        // Run 7's stream is open: a new connection each time the run is followed again.
        follows += 1;
        await waitFor(() => expect(stream.connections).toHaveLength(follows));
        await waitFor(() => expect(waits.pending(SUITE_RECHECK_MS)).toBe(1));
        expect(api.pending(SUITE)).toBe(0);
      },
      waiting: async ({ context }) => {
        await showsSuite(context.suite);
        expect(live()).toBeTruthy();
        await waitFor(() => expect(waits.pending(STREAM_RETRY_MS)).toBe(1));
        expect(api.pending(SUITE)).toBe(0);
      },
      ended: async ({ context }) => {
        await showsSuite(context.suite);
        await waitFor(() => expect(live()).toBeNull());
        expect(api.pending(SUITE)).toBe(0);
        expect(waits.pending(SUITE_RECHECK_MS) + waits.pending(STREAM_RETRY_MS)).toBe(0);
      },
      failed: async ({ context }) => {
        const alert = await page().findByRole('alert');
        expect(alert.textContent).toContain(`Error: ${context.error}`);
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        if (context.suite) await showsSuite(context.suite);
      },
    },
    events: {
      'xstate.init': async () => {
        await renderSignedInScreen(`/test-results?suite=${SUITE_ID}`);
        expect(await page().findByRole('heading', { name: 'Test Run' })).toBeTruthy();
      },
      'xstate.done.actor.loadSuite': async ({ event }) => {
        await api.settle(SUITE, replyFor(event));
      },
      'xstate.error.actor.loadSuite': async ({ event }) => {
        await api.settle(SUITE, replyFor(event));
      },
      'suite.runEnded': async () => {
        await stream.latest()!.send('status', { status: 'passed', result: 'Passed' });
      },
      'suite.streamLost': () => stream.latest()!.drop(),
      'suite.refresh': async (step) => {
        const name = path.stateBefore(step).matches('failed') ? 'Try again' : 'Refresh';
        await act(async () => page().getByRole('button', { name }).click());
      },
      'xstate.after.recheck.suiteProgress.following': () => waits.fire(SUITE_RECHECK_MS),
      'xstate.after.retry.suiteProgress.waiting': () => waits.fire(STREAM_RETRY_MS),
    },
  });
  expect(api.unrouted).toEqual([]);
  expect(screen.queryByText(/Failed to|unrouted/, IN_TOAST)).toBeNull();
});

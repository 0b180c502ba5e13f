import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RunInput } from '../../src/api/runs.ts';
import { runStarterMachine, watchPathFor, type RunStarterContext } from '../../src/machines/runStarter.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { queuedRuns } from '../unit/support/runs.ts';
import { ok, signedIn } from './support/appScreens.ts';
import { CHECKOUT, listOf, SIGN_IN } from './support/appTestCases.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent, type ScreenBindings } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';

/**
 * The runStarter machine behind every control that starts runs: on /test-results ('Run All Test',
 * 'Re-run Failed Test', 'Stop All Test'), and on an issue's page ('Test Again'). Several runs queued
 * stay on /test-results, which shows the latest run again; one run queued opens its live view.
 */
const SEVERAL = queuedRuns(
  { id: 21, testCaseId: SIGN_IN.id, name: SIGN_IN.title },
  { id: 22, testCaseId: CHECKOUT.id, name: CHECKOUT.title },
).body;
const ONE = queuedRuns({ id: 21, testCaseId: SIGN_IN.id, name: SIGN_IN.title }).body;
const NONE_FAILED = 'No test case failed in its latest run.';
const STOPPED = 'Asked 2 runs to stop.';
const STOP_FAILED = 'The runs could not be stopped.';

const START = 'POST /api/v1/runs';
const STOP_ALL = 'POST /api/v1/runs/stop';
const LATEST = '/api/v1/runs/latest';
/** The live view a single queued run opens follows its stream: held, so it shows that it loads. */
const LIVE_RUN = 'GET /api/v1/runs/21/events';

const ALL: RunInput = { project_id: 1, all: true };
const FAILED: RunInput = { project_id: 1, failed: true };
const TEST_AGAIN: RunInput = { test_case_ids: [CHECKOUT.id] };
const BUTTON_FOR = new Map<string, string>([
  [JSON.stringify(ALL), 'Run All Test'],
  [JSON.stringify(FAILED), 'Re-run Failed Test'],
  [JSON.stringify(TEST_AGAIN), 'Test Again'],
]);

const startedOne: ModelEvent = { type: 'xstate.done.actor.startRuns', output: ONE };
const refused: ModelEvent = {
  type: 'xstate.error.actor.startRuns',
  error: serverError('createRuns', 400, NONE_FAILED),
};
const outcomes: ModelEvent[] = [
  { type: 'xstate.done.actor.startRuns', output: SEVERAL },
  startedOne,
  refused,
  { type: 'xstate.done.actor.stopAll', output: { success: true, message: STOPPED, data: { stopped: 2 } } },
  { type: 'xstate.error.actor.stopAll', error: serverError('stopAllRuns', 500, STOP_FAILED) },
];

const resultsModel = machineModel('runStarter', runStarterMachine, {
  events: [
    { type: 'run.start', input: ALL },
    { type: 'run.start', input: FAILED },
    { type: 'run.stopAll', projectId: 1 },
    ...outcomes,
  ],
});

// An issue's page starts one test case's run, and stops none.
const issueModel = machineModel('runStarter', runStarterMachine, {
  events: [{ type: 'run.start', input: TEST_AGAIN }, startedOne, refused],
  filterEvents: (_, e) => e.type !== 'run.stopAll',
});

/** The issue page asks whether Jira is connected: it is not. */
const NO_JIRA = { connected: false, issue: null };

/** The routes of the live view a single queued run opens. */
const LIVE_VIEW = { 'GET /api/v1/test-cases': listOf(SIGN_IN, CHECKOUT) };

/**
 * The bindings both pages share: where each state leaves the user, the server's answers, and the
 * toasts that say them. `startButtons` are the page's controls that start runs.
 */
function bindings(
  api: ReturnType<typeof heldApi>,
  screenAt: () => Awaited<ReturnType<typeof renderSignedInScreen>>,
  home: string,
  startButtons: string[],
  reloads: () => number,
): Pick<ScreenBindings, 'states'> & { events: Omit<ScreenBindings['events'], 'xstate.init' | 'run.start'> } {
  const button = (name: string) => page().findByRole<HTMLButtonElement>('button', { name });
  return {
    states: {
      idle: async ({ context }) => {
        // Where the last runs queued are watched; the page itself until a start succeeds.
        const { started } = context as RunStarterContext;
        const to = started.length ? watchPathFor(started) : home;
        await waitFor(() => expect(screenAt().route()).toBe(to));
        if (to !== home) {
          // One run queued: its live view follows it.
          expect(await page().findByRole('heading', { name: 'Live Test Case' })).toBeTruthy();
          expect(await page().findByLabelText('Loading the run')).toBeTruthy();
          await waitFor(() => expect(api.pending(LIVE_RUN)).toBe(1));
          return;
        }
        for (const name of startButtons) expect((await button(name)).disabled).toBe(false);
        if (home === '/test-results') expect((await button('Stop All Test')).disabled).toBe(false);
        expect(page().queryByRole('button', { name: /Starting|Stopping/ })).toBeNull();
      },
      starting: async () => {
        const busy = await page().findAllByRole<HTMLButtonElement>('button', { name: 'Starting...' });
        expect(busy).toHaveLength(startButtons.length);
        for (const b of busy) {
          expect(b.disabled).toBe(true);
          expect(b.getAttribute('aria-busy')).toBe('true');
        }
        if (home === '/test-results') expect((await button('Stop All Test')).disabled).toBe(true);
        await waitFor(() => expect(api.pending(START)).toBe(1));
      },
      stopping: async () => {
        const busy = await button('Stopping...');
        expect(busy.disabled).toBe(true);
        expect(busy.getAttribute('aria-busy')).toBe('true');
        for (const name of startButtons) expect((await button(name)).disabled).toBe(true);
        await waitFor(() => expect(api.pending(STOP_ALL)).toBe(1));
      },
    },
    events: {
      'xstate.done.actor.startRuns': async ({ event }) => {
        const before = reloads();
        const { output } = event as unknown as { output: typeof SEVERAL };
        await oneMoreToast(output.message, () => api.settle(START, replyFor(event)));
        // Several runs: the page shows the latest run again (the page an issue is on has none).
        if (output.data.length > 1 && home === '/test-results') {
          await waitFor(() => expect(reloads()).toBe(before + 1));
        }
      },
      'xstate.error.actor.startRuns': async ({ event }) => {
        const before = reloads();
        await oneMoreToast(NONE_FAILED, () => api.settle(START, replyFor(event)));
        expect(reloads()).toBe(before);
      },
      'xstate.done.actor.stopAll': async ({ event }) => {
        const before = reloads();
        await oneMoreToast(STOPPED, async () => {
          const call = await api.settle(STOP_ALL, replyFor(event));
          expect(call.search).toBe('?project_id=1');
        });
        await waitFor(() => expect(reloads()).toBe(before + 1));
      },
      'xstate.error.actor.stopAll': async ({ event }) => {
        const before = reloads();
        await oneMoreToast(STOP_FAILED, () => api.settle(STOP_ALL, replyFor(event)));
        expect(reloads()).toBe(before);
      },
    },
  };
}

describeModel('runStarter machine, path by path on /test-results', resultsModel, async (path) => {
  const api = heldApi({ ...signedIn(), [`GET ${LATEST}`]: ok(null), ...LIVE_VIEW }, [START, STOP_ALL, LIVE_RUN]);
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  let sent: RunInput | null = null;
  const shared = bindings(
    api,
    () => s,
    '/test-results',
    ['Re-run Failed Test', 'Run All Test'],
    () => api.to('GET', LATEST).length,
  );
  await path.test({
    states: shared.states,
    events: {
      ...shared.events,
      'xstate.init': async () => {
        s = await renderSignedInScreen('/test-results');
        expect(await page().findByText('No test run yet')).toBeTruthy();
      },
      'run.start': async ({ event }) => {
        sent = (event as unknown as { input: RunInput }).input;
        await s.user.click(await page().findByRole('button', { name: BUTTON_FOR.get(JSON.stringify(sent))! }));
      },
      'run.stopAll': async () => s.user.click(await page().findByRole('button', { name: 'Stop All Test' })),
    },
  });
  // Each start asked for what its button says.
  const bodies = api.to('POST', '/api/v1/runs').map((c) => c.body);
  expect(bodies).toEqual(sent ? [sent] : []);
  expect(api.unrouted).toEqual([]);
  expect(screen.queryByText('unrouted', IN_TOAST)).toBeNull();
});

const ISSUE = `/issues/${CHECKOUT.id}/21`;
const ISSUE_DETAIL = {
  test_case_id: CHECKOUT.id,
  test_case_step_id: 21,
  title: CHECKOUT.title,
  step: 'Add a product to the cart',
  status: 'Unresolved',
  occurrences: [],
};

describeModel(
  `runStarter machine, path by path on ${ISSUE}`,
  issueModel,
  async (path) => {
    const api = heldApi(
      {
        ...signedIn(),
        [`GET /api/v1${ISSUE}`]: ok(ISSUE_DETAIL),
        [`GET /api/v1${ISSUE}/jira`]: ok(NO_JIRA),
        ...LIVE_VIEW,
      },
      [START, STOP_ALL, LIVE_RUN],
    );
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    const shared = bindings(
      api,
      () => s,
      ISSUE,
      ['Test Again'],
      () => 0,
    );
    await path.test({
      states: shared.states,
      events: {
        ...shared.events,
        'xstate.init': async () => {
          s = await renderSignedInScreen(ISSUE);
          expect(await page().findByRole('heading', { name: CHECKOUT.title })).toBeTruthy();
        },
        'run.start': async () => s.user.click(await page().findByRole('button', { name: 'Test Again' })),
      },
    });
    expect(api.to('POST', '/api/v1/runs').map((c) => c.body)).toEqual(
      path.steps.some((step) => step.event.type === 'run.start') ? [TEST_AGAIN] : [],
    );
    expect(api.unrouted).toEqual([]);
  },
  {
    unreachable: {
      states: ['runStarter.stopping'],
      transitions: [
        'runStarter.idle:run.stopAll#0',
        'runStarter.stopping:xstate.done.actor.stopAll#0',
        'runStarter.stopping:xstate.error.actor.stopAll#0',
      ],
      but: 'Stop All Test, which only /test-results offers',
    },
  },
);

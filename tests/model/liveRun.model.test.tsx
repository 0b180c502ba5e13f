import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunDetail, RunStatus } from '../../src/api/runs.ts';
import { liveRunMachine, type LiveRunContext } from '../../src/machines/liveRun.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { queuedRuns, runDetail, runStep } from '../unit/support/runs.ts';
import { sseServer } from '../unit/support/sse.ts';
import { ok, signedIn } from './support/appScreens.ts';
import { CHECKOUT, listOf, SIGN_IN } from './support/appTestCases.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';

/**
 * The liveRun machine on /live-test: choosing a test case and starting its run, or following one
 * (?run=7) through its live stream until the stream ends with the run (the stream's own states are
 * the runStream model's), Stop meanwhile, and 'Error: …' when the server refuses to start a run.
 */
const FOLLOWED = 7;
const START_REFUSED = 'This test case has no steps to run.';
const ALREADY_ENDED = 'This run has already ended.';
const STOPPING = 'Stopping the run.';
const TRACE = `/api/v1/runs/${FOLLOWED}/artifacts/30?expires=1800000000&signature=abc`;

/** Sign in (test case 1, two steps) as the server answers it: under way with step 1 done, or passed. */
function runOf(id: number, status: RunStatus): RunDetail {
  const ended = status !== 'queued' && status !== 'running';
  return runDetail(
    id,
    SIGN_IN,
    status,
    [
      runStep(SIGN_IN, 1, { status: 'passed', duration_ms: 850, screenshot_url: `/api/v1/runs/${id}/artifacts/1?s=x` }),
      runStep(SIGN_IN, 2, ended ? { status: 'passed', duration_ms: 1200 } : { status: 'running' }),
    ],
    { trace_url: ended ? TRACE : null },
  );
}

const START = 'POST /api/v1/runs';
const EVENTS = (id: number) => `GET /api/v1/runs/${id}/events`;
const STOP = (id: number) => `POST /api/v1/runs/${id}/stop`;
/** The runs a path may read: the one followed, and the one started after it ended. */
const RUN_IDS = [FOLLOWED, FOLLOWED + 1];

/** The run a start queues: 7 from the chooser, the next one once the followed run ended. */
const startedId = (c: LiveRunContext) => (c.runId === null ? FOLLOWED : c.runId + 1);

const models = [null, FOLLOWED].map((runId) => ({
  entry: runId === null ? '/live-test' : `/live-test?run=${runId}`,
  model: machineModel('liveRun', liveRunMachine, {
    input: { runId },
    events: (snapshot): ModelEvent[] => {
      const c = snapshot.context as LiveRunContext;
      return [
        { type: 'run.start', testCaseId: SIGN_IN.id },
        {
          type: 'xstate.done.actor.startRun',
          output: queuedRuns({ id: startedId(c), testCaseId: SIGN_IN.id, name: SIGN_IN.title }).body,
        },
        { type: 'xstate.error.actor.startRun', error: serverError('createRuns', 400, START_REFUSED) },
        { type: 'xstate.done.actor.stream', output: runOf(c.runId ?? 0, 'passed') },
        { type: 'xstate.done.actor.stopRun', output: { success: true, message: STOPPING, data: {} } },
        { type: 'xstate.error.actor.stopRun', error: serverError('stopRun', 409, ALREADY_ENDED) },
      ];
    },
    // What the screen shows of the run (none, under way, ended) and whether it shows an error.
    context: (c: LiveRunContext) => [c.run?.status ?? null, c.error !== null],
  }),
}));

describe('liveRun machine: the two entries together', () => {
  it('plan paths that reach every state and transition', () => {
    const [choosing, following] = models.map(({ model }) => model.unreachable);
    // Only ?run= takes the chooser's shortcut to following; only /live-test starts from the chooser.
    expect(choosing).toEqual({ states: [], transitions: ['liveRun.choosing:always#0'] });
    expect(following).toEqual({ states: [], transitions: ['liveRun.choosing:run.start#0'] });
  });
});

for (const { entry, model } of models) {
  describeModel(
    `liveRun machine, path by path on ${entry}`,
    model,
    async (path) => {
      // Each run's stream starts with the run under way (a reconnect would not resend it).
      const streams = new Map(
        RUN_IDS.map((id) => [id, sseServer((c) => c.lastEventId === null && c.push('run', runOf(id, 'running')))]),
      );
      const api = heldApi(
        {
          ...signedIn(),
          'GET /api/v1/test-cases': listOf(SIGN_IN, CHECKOUT),
          [`GET /api/v1/test-cases/${SIGN_IN.id}`]: ok(SIGN_IN),
          ...Object.fromEntries(RUN_IDS.map((id) => [EVENTS(id), streams.get(id)!.route])),
        },
        [START, ...RUN_IDS.map(STOP)],
      );
      let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
      const button = (name: string) => page().queryByRole<HTMLButtonElement>('button', { name });
      const findButton = (name: string) => page().findByRole<HTMLButtonElement>('button', { name });
      const connections = (id: number) => api.to('GET', `/api/v1/runs/${id}/events`).length;
      const alert = () => page().queryByRole('alert');
      /** The error the state holds, as the page's alert says it; 'Try again' only when the run could not be read. */
      const showsError = async ({ error }: LiveRunContext, retry: boolean) => {
        if (!error) return expect(alert()).toBeNull();
        const shown = await page().findByRole('alert');
        expect(shown.textContent).toContain(`Error: ${error}`);
        expect(within(shown).queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
      };
      /** The run's steps as they stand, and its result. */
      const showsRun = async (run: RunDetail) => {
        const steps = within(await page().findByRole('list', { name: 'Steps' }));
        const label = (status: string) => (status === 'running' ? 'Running' : 'Passed');
        for (const step of run.steps) {
          const name = `Step ${step.position}: ${step.text}, ${label(step.status)}`;
          expect(steps.getByRole('button', { name })).toBeTruthy();
        }
        expect(screen.getByRole('main').querySelector('[data-result]')?.getAttribute('data-result')).toBe(run.result);
        expect(page().getByText(`${run.test_case_name} on ${run.environment_label} (${run.url})`)).toBeTruthy();
      };
      /** Stop while the run is under way: offered (or busy) with Start Run disabled, and no trace yet. */
      const showsUnderWay = async (stopping: boolean) => {
        const stop = await findButton(stopping ? 'Stopping...' : 'Stop');
        expect(stop.disabled).toBe(stopping);
        expect(stop.getAttribute('aria-busy')).toBe(stopping ? 'true' : null);
        expect(button('Start Run')!.disabled).toBe(true);
        expect(page().queryByRole('link', { name: 'Open trace' })).toBeNull();
      };

      await path.test({
        states: {
          choosing: async () => {
            expect(s.route()).toBe('/live-test');
            expect(await page().findByText('Choose a test case to see its goal and steps.')).toBeTruthy();
            expect(screen.getByLabelText('Test case', { selector: 'input' })).toBeTruthy();
            // Nothing chosen yet: nothing to start.
            expect((await findButton('Start Run')).disabled).toBe(true);
            expect(page().getByText('No run yet')).toBeTruthy();
            expect(button('Stop')).toBeNull();
            expect(alert()).toBeNull();
          },
          starting: async ({ context }) => {
            const busy = await findButton('Starting...');
            expect(busy.disabled).toBe(true);
            expect(busy.getAttribute('aria-busy')).toBe('true');
            expect(button('Stop')).toBeNull();
            await waitFor(() => expect(api.pending(START)).toBe(1));
            if (context.run) await showsRun(context.run);
            else expect(await page().findByText(SIGN_IN.goal)).toBeTruthy();
            await showsError(context, false);
          },
          following: async ({ context }) => {
            const id = context.runId!;
            await waitFor(() => expect(s.route()).toBe(`/live-test?run=${id}`));
            // The screen follows the run's stream, and shows the run as it sent it.
            await waitFor(() => expect(connections(id)).toBeGreaterThan(0));
            await showsRun(runOf(id, 'running'));
            await showsError(context, false);
          },
          'following.watching': async () => {
            await showsUnderWay(false);
          },
          'following.stopping': async ({ context }) => {
            await showsUnderWay(true);
            await waitFor(() => expect(api.pending(STOP(context.runId!))).toBe(1));
          },
          ended: async ({ context }) => {
            await waitFor(() => expect(button('Stop')).toBeNull());
            expect((await findButton('Start Run')).disabled).toBe(false);
            if (context.run) {
              await showsRun(context.run);
              const trace = page().getByRole('link', { name: 'Open trace' });
              expect(trace.getAttribute('href')).toBe(
                `/trace-viewer/index.html?trace=${encodeURIComponent(`${window.location.origin}${TRACE}`)}`,
              );
            } else {
              // The start was refused: the test case stays chosen, to start again.
              expect((screen.getByLabelText('Test case', { selector: 'input' }) as HTMLInputElement).value).toBe(
                SIGN_IN.title,
              );
              expect(page().getByText(SIGN_IN.goal)).toBeTruthy();
            }
            await showsError(context, false);
          },
        },
        events: {
          'xstate.init': async () => {
            s = await renderSignedInScreen(entry);
            expect(await page().findByRole('heading', { name: 'Live Test Case' })).toBeTruthy();
          },
          'run.start': async () => {
            if (!page().queryByText(SIGN_IN.goal)) {
              await s.user.click(screen.getByLabelText('Test case', { selector: 'input' }));
              await s.user.click(await screen.findByRole('option', { name: SIGN_IN.title }));
              expect(await page().findByText(SIGN_IN.goal)).toBeTruthy();
              expect(page().getByText(SIGN_IN.expected_result)).toBeTruthy();
            }
            await s.user.click(await findButton('Start Run'));
          },
          'xstate.done.actor.startRun': async (step) => {
            const { event, state } = step;
            const before = path.stateBefore(step);
            const id = state.context.runId as number;
            const routeBefore = s.route();
            const connectionsBefore = connections(id);
            const call = await api.settle(START, replyFor(event));
            // A run that ended starts again on its own environment.
            expect(call.body).toEqual(
              before.context.run ? { test_case_ids: [SIGN_IN.id], environment_id: 1 } : { test_case_ids: [SIGN_IN.id] },
            );
            await waitFor(() => expect(s.route()).toBe(`/live-test?run=${id}`));
            // A new ?run= mounts the screen's flow afresh, which opens the stream again (the old one is closed).
            const remounted = routeBefore !== `/live-test?run=${id}`;
            await waitFor(() => expect(connections(id)).toBe(connectionsBefore + (remounted ? 2 : 1)));
          },
          'xstate.error.actor.startRun': async ({ event }) => {
            await api.settle(START, replyFor(event));
          },
          'xstate.done.actor.stream': async ({ state }) => {
            // The run's last step passes and the run ends: the server says so and closes the stream.
            const id = state.context.runId as number;
            const stream = streams.get(id)!.latest()!;
            await stream.send('step', runOf(id, 'passed').steps[1]);
            const {
              steps: _steps,
              console: _console,
              page_errors: _errors,
              network: _network,
              ...status
            } = runOf(id, 'passed');
            await stream.send('status', status);
            await stream.close();
          },
          'run.stop': async () => s.user.click(await findButton('Stop')),
          'xstate.done.actor.stopRun': ({ event, state }) =>
            oneMoreToast(STOPPING, () => api.settle(STOP(state.context.runId as number), replyFor(event))),
          'xstate.error.actor.stopRun': ({ event, state }) =>
            oneMoreToast(ALREADY_ENDED, () => api.settle(STOP(state.context.runId as number), replyFor(event))),
        },
      });
      expect(api.unrouted).toEqual([]);
      expect(screen.queryByText(/Failed to|unrouted/, IN_TOAST)).toBeNull();
    },
    // The two entries are checked together, above.
    { unreachable: null },
  );
}

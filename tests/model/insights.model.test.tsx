import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Insights, InsightsWindow } from '../../src/api/insights.ts';
import { insightsMachine, insightsPathFor } from '../../src/machines/insights.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

const INSIGHTS = 'GET /api/v1/insights';

/** A window in which no run ended: the page says so under the window's days. */
const noRuns = (days: number): Insights => ({
  days,
  from: '2026-11-15',
  to: '2026-11-21',
  threshold: 30,
  totals: { runs: 0, passed: 0, flaky: 0, failed: 0, pass_rate: null, flaky_tests: 0, quarantined_tests: 0 },
  daily: [],
  flakiest: [],
  slowest_steps: [],
});

interface Context {
  days: InsightsWindow;
  insights: Insights | null;
  error: string | null;
}

const model = machineModel('insights', insightsMachine, {
  input: { projectId: 1, days: 30 },
  events: ({ context }: { context: Context }): ModelEvent[] => [
    { type: 'xstate.done.actor.loadInsights', output: { success: true, data: noRuns(context.days) } },
    { type: 'xstate.error.actor.loadInsights', error: serverError('getInsights', 500, 'Insights are not ready.') },
    { type: 'insights.window', days: 7 },
    { type: 'insights.window', days: 30 },
    { type: 'insights.retry' },
  ],
  context: (c: Context) => [c.days, c.insights?.days ?? null, c.error],
});

describeModel('insights machine, path by path on /insights', model, async (path) => {
  const api = heldApi(signedIn(), [INSIGHTS]);
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  const windowShown = (days: InsightsWindow) => {
    const radio = page().getByRole('radio', { name: `${days} days` }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(s.route()).toBe(insightsPathFor(days));
  };
  /** Does `action`, then answers the request it replaced, if one was under way: the page must not show it. */
  const restarting = async (action: () => Promise<void>) => {
    const replaced = api.pending(INSIGHTS);
    await action();
    for (let i = 0; i < replaced; i += 1) await api.settle(INSIGHTS, ok(noRuns(90)));
  };
  await path.test({
    states: {
      loading: async ({ context }) => {
        const { days, insights } = context as Context;
        await waitFor(() => expect(api.pending(INSIGHTS)).toBe(1));
        expect(api.to('GET', '/api/v1/insights').at(-1)!.search).toBe(`?project_id=1&days=${days}`);
        windowShown(days);
        // Another window keeps the last one's figures on screen while it loads.
        if (insights)
          expect(page().getByRole('heading', { name: `No runs in the last ${insights.days} days` })).toBeTruthy();
        else expect(await page().findByRole('progressbar', { name: 'Loading insights' })).toBeTruthy();
      },
      shown: async ({ context }) => {
        const { days } = context as Context;
        expect(await page().findByRole('heading', { name: `No runs in the last ${days} days` })).toBeTruthy();
        expect(page().queryByRole('heading', { name: 'No runs in the last 90 days' })).toBeNull();
        windowShown(days);
      },
      failed: async ({ context }) => {
        const alert = within(await page().findByRole('alert'));
        expect(alert.getByText(`Error: ${(context as Context).error}`)).toBeTruthy();
        windowShown((context as Context).days);
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/insights');
      },
      'xstate.done.actor.loadInsights': (step) => api.settle(INSIGHTS, replyFor(step.event)),
      'xstate.error.actor.loadInsights': (step) => api.settle(INSIGHTS, replyFor(step.event)),
      'insights.window': ({ event }) =>
        restarting(() =>
          s.user.click(page().getByRole('radio', { name: `${(event as unknown as { days: number }).days} days` })),
        ),
      'insights.retry': () => s.user.click(page().getByRole('button', { name: 'Try again' })),
    },
  });
  expect(api.unrouted).toEqual([]);
});

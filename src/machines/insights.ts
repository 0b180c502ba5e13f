import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { DEFAULT_INSIGHTS_WINDOW, type Insights, type InsightsWindow } from '../api/insights.ts';
import { effectActions, errorMessage } from './effects.ts';

export interface InsightsInput {
  projectId: number;
  days: InsightsWindow;
}

export interface InsightsContext extends InsightsInput {
  insights: Insights | null;
  error: string | null;
}

export type InsightsEvent = { type: 'insights.window'; days: InsightsWindow } | { type: 'insights.retry' };

/** The address of a window: the default one needs no `?days=`. */
export const insightsPathFor = (days: InsightsWindow) =>
  days === DEFAULT_INSIGHTS_WINDOW ? '/insights' : `/insights?days=${days}`;

/**
 * /insights: what the project's runs say over a window of days. Choosing another window loads it
 * and puts it in the address, so a link or a reload shows the same days.
 */
export const insightsMachine = setup({
  types: { context: {} as InsightsContext, events: {} as InsightsEvent, input: {} as InsightsInput },
  actors: {
    loadInsights: fromPromise(({ input }: { input: InsightsInput }) => api.insights.get(input.projectId, input.days)),
  },
  actions: effectActions,
}).createMachine({
  id: 'insights',
  context: ({ input }) => ({ ...input, insights: null, error: null }),
  initial: 'loading',
  on: {
    'insights.window': {
      guard: ({ context, event }) => event.days !== context.days,
      target: '.loading',
      reenter: true,
      actions: [
        assign({ days: ({ event }) => event.days }),
        { type: 'navigate', params: ({ event }) => ({ to: insightsPathFor(event.days), replace: true }) },
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadInsights',
        src: 'loadInsights',
        input: ({ context }) => ({ projectId: context.projectId, days: context.days }),
        onDone: { target: 'shown', actions: assign({ insights: ({ event }) => event.output.data, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'insights.retry': 'loading' } },
  },
});

import { settle, type HttpClient } from './client.ts';
import type { components } from './schema.d.ts';

export type Insights = components['schemas']['Insights'];
export type InsightsDay = components['schemas']['InsightsDay'];
export type FailuresByClass = components['schemas']['FailuresByClass'];
export type TestFlakiness = components['schemas']['TestFlakiness'];
export type SlowStep = components['schemas']['SlowStep'];

/** The windows the insights screen offers, in days; the server takes any from 7 to 90. */
export const INSIGHTS_WINDOWS = [7, 30, 90] as const;
export type InsightsWindow = (typeof INSIGHTS_WINDOWS)[number];
export const DEFAULT_INSIGHTS_WINDOW: InsightsWindow = 30;

/** What a project's runs say over a window of days. */
export function insightsApi(client: HttpClient) {
  return {
    get: (projectId: number, days: number) =>
      settle('getInsights', () => client.GET('/insights', { params: { query: { project_id: projectId, days } } })),
  };
}

import { dashboard, latestRunSummary, listRunSummaries } from '../db/runs.ts';
import { authOf } from '../http/auth.ts';
import type { Handler, Services } from '../http/types.ts';
import { projectInScope } from './scope.ts';

/** The dashboard, the results table and the latest run: read from the runs the runner records. */
export function runHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;
  const project = (request: Parameters<Handler>[0]) =>
    projectInScope(db, authOf(request), (request.query as { project_id?: number }).project_id);

  return {
    async getDashboard(request) {
      return { success: true, data: await dashboard(db, (await project(request)).id, now()) };
    },

    async listResults(request) {
      return { success: true, data: await listRunSummaries(db, (await project(request)).id) };
    },

    async getLatestRun(request) {
      return { success: true, data: await latestRunSummary(db, (await project(request)).id) };
    },
  };
}

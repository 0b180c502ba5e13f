import { api } from '../api/index.ts';

/*
 * The calls of the dashboard, each the `load` of a resource machine (the screen hands them to
 * useResource); `version` only reloads them after the test modal changed something.
 */

export const loadDashboard = ({ projectId }: { projectId: number; version: number }) =>
  api.testCases.dashboard(projectId);
export const loadLatestResults = ({ projectId }: { projectId: number; version: number }) =>
  api.testCases.results(projectId, { limit: 10 });

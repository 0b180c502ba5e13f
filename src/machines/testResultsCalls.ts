import { api } from '../api/index.ts';

/** /test-results: the project's latest run, the `load` of a resource machine (the screen hands it to useResource). */
export const loadLatestRun = (projectId: number) => api.testCases.latestRun(projectId);

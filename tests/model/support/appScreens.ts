/**
 * What the signed-in app screens of the model tests (dashboard, test cases, issues, settings)
 * share: a session token, the account and project the app loads first, and server answers.
 */
import { meOk, type Reply } from '../../unit/support/renderScreen.tsx';
import { onePage } from '../../unit/support/lists.ts';

/** A successful answer with `data`. */
export const ok = (data: unknown, message = ''): Reply => ({ status: 200, body: { success: true, message, data } });

export const PROJECTS = ok([
  { id: 1, name: 'Shop', environment_count: 3, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' },
]);

/** What /dashboard loads: its figures, and no runs to list. */
export const DASHBOARD: Record<string, Reply> = {
  'GET /api/v1/dashboard': ok({
    activeTest: { total: 2, running: 1 },
    runCount: 3,
    testCaseExecution: { total: 3, passed: 1 },
    lastRun: { duration: 60, started_at: '2026-11-02T09:00:00Z' },
  }),
  'GET /api/v1/results': onePage([]),
};

/** Signs the browser tab in (the app reads the token from sessionStorage) and gives the routes every signed-in page loads. */
/** Project 1 as Settings › General reads it for its run limits. */
export const PROJECT_ONE: Record<string, Reply> = {
  'GET /api/v1/projects/1': ok({
    id: 1,
    name: 'Shop',
    environments: [],
    start_urls: [],
    created_at: '2026-11-01T00:00:00Z',
    step_timeout_ms: 10_000,
    run_timeout_ms: 300_000,
    retries: 1,
    flaky_threshold: 30,
  }),
};

export function signedIn(): Record<string, Reply> {
  sessionStorage.setItem('token', 'tok-1');
  return { 'GET /api/v1/me': meOk, 'GET /api/v1/projects': PROJECTS };
}

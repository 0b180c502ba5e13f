/**
 * What the signed-in app screens of the model tests (test cases, issues, settings) share: a
 * session token, the account and project the app loads first, and server answers.
 */
import { ApiError, fallbackMessage, NETWORK_ERROR, type Operation } from '../../../src/api/errors.ts';
import { meOk, type Reply } from '../../unit/support/renderScreen.tsx';

/** A successful answer with `data`. */
export const ok = (data: unknown, message = ''): Reply => ({ status: 200, body: { success: true, message, data } });

export const PROJECTS = ok([
  { id: 1, name: 'Shop', environment_count: 3, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' },
]);

/** Signs the browser tab in (the app reads the token from sessionStorage) and gives the routes every signed-in page loads. */
export function signedIn(): Record<string, Reply> {
  sessionStorage.setItem('token', 'tok-1');
  return { 'GET /api/v1/me': meOk, 'GET /api/v1/projects': PROJECTS };
}

/** What the client rejects with when the server fails without a message: the screen falls back to its own. */
export function silentError(operation: Operation, status = 500): ApiError {
  return new ApiError(operation, status, fallbackMessage(operation), { success: false, data: {} });
}

/** What the client rejects with when the server cannot be reached. */
export function networkError(operation: Operation): ApiError {
  return new ApiError(operation, 0, NETWORK_ERROR);
}

/** The step before `step` in `steps`: the state an executor's event is sent in. */
export function before<S>(steps: readonly { state: S }[], step: { state: S }): S {
  const i = steps.indexOf(step);
  if (i < 1) throw new Error('the step is not on this path');
  return steps[i - 1]!.state;
}

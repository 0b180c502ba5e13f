import { readStoredToken } from '../lib/sessionToken.ts';
import { authApi } from './auth.ts';
import { createHttpClient } from './client.ts';

let onUnauthorized: () => void = () => {};

/** Lets the auth session learn that the server ended the session (any 401 on an authenticated call). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The stored session's token, sent with every call. None stored while the app is signed in means
 * another tab of the browser ended the session (it cleared the token both share): the session is
 * told as of a 401, which ends a signed-in session and changes nothing for a visitor.
 */
export const getToken = () => {
  const token = readStoredToken()?.token ?? null;
  if (token === null) onUnauthorized();
  return token;
};

/** The one HTTP client of the app. */
export const http = createHttpClient({ getToken, onUnauthorized: () => onUnauthorized() });

/**
 * The calls of the public screens and the session (sign-in, sign-up, activation, password reset):
 * the first page loads these, and the rest of the client (`api` in index.ts) comes with the app.
 */
export const authCalls = authApi(http);

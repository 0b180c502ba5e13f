import { readStoredToken } from '../lib/sessionToken.ts';
import { authApi } from './auth.ts';
import { createHttpClient } from './client.ts';

let onUnauthorized: () => void = () => {};

/** Lets the auth session learn that the server ended the session (any 401 on an authenticated call). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const http = createHttpClient({
  getToken: () => readStoredToken()?.token ?? null,
  onUnauthorized: () => onUnauthorized(),
});

/** The app's client: the calls the machines invoke. */
export const api = {
  auth: authApi(http),
};

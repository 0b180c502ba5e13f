import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, messageFor, NETWORK_ERROR, type Operation } from './errors.ts';
import type { paths } from './schema.d.ts';

export interface ClientOptions {
  baseUrl?: string;
  /** The session token to send, read on every request. */
  getToken?: () => string | null;
  /** Called when an authenticated request is answered 401 (the session ended). */
  onUnauthorized?: () => void;
}

export type HttpClient = ReturnType<typeof createClient<paths>>;

export function createHttpClient(options: ClientOptions = {}): HttpClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api/v1',
    // Read globalThis.fetch per request, so that test interceptors installed later see it.
    fetch: (request) => globalThis.fetch(request),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) options.onUnauthorized?.();
      return response;
    },
  };
  client.use(auth);
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Settles one call: its data when the status is 2xx, else an ApiError carrying the catalogue's
 * message (spec §8). A request that never reached the server is 'Network error occurred'.
 */
export async function settle<T>(operation: Operation, call: () => Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call();
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    // Nothing came back, so there is no answer to read a message from.
    throw new ApiError(operation, 0, NETWORK_ERROR, undefined, { cause });
  }
  const { response } = result;
  if (response.status < 200 || response.status > 299 || result.data === undefined) {
    throw new ApiError(operation, response.status, messageFor(operation, result.error), result.error);
  }
  return result.data;
}

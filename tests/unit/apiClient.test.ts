import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../src/api/auth.ts';
import { createHttpClient } from '../../src/api/client.ts';
import { ApiError, fallbackMessage, messageFor, NETWORK_ERROR } from '../../src/api/errors.ts';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const calls: Request[] = [];
function serve(respond: (request: Request) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(request);
    return respond(request);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('the typed client', () => {
  it('sends the bearer token of the session', async () => {
    serve(() => answer(200, { success: true, message: 'Signed out.' }));
    const api = authApi(createHttpClient({ getToken: () => 'tok-123' }));
    await api.signout();
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(new URL(calls[0]!.url).pathname).toBe('/api/v1/signout');
  });

  it('sends no Authorization header without a token', async () => {
    serve(() => answer(200, { success: true, message: 'ok' }));
    await authApi(createHttpClient({ getToken: () => null })).forgotPassword('a@b.co');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(await calls[0]!.json()).toEqual({ email: 'a@b.co' });
  });

  it('resolves the answer of a 2xx call', async () => {
    const body = {
      success: true,
      message: 'Login successful',
      data: { token: 't', user: { id: 1 }, has_project: false },
    };
    serve(() => answer(200, body));
    expect(await authApi(createHttpClient()).signin({ email: 'a@b.co', password: 'x' })).toEqual(body);
  });

  it('rejects any status outside 200-299 with the message the catalogue reads', async () => {
    serve(() =>
      answer(409, { success: false, message: 'top', data: { message: 'An account with this email already exists.' } }),
    );
    const error = await authApi(createHttpClient())
      .signup({ full_name: 'a', company_name: 'b', email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('An account with this email already exists.');
  });

  it('treats a 3xx answer as an error', async () => {
    serve(() => new Response(null, { status: 304 }));
    await expect(authApi(createHttpClient()).forgotPassword('a@b.co')).rejects.toMatchObject({
      status: 304,
      message: 'Failed to send email',
    });
  });

  it("turns a request that never reached the server into 'Network error occurred'", async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(authApi(createHttpClient()).signin({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR,
      serverMessage: null,
    });
  });

  it('reports activation_required from a 403 sign-in', async () => {
    serve(() =>
      answer(403, { success: false, message: 'Activate', data: { message: 'Activate', activation_required: true } }),
    );
    const error = (await authApi(createHttpClient())
      .signin({ email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.activationRequired).toBe(true);
    expect(error.message).toBe('Activate');
  });

  it('calls onUnauthorized when an authenticated call answers 401', async () => {
    serve(() => answer(401, { success: false, message: 'expired', data: { message: 'expired' } }));
    const onUnauthorized = vi.fn();
    await authApi(createHttpClient({ getToken: () => 'old', onUnauthorized }))
      .me()
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    onUnauthorized.mockClear();
    await authApi(createHttpClient({ getToken: () => null, onUnauthorized }))
      .signin({ email: 'a@b.co', password: 'x' })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('the error catalogue (spec §8)', () => {
  it.each([
    ['signup', 'Signup failed.'],
    ['signin', 'Login failed'],
    ['forgotPassword', 'Failed to send email'],
    ['verifyEmail', 'Activation failed. Please try again.'],
    ['activate', 'Invalid activation key or activation failed.'],
    ['resetPassword', 'Failed to reset password'],
  ] as const)('%s falls back to %j', (operation, fallback) => {
    expect(fallbackMessage(operation)).toBe(fallback);
    expect(messageFor(operation, undefined)).toBe(fallback);
    expect(messageFor(operation, { success: false })).toBe(fallback);
    expect(messageFor(operation, 'Bad Gateway')).toBe(fallback);
  });

  it('reads data.message for signup and signin, and message for forgot-password', () => {
    const body = { message: 'top', data: { message: 'nested' } };
    expect(messageFor('signup', body)).toBe('nested');
    expect(messageFor('signin', body)).toBe('nested');
    expect(messageFor('forgotPassword', body)).toBe('top');
    expect(messageFor('signin', { message: 'only top' })).toBe('only top');
  });
});

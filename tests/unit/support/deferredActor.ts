import { fromPromise, type PromiseActorLogic } from 'xstate';
import { ApiError, type Operation } from '../../../src/api/errors.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a double stands in for any promise actor of the machine under test, whatever its input and output types
type AnyPromiseLogic = PromiseActorLogic<any, any>;

/**
 * A promise actor the test settles by hand: `calls` records each input, and `resolve` /
 * `reject` settle the latest call.
 */
export function deferredActor<Output, Input = unknown>() {
  const calls: Input[] = [];
  const pending: { resolve: (value: Output) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<Output, Input>(
    ({ input }) =>
      new Promise<Output>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject });
      }),
  );
  const settle = async (fn: (p: (typeof pending)[number]) => void) => {
    const last = pending.at(-1);
    if (!last) throw new Error('the actor was never invoked');
    fn(last);
    // Let the promise's settlement reach the actor (microtasks only, so fake timers do not block it).
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  return {
    logic: logic as AnyPromiseLogic,
    calls,
    resolve: (value: Output) => settle((p) => p.resolve(value)),
    reject: (error: unknown) => settle((p) => p.reject(error)),
  };
}

/** Spies for the effects every flow may ask of the app. */
export function effectSpies() {
  const navigations: { to: string; replace?: boolean }[] = [];
  const notices: { tone: string; message: string; title?: string }[] = [];
  const opened: string[] = [];
  return {
    navigations,
    notices,
    opened,
    actions: {
      navigate: (_: unknown, p: { to: string; replace?: boolean }) => void navigations.push(p),
      notify: (_: unknown, p: { tone: string; message: string; title?: string }) => void notices.push(p),
      openUrl: (_: unknown, p: { url: string }) => void opened.push(p.url),
    },
  };
}

/**
 * What the client rejects with when the server answers an error with a message (`extra` joins it
 * in the answer's `data`, as `activation_required` does).
 */
export function serverError(
  operation: Operation,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(operation, status, message, { success: false, message, data: { message, ...extra } });
}

/**
 * The fake server of the model tests: some routes answer at once, others are held until the test
 * settles them, which is how a model path's `xstate.done.actor.*` / `xstate.error.actor.*` events
 * reach the screen (the machine's own actor calls the real client, which calls fetch).
 */
import { act, waitFor } from '@testing-library/react';
import { fakeApi, type ApiCall, type Reply } from '../../unit/support/renderScreen.tsx';

type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export function heldApi(immediate: Record<string, Route>, held: string[]) {
  const queues = new Map<string, { call: ApiCall; answer: (reply: Reply) => void }[]>();
  const routes: Record<string, Route> = { ...immediate };
  for (const key of held) {
    queues.set(key, []);
    routes[key] = (call) => new Promise<Reply>((answer) => queues.get(key)!.push({ call, answer }));
  }
  const api = fakeApi(routes);
  return {
    ...api,
    /** Answers the oldest held request to `route` (waiting for the screen to send it), and returns it. */
    async settle(route: string, reply: Reply | ((call: ApiCall) => Reply)): Promise<ApiCall> {
      const queue = queues.get(route);
      if (!queue) throw new Error(`${route} is not a held route`);
      await waitFor(() => {
        if (!queue.length) throw new Error(`the screen sent no ${route} request`);
      });
      const { call, answer } = queue.shift()!;
      await act(async () => {
        answer(typeof reply === 'function' ? reply(call) : reply);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      return call;
    },
    /** Requests to `route` still waiting for an answer. */
    pending: (route: string) => queues.get(route)?.length ?? 0,
  };
}

/**
 * The server answer that makes the screen's invoked actor settle as a model event says:
 * `xstate.done.actor.*` → 200 with the event's `output` as the body; `xstate.error.actor.*` with an
 * ApiError → its status and body (status 0: the network fails).
 */
export function replyFor(event: { type: string; output?: unknown; error?: unknown }): Reply {
  if (event.type.startsWith('xstate.done.actor.')) return { status: 200, body: event.output };
  const error = event.error as { status?: number; body?: unknown } | undefined;
  if (!error || typeof error.status !== 'number') throw new Error(`${event.type} carries no ApiError to answer with`);
  return error.status === 0 ? 'network-error' : { status: error.status, body: error.body };
}

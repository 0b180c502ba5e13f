/**
 * Helpers of the shell's model tests (session, project switcher, generic resource and save) over
 * the shared held fake server.
 */
import type { ApiCall, Reply } from '../../unit/support/renderScreen.tsx';
import type { heldApi } from './heldApi.ts';

type HeldApi = ReturnType<typeof heldApi>;

/**
 * Answers every request to `route` the screen has sent so far with `reply`, oldest first, and
 * returns the latest. Screens that asked again (a reload while loading) have dropped the older
 * requests, so only the latest answer counts.
 */
export async function settleAll(api: HeldApi, route: string, reply: Reply): Promise<ApiCall> {
  let call = await api.settle(route, reply);
  while (api.pending(route) > 0) call = await api.settle(route, reply);
  return call;
}

/** The query of a call as a plain object. */
export const queryOf = (call: ApiCall) => Object.fromEntries(new URLSearchParams(call.search));

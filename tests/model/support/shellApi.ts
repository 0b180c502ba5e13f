/**
 * Helpers over the held fake server (heldApi) of the model tests, and the projects the shell's
 * tests (session, project switcher) list.
 */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiCall, Reply } from '../../unit/support/renderScreen.tsx';
import type { heldApi } from './heldApi.ts';

type HeldApi = ReturnType<typeof heldApi>;

export const SHOP = {
  id: 1,
  name: 'Shop',
  environment_count: 2,
  test_case_count: 3,
  created_at: '2026-11-01T00:00:00Z',
};
export const BLOG = {
  id: 2,
  name: 'Blog',
  environment_count: 2,
  test_case_count: 0,
  created_at: '2026-11-03T00:00:00Z',
};

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

/** The request to the held `route` the screen has just sent (waiting for it), still unanswered. */
export async function sentTo(api: HeldApi, route: string): Promise<ApiCall> {
  await waitFor(() => expect(api.pending(route)).toBe(1));
  const [method, path] = route.split(' ');
  return api.to(method!, path!).at(-1)!;
}

/** The query of a call as a plain object. */
export const queryOf = (call: ApiCall) => Object.fromEntries(new URLSearchParams(call.search));

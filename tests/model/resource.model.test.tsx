import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { resourceMachine } from '../../src/machines/resource.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { queryOf, settleAll } from './support/shellApi.ts';

/**
 * The resource machine through the issues list of /issues (useResource + ResourceView): the
 * loader, the issues, 'Error: …' with 'Try again', and Refresh, which reloads in any state.
 */
const CHECKOUT = {
  test_case_id: 4,
  title: 'Checkout with a saved card',
  execution_start_date: '2026-11-02T09:30:00Z',
  failed_count: 3,
  failed_steps: [{ test_case_step_id: 9, step: 'Pay with the saved card', updated_at: '2026-11-02T09:31:00Z' }],
};
const issues = { success: true, data: [CHECKOUT], meta: { page: 1, limit: 10, total: 1 } };

const model = machineModel('resource', resourceMachine, {
  input: { projectId: 1, page: 1 },
  events: [
    { type: 'resource.reload' },
    { type: 'xstate.done.actor.load', output: issues },
    { type: 'xstate.error.actor.load', error: serverError('listIssues', 500, 'The issues store is down.') },
  ],
  // Whether data is on screen (a reload keeps it, 'Refreshing...'), and the error shown.
  context: (c: { data: unknown; error: string | null }) => [c.data !== null, c.error],
});

const ISSUES = 'GET /api/v1/issues';

describeModel('resource machine, path by path on the issues list of /issues', model, async (path) => {
  const api = heldApi(signedIn(), [ISSUES]);
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  let asked = 0;
  const button = (name: string) => page().findByRole('button', { name });
  const showsIssues = async () => {
    expect(await page().findByRole('button', { name: /Checkout with a saved card/ })).toBeTruthy();
  };
  await path.test({
    states: {
      loading: async ({ context }) => {
        // The screen has asked (again), with the same page of the same project.
        await waitFor(() => expect(api.to('GET', '/api/v1/issues')).toHaveLength(asked + 1));
        asked += 1;
        expect(queryOf(api.to('GET', '/api/v1/issues').at(-1)!)).toEqual({
          project_id: '1',
          page: '1',
          limit: '10',
        });
        expect(page().queryByRole('alert')).toBeNull();
        if (context.data) {
          await showsIssues();
          const refreshing = (await button('Refreshing...')) as HTMLButtonElement;
          expect(refreshing.disabled).toBe(true);
        } else {
          expect(await page().findByLabelText('Loading the issues')).toBeTruthy();
          expect(((await button('Refresh')) as HTMLButtonElement).disabled).toBe(false);
        }
      },
      success: async () => {
        await showsIssues();
        expect(((await button('Refresh')) as HTMLButtonElement).disabled).toBe(false);
        expect(page().queryByLabelText('Loading the issues')).toBeNull();
        expect(page().queryByRole('alert')).toBeNull();
      },
      failure: async ({ context }) => {
        const alert = await page().findByRole('alert');
        expect(alert.textContent).toContain(`Error: ${context.error}`);
        expect(await button('Try again')).toBeTruthy();
        expect(page().queryByRole('button', { name: /Checkout with a saved card/ })).toBeNull();
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/issues');
      },
      // 'Try again' after a failure; else Refresh, which the header offers in every state.
      'resource.reload': async () => {
        const retry = page().queryByRole('button', { name: 'Try again' });
        await s.user.click(retry ?? (await button('Refresh')));
      },
      'xstate.done.actor.load': async ({ event }) => {
        await settleAll(api, ISSUES, replyFor(event));
      },
      'xstate.error.actor.load': async ({ event }) => {
        await settleAll(api, ISSUES, replyFor(event));
      },
    },
  });
  expect(api.unrouted).toEqual([]);
});

import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { IssueStatus } from '../../src/api/testCases.ts';
import { issueStatusMachine, STATUS_SAVED } from '../../src/machines/issueStatus.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';

const ISSUE = '/api/v1/issues/4/9';

const detail = (status: IssueStatus) =>
  ({
    test_case_id: 4,
    test_case_step_id: 9,
    title: 'Checkout with a saved card',
    step: 'Pay with the saved card',
    status,
    occurrences: [],
  }) as const;

const other = (status: IssueStatus): IssueStatus => (status === 'Unresolved' ? 'Ignored' : 'Unresolved');
const actionFor = (status: IssueStatus) => (status === 'Unresolved' ? 'Ignore' : 'Mark as unresolved');

interface Context {
  status: IssueStatus;
  requested: IssueStatus | null;
  error: string | null;
}

const model = machineModel('issueStatus', issueStatusMachine, {
  input: { testCaseId: 4, stepId: 9, status: 'Unresolved' },
  events: ({ context }: { context: Context }) => [
    // The page's one button always offers the status the issue does not have.
    { type: 'issue.setStatus', status: other(context.status) },
    // The server answers with the issue as saved: the status asked for.
    {
      type: 'xstate.done.actor.saveStatus',
      output: { success: true, message: '', data: detail(context.requested ?? other(context.status)) },
    },
    { type: 'xstate.error.actor.saveStatus', error: serverError('updateIssue', 404, 'Issue not found.') },
  ],
  context: (c: Context) => [c.status, c.error],
});

describeModel('issueStatus machine, path by path on /issues/4/9', model, async (path) => {
  const api = heldApi(
    {
      ...signedIn(),
      [`GET ${ISSUE}`]: ok(detail('Unresolved')),
      [`GET ${ISSUE}/jira`]: ok({ connected: false, issue: null }),
    },
    [`PATCH ${ISSUE}`],
  );
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  /** The issue's status as the page shows it, its one action button, and no alert. */
  const shows = async (status: IssueStatus) => {
    const button = await page().findByRole('button', { name: actionFor(status) });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(page().getByText(status)).toBeTruthy();
    expect(page().queryByText(other(status))).toBeNull();
  };
  await path.test({
    states: {
      idle: async ({ context }) => {
        await shows(context.status);
        expect(page().queryByRole('alert')).toBeNull();
      },
      saving: async ({ context }) => {
        const button = await page().findByRole('button', { name: 'Saving...' });
        expect(button.getAttribute('aria-busy')).toBe('true');
        expect((button as HTMLButtonElement).disabled).toBe(true);
        // The status changes only once the server has saved it.
        expect(page().getByText(context.status)).toBeTruthy();
      },
      saved: async ({ context }) => {
        await shows(context.status);
        expect(page().queryByRole('alert')).toBeNull();
      },
      failed: async ({ context }) => {
        await shows(context.status);
        expect(within(await page().findByRole('alert')).getByText(context.error!)).toBeTruthy();
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/issues/4/9');
      },
      'issue.setStatus': async ({ event }) => {
        const { status } = event as unknown as { status: IssueStatus };
        await s.user.click(await page().findByRole('button', { name: actionFor(other(status)) }));
      },
      'xstate.done.actor.saveStatus': async ({ event, state }) => {
        const call = await api.settle(`PATCH ${ISSUE}`, replyFor(event));
        expect(call.body).toEqual({ status: state.context.status });
        expect(await screen.findByText(STATUS_SAVED[state.context.status as IssueStatus], IN_TOAST)).toBeTruthy();
      },
      'xstate.error.actor.saveStatus': ({ event, state }) =>
        oneMoreToast(state.context.error as string, async () => {
          const call = await api.settle(`PATCH ${ISSUE}`, replyFor(event));
          expect(call.body).toEqual({ status: other(state.context.status as IssueStatus) });
        }),
    },
  });
  expect(api.unrouted).toEqual([]);
});

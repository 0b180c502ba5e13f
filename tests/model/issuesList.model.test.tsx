import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { IssueClass } from '../../src/api/testCases.ts';
import { ISSUES_PAGE_SIZE, issuesListMachine } from '../../src/machines/issuesList.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

const ISSUES = 'GET /api/v1/issues';
const TOTAL = 12;

/** A test case whose failed step names the page and the class it was asked for. */
function issueOn(pageNo: number, failureClass: IssueClass | null) {
  return {
    test_case_id: 4,
    title: `Checkout, page ${pageNo}, ${failureClass ?? 'every class'}`,
    execution_start_date: '2026-11-02T09:30:00Z',
    failed_count: 1,
    failed_steps: [
      {
        test_case_step_id: 9,
        step: 'Pay with the saved card',
        updated_at: '2026-11-02T09:31:00Z',
        classes: { app_bug: 1, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 },
      },
    ],
  };
}

/** The answer to a request the page no longer waits for. */
const STALE = {
  status: 200,
  body: {
    success: true,
    data: [{ ...issueOn(1, null), title: 'An answer nobody waits for' }],
    meta: { page: 1, limit: 10, total: TOTAL },
  },
};

interface Context {
  page: number;
  failureClass: IssueClass | null;
  list: { data: { title: string }[]; meta: { total: number } } | null;
  error: string | null;
}

const model = machineModel('issuesList', issuesListMachine, {
  input: { projectId: 1 },
  events: ({ context }: { context: Context }): ModelEvent[] => [
    {
      type: 'xstate.done.actor.loadIssues',
      output: {
        success: true,
        data: [issueOn(context.page, context.failureClass)],
        meta: { page: context.page, limit: ISSUES_PAGE_SIZE, total: TOTAL },
      },
    },
    { type: 'xstate.error.actor.loadIssues', error: serverError('listIssues', 500, 'The issues could not be read.') },
    { type: 'issues.filter', failureClass: 'app_bug' },
    { type: 'issues.page', page: 2 },
    { type: 'issues.refresh' },
  ],
  // The pager shows with a page of more than ten issues, and not over an error.
  filterEvents: (snapshot, event) =>
    event.type !== 'issues.page' || ((snapshot.context as Context).list !== null && !snapshot.matches('failed')),
  context: (c: Context) => [c.page, c.failureClass, c.list !== null, c.error],
});

describeModel('issuesList machine, path by path on /issues', model, async (path) => {
  const api = heldApi(signedIn(), [ISSUES]);
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  const pager = () => within(page().getByRole('navigation', { name: 'Issue pages' }));
  /** Does `action`, then answers the request it replaced, if one was under way: the page must not show it. */
  const restarting = async (action: () => Promise<void>) => {
    const replaced = api.pending(ISSUES);
    await action();
    for (let i = 0; i < replaced; i += 1) await api.settle(ISSUES, STALE);
  };
  await path.test({
    states: {
      loading: async ({ context }) => {
        const { page: pageNo, failureClass, list } = context as Context;
        await waitFor(() => expect(api.pending(ISSUES)).toBe(1));
        const asked = Object.fromEntries(new URLSearchParams(api.to('GET', '/api/v1/issues').at(-1)!.search));
        expect(asked).toEqual({
          project_id: '1',
          page: String(pageNo),
          limit: String(ISSUES_PAGE_SIZE),
          ...(failureClass ? { failure_class: failureClass } : {}),
        });
        // A reload keeps the last page on screen and says it is refreshing.
        if (list) expect(page().getByRole('button', { name: 'Refreshing...' })).toBeTruthy();
        else expect(await page().findByRole('progressbar', { name: 'Loading the issues' })).toBeTruthy();
      },
      shown: async ({ context }) => {
        const { page: pageNo, list } = context as Context;
        expect(await page().findByText(list!.data[0]!.title)).toBeTruthy();
        expect(page().queryByText(STALE.body.data[0]!.title)).toBeNull();
        expect(
          pager()
            .getByRole('button', { name: `Page ${pageNo}` })
            .getAttribute('aria-current'),
        ).toBe('page');
        expect(page().getByRole('button', { name: 'Refresh' })).toBeTruthy();
      },
      failed: async ({ context }) => {
        const alert = within(await page().findByRole('alert'));
        expect(alert.getByText(`Error: ${(context as Context).error}`)).toBeTruthy();
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/issues');
      },
      'xstate.done.actor.loadIssues': (step) => api.settle(ISSUES, replyFor(step.event)),
      'xstate.error.actor.loadIssues': (step) => api.settle(ISSUES, replyFor(step.event)),
      'issues.filter': () =>
        restarting(async () => {
          await s.user.click(page().getByRole('combobox', { name: 'Filter by failure class' }));
          await s.user.click(await screen.findByRole('option', { name: 'App bug' }));
        }),
      'issues.page': () => restarting(() => s.user.click(pager().getByRole('button', { name: 'Page 2' }))),
      'issues.refresh': (step) =>
        restarting(() =>
          s.user.click(
            page().getByRole('button', { name: path.stateBefore(step).matches('failed') ? 'Try again' : 'Refresh' }),
          ),
        ),
    },
  });
  expect(api.unrouted).toEqual([]);
});

import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RunSummary } from '../../src/api/testCases.ts';
import { RESULTS_PAGE_SIZE, resultsListMachine, type ResultsListContext } from '../../src/machines/resultsList.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

const RESULTS = 'GET /api/v1/results';
const EVERY_RUN = 30;

/** A run whose test case names the page it is on. */
const runOn = (pageNo: number): RunSummary => ({
  id: 40 + pageNo,
  test_case_id: 2,
  test_case_name: `Checkout, page ${pageNo}`,
  environment_label: 'Staging',
  url: 'https://staging.shop.example/start',
  status: 'failed',
  result: 'Failed',
  started_at: '2026-11-02T09:30:00Z',
  duration: 95,
  failed_count: 1,
  suite_id: null,
  failure_class: 'app_bug',
  quarantined: false,
});

const filtered = (c: ResultsListContext) => c.search.trim() !== '' || c.result !== null || c.failureClass !== null;

const model = machineModel('resultsList', resultsListMachine, {
  input: { projectId: 1 },
  // The project has 30 runs; a search or a filter matches none of them.
  events: ({ context }: { context: ResultsListContext }): ModelEvent[] => [
    {
      type: 'xstate.done.actor.loadResults',
      output: filtered(context)
        ? { success: true, data: [], meta: { page: 1, limit: RESULTS_PAGE_SIZE, total: 0 } }
        : { success: true, data: [runOn(context.page)], meta: { page: context.page, limit: 25, total: EVERY_RUN } },
    },
    { type: 'xstate.error.actor.loadResults', error: serverError('listResults', 500, 'The runs could not be read.') },
    { type: 'xstate.after.searchPause.resultsList.typing' },
    { type: 'results.search', search: 'checkout' },
    { type: 'results.filterResult', result: 'Failed' },
    { type: 'results.filterClass', failureClass: 'app_bug' },
    { type: 'results.page', page: 2 },
    { type: 'results.clear' },
    { type: 'results.retry' },
  ],
  // What the page offers: one search or filter at a time here, the pager over the runs, Clear Filter when none matches.
  filterEvents: (snapshot, event) => {
    const context = snapshot.context as ResultsListContext;
    const onScreen = context.list !== null && !snapshot.matches('failed');
    switch (event.type) {
      case 'results.search':
      case 'results.filterResult':
      case 'results.filterClass':
        return !filtered(context);
      case 'results.page':
        return onScreen && context.list!.meta.total > RESULTS_PAGE_SIZE;
      case 'results.clear':
        return onScreen && context.list!.meta.total === 0 && context.list!.filtered;
      default:
        return true;
    }
  },
  context: (c: ResultsListContext) => [
    c.page,
    c.search,
    c.result,
    c.failureClass,
    c.list && [c.list.meta.total, c.list.filtered],
    c.error,
  ],
});

describeModel(
  'resultsList machine, path by path on /results',
  model,
  async (path) => {
    const api = heldApi(signedIn(), [RESULTS]);
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    const searchField = () => page().getByRole<HTMLInputElement>('textbox', { name: 'Search results' });
    const choose = async (filter: string, option: string) => {
      await s.user.click(page().getByRole('combobox', { name: filter }));
      await s.user.click(await screen.findByRole('option', { name: option }));
    };
    /** Does `action`, then answers the request it replaced, if one was under way: the page must not show it. */
    const restarting = async (action: () => Promise<void>) => {
      const replaced = api.pending(RESULTS);
      await action();
      for (let i = 0; i < replaced; i += 1) {
        await api.settle(RESULTS, {
          status: 200,
          body: { success: true, data: [runOn(9)], meta: { page: 9, limit: 25, total: 300 } },
        });
      }
    };
    /** The list on screen: the runs of the page, 'No results match' or 'No test runs yet'. */
    const showsList = async ({ list }: ResultsListContext) => {
      if (!list) return;
      if (list.meta.total > 0) {
        expect(await page().findByText(list.data[0]!.test_case_name)).toBeTruthy();
        const pages = within(page().getByRole('navigation', { name: 'Result pages' }));
        expect(pages.getByRole('button', { name: `Page ${list.meta.page}` }).getAttribute('aria-current')).toBe('page');
      } else if (list.filtered) {
        expect(await page().findByText('No results match')).toBeTruthy();
        expect(page().getByRole('button', { name: 'Clear Filter' })).toBeTruthy();
      } else expect(await page().findByText('No test runs yet')).toBeTruthy();
      expect(page().queryByText(runOn(9).test_case_name)).toBeNull();
    };
    await path.test({
      states: {
        '': ({ context }) => {
          expect(searchField().value).toBe((context as ResultsListContext).search);
        },
        typing: ({ context }) => showsList(context as ResultsListContext),
        loading: async ({ context }) => {
          const c = context as ResultsListContext;
          await waitFor(() => expect(api.pending(RESULTS)).toBe(1));
          const asked = Object.fromEntries(new URLSearchParams(api.to('GET', '/api/v1/results').at(-1)!.search));
          expect(asked).toEqual({
            project_id: '1',
            page: String(c.page),
            limit: String(RESULTS_PAGE_SIZE),
            ...(c.search.trim() ? { search: c.search.trim() } : {}),
            ...(c.result ? { result: c.result } : {}),
            ...(c.failureClass ? { failure_class: c.failureClass } : {}),
          });
          if (c.list) await showsList(c);
          else expect(await page().findByRole('progressbar', { name: 'Loading the results' })).toBeTruthy();
        },
        shown: ({ context }) => showsList(context as ResultsListContext),
        failed: async ({ context }) => {
          const alert = within(await page().findByRole('alert'));
          expect(alert.getByText(`Error: ${(context as ResultsListContext).error}`)).toBeTruthy();
        },
      },
      events: {
        'xstate.init': async () => {
          s = await renderSignedInScreen('/results');
        },
        'xstate.done.actor.loadResults': (step) => api.settle(RESULTS, replyFor(step.event)),
        'xstate.error.actor.loadResults': (step) => api.settle(RESULTS, replyFor(step.event)),
        'xstate.after.searchPause.resultsList.typing': () => waitFor(() => expect(api.pending(RESULTS)).toBe(1)),
        'results.search': () => restarting(() => s.user.type(searchField(), 'checkout')),
        'results.filterResult': () => restarting(() => choose('Filter by result', 'Failed')),
        'results.filterClass': () => restarting(() => choose('Filter by failure class', 'App bug')),
        'results.page': () =>
          restarting(() =>
            s.user.click(
              within(page().getByRole('navigation', { name: 'Result pages' })).getByRole('button', { name: 'Page 2' }),
            ),
          ),
        'results.clear': () => restarting(() => s.user.click(page().getByRole('button', { name: 'Clear Filter' }))),
        'results.retry': () => s.user.click(page().getByRole('button', { name: 'Try again' })),
      },
    });
    expect(api.unrouted).toEqual([]);
  },
  { timeout: 30_000 },
);

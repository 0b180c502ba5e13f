import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Insights, InsightsDay, TestFlakiness } from '../../../src/api/insights.ts';
import {
  failure,
  fakeApi,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';

const PROJECTS: Reply = {
  status: 200,
  body: {
    success: true,
    data: [{ id: 1, name: 'Shop', environment_count: 2, test_case_count: 3, created_at: '2026-11-01T00:00:00Z' }],
  },
};

const NO_FAILURES = { app_bug: 0, broken_test: 0, flaky: 0, infrastructure: 0, unclassified: 0 };

function day(date: string, figures: Partial<InsightsDay> = {}): InsightsDay {
  return { date, runs: 0, passed: 0, flaky: 0, failed: 0, pass_rate: null, failures: NO_FAILURES, ...figures };
}

const DAILY: InsightsDay[] = [
  day('2026-11-15', { runs: 1, passed: 1, pass_rate: 100 }),
  day('2026-11-16', {
    runs: 4,
    passed: 1,
    failed: 2,
    pass_rate: 33.3,
    failures: { ...NO_FAILURES, app_bug: 1, infrastructure: 1 },
  }),
  day('2026-11-17'),
  day('2026-11-18', {
    runs: 4,
    passed: 1,
    flaky: 1,
    failed: 2,
    pass_rate: 25,
    failures: { ...NO_FAILURES, flaky: 1, broken_test: 1, unclassified: 1 },
  }),
  day('2026-11-19'),
  day('2026-11-20', { runs: 1, passed: 1, pass_rate: 100 }),
  day('2026-11-21', { runs: 2, passed: 2, pass_rate: 100 }),
];

const REASON =
  "Flakiness 100 is at or above the project's threshold of 30: 5 flips and 0 passes on retry in its last 6 runs.";

function flaky(title: string, environment: string, figures: Partial<TestFlakiness>): TestFlakiness {
  return {
    test_case_id: title.length,
    title,
    environment_id: environment.length,
    environment_label: environment,
    runs: 5,
    flips: 0,
    flip_rate: 0,
    retry_passes: 0,
    score: 0,
    outcomes: ['pass', 'pass', 'pass', 'pass', 'pass'],
    quarantined: false,
    quarantine_reason: null,
    ...figures,
  };
}

const INSIGHTS: Insights = {
  days: 7,
  from: '2026-11-15',
  to: '2026-11-21',
  threshold: 30,
  totals: { runs: 12, passed: 6, flaky: 1, failed: 4, pass_rate: 54.5, flaky_tests: 2, quarantined_tests: 1 },
  daily: DAILY,
  flakiest: [
    flaky('Checkout', 'Staging', {
      runs: 6,
      flips: 5,
      flip_rate: 1,
      score: 100,
      outcomes: ['pass', 'fail', 'pass', 'fail', 'pass', 'fail'],
      quarantined: true,
      quarantine_reason: REASON,
    }),
    flaky('Search', 'Production', { retry_passes: 1, score: 20, outcomes: ['pass', 'pass', 'flaky', 'pass', 'pass'] }),
  ],
  slowest_steps: [
    {
      step_text: 'Open the catalogue',
      test_case_id: 2,
      test_case_title: 'Search',
      count: 1,
      median_ms: 1500,
      p90_ms: 1500,
    },
    { step_text: 'Click Buy', test_case_id: 1, test_case_title: 'Smoke', count: 3, median_ms: 50, p90_ms: 760 },
  ],
};

const EMPTY: Insights = {
  ...INSIGHTS,
  totals: { runs: 0, passed: 0, flaky: 0, failed: 0, pass_rate: null, flaky_tests: 0, quarantined_tests: 0 },
  daily: DAILY.map((d) => day(d.date)),
  flakiest: [],
  slowest_steps: [],
};

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

function serve(insights: Reply | (() => Reply)) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': PROJECTS,
    'GET /api/v1/insights': typeof insights === 'function' ? () => insights() : insights,
  });
}

const card = (name: string) => within(page().getByRole('group', { name }));
const section = (name: string) => within(page().getByRole('region', { name }));
/** A table's body rows as their cells' text. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

/**
 * happy-dom lays nothing out, so recharts would see a 0×0 container and draw nothing: its
 * containers measure 600×240 here, so the charts draw as in a browser.
 */
function sizeCharts() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 240, width: 600, height: 240, toJSON: () => ({}) };
  });
}

beforeEach(() => {
  sessionStorage.setItem('token', 'tok-1');
  sizeCharts();
});
afterEach(resetScreenState);

describe('/insights', () => {
  it("asks for the current project's last 30 days and shows the window's figures", async () => {
    const api = serve(ok(INSIGHTS));
    await renderSignedInScreen('/insights');
    await page().findByRole('group', { name: 'Runs' });
    expect(card('Runs').getByText('12')).toBeTruthy();
    expect(card('Pass rate').getByText('54.5%')).toBeTruthy();
    expect(card('Pass rate').getByText('1 flaky')).toBeTruthy();
    expect(card('Flaky tests').getByText('2')).toBeTruthy();
    expect(card('Quarantined').getByText('1')).toBeTruthy();
    const calls = api.to('GET', '/api/v1/insights');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.search).toBe('?project_id=1&days=30');
  });

  it('shows the pass rate and the failure classes over time, each class with its count', async () => {
    serve(ok(INSIGHTS));
    await renderSignedInScreen('/insights');
    const passRate = await page().findByRole('region', { name: 'Pass rate over time' });
    expect(within(passRate).getByText('Lowest: 25% on 18 Nov.')).toBeTruthy();
    // The chart drew its axes: the days, and the percent once.
    const ticks = [...passRate.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['15 Nov', '21 Nov', '0%', '100%']));
    expect(ticks.filter((t) => t?.endsWith('%%'))).toEqual([]);
    const classes = section('Failure classes over time');
    const legend = classes.getByRole('list', { name: 'Failures by class' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['App bug: 1', 'Broken test: 1', 'Flaky: 1', 'Infrastructure: 1', 'Not classified: 1']);
  });

  it('lists the flakiest tests with their figures, and why a quarantined one is', async () => {
    serve(ok(INSIGHTS));
    await renderSignedInScreen('/insights');
    const flakiest = await page().findByRole('region', { name: 'Flakiest tests' });
    expect(within(flakiest).getByText(/At 30 a test is quarantined/)).toBeTruthy();
    expect(rows(within(flakiest).getByRole('table'))).toEqual([
      [`Checkout${REASON}`, 'Staging', '100', '5', '0', '6', '', 'Quarantined'],
      ['Search', 'Production', '20', '0', '1', '5', '', ''],
    ]);
    expect(
      within(flakiest).getByRole('img', {
        name: 'Latest outcomes, oldest first: passed, passed, passed on retry, passed, passed',
      }),
    ).toBeTruthy();
    expect(within(flakiest).getAllByText('Quarantined')).toHaveLength(1);
  });

  it('lists the slowest steps with their test case, median, 90th percentile and count', async () => {
    serve(ok(INSIGHTS));
    await renderSignedInScreen('/insights');
    const slowest = await page().findByRole('region', { name: 'Slowest steps' });
    expect(rows(within(slowest).getByRole('table'))).toEqual([
      ['Open the catalogue', 'Search', '1.5 s', '1.5 s', '1'],
      ['Click Buy', 'Smoke', '50 ms', '760 ms', '3'],
    ]);
  });

  it('asks for another window when one is picked, and keeps it in the address', async () => {
    const api = serve(ok(INSIGHTS));
    const s = await renderSignedInScreen('/insights');
    await page().findByRole('group', { name: 'Runs' });
    await s.user.click(page().getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(api.to('GET', '/api/v1/insights')).toHaveLength(2));
    expect(api.to('GET', '/api/v1/insights').map((c) => c.search)).toEqual([
      '?project_id=1&days=30',
      '?project_id=1&days=90',
    ]);
    expect(s.route()).toBe('/insights?days=90');
  });

  it('reads the window from the address', async () => {
    const api = serve(ok(INSIGHTS));
    await renderSignedInScreen('/insights?days=7');
    await page().findByRole('group', { name: 'Runs' });
    expect(api.to('GET', '/api/v1/insights')[0]!.search).toBe('?project_id=1&days=7');
    expect((page().getByRole('radio', { name: '7 days' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says what to do when no run ended in the window', async () => {
    serve(ok({ ...EMPTY, days: 30 }));
    await renderSignedInScreen('/insights');
    expect(await page().findByRole('heading', { name: 'No runs in the last 30 days' })).toBeTruthy();
    expect(page().getByRole('link', { name: 'Go to test cases' }).getAttribute('href')).toBe('/test-cases');
    expect(page().queryByRole('group', { name: 'Runs' })).toBeNull();
    expect(page().queryByRole('region', { name: 'Pass rate over time' })).toBeNull();
  });

  it('still lists flaky tests when their runs are older than the window, and says the charts have no runs', async () => {
    serve(ok({ ...EMPTY, flakiest: INSIGHTS.flakiest }));
    await renderSignedInScreen('/insights');
    const flakiest = await page().findByRole('region', { name: 'Flakiest tests' });
    expect(within(flakiest).getByText(REASON)).toBeTruthy();
    expect(section('Pass rate over time').getByText('No run ended in the last 7 days.')).toBeTruthy();
    expect(section('Failure classes over time').getByText('No run failed in the last 7 days.')).toBeTruthy();
    expect(section('Slowest steps').getByText('No step passed in the last 7 days.')).toBeTruthy();
    expect(card('Pass rate').getByText('N/A')).toBeTruthy();
  });

  it("shows the server's error, and Try again asks again", async () => {
    let answer: Reply = failure(500);
    const api = serve(() => answer);
    const s = await renderSignedInScreen('/insights');
    expect(await page().findByText('Error: Failed to fetch insights')).toBeTruthy();
    answer = ok(INSIGHTS);
    await s.user.click(page().getByRole('button', { name: 'Try again' }));
    expect(await page().findByRole('group', { name: 'Runs' })).toBeTruthy();
    expect(api.to('GET', '/api/v1/insights')).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { RunResult, RunSummary } from '../../src/api/testCases.ts';
import { FLAKY_WINDOW, flakyTests } from '../../src/lib/flaky.ts';
import { statusFor } from './support/runs.ts';

let nextId = 1;

/** One run of a test case; the lists below are newest first, as GET /api/v1/results answers. */
function run(testCaseId: number | null, name: string, result: RunResult): RunSummary {
  const id = nextId++;
  return {
    id,
    test_case_id: testCaseId,
    test_case_name: name,
    environment_label: 'Staging',
    url: 'https://staging.shop.example',
    status: statusFor(result),
    result,
    started_at: result === 'Draft' ? null : '2026-11-02T09:00:00Z',
    duration: result === 'Passed' || result === 'Failed' ? 30 : null,
    failed_count: result === 'Failed' ? 1 : 0,
    suite_id: null,
    failure_class: null,
    quarantined: false,
  };
}

const times = (n: number, make: () => RunSummary) => Array.from({ length: n }, make);

describe('flakyTests', () => {
  it('looks at the latest 10 finished runs', () => {
    expect(FLAKY_WINDOW).toBe(10);
  });

  it('calls a test case flaky when its finished runs hold both passes and failures, with the counts', () => {
    const runs = [run(1, 'Sign in', 'Passed'), run(1, 'Sign in', 'Failed'), run(1, 'Sign in', 'Passed')];
    expect(flakyTests(runs)).toEqual([{ testCaseName: 'Sign in', passed: 2, failed: 1 }]);
  });

  it('does not call a test case flaky that only passed, or only failed', () => {
    const runs = [...times(3, () => run(1, 'Sign in', 'Passed')), ...times(3, () => run(2, 'Checkout', 'Failed'))];
    expect(flakyTests(runs)).toEqual([]);
    expect(flakyTests([])).toEqual([]);
  });

  it('counts only finished runs: a run in progress or a draft is neither a pass nor a failure', () => {
    const passedWhileRunning = [run(1, 'Sign in', 'In Progress'), run(1, 'Sign in', 'Passed')];
    const draftAndFailed = [run(2, 'Checkout', 'Draft'), run(2, 'Checkout', 'Failed')];
    expect(flakyTests([...passedWhileRunning, ...draftAndFailed])).toEqual([]);

    const mixed = [run(3, 'Search', 'In Progress'), run(3, 'Search', 'Passed'), run(3, 'Search', 'Failed')];
    expect(flakyTests(mixed)).toEqual([{ testCaseName: 'Search', passed: 1, failed: 1 }]);
  });

  it('ignores finished runs older than the latest 10', () => {
    const runs = [...times(10, () => run(1, 'Sign in', 'Passed')), run(1, 'Sign in', 'Failed')];
    expect(flakyTests(runs)).toEqual([]);

    const failedTenthNewest = [
      ...times(9, () => run(2, 'Checkout', 'Passed')),
      ...times(5, () => run(2, 'Checkout', 'Failed')),
    ];
    expect(flakyTests(failedTenthNewest)).toEqual([{ testCaseName: 'Checkout', passed: 9, failed: 1 }]);
  });

  it('does not let unfinished runs use up the window of 10', () => {
    const runs = [
      ...times(4, () => run(1, 'Sign in', 'In Progress')),
      ...times(9, () => run(1, 'Sign in', 'Passed')),
      run(1, 'Sign in', 'Failed'),
    ];
    expect(flakyTests(runs)).toEqual([{ testCaseName: 'Sign in', passed: 9, failed: 1 }]);
  });

  it('groups runs by test case id, named after the newest run, even when the name changed', () => {
    const runs = [run(1, 'Sign in with a passkey', 'Passed'), run(1, 'Sign in', 'Failed')];
    expect(flakyTests(runs)).toEqual([{ testCaseName: 'Sign in with a passkey', passed: 1, failed: 1 }]);
  });

  it('keeps two test cases with the same name apart when their ids differ', () => {
    const runs = [run(1, 'Sign in', 'Passed'), run(2, 'Sign in', 'Failed')];
    expect(flakyTests(runs)).toEqual([]);
  });

  it('groups the runs of a deleted test case (id null) by name', () => {
    const runs = [
      run(null, 'Old checkout', 'Failed'),
      run(null, 'Other deleted', 'Passed'),
      run(null, 'Old checkout', 'Passed'),
    ];
    expect(flakyTests(runs)).toEqual([{ testCaseName: 'Old checkout', passed: 1, failed: 1 }]);
  });

  it('lists the flakiest first: the most failures of the window', () => {
    const runs = [
      run(1, 'One failure', 'Passed'),
      run(1, 'One failure', 'Failed'),
      run(2, 'Three failures', 'Failed'),
      run(2, 'Three failures', 'Failed'),
      run(2, 'Three failures', 'Passed'),
      run(2, 'Three failures', 'Failed'),
      run(3, 'Two failures', 'Failed'),
      run(3, 'Two failures', 'Passed'),
      run(3, 'Two failures', 'Failed'),
    ];
    expect(flakyTests(runs).map((f) => [f.testCaseName, f.failed])).toEqual([
      ['Three failures', 3],
      ['Two failures', 2],
      ['One failure', 1],
    ]);
  });
});

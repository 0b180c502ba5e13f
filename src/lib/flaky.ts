import type { RunSummary } from '../api/testCases.ts';

/** How many of a test case's latest finished runs are looked at. */
export const FLAKY_WINDOW = 10;

export interface FlakyTest {
  testCaseName: string;
  passed: number;
  failed: number;
}

/**
 * A test case is flaky when its latest finished runs (newest first, as the API answers) hold both
 * passes and failures: the same test gave different answers.
 */
export function flakyTests(runs: RunSummary[]): FlakyTest[] {
  const byCase = new Map<string, RunSummary[]>();
  for (const run of runs) {
    if (run.result !== 'Passed' && run.result !== 'Failed') continue;
    const key = run.test_case_id === null ? `name:${run.test_case_name}` : `id:${run.test_case_id}`;
    const list = byCase.get(key) ?? [];
    if (list.length < FLAKY_WINDOW) list.push(run);
    byCase.set(key, list);
  }
  return [...byCase.values()]
    .map((list) => ({
      testCaseName: list[0]!.test_case_name,
      passed: list.filter((r) => r.result === 'Passed').length,
      failed: list.filter((r) => r.result === 'Failed').length,
    }))
    .filter((f) => f.passed > 0 && f.failed > 0)
    .sort((a, b) => b.failed - a.failed);
}

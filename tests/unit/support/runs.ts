import type { RunResult } from '../../../src/api/testCases.ts';
import type { RunStatus } from '../../../src/api/runs.ts';

/** The run status a result chip shows as `result` (Draft has no run: a queued one stands in). */
export function statusFor(result: RunResult): RunStatus {
  return ({ Passed: 'passed', Failed: 'failed', 'In Progress': 'running', Draft: 'queued' } as const)[result];
}

/** The server's answer to POST /api/v1/runs: these runs queued. */
export function queuedRuns(...runs: { id: number; testCaseId: number; name: string }[]) {
  return {
    status: 201,
    body: {
      success: true,
      message: `${runs.length} run${runs.length === 1 ? '' : 's'} queued.`,
      data: runs.map((r) => ({
        id: r.id,
        test_case_id: r.testCaseId,
        test_case_name: r.name,
        environment_label: 'Staging',
        url: 'https://staging.shop.example',
        status: 'queued',
        result: 'In Progress',
        started_at: null,
        duration: null,
        failed_count: 0,
      })),
    },
  };
}

import type { RunDetail, RunStatus, RunStep } from '../../../src/api/runs.ts';
import type { RunResult, TestCase } from '../../../src/api/testCases.ts';

/** The run status a result chip shows as `result` (Draft has no run: a queued one stands in). */
export function statusFor(result: RunResult): RunStatus {
  return (
    {
      Passed: 'passed',
      Failed: 'failed',
      Flaky: 'flaky',
      Stopped: 'stopped',
      'In Progress': 'running',
      Draft: 'queued',
    } as const
  )[result];
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
        suite_id: 1,
        failure_class: null,
        quarantined: false,
      })),
    },
  };
}

/** Step `position` of a test case's run, pending unless told. */
export function runStep(testCase: TestCase, position: number, over: Partial<RunStep> = {}): RunStep {
  const source = testCase.steps[position - 1]!;
  return {
    id: 100 + position,
    position,
    test_case_step_id: source.id,
    text: source.steps,
    description: '',
    status: 'pending',
    message: '',
    started_at: null,
    duration_ms: null,
    locator: null,
    healed_from: null,
    screenshot_url: null,
    ...over,
  };
}

/** A run of a test case on Staging as GET /api/v1/runs/{id} answers it; an ended one passed and has a trace. */
export function runDetail(
  id: number,
  testCase: TestCase,
  status: RunStatus,
  steps: RunStep[],
  over: Partial<RunDetail> = {},
): RunDetail {
  const ended = status !== 'queued' && status !== 'running';
  return {
    id,
    project_id: 1,
    test_case_id: testCase.id,
    test_case_name: testCase.title,
    environment_id: 1,
    environment_label: 'Staging',
    url: 'https://staging.shop.example',
    status,
    result: ended ? 'Passed' : 'In Progress',
    message: '',
    attempt: 1,
    created_at: '2026-11-02T09:30:00Z',
    started_at: '2026-11-02T09:30:01Z',
    finished_at: ended ? '2026-11-02T09:30:09Z' : null,
    duration: ended ? 8 : null,
    steps,
    console: [],
    page_errors: [],
    network: [],
    suite_id: 1,
    retries: 1,
    attempts: [],
    failure_class: null,
    failure_evidence: '',
    detected_class: null,
    class_corrected_by: null,
    class_corrected_at: null,
    quarantined: false,
    model_tokens: 0,
    explanation: null,
    trace_url: ended ? `/api/v1/runs/${id}/artifacts/30?expires=1800000000&signature=abc` : null,
    ...over,
  };
}

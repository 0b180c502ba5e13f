/** Test cases as the server lists them, for tests of the screens and flows that show them. */
import type { TestCase } from '../../../src/api/testCases.ts';

/** A draft, paused test case in Staging (environment 1), with a goal and expected result named after it. */
export function testCase(id: number, title: string, over: Partial<TestCase> = {}): TestCase {
  return {
    id,
    title,
    environment_id: 1,
    environment_label: 'Staging',
    goal: `Goal of ${title}`,
    expected_result: `Expected result of ${title}`,
    execution_status: 'Paused',
    result: 'Draft',
    execution_start_date: null,
    steps: [],
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...over,
  };
}

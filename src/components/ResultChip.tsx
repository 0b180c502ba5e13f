import { Badge } from '@mantine/core';
import type { RunResult, StepResult } from '../api/testCases.ts';

/**
 * Spec §2: Passed green, Failed red, In Progress orange; Draft gray; Flaky (failed, then passed on a retry) grape;
 * Stopped (a person stopped it: neither a pass nor a failure) dark; a step Skipped (its run ended before it) gray.
 */
const colors: Record<RunResult | StepResult, string> = {
  Passed: 'green',
  Failed: 'red',
  Flaky: 'grape',
  Stopped: 'dark',
  'In Progress': 'orange',
  Draft: 'gray',
  Skipped: 'gray',
};

export function ResultChip({ result }: { result: RunResult | StepResult }) {
  return (
    <Badge color={colors[result]} variant="light" radius="sm" data-result={result}>
      {result}
    </Badge>
  );
}

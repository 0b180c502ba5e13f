import { Alert, Text } from '@mantine/core';
import { runActive, type RunDetail } from '../../../api/runs.ts';

/**
 * While a failed run is tried again: which attempt this is, of how many, and why the last one failed. A worker
 * that died also starts a new attempt, which may go past the retries the run was given.
 */
export function RetryNotice({ run }: { run: RunDetail }) {
  if (!runActive(run.status) || run.attempt < 2) return null;
  const of = Math.max(run.retries + 1, run.attempt);
  return (
    <Alert color="orange" variant="light" mb="md" title={`Attempt ${run.attempt} of ${of}`}>
      {run.message && <Text size="sm">{run.message}</Text>}
    </Alert>
  );
}

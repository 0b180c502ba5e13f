import { Alert, Anchor, Group, List, Select, Stack, Text } from '@mantine/core';
import type { FailureClass, RunDetail } from '../../../api/runs.ts';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { FailureClassChip } from '../../../components/FailureClassChip.tsx';
import { FAILURE_CLASS_OPTIONS, FAILURE_CLASSES } from '../../../lib/failureClasses.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { traceViewerLink } from '../../../lib/traceViewer.ts';
import { correctClass, loadEndedRun } from '../../../machines/liveTestCalls.ts';

const ATTEMPT_STATUS = { passed: 'Passed', failed: 'Failed', stopped: 'Stopped', error: 'Could not run' } as const;

/** A run's attempts when it was tried more than once: how each ended, with the evidence of a failed one. */
function Attempts({ run }: { run: RunDetail }) {
  if (run.attempts.length < 2) return null;
  return (
    <div>
      <Text size="sm" fw={500}>
        Attempts
      </Text>
      <List size="sm" spacing={4} aria-label="Attempts">
        {run.attempts.map((a) => (
          <List.Item key={a.attempt}>
            Attempt {a.attempt}: {ATTEMPT_STATUS[a.status]}
            {a.message ? ` (${a.message})` : ''}
            {a.screenshot_url && (
              <>
                {' · '}
                <Anchor href={a.screenshot_url} target="_blank" rel="noopener" size="sm">
                  page when step {a.failed_position} failed
                </Anchor>
              </>
            )}
            {a.trace_url && a.status !== 'passed' && (
              <>
                {' · '}
                <Anchor href={traceViewerLink(a.trace_url)} target="_blank" rel="noopener" size="sm">
                  its trace
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** Why a run ended as it did: its message, its failure class with the evidence, a correction, its attempts. */
export function RunOutcome({ run: streamed }: { run: RunDetail }) {
  const correction = useSave(correctClass, 'Class corrected');
  const needsDetail = streamed.failure_class !== null || streamed.attempt > 1;
  const detail = useResource(loadEndedRun, needsDetail ? streamed.id : null);
  const run = detail.data?.id === streamed.id ? detail.data : streamed;
  const corrected = correction.result?.data.id === run.id ? correction.result.data : null;
  const shown = corrected ?? run;
  if (!run.message && !shown.failure_class) return null;
  const failed = run.status === 'failed' || run.status === 'error';
  const color = run.status === 'stopped' ? 'gray' : run.status === 'flaky' ? 'grape' : failed ? 'red' : 'blue';
  return (
    <Alert
      color={color}
      variant="light"
      mb="md"
      title={run.status === 'error' ? 'The runner could not run this test' : undefined}
    >
      {/* A message or evidence with a long URL breaks inside the alert, which hides what overflows it. */}
      <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
        {run.message && <Text size="sm">{run.message}</Text>}
        {shown.failure_class && (
          <Stack gap={6}>
            <Group gap="sm">
              <Text size="sm" fw={500}>
                Failure class
              </Text>
              <FailureClassChip value={shown.failure_class} corrected={shown.class_corrected_at !== null} />
              {run.quarantined && failed && (
                <Text size="sm" c="dimmed">
                  Quarantined: this failure fails no suite.
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed" hidden={!shown.failure_evidence}>
              {shown.class_corrected_at !== null && shown.detected_class
                ? `Corrected by ${shown.class_corrected_by ?? 'someone'} on ${formatDateTime(shown.class_corrected_at, '')}; the rules said ${FAILURE_CLASSES[shown.detected_class].label}: ${shown.failure_evidence}`
                : `Why: ${shown.failure_evidence}`}
            </Text>
            <Select
              label="Correct the class"
              aria-label="Correct the class"
              data={FAILURE_CLASS_OPTIONS}
              value={shown.failure_class}
              onChange={(value) => value && correction.submit({ id: run.id, value: value as FailureClass })}
              allowDeselect={false}
              disabled={correction.saving}
              error={correction.error}
              size="xs"
              w={220}
            />
          </Stack>
        )}
        <Attempts run={run} />
        {run.explanation && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              What the model reads in this failure
            </Text>
            <Text size="sm">{run.explanation}</Text>
          </Stack>
        )}
        {run.model_tokens > 0 && (
          <Text size="xs" c="dimmed">
            Model tokens: {run.model_tokens}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

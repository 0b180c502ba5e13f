import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { RunStep } from '../../../api/runs.ts';

const STATUS: Record<RunStep['status'], { color: string; label: string }> = {
  pending: { color: 'gray', label: 'Pending' },
  running: { color: 'orange', label: 'Running' },
  passed: { color: 'green', label: 'Passed' },
  failed: { color: 'red', label: 'Failed' },
  skipped: { color: 'gray', label: 'Skipped' },
};

export const formatMs = (ms: number | null) =>
  ms === null ? '' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

/** The run's steps as they tick: status, duration, and why one failed or how it healed. */
export function RunStepsPanel({
  steps,
  selected,
  onSelect,
}: {
  steps: RunStep[];
  selected: number | null;
  onSelect: (position: number) => void;
}) {
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Steps">
      {steps.map((step) => {
        const status = STATUS[step.status];
        return (
          <li key={step.id}>
            <UnstyledButton
              w="100%"
              onClick={() => onSelect(step.position)}
              aria-current={selected === step.position ? 'step' : undefined}
              aria-label={`Step ${step.position}: ${step.text}, ${status.label}`}
            >
              <Paper
                withBorder
                p="xs"
                radius="md"
                bg={selected === step.position ? 'var(--mantine-color-default-hover)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm">
                      {step.position}. {step.text}
                    </Text>
                    {step.message && (
                      <Text size="xs" c={step.status === 'failed' ? 'red.8' : 'dimmed'}>
                        {step.message}
                      </Text>
                    )}
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Badge color={status.color} variant="light" radius="sm" data-step-status={step.status}>
                      {status.label}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatMs(step.duration_ms)}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

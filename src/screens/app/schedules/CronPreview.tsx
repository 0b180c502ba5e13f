import { Group, List, Loader, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { inspectOptions } from '../../../app/inspector.ts';
import { formatInZone } from '../../../lib/format.ts';
import { cronPreviewMachine } from '../../../machines/cronPreview.ts';

/** What the expression typed means and its next runs in the zone chosen, or why it is not valid. */
export function CronPreview({ cron, timezone }: { cron: string; timezone: string }) {
  const actor = useActorRef(cronPreviewMachine, { ...inspectOptions(), input: { cron, timezone } });
  useEffect(() => actor.send({ type: 'cron.typed', cron, timezone }), [actor, cron, timezone]);
  const reading = useSelector(actor, (s) => s.matches('reading'));
  const preview = useSelector(actor, (s) => s.context.preview);
  const error = useSelector(actor, (s) => s.context.error);
  if (error !== null) {
    return (
      <Text size="sm" c="red.8" role="alert" data-testid="cron-preview">
        {error}
      </Text>
    );
  }
  if (!preview) {
    return reading ? (
      <Loader size="xs" role="progressbar" aria-label="Reading the expression" />
    ) : (
      <Text size="sm" c="dimmed" data-testid="cron-preview">
        Type a cron expression or choose a preset.
      </Text>
    );
  }
  return (
    <div aria-live="polite" data-testid="cron-preview">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {preview.description}
        </Text>
        {reading && <Loader size="xs" aria-hidden="true" />}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Next runs ({preview.timezone}):
      </Text>
      <List size="sm" aria-label="Next runs">
        {preview.next_runs.map((at) => (
          <List.Item key={at}>{formatInZone(at, preview.timezone)}</List.Item>
        ))}
      </List>
    </div>
  );
}

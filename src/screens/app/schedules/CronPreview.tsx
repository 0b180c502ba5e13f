import { Group, List, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { api } from '../../../api/index.ts';
import { useResource } from '../../../app/useResource.ts';
import { formatInZone } from '../../../lib/format.ts';

const loadPreview = ({ cron, timezone }: { cron: string; timezone: string }) =>
  cron.trim() === '' ? Promise.resolve(null) : api.schedules.preview(cron, timezone);

/** What the expression typed means and its next runs in the zone chosen, or why it is not valid. */
export function CronPreview({ cron, timezone }: { cron: string; timezone: string }) {
  // Asked once typing pauses, not on every key.
  const [typed] = useDebouncedValue({ cron, timezone }, 300);
  const preview = useResource(loadPreview, typed);
  if (preview.status === 'failure') {
    return (
      <Text size="sm" c="red.8" role="alert" data-testid="cron-preview">
        {preview.error}
      </Text>
    );
  }
  const data = preview.data?.data;
  if (!data) {
    return preview.status === 'loading' && cron.trim() !== '' ? (
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
          {data.description}
        </Text>
        {preview.status === 'loading' && <Loader size="xs" aria-hidden="true" />}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Next runs ({data.timezone}):
      </Text>
      <List size="sm" aria-label="Next runs">
        {data.next_runs.map((at) => (
          <List.Item key={at}>{formatInZone(at, data.timezone)}</List.Item>
        ))}
      </List>
    </div>
  );
}

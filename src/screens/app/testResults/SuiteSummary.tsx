import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { api } from '../../../api/index.ts';
import type { Suite } from '../../../api/runs.ts';
import { useResource } from '../../../app/useResource.ts';
import { ResourceView } from '../../../components/ResourceView.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { RunsTable } from '../RunsTable.tsx';

const loadSuite = (id: number) => api.runs.suite(id);

const STATUS: Record<Suite['status'], { label: string; color: string }> = {
  running: { label: 'In Progress', color: 'orange' },
  passed: { label: 'Passed', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  stopped: { label: 'Stopped', color: 'gray' },
  error: { label: 'Could not run', color: 'red' },
};

const SOURCE: Record<Suite['source'], string> = {
  manual: 'started by hand',
  schedule: 'started by a schedule',
  ci: 'started from CI',
};

function counts(s: Suite): string {
  const parts = [`${s.passed} passed`, `${s.failed} failed`];
  if (s.flaky) parts.push(`${s.flaky} flaky`);
  if (s.quarantined) parts.push(`${s.quarantined} quarantined`);
  if (s.error) parts.push(`${s.error} could not run`);
  if (s.stopped) parts.push(`${s.stopped} stopped`);
  if (s.queued + s.running) parts.push(`${s.queued + s.running} to go`);
  return parts.join(' · ');
}

/** A suite: the runs one request started together, its verdict (quarantined failures fail nothing) and each run. */
export function SuiteSummary({ suiteId }: { suiteId: number }) {
  const suite = useResource(loadSuite, suiteId);
  return (
    <ResourceView resource={suite} label={`suite ${suiteId}`}>
      {({ data: s }) => (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Group gap="sm">
                <Text fw={600}>Suite #{s.id}</Text>
                <Badge color={STATUS[s.status].color} variant="light" radius="sm" data-suite-status={s.status}>
                  {STATUS[s.status].label}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {SOURCE[s.source]}, {formatDateTime(s.created_at, '')}
                {s.commit_sha ? ` · commit ${s.commit_sha.slice(0, 12)}` : ''}
              </Text>
            </Group>
            <Text size="sm">{counts(s)}</Text>
            <RunsTable runs={s.runs} caption={`${s.total} run${s.total === 1 ? '' : 's'} in this suite`} />
          </Stack>
        </Paper>
      )}
    </ResourceView>
  );
}

import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RunSummary } from '../../../api/testCases.ts';
import { ResultChip } from '../../../components/ResultChip.tsx';
import { formatDuration, formatStarted } from '../../../lib/format.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** The summary of the project's latest run (spec §2: status, URL, started, duration, failed count), with Refresh. */
export function LatestRunCard({ run, onRefresh }: { run: RunSummary; onRefresh: () => void }) {
  const running = run.result === 'In Progress';
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Text fw={600} miw={0}>
            {run.test_case_name}
          </Text>
          <Group gap="sm">
            <ResultChip result={run.result} />
            <Button component={Link} to={`/live-test?run=${run.id}`} size="compact-sm" variant="light">
              {running ? 'Watch live' : 'Open run'}
            </Button>
            <Button size="compact-sm" variant="default" onClick={onRefresh}>
              Refresh
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Field label="URL">
            <Anchor href={run.url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
              {run.url}
            </Anchor>
          </Field>
          <Field label="Started">{formatStarted(run)}</Field>
          <Field label="Duration">{formatDuration(run.duration)}</Field>
          <Field label="Failed steps">{run.failed_count}</Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Suite } from '../../../api/runs.ts';
import { inspectOptions } from '../../../app/inspector.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { suiteProgressMachine } from '../../../machines/suiteProgress.ts';
import { RunsTable } from '../RunsTable.tsx';

export type SuiteProgressActor = ActorRefFrom<typeof suiteProgressMachine>;

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

/** The suite machine of a page, told when the suite is read again (`onChange`), say to reload what else the page shows. */
export function useSuiteProgress(suiteId: number, onChange: () => void = () => {}): SuiteProgressActor {
  return useActorRef(suiteProgressMachine.provide({ actions: { suiteChanged: () => onChange() } }), {
    ...inspectOptions(),
    input: { suiteId },
  });
}

/**
 * A suite as its machine reads it, followed live while runs are queued or under way: its verdict
 * (quarantined failures fail nothing), its counts and each run. `withRefresh` adds its own Refresh.
 */
export function SuiteView({ actor, withRefresh }: { actor: SuiteProgressActor; withRefresh: boolean }) {
  const suite = useSelector(actor, (s) => s.context.suite);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const live = useSelector(actor, (s) => !s.matches('ended') && !s.matches('failed') && s.context.suite !== null);
  const problem = failed && (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Error: {error}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={() => actor.send({ type: 'suite.refresh' })}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
  if (!suite)
    return (
      problem || (
        <Text size="sm" c="dimmed" role="status">
          Loading the suite…
        </Text>
      )
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        {problem}
        <Group justify="space-between">
          <Group gap="sm">
            <Text fw={600}>Suite #{suite.id}</Text>
            <Badge color={STATUS[suite.status].color} variant="light" radius="sm" data-suite-status={suite.status}>
              {STATUS[suite.status].label}
            </Badge>
            {live && (
              <Text size="sm" c="dimmed" role="status">
                Following its runs live
              </Text>
            )}
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {SOURCE[suite.source]}, {formatDateTime(suite.created_at, '')}
              {suite.commit_sha ? ` · commit ${suite.commit_sha.slice(0, 12)}` : ''}
            </Text>
            {withRefresh && (
              <Button size="compact-sm" variant="default" onClick={() => actor.send({ type: 'suite.refresh' })}>
                Refresh
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm">{counts(suite)}</Text>
        <RunsTable runs={suite.runs} caption={`${suite.total} run${suite.total === 1 ? '' : 's'} in this suite`} />
      </Stack>
    </Paper>
  );
}

/** A suite of its own (/test-results?suite=N): the runs one request started together, followed to their end. */
export function SuiteSummary({ suiteId }: { suiteId: number }) {
  const actor = useSuiteProgress(suiteId);
  return <SuiteView actor={actor} withRefresh />;
}

import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { IssueDetail, IssueStatus } from '../../../api/testCases.ts';
import { useFlowEffects } from '../../../app/flowEffects.ts';
import { inspectOptions } from '../../../app/inspector.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { useRunStarter } from '../../../app/useRunStarter.ts';
import { issueStatusMachine } from '../../../machines/issueStatus.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';

const statusColor: Record<IssueStatus, string> = { Unresolved: 'red', Ignored: 'gray' };

/** The issue's test case and step, its status, and what the user can do about it. */
export function IssueSummary({ issue }: { issue: IssueDetail }) {
  const actor = useActorRef(issueStatusMachine.provide({ actions: useFlowEffects() }), {
    ...inspectOptions(),
    input: { testCaseId: issue.test_case_id, stepId: issue.test_case_step_id, status: issue.status },
  });
  const status = useSelector(actor, (s) => s.context.status);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const next: IssueStatus = status === 'Unresolved' ? 'Ignored' : 'Unresolved';
  const runs = useRunStarter();

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              Test case
            </Text>
            <Title order={1} fz={26}>
              {issue.title}
            </Title>
          </div>
          <Group gap="xs">
            <Text size="sm" c="dimmed" fw={500}>
              Status
            </Text>
            <Badge color={statusColor[status]} variant="light" size="lg" radius="sm">
              {status}
            </Badge>
          </Group>
        </Group>
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            Failed step
          </Text>
          <Text>{issue.step}</Text>
        </div>
        <Group gap="sm">
          <BusyButton
            variant={status === 'Unresolved' ? 'default' : 'light'}
            busy={saving}
            busyLabel="Saving..."
            onClick={() => actor.send({ type: 'issue.setStatus', status: next })}
          >
            {status === 'Unresolved' ? 'Ignore' : 'Mark as unresolved'}
          </BusyButton>
          <BusyButton
            busy={runs.starting}
            busyLabel="Starting..."
            onClick={() => runs.start({ test_case_ids: [issue.test_case_id] })}
          >
            Test Again
          </BusyButton>
        </Group>
        <ErrorAlert message={error} />
      </Stack>
    </Paper>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useFlowEffects } from '../../../app/flowEffects.ts';
import { inspectOptions } from '../../../app/inspector.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ResourceView } from '../../../components/ResourceView.tsx';
import type { IssueKey } from '../../../machines/issueDetail.ts';
import { jiraIssueMachine } from '../../../machines/jiraIssue.ts';

/** The issue in Jira: a link once created, 'Create Jira issue' while not, or where to connect Jira. */
export function JiraIssue({ testCaseId, stepId }: IssueKey) {
  const actor = useActorRef(jiraIssueMachine.provide({ actions: useFlowEffects() }), {
    ...inspectOptions(),
    input: { testCaseId, stepId },
  });
  const status = useSelector(actor, (s) =>
    s.matches('failed') ? 'failure' : s.matches('loading') ? 'loading' : 'success',
  );
  const data = useSelector(actor, (s) => s.context.jira);
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const creating = useSelector(actor, (s) => s.matches('creating'));
  const createError = useSelector(actor, (s) => s.context.createError);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        Jira
      </Title>
      <ResourceView
        resource={{ status, data, error: loadError, reload: () => actor.send({ type: 'jira.retry' }) }}
        label="the Jira issue"
      >
        {(data) =>
          data.issue ? (
            <Text size="sm">
              Jira issue{' '}
              <Anchor href={data.issue.url} target="_blank" rel="noreferrer" fw={600}>
                {data.issue.key}
              </Anchor>
            </Text>
          ) : data.connected ? (
            <Stack gap="sm" align="flex-start">
              <Group gap="sm">
                <BusyButton
                  variant="light"
                  busy={creating}
                  busyLabel="Creating..."
                  onClick={() => actor.send({ type: 'jira.create' })}
                >
                  Create Jira issue
                </BusyButton>
                <Text size="sm" c="dimmed">
                  With the step, its latest failures, run links and screenshot.
                </Text>
              </Group>
              <ErrorAlert message={createError} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Jira is not connected to this project. Connect it in{' '}
              <Anchor component={Link} to="/settings/integrations">
                Settings › Integrations
              </Anchor>{' '}
              to create Jira issues from here.
            </Text>
          )
        }
      </ResourceView>
    </Paper>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { api } from '../../../api/index.ts';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ResourceView } from '../../../components/ResourceView.tsx';

interface IssueKey {
  testCaseId: number;
  stepId: number;
}

const loadJiraIssue = ({ testCaseId, stepId }: IssueKey & { saves: number }) =>
  api.testCases.jiraIssue(testCaseId, stepId);
const createJiraIssue = ({ testCaseId, stepId }: IssueKey) => api.testCases.createJiraIssue(testCaseId, stepId);

/** The issue in Jira: a link once created, 'Create Jira issue' while not, or where to connect Jira. */
export function JiraIssue({ testCaseId, stepId }: IssueKey) {
  const create = useSave(createJiraIssue, 'Jira issue created');
  const jira = useResource(loadJiraIssue, { testCaseId, stepId, saves: create.saves });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        Jira
      </Title>
      <ResourceView resource={jira} label="the Jira issue">
        {({ data }) =>
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
                  busy={create.saving}
                  busyLabel="Creating..."
                  onClick={() => create.submit({ testCaseId, stepId })}
                >
                  Create Jira issue
                </BusyButton>
                <Text size="sm" c="dimmed">
                  With the step, its latest failures, run links and screenshot.
                </Text>
              </Group>
              <ErrorAlert message={create.error} />
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

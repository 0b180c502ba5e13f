import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { inspectOptions } from '../../app/inspector.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { issueDetailMachine, type IssueKey } from '../../machines/issueDetail.ts';
import { IssueSummary } from './issues/IssueSummary.tsx';
import { JiraIssue } from './issues/JiraIssue.tsx';
import { OccurrencesTable } from './issues/OccurrencesTable.tsx';

/** A route parameter as a positive integer; null for anything else ('0', '-1', '2.5', 'abc'). */
function positiveId(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}

function BackToIssues() {
  return (
    <Anchor component={Link} to="/issues" size="sm" mb="md" display="inline-block">
      ← Back to issues
    </Anchor>
  );
}

function IssueDetail({ testCaseId, stepId }: IssueKey) {
  const actor = useActorRef(issueDetailMachine, { ...inspectOptions(), input: { testCaseId, stepId } });
  const status = useSelector(actor, (s) =>
    s.matches('shown') ? 'success' : s.matches('failed') ? 'failure' : 'loading',
  );
  const data = useSelector(actor, (s) => s.context.issue);
  const error = useSelector(actor, (s) => s.context.error);
  const reload = () => actor.send({ type: 'issue.retry' });
  return (
    <ResourceView resource={{ status, data, error, reload }} label="the issue">
      {(data) => (
        <Stack gap="lg">
          <IssueSummary issue={data} />
          <JiraIssue testCaseId={testCaseId} stepId={stepId} />
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb="sm">
              Occurrences
            </Title>
            <OccurrencesTable occurrences={data.occurrences} />
          </Paper>
        </Stack>
      )}
    </ResourceView>
  );
}

export function IssueDetailScreen() {
  const params = useParams();
  const testCaseId = positiveId(params.testCaseId);
  const stepId = positiveId(params.stepId);
  return (
    <>
      <BackToIssues />
      {testCaseId === null || stepId === null ? (
        <EmptyState title="This issue does not exist.">Issues are opened from the Issues Summary.</EmptyState>
      ) : (
        // A new issue starts afresh: its own request and its own status flow.
        <IssueDetail key={`${testCaseId}/${stepId}`} testCaseId={testCaseId} stepId={stepId} />
      )}
    </>
  );
}

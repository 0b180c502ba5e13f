import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { formatDuration } from '../../lib/format.ts';
import { loadDashboard, loadLatestResults } from '../../machines/dashboardCalls.ts';
import { NoProject } from './NoProject.tsx';
import { RunsTable } from './RunsTable.tsx';
import { useTestModal } from './testModal/TestModalProvider.tsx';

function PromoCard({
  title,
  text,
  action,
  onClick,
}: {
  title: string;
  text: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="xs" align="flex-start" h="100%">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        <Button variant="light" onClick={onClick}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

function DashboardContent({ projectId }: { projectId: number }) {
  const testModal = useTestModal();
  const input = { projectId, version: testModal.version };
  const dashboard = useResource(loadDashboard, input);
  const results = useResource(loadLatestResults, input);
  return (
    <Stack gap="xl">
      <ResourceView resource={dashboard} label="the dashboard">
        {({ data: d }) => (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            <StatCard
              label="Active Test"
              value={d.activeTest.total}
              badge={
                <Badge color="orange" variant="light">
                  {d.activeTest.running} running
                </Badge>
              }
            />
            <StatCard label="Run Count" value={d.runCount} badge={<Badge variant="light">This Week</Badge>} />
            <StatCard
              label="Test Case Execution"
              value={d.testCaseExecution.total}
              badge={
                <Badge color="green" variant="light">
                  {d.testCaseExecution.passed} passed
                </Badge>
              }
            />
            {/* How long the last run took, not how long ago it ran. */}
            <StatCard
              label="Last Run"
              value={formatDuration(d.lastRun.duration)}
              badge={d.lastRun.duration === null ? undefined : <Badge variant="light">Duration</Badge>}
            />
          </SimpleGrid>
        )}
      </ResourceView>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PromoCard
          title="Create a Test"
          text="Write a test case as plain steps: what to do, and what the user should see."
          action="Create a Test"
          onClick={() => testModal.open({ mode: 'create', framing: 'test' })}
        />
        <PromoCard
          title="Recreate a Bug"
          text="Turn a bug report into the steps that reproduce it, so the fix stays fixed."
          action="Recreate a Bug"
          onClick={() => testModal.open({ mode: 'create', framing: 'bug' })}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Results
          </Title>
          <Button component={Link} to="/results" variant="subtle" size="compact-sm">
            All results
          </Button>
        </Group>
        <ResourceView resource={results} label="the results">
          {({ data: runs }) =>
            runs.length === 0 ? (
              <EmptyState title="No test runs yet">Results of your test runs appear here, newest first.</EmptyState>
            ) : (
              <RunsTable runs={runs} caption="The latest runs of this project" />
            )
          }
        </ResourceView>
      </Paper>
    </Stack>
  );
}

export function DashboardScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader title="Dashboard" description="How your tests are doing in this project." />
      {projectId === null ? <NoProject /> : <DashboardContent projectId={projectId} />}
    </>
  );
}

import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { api } from '../../api/index.ts';
import type { RunSummary } from '../../api/testCases.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { flakyTests } from '../../lib/flaky.ts';
import { NoProject } from './NoProject.tsx';

const loadResults = (projectId: number) => api.testCases.results(projectId);

function Figures({ runs }: { runs: RunSummary[] }) {
  const finished = runs.filter((r) => r.result === 'Passed' || r.result === 'Failed');
  const passed = finished.filter((r) => r.result === 'Passed').length;
  const flaky = flakyTests(runs);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed" size="sm">
            Finished runs
          </Text>
          <Text fz={28} fw={700}>
            {finished.length}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed" size="sm">
            Pass rate
          </Text>
          <Text fz={28} fw={700}>
            {finished.length ? `${Math.round((passed / finished.length) * 100)}%` : 'N/A'}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed" size="sm">
            Flaky tests
          </Text>
          <Text fz={28} fw={700}>
            {flaky.length}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="xs">
          Flaky tests
        </Title>
        {flaky.length === 0 ? (
          <Text c="dimmed" size="sm">
            No test case has both passed and failed in its recent runs.
          </Text>
        ) : (
          <List spacing="xs">
            {flaky.map((f) => (
              <List.Item key={f.testCaseName}>
                <Text span fw={500}>
                  {f.testCaseName}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  {f.passed} passed and {f.failed} failed of its last {f.passed + f.failed} runs
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}

function Insights({ projectId }: { projectId: number }) {
  const results = useResource(loadResults, projectId);
  return (
    <ResourceView resource={results} label="insights">
      {({ data: runs }) =>
        runs.length === 0 ? (
          <EmptyState title="No insights yet">
            Insights come from test runs: the pass rate, and the flaky tests that pass and fail without a change. Run
            your test cases and they appear here.
          </EmptyState>
        ) : (
          <Figures runs={runs} />
        )
      }
    </ResourceView>
  );
}

export function InsightsScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader title="Insights" description="What the runs of this project say about your tests." />
      {projectId === null ? <NoProject /> : <Insights projectId={projectId} />}
    </>
  );
}

import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'wouter';
import { api } from '../../api/index.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { ResultChip } from '../../components/ResultChip.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useRunStarter } from '../../app/useRunStarter.ts';
import { formatDuration, formatStarted } from '../../lib/format.ts';
import { NoProject } from './NoProject.tsx';
import { SuiteSummary } from './testResults/SuiteSummary.tsx';

const loadLatest = (projectId: number) => api.testCases.latestRun(projectId);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
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

function LatestRun({ projectId }: { projectId: number }) {
  const latest = useResource(loadLatest, projectId);
  const running = latest.data?.data?.result === 'In Progress';
  return (
    <ResourceView resource={latest} label="the latest run">
      {({ data: run }) =>
        run === null ? (
          <EmptyState title="No test run yet">The summary of the latest run of this project appears here.</EmptyState>
        ) : (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Stack gap="lg">
                <Group justify="space-between">
                  <Text fw={600}>{run.test_case_name}</Text>
                  <Group gap="sm">
                    <ResultChip result={run.result} />
                    <Button component={Link} to={`/live-test?run=${run.id}`} size="compact-sm" variant="light">
                      {running ? 'Watch live' : 'Open run'}
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={latest.reload}>
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
            {run.suite_id !== null && <SuiteSummary suiteId={run.suite_id} />}
          </Stack>
        )
      }
    </ResourceView>
  );
}

export function TestResultsScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const [params] = useSearchParams();
  const suiteId = Number(params.get('suite')) || null;
  const runs = useRunStarter();
  const busy = runs.starting || runs.stopping;
  return (
    <>
      <PageHeader
        title="Test Run"
        description={
          suiteId === null ? 'The latest run of this project, and the suite it ran in.' : `Suite #${suiteId}.`
        }
        actions={
          projectId !== null && (
            <>
              <BusyButton
                variant="default"
                busy={runs.stopping}
                busyLabel="Stopping..."
                disabled={busy}
                onClick={() => runs.stopAll(projectId)}
              >
                Stop All Test
              </BusyButton>
              <BusyButton
                variant="default"
                busy={runs.starting}
                busyLabel="Starting..."
                disabled={busy}
                onClick={() => runs.start({ project_id: projectId, failed: true })}
              >
                Re-run Failed Test
              </BusyButton>
              <BusyButton
                busy={runs.starting}
                busyLabel="Starting..."
                disabled={busy}
                onClick={() => runs.start({ project_id: projectId, all: true })}
              >
                Run All Test
              </BusyButton>
            </>
          )
        }
      />
      {projectId === null ? (
        <NoProject />
      ) : suiteId !== null ? (
        <SuiteSummary key={`${suiteId}-${runs.version}`} suiteId={suiteId} />
      ) : (
        <LatestRun key={runs.version} projectId={projectId} />
      )}
    </>
  );
}

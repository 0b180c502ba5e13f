import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { AuthSession } from '../../app/authSession.tsx';
import { inspectOptions } from '../../app/inspector.ts';
import { FAILURE_CLASS_OPTIONS } from '../../lib/failureClasses.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { resultsListMachine, type ClassFilter, type ResultFilter } from '../../machines/resultsList.ts';
import { NoProject } from './NoProject.tsx';
import { RunsTable } from './RunsTable.tsx';
import { ScheduleModal } from './schedules/ScheduleModal.tsx';

const RESULTS: ResultFilter[] = ['Passed', 'Failed', 'Flaky', 'Stopped', 'In Progress'];

/** The runs of the project, searched, filtered and paged on the server. */
function Results({ projectId }: { projectId: number }) {
  const actor = useActorRef(resultsListMachine, { ...inspectOptions(), input: { projectId } });
  const search = useSelector(actor, (s) => s.context.search);
  const result = useSelector(actor, (s) => s.context.result);
  const failureClass = useSelector(actor, (s) => s.context.failureClass);
  const status = useSelector(actor, (s) =>
    s.matches('shown') ? 'success' : s.matches('failed') ? 'failure' : 'loading',
  );
  const list = useSelector(actor, (s) => s.context.list);
  const error = useSelector(actor, (s) => s.context.error);
  const setPage = (page: number) => actor.send({ type: 'results.page', page });
  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md" gap="sm">
        <TextInput
          placeholder="Search test case, environment or ID"
          aria-label="Search results"
          value={search}
          onChange={(e) => actor.send({ type: 'results.search', search: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          aria-label="Filter by result"
          placeholder="All results"
          data={RESULTS}
          value={result}
          onChange={(value) => actor.send({ type: 'results.filterResult', result: value as ResultFilter | null })}
          clearable
          w={180}
        />
        <Select
          aria-label="Filter by failure class"
          placeholder="All classes"
          data={FAILURE_CLASS_OPTIONS}
          value={failureClass}
          onChange={(value) => actor.send({ type: 'results.filterClass', failureClass: value as ClassFilter | null })}
          clearable
          w={180}
        />
      </Group>
      <ResourceView
        resource={{ status, data: list, error, reload: () => actor.send({ type: 'results.retry' }) }}
        label="the results"
      >
        {({ data: runs, meta, filtered }) => {
          if (meta.total === 0 && !filtered)
            return (
              <EmptyState title="No test runs yet">Every run of a test case appears here with its result.</EmptyState>
            );
          if (meta.total === 0)
            return (
              <EmptyState
                title="No results match"
                action={
                  <Button variant="light" onClick={() => actor.send({ type: 'results.clear' })}>
                    Clear Filter
                  </Button>
                }
              />
            );
          return (
            <Stack gap="md">
              {runs.length === 0 ? (
                // Runs were deleted since this page was chosen, so it is past the last one.
                <EmptyState
                  title="No runs on this page"
                  action={
                    <Button variant="light" onClick={() => setPage(1)}>
                      Go to the first page
                    </Button>
                  }
                />
              ) : (
                <RunsTable runs={runs} caption={`Runs, newest first${filtered ? ', filtered' : ''}`} />
              )}
              <ListPager meta={meta} noun={['run', 'runs']} label="Result pages" onChange={setPage} />
            </Stack>
          );
        }}
      </ResourceView>
    </Paper>
  );
}

export function ResultsScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const [scheduling, schedule] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Test Results Overview"
        description="Every run of this project's test cases."
        actions={
          <Button variant="default" onClick={schedule.open} disabled={projectId === null}>
            Schedule
          </Button>
        }
      />
      {projectId === null ? <NoProject /> : <Results projectId={projectId} />}
      {projectId !== null && <ScheduleModal opened={scheduling} onClose={schedule.close} projectId={projectId} />}
    </>
  );
}

import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { api } from '../../api/index.ts';
import type { ResultsQuery } from '../../api/testCases.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { FAILURE_CLASS_OPTIONS } from '../../lib/failureClasses.ts';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { NoProject } from './NoProject.tsx';
import { RunsTable } from './RunsTable.tsx';
import { ScheduleModal } from './schedules/ScheduleModal.tsx';

const RESULTS: ResultFilter[] = ['Passed', 'Failed', 'Flaky', 'Stopped', 'In Progress'];
const PAGE_SIZE = 25;

type ResultFilter = NonNullable<ResultsQuery['result']>;
type ClassFilter = NonNullable<ResultsQuery['failure_class']>;

interface ResultsInput {
  projectId: number;
  page: number;
  search: string;
  result: ResultFilter | null;
  failureClass: ClassFilter | null;
}

const loadResults = ({ projectId, page, search, result, failureClass }: ResultsInput) =>
  api.testCases.results(projectId, {
    page,
    limit: PAGE_SIZE,
    search,
    ...(result ? { result } : {}),
    ...(failureClass ? { failure_class: failureClass } : {}),
  });

/** The runs of the project, searched, filtered and paged on the server. */
function Results({ projectId }: { projectId: number }) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 300);
  const [result, setResult] = useState<ResultFilter | null>(null);
  const [failureClass, setFailureClass] = useState<ClassFilter | null>(null);
  const [page, setPage] = useState(1);
  const results = useResource(loadResults, { projectId, page, search: typed.trim(), result, failureClass });
  const filtering = typed.trim() !== '' || result !== null || failureClass !== null;
  const clear = () => (setSearch(''), setResult(null), setFailureClass(null), setPage(1));
  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md" gap="sm">
        <TextInput
          placeholder="Search test case, environment or ID"
          aria-label="Search results"
          value={search}
          onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          aria-label="Filter by result"
          placeholder="All results"
          data={RESULTS}
          value={result}
          onChange={(value) => (setResult(value as ResultFilter | null), setPage(1))}
          clearable
          w={180}
        />
        <Select
          aria-label="Filter by failure class"
          placeholder="All classes"
          data={FAILURE_CLASS_OPTIONS}
          value={failureClass}
          onChange={(value) => (setFailureClass(value as ClassFilter | null), setPage(1))}
          clearable
          w={180}
        />
      </Group>
      <ResourceView resource={results} label="the results">
        {({ data: runs, meta }) => {
          if (meta.total === 0 && !filtering)
            return (
              <EmptyState title="No test runs yet">Every run of a test case appears here with its result.</EmptyState>
            );
          if (meta.total === 0)
            return (
              <EmptyState
                title="No results match"
                action={
                  <Button variant="light" onClick={clear}>
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
                <RunsTable runs={runs} caption={`Runs, newest first${filtering ? ', filtered' : ''}`} />
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

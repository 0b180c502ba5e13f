import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { api } from '../../api/index.ts';
import type { RunResult, RunSummary } from '../../api/testCases.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { FAILURE_CLASS_OPTIONS } from '../../lib/failureClasses.ts';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { NoProject } from './NoProject.tsx';
import { RunsTable } from './RunsTable.tsx';
import { ScheduleModal } from './schedules/ScheduleModal.tsx';

const loadResults = (projectId: number) => api.testCases.results(projectId);
const RESULTS: RunResult[] = ['Passed', 'Failed', 'Flaky', 'In Progress'];

function matches(run: RunSummary, search: string, result: string | null, failureClass: string | null): boolean {
  const text = search.trim().toLowerCase();
  const found =
    !text || [run.test_case_name, run.environment_label, `#${run.id}`].some((v) => v.toLowerCase().includes(text));
  return found && (!result || run.result === result) && (!failureClass || run.failure_class === failureClass);
}

function Results({ projectId }: { projectId: number }) {
  const results = useResource(loadResults, projectId);
  const [search, setSearch] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [failureClass, setFailureClass] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md" gap="sm">
        <TextInput
          placeholder="Search test case, environment or ID"
          aria-label="Search results"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          aria-label="Filter by result"
          placeholder="All results"
          data={RESULTS}
          value={result}
          onChange={setResult}
          clearable
          w={180}
        />
        <Select
          aria-label="Filter by failure class"
          placeholder="All classes"
          data={FAILURE_CLASS_OPTIONS}
          value={failureClass}
          onChange={setFailureClass}
          clearable
          w={180}
        />
      </Group>
      <ResourceView resource={results} label="the results">
        {({ data: runs }) => {
          if (runs.length === 0)
            return (
              <EmptyState title="No test runs yet">Every run of a test case appears here with its result.</EmptyState>
            );
          const shown = runs.filter((r) => matches(r, search, result, failureClass));
          return shown.length === 0 ? (
            <EmptyState
              title="No results match"
              action={
                <Button variant="light" onClick={() => (setSearch(''), setResult(null), setFailureClass(null))}>
                  Clear Filter
                </Button>
              }
            />
          ) : (
            <RunsTable runs={shown} caption={`${shown.length} of ${runs.length} runs`} />
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

import { Button, Center, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { useResource } from '../../app/useResource.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { testCaseActionsMachine } from '../../machines/testCaseActions.ts';
import { loadLinked, loadTestCases } from '../../machines/testCaseListCalls.ts';
import { NoProject } from './NoProject.tsx';
import { DeleteTestCaseDialog } from './testCases/DeleteTestCaseDialog.tsx';
import { TestCaseCatalog } from './testCases/TestCaseCatalog.tsx';
import { NO_FILTER, type TestCaseFilter } from './testCases/TestCaseFilters.tsx';
import type { RowActions } from './testCases/TestCaseItem.tsx';
import { useTestModal } from './testModal/TestModalProvider.tsx';

const TITLE = 'Test Cases';
const DESCRIPTION = 'What the agent tests in your project, step by step, and how each step last went.';

/** /test-cases (spec §2): the project's test cases, filtered, expandable, with row actions. */
export function TestCasesScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const loadingUser = AuthSession.useSelector((s) => s.matches({ signedIn: 'loadingUser' }));
  if (projectId !== null) return <ProjectTestCases projectId={projectId} />;
  return (
    <>
      <PageHeader title={TITLE} />
      {loadingUser ? (
        <Center py="xl" role="status">
          <Loader size="sm" role="progressbar" aria-label="Loading your project" />
        </Center>
      ) : (
        <NoProject />
      )}
    </>
  );
}

function ProjectTestCases({ projectId }: { projectId: number }) {
  const testModal = useTestModal();
  const rowFlow = useActorRef(testCaseActionsMachine.provide({ actions: useFlowEffects() }), {
    ...inspectOptions(),
    input: { origin: window.location.origin },
  });
  const deletions = useSelector(rowFlow, (s) => s.context.deletions);
  const [filter, setFilter] = useState<TestCaseFilter>(NO_FILTER);
  const [search] = useDebouncedValue(filter.search.trim(), 300);
  const [page, setPage] = useState(1);
  const version = testModal.version;
  const list = useResource(loadTestCases, { projectId, version, deletions, page, search, status: filter.status });
  const openId = Number(useSearchParams()[0].get('open')) || null;
  const linked = useResource(loadLinked, { id: openId, version, deletions });
  const changeFilter = (next: TestCaseFilter) => (setFilter(next), setPage(1));

  const addTestCase = () => testModal.open({ mode: 'create', framing: 'test' });
  const actions: RowActions = {
    run: (testCase) => testModal.open({ mode: 'run', testCase }),
    edit: (testCase) => testModal.open({ mode: 'edit', testCase }),
    copyLink: (testCase) => rowFlow.send({ type: 'link.copy', testCaseId: testCase.id }),
    remove: ({ id, title }) => rowFlow.send({ type: 'delete.request', testCase: { id, title } }),
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            <BusyButton
              variant="default"
              busy={list.status === 'loading' && list.data !== null}
              busyLabel="Refreshing..."
              onClick={list.reload}
            >
              Refresh
            </BusyButton>
            <Button onClick={addTestCase}>Add Test Case</Button>
          </>
        }
      />
      <ResourceView resource={list} label="test cases">
        {({ data, meta }) => (
          <TestCaseCatalog
            testCases={data}
            meta={meta}
            linked={openId === null || linked.status !== 'success' ? undefined : linked.data}
            filter={filter}
            onFilter={changeFilter}
            onPage={setPage}
            actions={actions}
            onAdd={addTestCase}
          />
        )}
      </ResourceView>
      <DeleteTestCaseDialog actor={rowFlow} />
    </>
  );
}

import { Button, Center, Loader } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { api } from '../../api/index.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { useResource } from '../../app/useResource.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { testCaseActionsMachine } from '../../machines/testCaseActions.ts';
import { NoProject } from './NoProject.tsx';
import { DeleteTestCaseDialog } from './testCases/DeleteTestCaseDialog.tsx';
import { TestCaseCatalog } from './testCases/TestCaseCatalog.tsx';
import type { RowActions } from './testCases/TestCaseItem.tsx';
import { useTestModal } from './testModal/TestModalProvider.tsx';

const TITLE = 'Test Cases';
const DESCRIPTION = 'What the agent tests in your project, step by step, and how each step last went.';

/** `version` and `deletions` are only in the input so that a change to either reloads the list. */
interface ListInput {
  projectId: number;
  version: number;
  deletions: number;
}

const loadTestCases = async ({ projectId }: ListInput) => (await api.testCases.list(projectId)).data;

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
          <Loader size="sm" aria-label="Loading your project" />
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
  const list = useResource(loadTestCases, { projectId, version: testModal.version, deletions });

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
        {(testCases) => <TestCaseCatalog testCases={testCases} actions={actions} onAdd={addTestCase} />}
      </ResourceView>
      <DeleteTestCaseDialog actor={rowFlow} />
    </>
  );
}

import { Button, Center, Group, Loader, Pagination, Select, Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { IssueClass } from '../../api/testCases.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { inspectOptions } from '../../app/inspector.ts';
import { FAILURE_CLASS_OPTIONS } from '../../lib/failureClasses.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { CONTROL_LABELS } from '../../components/ListPager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { issuesListMachine } from '../../machines/issuesList.ts';
import { IssueAccordion } from './issues/IssueAccordion.tsx';
import { NoProject } from './NoProject.tsx';

const TITLE = 'Issues Summary';
const DESCRIPTION = 'Failed steps of your test runs, grouped by test case.';

const CLASS_FILTER = [...FAILURE_CLASS_OPTIONS, { value: 'unclassified', label: 'Unclassified' }];

function IssuesContent({ projectId }: { projectId: number }) {
  const actor = useActorRef(issuesListMachine, { ...inspectOptions(), input: { projectId } });
  const status = useSelector(actor, (s) =>
    s.matches('shown') ? 'success' : s.matches('failed') ? 'failure' : 'loading',
  );
  const list = useSelector(actor, (s) => s.context.list);
  const error = useSelector(actor, (s) => s.context.error);
  const page = useSelector(actor, (s) => s.context.page);
  const failureClass = useSelector(actor, (s) => s.context.failureClass);
  const refresh = () => actor.send({ type: 'issues.refresh' });
  const setPage = (p: number) => actor.send({ type: 'issues.page', page: p });
  const refreshing = status === 'loading' && list !== null;
  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            <Select
              aria-label="Filter by failure class"
              placeholder="All classes"
              data={CLASS_FILTER}
              value={failureClass}
              onChange={(value) => actor.send({ type: 'issues.filter', failureClass: value as IssueClass | null })}
              clearable
              w={180}
            />
            <BusyButton variant="default" busy={refreshing} busyLabel="Refreshing..." onClick={refresh}>
              Refresh
            </BusyButton>
          </>
        }
      />
      <ResourceView resource={{ status, data: list, error, reload: refresh }} label="the issues">
        {({ data, meta }) => {
          const pages = Math.ceil(meta.total / meta.limit);
          return (
            <Stack gap="md">
              {meta.total === 0 ? (
                <EmptyState title="No Issues Found">
                  {failureClass
                    ? 'No failed step of this class: clear the filter to see every issue.'
                    : 'Failed steps of your test runs appear here, grouped by test case.'}
                </EmptyState>
              ) : data.length === 0 ? (
                // Issues were resolved since this page was chosen, so it is past the last one.
                <EmptyState
                  title="No issues on this page"
                  action={
                    <Button variant="light" onClick={() => setPage(1)}>
                      Go to the first page
                    </Button>
                  }
                />
              ) : (
                <IssueAccordion issues={data} />
              )}
              {meta.total > meta.limit && (
                <Group component="nav" aria-label="Issue pages" justify="center">
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={setPage}
                    getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                    getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                  />
                </Group>
              )}
            </Stack>
          );
        }}
      </ResourceView>
    </>
  );
}

export function IssuesScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const loadingUser = AuthSession.useSelector((s) => s.matches({ signedIn: 'loadingUser' }));
  if (projectId !== null) return <IssuesContent key={projectId} projectId={projectId} />;
  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
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

import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { RunSummary } from '../../api/testCases.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useRunStarter } from '../../app/useRunStarter.ts';
import { loadLatestRun } from '../../machines/testResultsCalls.ts';
import { NoProject } from './NoProject.tsx';
import { LatestRunCard } from './testResults/LatestRunCard.tsx';
import { SuiteSummary, SuiteView, useSuiteProgress } from './testResults/SuiteSummary.tsx';

/**
 * The latest run and the suite it ran in, followed live: each run of the suite that ends reads the
 * suite again and the latest run with it, and Refresh reads both.
 */
function LatestInSuite({ run, suiteId, reload }: { run: RunSummary; suiteId: number; reload: () => void }) {
  const suite = useSuiteProgress(suiteId, reload);
  return (
    <Stack gap="lg">
      <LatestRunCard run={run} onRefresh={() => suite.send({ type: 'suite.refresh' })} />
      <SuiteView actor={suite} withRefresh={false} />
    </Stack>
  );
}

function LatestRun({ projectId }: { projectId: number }) {
  const latest = useResource(loadLatestRun, projectId);
  return (
    <ResourceView resource={latest} label="the latest run">
      {({ data: run }) =>
        run === null ? (
          <EmptyState title="No test run yet">The summary of the latest run of this project appears here.</EmptyState>
        ) : run.suite_id === null ? (
          <LatestRunCard run={run} onRefresh={latest.reload} />
        ) : (
          <LatestInSuite key={run.suite_id} run={run} suiteId={run.suite_id} reload={latest.reload} />
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

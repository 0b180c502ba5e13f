import { Alert, Badge, Button, Center, Grid, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { runActive, type RunDetail, type RunStep } from '../../api/runs.ts';
import type { TestCase } from '../../api/testCases.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { useResource } from '../../app/useResource.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { ResultChip } from '../../components/ResultChip.tsx';
import { liveRunMachine } from '../../machines/liveRun.ts';
import { loadTestCase, loadTestCases } from '../../machines/liveTestCalls.ts';
import type { runStreamMachine } from '../../machines/runStream.ts';
import { NoProject } from './NoProject.tsx';
import { RunEvidenceTabs } from './liveTest/RunEvidenceTabs.tsx';
import { RetryNotice } from './liveTest/RetryNotice.tsx';
import { RunOutcome } from './liveTest/RunOutcome.tsx';
import { traceViewerLink } from '../../lib/traceViewer.ts';
import { RunStepsPanel } from './liveTest/RunStepsPanel.tsx';
import { TestCaseBrief } from './liveTest/TestCaseBrief.tsx';

/** The step whose page to show: the one chosen, else the last one that has a screenshot. */
function shownStep(run: RunDetail | null, selected: number | null): RunStep | null {
  if (!run) return null;
  const chosen = run.steps.find((s) => s.position === selected);
  if (chosen) return chosen;
  return [...run.steps].reverse().find((s) => s.screenshot_url) ?? null;
}

function pendingSteps(testCase: TestCase): RunStep[] {
  return testCase.steps.map((s, i) => ({
    id: s.id,
    position: i + 1,
    test_case_step_id: s.id,
    text: s.steps,
    description: '',
    status: 'pending',
    message: '',
    started_at: null,
    duration_ms: null,
    locator: null,
    healed_from: null,
    screenshot_url: null,
  }));
}

function LiveRun({ runId, testCases }: { runId: number | null; testCases: TestCase[] }) {
  const effects = useFlowEffects();
  const logic = useMemo(() => liveRunMachine.provide({ actions: effects }), [effects]);
  const actor = useActorRef(logic, { ...inspectOptions(), input: { runId } });
  // While the run is followed, its live stream (a child machine) holds it; once it ended, the flow does.
  const stream = useSelector(actor, (s) => s.children.stream as ActorRefFrom<typeof runStreamMachine> | undefined);
  const streamed = useSelector(stream, (s) => s?.context.run ?? null);
  const frame = useSelector(stream, (s) => s?.context.frame ?? null);
  const streamError = useSelector(stream, (s) => s?.context.error ?? null);
  const streamFailed = useSelector(stream, (s) => s?.matches('failed') ?? false);
  const reconnecting = useSelector(stream, (s) => s?.matches('reconnecting') ?? false);
  const live = useSelector(stream, (s) => s?.matches({ open: 'live' }) ?? false);
  const ended = useSelector(actor, (s) => s.context.run);
  const run = ended ?? streamed;
  const error = useSelector(actor, (s) => s.context.error) ?? streamError;
  const starting = useSelector(actor, (s) => s.matches('starting'));
  const following = useSelector(actor, (s) => s.matches('following'));
  const stopping = useSelector(actor, (s) => s.matches({ following: 'stopping' }));
  // Stop shows while the run is under way, and while it stops.
  const watching = stopping || (following && !streamFailed && run !== null && runActive(run.status));
  // Only before a run and once it ended does Start Run start one.
  const startable = useSelector(actor, (s) => s.matches('choosing') || s.matches('ended'));
  const loadingRun = following && run === null && !streamFailed;
  const [searchParams] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(searchParams.get('test_case'));
  const [selected, setSelected] = useState<number | null>(null);

  const testCaseId = run ? run.test_case_id : chosenId ? Number(chosenId) : null;
  const testCase = useResource(loadTestCase, testCaseId);
  const steps = run?.steps ?? (testCase.data ? pendingSteps(testCase.data) : []);
  const step = shownStep(run, selected);
  const canStart = startable && testCaseId !== null;
  const start = () => {
    if (testCaseId !== null) {
      actor.send({
        type: 'run.start',
        testCaseId,
        ...(run?.environment_id ? { environmentId: run.environment_id } : {}),
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Live Test Case"
        description={
          run
            ? `${run.test_case_name} on ${run.environment_label} (${run.url})`
            : 'Run a test case and watch each step.'
        }
        actions={
          <>
            {following && run && runActive(run.status) && (
              <Badge variant="dot" color={reconnecting ? 'yellow' : live ? 'green' : 'gray'}>
                {reconnecting ? 'Reconnecting…' : live ? 'Live' : 'Connecting…'}
              </Badge>
            )}
            {run && <ResultChip result={run.result} />}
            {run?.trace_url && !watching && (
              <Button
                component="a"
                variant="default"
                href={traceViewerLink(run.trace_url)}
                target="_blank"
                rel="noopener"
              >
                Open trace
              </Button>
            )}
            {watching && (
              <BusyButton
                variant="default"
                color="red"
                busy={stopping}
                busyLabel="Stopping..."
                onClick={() => actor.send({ type: 'run.stop' })}
              >
                Stop
              </BusyButton>
            )}
            <BusyButton busy={starting} busyLabel="Starting..." disabled={!canStart} onClick={start}>
              Start Run
            </BusyButton>
          </>
        }
      />
      {error && (
        <Alert color="red" variant="light" role="alert" mb="md">
          <Group justify="space-between">
            <Text size="sm">Error: {error}</Text>
            {streamFailed && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => stream?.send({ type: 'stream.retry' })}
              >
                Try again
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {run && <RetryNotice run={run} />}
      {run && !runActive(run.status) && <RunOutcome run={run} />}
      <Grid gap="lg">
        {/* Stacked on a narrow screen, a run's page comes first: what it shows, above the steps that made it. */}
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: run ? 2 : 1, md: 1 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              {!run && (startable || starting) && (
                <Select
                  label="Test case"
                  placeholder="Choose a test case"
                  data={testCases.map((t) => ({ value: String(t.id), label: t.title }))}
                  value={chosenId}
                  onChange={setChosenId}
                  searchable
                  allowDeselect={false}
                  disabled={starting}
                />
              )}
              {testCaseId === null ? (
                <Text size="sm" c="dimmed">
                  {startable
                    ? 'Choose a test case to see its goal and steps.'
                    : "The run's test case and steps appear here once it loads."}
                </Text>
              ) : testCase.status === 'failure' && !testCase.data ? (
                <Text size="sm" c="red.8" role="alert">
                  Error: {testCase.error}
                </Text>
              ) : (
                <TestCaseBrief
                  brief={testCase.data && { goal: testCase.data.goal, expected: testCase.data.expected_result }}
                >
                  <RunStepsPanel steps={steps} selected={step?.position ?? null} onSelect={setSelected} />
                </TestCaseBrief>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: run ? 1 : 2, md: 2 }}>
          <Paper withBorder radius="md" p="md">
            {run ? (
              <RunEvidenceTabs run={run} step={step} frame={selected === null ? frame : null} />
            ) : loadingRun ? (
              <Center py="xl">
                <Loader role="progressbar" aria-label="Loading the run" />
              </Center>
            ) : (
              <EmptyState title="No run yet">
                Press Start Run: the page, its console and its requests appear here.
              </EmptyState>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

export function LiveTestScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const [searchParams] = useSearchParams();
  const runParam = Number(searchParams.get('run'));
  const runId = Number.isInteger(runParam) && runParam > 0 ? runParam : null;
  const testCases = useResource(loadTestCases, projectId ?? 0);
  if (projectId === null) return <NoProject />;
  return (
    <ResourceView resource={testCases} label="test cases">
      {({ data }) => <LiveRun key={runId ?? 'new'} runId={runId} testCases={data} />}
    </ResourceView>
  );
}

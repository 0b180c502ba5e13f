import { Button, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_INSIGHTS_WINDOW,
  INSIGHTS_WINDOWS,
  type Insights,
  type InsightsWindow,
} from '../../../api/insights.ts';
import { AuthSession } from '../../../app/authSession.tsx';
import { useFlowEffects } from '../../../app/flowEffects.ts';
import { inspectOptions } from '../../../app/inspector.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ResourceView } from '../../../components/ResourceView.tsx';
import { insightsMachine } from '../../../machines/insights.ts';
import { NoProject } from '../NoProject.tsx';
import { FailureClassChart } from './FailureClassChart.tsx';
import { FlakiestTests } from './FlakiestTests.tsx';
import { InsightFigures } from './InsightFigures.tsx';
import { PassRateChart } from './PassRateChart.tsx';
import { SlowestSteps } from './SlowestSteps.tsx';

/** The window the address asks for (?days=7), so a link or a reload shows the same days. */
function useWindowAsked(): InsightsWindow {
  const asked = Number(useSearchParams()[0].get('days'));
  return INSIGHTS_WINDOWS.find((d) => d === asked) ?? DEFAULT_INSIGHTS_WINDOW;
}

function WindowPicker({ days, onChange }: { days: InsightsWindow; onChange: (days: InsightsWindow) => void }) {
  return (
    <SegmentedControl
      aria-label="Window"
      value={String(days)}
      onChange={(value) => onChange(Number(value) as InsightsWindow)}
      data={INSIGHTS_WINDOWS.map((d) => ({ value: String(d), label: `${d} days` }))}
    />
  );
}

function NoRuns({ days }: { days: number }) {
  return (
    <EmptyState
      title={`No runs in the last ${days} days`}
      action={
        <Button component={Link} to="/test-cases" mt="sm">
          Go to test cases
        </Button>
      }
    >
      Insights come from the runs of your test cases: the pass rate and the failure classes day by day, the flakiest
      tests and the slowest steps. Run your test cases (Run Test at the top, or on a test case) and they appear here; or
      look further back.
    </EmptyState>
  );
}

function InsightsContent({ insights }: { insights: Insights }) {
  if (insights.totals.runs === 0 && insights.flakiest.length === 0) return <NoRuns days={insights.days} />;
  return (
    <Stack gap="lg">
      <InsightFigures totals={insights.totals} days={insights.days} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <PassRateChart daily={insights.daily} days={insights.days} />
        <FailureClassChart daily={insights.daily} days={insights.days} />
      </SimpleGrid>
      <FlakiestTests tests={insights.flakiest} threshold={insights.threshold} />
      <SlowestSteps steps={insights.slowest_steps} days={insights.days} />
    </Stack>
  );
}

const HEADER = { title: 'Insights', description: 'What the runs of this project say about your tests.' };

function ProjectInsights({ projectId }: { projectId: number }) {
  const actor = useActorRef(insightsMachine.provide({ actions: useFlowEffects() }), {
    ...inspectOptions(),
    input: { projectId, days: useWindowAsked() },
  });
  const days = useSelector(actor, (s) => s.context.days);
  const status = useSelector(actor, (s) =>
    s.matches('shown') ? 'success' : s.matches('failed') ? 'failure' : 'loading',
  );
  const insights = useSelector(actor, (s) => s.context.insights);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <>
      <PageHeader
        {...HEADER}
        actions={<WindowPicker days={days} onChange={(d) => actor.send({ type: 'insights.window', days: d })} />}
      />
      <ResourceView
        resource={{ status, data: insights, error, reload: () => actor.send({ type: 'insights.retry' }) }}
        label="insights"
      >
        {(data) => <InsightsContent insights={data} />}
      </ResourceView>
    </>
  );
}

export function InsightsScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  if (projectId !== null) return <ProjectInsights key={projectId} projectId={projectId} />;
  return (
    <>
      <PageHeader {...HEADER} />
      <NoProject />
    </>
  );
}

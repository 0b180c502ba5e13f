import { Button, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/index.ts';
import {
  DEFAULT_INSIGHTS_WINDOW,
  INSIGHTS_WINDOWS,
  type Insights,
  type InsightsWindow,
} from '../../../api/insights.ts';
import { AuthSession } from '../../../app/authSession.tsx';
import { useResource } from '../../../app/useResource.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ResourceView } from '../../../components/ResourceView.tsx';
import { NoProject } from '../NoProject.tsx';
import { FailureClassChart } from './FailureClassChart.tsx';
import { FlakiestTests } from './FlakiestTests.tsx';
import { InsightFigures } from './InsightFigures.tsx';
import { PassRateChart } from './PassRateChart.tsx';
import { SlowestSteps } from './SlowestSteps.tsx';

const loadInsights = ({ projectId, days }: { projectId: number; days: number }) => api.insights.get(projectId, days);

/** The window is in the address (?days=7), so a link or a reload shows the same days. */
function useWindow(): [InsightsWindow, (days: InsightsWindow) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = INSIGHTS_WINDOWS.find((d) => d === asked) ?? DEFAULT_INSIGHTS_WINDOW;
  return [days, (d) => setParams(d === DEFAULT_INSIGHTS_WINDOW ? {} : { days: String(d) }, { replace: true })];
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

function ProjectInsights({ projectId, days }: { projectId: number; days: number }) {
  const insights = useResource(loadInsights, { projectId, days });
  return (
    <ResourceView resource={insights} label="insights">
      {({ data }) => <InsightsContent insights={data} />}
    </ResourceView>
  );
}

export function InsightsScreen() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const [days, setDays] = useWindow();
  return (
    <>
      <PageHeader
        title="Insights"
        description="What the runs of this project say about your tests."
        actions={projectId === null ? undefined : <WindowPicker days={days} onChange={setDays} />}
      />
      {projectId === null ? <NoProject /> : <ProjectInsights projectId={projectId} days={days} />}
    </>
  );
}

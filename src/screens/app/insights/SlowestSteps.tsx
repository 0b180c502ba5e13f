import { Group, Progress, Text } from '@mantine/core';
import type { SlowStep } from '../../../api/insights.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { InsightSection, NothingYet } from './InsightSection.tsx';
import { formatMs } from './format.ts';

const columns = (slowest: number): Column<SlowStep>[] => [
  {
    header: 'Step',
    card: 'title',
    td: { maw: 360 },
    cell: (s) => (
      <Text size="sm" lineClamp={2} fw="inherit">
        {s.step_text}
      </Text>
    ),
  },
  { header: 'Test case', cell: (s) => s.test_case_title },
  {
    header: 'Median',
    cell: (s) => (
      <Group gap="xs" wrap="nowrap">
        <Progress value={(s.median_ms / slowest) * 100} w={96} color="indigo" aria-hidden />
        <Text size="sm">{formatMs(s.median_ms)}</Text>
      </Group>
    ),
  },
  { header: '90th percentile', cell: (s) => formatMs(s.p90_ms) },
  { header: 'Passed runs', cell: (s) => s.count },
];

/** The slowest passing steps, as a table; on a phone, each step is a card. */
export function SlowestSteps({ steps, days }: { steps: SlowStep[]; days: number }) {
  const slowest = Math.max(...steps.map((s) => s.median_ms), 1);
  return (
    <InsightSection
      title="Slowest steps"
      description={`The steps that took longest when they passed, in runs of the last ${days} days: by median, with the 90th percentile.`}
    >
      {steps.length === 0 ? (
        <NothingYet>No step passed in the last {days} days.</NothingYet>
      ) : (
        <DataTable
          rows={steps}
          rowKey={(s) => `${s.test_case_id ?? s.test_case_title}:${s.step_text}`}
          columns={columns(slowest)}
          minWidth={640}
          tableProps={{ verticalSpacing: 'xs' }}
        />
      )}
    </InsightSection>
  );
}

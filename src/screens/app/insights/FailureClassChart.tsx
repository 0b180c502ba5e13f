import { BarChart } from '@mantine/charts';
import { ColorSwatch, Group, Text } from '@mantine/core';
import type { InsightsDay } from '../../../api/insights.ts';
import { InsightSection, NothingYet } from './InsightSection.tsx';
import { FAILURE_CLASSES } from './failureClasses.ts';
import { formatDay } from './format.ts';

/** Each class with its count over the window: the chart's legend, readable without the chart. */
function ClassLegend({ totals }: { totals: Record<string, number> }) {
  return (
    <Group component="ul" aria-label="Failures by class" gap="md" mt="sm" p={0} style={{ listStyle: 'none' }}>
      {FAILURE_CLASSES.map(({ key, label, color }) => (
        <Group component="li" key={key} gap={6} wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${color.replace('.', '-')})`} size={12} withShadow={false} />
          <Text size="sm">
            {label}: {totals[key]}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export function FailureClassChart({ daily, days }: { daily: InsightsDay[]; days: number }) {
  const totals = Object.fromEntries(
    FAILURE_CLASSES.map(({ key }) => [key, daily.reduce((n, d) => n + d.failures[key], 0)]),
  );
  const failures = Object.values(totals).reduce((n, c) => n + c, 0);
  const bars = daily.map((d) => ({ day: formatDay(d.date), ...d.failures }));
  return (
    <InsightSection
      title="Failure classes over time"
      description="Runs that did not pass each day (UTC), by why: from their evidence, or as a person corrected it."
    >
      {failures === 0 ? (
        <NothingYet>No run failed in the last {days} days.</NothingYet>
      ) : (
        <>
          <BarChart
            h={240}
            data={bars}
            dataKey="day"
            type="stacked"
            series={FAILURE_CLASSES.map(({ key, label, color }) => ({ name: key, label, color }))}
            withLegend={false}
            yAxisProps={{ allowDecimals: false }}
          />
          <ClassLegend totals={totals} />
        </>
      )}
    </InsightSection>
  );
}

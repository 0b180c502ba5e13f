import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { InsightsDay } from '../../../api/insights.ts';
import { InsightSection, NothingYet } from './InsightSection.tsx';
import { formatDay, formatPercent } from './format.ts';

/** The day the pass rate was lowest, the earliest of equals. */
function worstDay(daily: InsightsDay[]): InsightsDay | null {
  return daily.reduce<InsightsDay | null>(
    (worst, d) => (d.pass_rate !== null && (worst === null || d.pass_rate < worst.pass_rate!) ? d : worst),
    null,
  );
}

export function PassRateChart({ daily, days }: { daily: InsightsDay[]; days: number }) {
  const worst = worstDay(daily);
  const points = daily.map((d) => ({ day: formatDay(d.date), pass_rate: d.pass_rate }));
  return (
    <InsightSection
      title="Pass rate over time"
      description="Runs that passed each day (UTC). A pass on retry is flaky, not a pass; stopped runs are left out."
    >
      {worst === null ? (
        <NothingYet>No run ended in the last {days} days.</NothingYet>
      ) : (
        <>
          <LineChart
            h={240}
            data={points}
            dataKey="day"
            series={[{ name: 'pass_rate', label: 'Pass rate', color: 'teal.6' }]}
            connectNulls
            curveType="linear"
            withDots={days <= 30}
            yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
            valueFormatter={(value) => formatPercent(value)}
          />
          <Text size="sm" c="dimmed" mt="xs">
            Lowest: {formatPercent(worst.pass_rate)} on {formatDay(worst.date)}.
          </Text>
        </>
      )}
    </InsightSection>
  );
}

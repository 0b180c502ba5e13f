import { Badge, SimpleGrid } from '@mantine/core';
import type { Insights } from '../../../api/insights.ts';
import { StatCard } from '../../../components/StatCard.tsx';
import { formatPercent } from './format.ts';

/** The window's figures: runs, pass rate, and the tests flakiness flags now. */
export function InsightFigures({ totals, days }: { totals: Insights['totals']; days: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard label="Runs" value={totals.runs} badge={<Badge variant="light">{days} days</Badge>} />
      <StatCard
        label="Pass rate"
        value={formatPercent(totals.pass_rate)}
        badge={
          totals.flaky > 0 ? (
            <Badge color="grape" variant="light">
              {totals.flaky} flaky
            </Badge>
          ) : undefined
        }
      />
      <StatCard label="Flaky tests" value={totals.flaky_tests} />
      <StatCard label="Quarantined" value={totals.quarantined_tests} />
    </SimpleGrid>
  );
}

import { Anchor, Badge, Group, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RunSummary } from '../../api/testCases.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { FailureClassChip } from '../../components/FailureClassChip.tsx';
import { ResultChip } from '../../components/ResultChip.tsx';
import { formatStarted } from '../../lib/format.ts';

const COLUMNS: Column<RunSummary>[] = [
  {
    header: 'ID',
    card: 'title',
    cell: (run) => (
      <Anchor component={Link} to={`/live-test?run=${run.id}`} size="sm" ff="monospace">
        #{run.id}
      </Anchor>
    ),
  },
  { header: 'Test Case Name', card: 'title', cell: (run) => run.test_case_name },
  { header: 'Environment', cell: (run) => run.environment_label },
  {
    header: 'Result',
    cell: (run) => (
      <Group gap={6}>
        <ResultChip result={run.result} />
        {run.failure_class && !(run.result === 'Flaky' && run.failure_class === 'flaky') && (
          <FailureClassChip value={run.failure_class} />
        )}
        {run.quarantined && run.result === 'Failed' && (
          <Tooltip label="Its test is quarantined as flaky: this failure fails no suite." withArrow>
            <Badge color="gray" variant="light" radius="sm">
              Quarantined
            </Badge>
          </Tooltip>
        )}
      </Group>
    ),
  },
  { header: 'Started', cell: (run) => formatStarted(run) },
];

/**
 * The results table of /results and the dashboard: ID (a link to the run), Test Case Name,
 * Environment, Result (with the failure class of a run that did not simply pass, unless its result says it
 * already: a Flaky run's class is flaky), Started. On a phone, each run is a card.
 */
export function RunsTable({ runs, caption }: { runs: RunSummary[]; caption: string }) {
  return (
    <DataTable
      rows={runs}
      rowKey={(run) => run.id}
      columns={COLUMNS}
      caption={caption}
      minWidth={640}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
    />
  );
}

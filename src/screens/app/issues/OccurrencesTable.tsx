import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { IssueDetail } from '../../../api/testCases.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FailureClassChip } from '../../../components/FailureClassChip.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type Occurrence = IssueDetail['occurrences'][number];

const COLUMNS: Column<Occurrence>[] = [
  {
    header: 'Run',
    card: 'title',
    cell: (o) => (
      <Anchor component={Link} to={`/live-test?run=${o.run_id}`} size="sm" ff="monospace">
        #{o.run_id}
      </Anchor>
    ),
  },
  { header: 'Environment', cell: (o) => o.environment_label },
  {
    header: 'Class',
    cell: (o) =>
      o.failure_class ? (
        <FailureClassChip value={o.failure_class} corrected={o.class_corrected} />
      ) : (
        <Text size="sm" c="dimmed">
          Unclassified
        </Text>
      ),
  },
  { header: 'Message', cell: (o) => o.message, td: { style: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } },
  { header: 'When', cell: (o) => formatDateTime(o.occurred_at), td: { style: { whiteSpace: 'nowrap' } } },
];

/**
 * Each failure of the step, newest first (the server's order): Run, Environment, Class, Message, When.
 * On a phone, each failure is a card.
 */
export function OccurrencesTable({ occurrences }: { occurrences: Occurrence[] }) {
  if (occurrences.length === 0) {
    return (
      <EmptyState title="No occurrences yet">
        Each run in which this step fails is listed here, newest first.
      </EmptyState>
    );
  }
  return (
    <DataTable
      rows={occurrences}
      rowKey={(o) => `${o.run_id}-${o.occurred_at}`}
      columns={COLUMNS}
      caption="Failures of this step, newest first"
      minWidth={640}
      tableProps={{ striped: true, verticalSpacing: 'sm' }}
    />
  );
}

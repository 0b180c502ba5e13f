import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { IssueDetail } from '../../../api/testCases.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FailureClassChip } from '../../../components/FailureClassChip.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type Occurrence = IssueDetail['occurrences'][number];

/** Each failure of the step, newest first (the server's order): Run, Environment, Class, Message, When. */
export function OccurrencesTable({ occurrences }: { occurrences: Occurrence[] }) {
  if (occurrences.length === 0) {
    return (
      <EmptyState title="No occurrences yet">
        Each run in which this step fails is listed here, newest first.
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>Failures of this step, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Run</Table.Th>
            <Table.Th>Environment</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>When</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occurrences.map((o) => (
            <Table.Tr key={`${o.run_id}-${o.occurred_at}`}>
              <Table.Td>
                <Anchor component={Link} to={`/live-test?run=${o.run_id}`} size="sm" ff="monospace">
                  #{o.run_id}
                </Anchor>
              </Table.Td>
              <Table.Td>{o.environment_label}</Table.Td>
              <Table.Td>
                {o.failure_class ? (
                  <FailureClassChip value={o.failure_class} corrected={o.class_corrected} />
                ) : (
                  <Text size="sm" c="dimmed">
                    Unclassified
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{o.message}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(o.occurred_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

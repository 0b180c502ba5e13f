import { Table, Text } from '@mantine/core';
import type { RunSummary } from '../../api/testCases.ts';
import { ResultChip } from '../../components/ResultChip.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** The results table of /results and the dashboard: ID, Test Case Name, Environment, Result, Started. */
export function RunsTable({ runs, caption }: { runs: RunSummary[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Test Case Name</Table.Th>
            <Table.Th>Environment</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Started</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  #{run.id}
                </Text>
              </Table.Td>
              <Table.Td>{run.test_case_name}</Table.Td>
              <Table.Td>{run.environment_label}</Table.Td>
              <Table.Td>
                <ResultChip result={run.result} />
              </Table.Td>
              <Table.Td>{formatDateTime(run.started_at, 'Not started')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

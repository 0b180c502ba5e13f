import { Anchor, Badge, Group, Table, Tooltip } from '@mantine/core';
import { Link } from 'wouter';
import type { RunSummary } from '../../api/testCases.ts';
import { FailureClassChip } from '../../components/FailureClassChip.tsx';
import { ResultChip } from '../../components/ResultChip.tsx';
import { formatStarted } from '../../lib/format.ts';

/**
 * The results table of /results and the dashboard: ID (a link to the run), Test Case Name,
 * Environment, Result (with the failure class of a run that did not simply pass, unless its result says it
 * already: a Flaky run's class is flaky), Started.
 */
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
                <Anchor component={Link} to={`/live-test?run=${run.id}`} size="sm" ff="monospace">
                  #{run.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{run.test_case_name}</Table.Td>
              <Table.Td>{run.environment_label}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
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
              </Table.Td>
              <Table.Td>{formatStarted(run)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

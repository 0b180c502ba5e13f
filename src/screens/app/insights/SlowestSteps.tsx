import { Group, Progress, Table, Text } from '@mantine/core';
import type { SlowStep } from '../../../api/insights.ts';
import { InsightSection, NothingYet } from './InsightSection.tsx';
import { formatMs } from './format.ts';

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
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Step</Table.Th>
                <Table.Th>Test case</Table.Th>
                <Table.Th>Median</Table.Th>
                <Table.Th>90th percentile</Table.Th>
                <Table.Th>Passed runs</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.map((s) => (
                <Table.Tr key={`${s.test_case_id ?? s.test_case_title}:${s.step_text}`}>
                  <Table.Td maw={360}>
                    <Text size="sm" lineClamp={2}>
                      {s.step_text}
                    </Text>
                  </Table.Td>
                  <Table.Td>{s.test_case_title}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Progress value={(s.median_ms / slowest) * 100} w={96} color="indigo" aria-hidden />
                      <Text size="sm">{formatMs(s.median_ms)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatMs(s.p90_ms)}</Table.Td>
                  <Table.Td>{s.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </InsightSection>
  );
}

import { Badge, Box, Group, Progress, Table, Text, Tooltip } from '@mantine/core';
import type { TestFlakiness } from '../../../api/insights.ts';
import { InsightSection, NothingYet } from './InsightSection.tsx';

const OUTCOME_COLOR = { pass: 'teal.6', fail: 'red.6', flaky: 'grape.6' } as const;
const OUTCOME_WORD = { pass: 'passed', fail: 'failed', flaky: 'passed on retry' } as const;

function scoreColor(score: number, threshold: number) {
  if (score >= threshold) return 'red';
  return score >= threshold / 2 ? 'orange' : 'yellow';
}

/** The test's latest outcomes as a strip of squares, oldest first. */
function Outcomes({ outcomes }: { outcomes: TestFlakiness['outcomes'] }) {
  return (
    <Group
      gap={2}
      wrap="nowrap"
      role="img"
      aria-label={`Latest outcomes, oldest first: ${outcomes.map((o) => OUTCOME_WORD[o]).join(', ')}`}
    >
      {outcomes.map((o, i) => (
        <Box key={i} w={6} h={14} bg={OUTCOME_COLOR[o]} style={{ borderRadius: 1 }} />
      ))}
    </Group>
  );
}

function FlakyRow({ test, threshold }: { test: TestFlakiness; threshold: number }) {
  const score = test.score ?? 0;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {test.title}
        </Text>
        {test.quarantine_reason && (
          <Text size="xs" c="dimmed" maw={420}>
            {test.quarantine_reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{test.environment_label}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={score}
            color={scoreColor(score, threshold)}
            w={72}
            aria-label={`Flakiness score ${score} of 100`}
          />
          <Text size="sm" fw={600}>
            {score}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>{test.flips}</Table.Td>
      <Table.Td>{test.retry_passes}</Table.Td>
      <Table.Td>{test.runs}</Table.Td>
      <Table.Td>
        <Outcomes outcomes={test.outcomes} />
      </Table.Td>
      <Table.Td>
        {test.quarantined && (
          <Tooltip label={test.quarantine_reason} multiline w={320} withArrow>
            <Badge color="red" variant="light" miw="max-content">
              Quarantined
            </Badge>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function FlakiestTests({ tests, threshold }: { tests: TestFlakiness[]; threshold: number }) {
  return (
    <InsightSection
      title="Flakiest tests"
      description={
        `Per test case and environment, over its latest 20 outcomes whatever the window: how often the outcome ` +
        `flipped and how often it passed only on a retry. At ${threshold} a test is quarantined: it still runs ` +
        `and reports, but fails no suite.`
      }
    >
      {tests.length === 0 ? (
        <NothingYet>
          No test is flaky: every test case gave the same answer in its latest runs (a score needs 5 runs).
        </NothingYet>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Test case</Table.Th>
                <Table.Th>Environment</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Flips</Table.Th>
                <Table.Th>Retry passes</Table.Th>
                <Table.Th>Runs</Table.Th>
                <Table.Th>Outcomes</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tests.map((t) => (
                <FlakyRow key={`${t.test_case_id}:${t.environment_id}`} test={t} threshold={threshold} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </InsightSection>
  );
}

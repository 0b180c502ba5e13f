import { Badge, Box, Group, Progress, Text, Tooltip } from '@mantine/core';
import type { TestFlakiness } from '../../../api/insights.ts';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
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

const columns = (threshold: number): Column<TestFlakiness>[] => [
  {
    header: 'Test case',
    card: 'title',
    cell: (test) => (
      <>
        <Text size="sm" fw={500}>
          {test.title}
        </Text>
        {test.quarantine_reason && (
          <Text size="xs" c="dimmed" fw={400} maw={420}>
            {test.quarantine_reason}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Environment', cell: (test) => test.environment_label },
  {
    header: 'Score',
    cell: (test) => {
      const score = test.score ?? 0;
      return (
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
      );
    },
  },
  { header: 'Flips', cell: (test) => test.flips },
  { header: 'Retry passes', cell: (test) => test.retry_passes },
  { header: 'Runs', cell: (test) => test.runs },
  { header: 'Outcomes', cell: (test) => <Outcomes outcomes={test.outcomes} /> },
  {
    header: 'Status',
    cell: (test) =>
      test.quarantined && (
        <Tooltip label={test.quarantine_reason} multiline w={320} withArrow>
          <Badge color="red" variant="light" miw="max-content">
            Quarantined
          </Badge>
        </Tooltip>
      ),
  },
];

/** The flakiest tests, as a table; on a phone, each test is a card. */
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
        <DataTable
          rows={tests}
          rowKey={(t) => `${t.test_case_id}:${t.environment_id}`}
          columns={columns(threshold)}
          minWidth={760}
          tableProps={{ verticalSpacing: 'xs' }}
        />
      )}
    </InsightSection>
  );
}

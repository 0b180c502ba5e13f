import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { TestCase } from '../../../api/testCases.ts';
import { ResultChip } from '../../../components/ResultChip.tsx';
import { RunDate } from './RunDate.tsx';
import { TestCaseMenu } from './TestCaseMenu.tsx';
import { TestCaseSteps } from './TestCaseSteps.tsx';

/** What a row can do; the screen connects each to the test modal or the row-actions machine. */
export interface RowActions {
  run: (testCase: TestCase) => void;
  edit: (testCase: TestCase) => void;
  copyLink: (testCase: TestCase) => void;
  remove: (testCase: TestCase) => void;
}

/** The element id of a test case's item, which a deep link scrolls to. */
export const itemId = (id: number | string) => `test-case-${id}`;

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c={children ? undefined : 'dimmed'}>
        {children || 'Not given'}
      </Text>
    </div>
  );
}

export function TestCaseItem({ testCase, actions }: { testCase: TestCase; actions: RowActions }) {
  const stepCount = `${testCase.steps.length} ${testCase.steps.length === 1 ? 'step' : 'steps'}`;
  return (
    <Accordion.Item value={String(testCase.id)} id={itemId(testCase.id)} style={{ scrollMarginTop: 80 }}>
      <Group wrap="nowrap" gap={0} pr="xs">
        <Accordion.Control>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {testCase.title}
              </Text>
              <Text size="sm" c="dimmed">
                {testCase.environment_label ?? 'No environment'} · {stepCount} ·{' '}
                <RunDate value={testCase.execution_start_date} />
              </Text>
            </Stack>
            <ResultChip result={testCase.result} />
          </Group>
        </Accordion.Control>
        <TestCaseMenu
          title={testCase.title}
          onCopyLink={() => actions.copyLink(testCase)}
          onEdit={() => actions.edit(testCase)}
          onDelete={() => actions.remove(testCase)}
        />
      </Group>
      <Accordion.Panel>
        <Stack gap="md">
          <Detail label="Goal">{testCase.goal}</Detail>
          <Detail label="Expected result">{testCase.expected_result}</Detail>
          <div>
            <Text size="sm" fw={600} mb={6}>
              Steps
            </Text>
            <TestCaseSteps testCase={testCase} onRun={() => actions.run(testCase)} />
          </div>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import type { TestCase } from '../../../api/testCases.ts';
import { ResultChip } from '../../../components/ResultChip.tsx';
import { RunDate } from './RunDate.tsx';

/**
 * A test case's steps with their status and last run. A passed step offers 'Review', any other
 * 'Run Test'; both open the test in the run view, whose own Start Run says when runs arrive.
 */
export function TestCaseSteps({ testCase, onRun }: { testCase: TestCase; onRun: () => void }) {
  if (testCase.steps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No steps yet.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Steps of ${testCase.title}`}>
      {testCase.steps.map((step, index) => {
        const textId = `test-case-${testCase.id}-step-${step.id}`;
        return (
          <Group
            component="li"
            key={step.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" id={textId} style={{ overflowWrap: 'anywhere' }}>
                {index + 1}. {step.steps}
              </Text>
              <Group gap="xs">
                <ResultChip result={step.status} />
                <Text size="xs" c="dimmed">
                  Last run: <RunDate value={step.lastRun} />
                </Text>
              </Group>
            </Stack>
            <Button
              size="compact-sm"
              variant={step.status === 'Passed' ? 'default' : 'light'}
              aria-describedby={textId}
              onClick={onRun}
              // The step's text wraps instead: a narrow screen must not cut the button to 'Run Te'.
              style={{ flexShrink: 0 }}
            >
              {step.status === 'Passed' ? 'Review' : 'Run Test'}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

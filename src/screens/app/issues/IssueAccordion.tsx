import { Accordion, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { FailureClass } from '../../../api/runs.ts';
import type { Issue } from '../../../api/testCases.ts';
import { FAILURE_CLASSES } from '../../../lib/failureClasses.ts';
import { formatDateTime } from '../../../lib/format.ts';

const COLUMNS = { base: 1, sm: 3 };

/** The header row above the accordion: the columns each item's control shows. */
function ColumnHeader() {
  return (
    <SimpleGrid cols={COLUMNS} px="md" py="xs" pr={52} visibleFrom="sm" aria-hidden="true">
      <Text size="sm" fw={600} c="dimmed">
        Test Case
      </Text>
      <Text size="sm" fw={600} c="dimmed">
        Last Run
      </Text>
      <Text size="sm" fw={600} c="dimmed" ta="right">
        Count
      </Text>
    </SimpleGrid>
  );
}

type FailedStep = Issue['failed_steps'][number];

/** A step's failures by class: how many were app bugs, broken tests, flaky, infrastructure. */
function ClassCounts({ classes }: { classes: FailedStep['classes'] }) {
  const shown = (Object.keys(FAILURE_CLASSES) as FailureClass[]).filter((c) => classes[c] > 0);
  if (shown.length === 0 && classes.unclassified === 0) return null;
  return (
    <Group gap={4} mt={4} aria-label="Failures by class">
      {shown.map((c) => (
        <Badge key={c} color={FAILURE_CLASSES[c].color} variant="outline" radius="sm" size="sm">
          {FAILURE_CLASSES[c].label} × {classes[c]}
        </Badge>
      ))}
      {classes.unclassified > 0 && (
        <Badge color="gray" variant="outline" radius="sm" size="sm">
          Unclassified × {classes.unclassified}
        </Badge>
      )}
    </Group>
  );
}

function FailedStepRow({ issue, step }: { issue: Issue; step: FailedStep }) {
  const stepTextId = useId();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" id={stepTextId}>
          {step.step}
        </Text>
        <Text size="xs" c="dimmed">
          Last failed {formatDateTime(step.updated_at)}
        </Text>
        <ClassCounts classes={step.classes} />
      </div>
      <Button
        component={Link}
        to={`/issues/${issue.test_case_id}/${step.test_case_step_id}`}
        variant="light"
        size="compact-sm"
        aria-describedby={stepTextId}
        style={{ flexShrink: 0 }}
      >
        Test Again
      </Button>
    </Group>
  );
}

/** Spec §2: failed steps grouped by test case, with the columns Test Case, Last Run and Count. */
export function IssueAccordion({ issues }: { issues: Issue[] }) {
  return (
    <Paper withBorder radius="md">
      <ColumnHeader />
      <Accordion multiple chevronPosition="right" variant="default">
        {issues.map((issue) => (
          <Accordion.Item key={issue.test_case_id} value={String(issue.test_case_id)}>
            <Accordion.Control>
              <SimpleGrid cols={COLUMNS} spacing="xs">
                <Text fw={600} size="sm">
                  {issue.title}
                </Text>
                <Text size="sm">
                  <VisuallyHidden>Last Run: </VisuallyHidden>
                  {formatDateTime(issue.execution_start_date, 'Never')}
                </Text>
                <Group justify="flex-end" gap={4}>
                  <VisuallyHidden>Count: </VisuallyHidden>
                  <Badge color="red" variant="light">
                    {issue.failed_count}
                  </Badge>
                </Group>
              </SimpleGrid>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack
                component="ul"
                gap={0}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={`Failed steps of ${issue.title}`}
              >
                {issue.failed_steps.map((step) => (
                  <FailedStepRow key={step.test_case_step_id} issue={issue} step={step} />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}

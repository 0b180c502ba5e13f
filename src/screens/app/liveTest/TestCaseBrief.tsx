import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The goal and expected result of spec §2's live view, above its steps panel. */
export function TestCaseBrief({ goal, expected, children }: { goal: string; expected: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600}>
          Goal
        </Text>
        <Text size="sm" c={goal ? undefined : 'dimmed'}>
          {goal || 'No goal written.'}
        </Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          Expected result
        </Text>
        <Text size="sm" c={expected ? undefined : 'dimmed'}>
          {expected || 'No expected result written.'}
        </Text>
      </div>
      <div>
        <Text size="sm" fw={600} mb={6}>
          Steps
        </Text>
        {children}
      </div>
    </Stack>
  );
}

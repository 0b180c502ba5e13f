import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Brief {
  goal: string;
  expected: string;
}

/** A text of the brief: its words, 'none written' when it has none, or a placeholder line while it loads. */
function BriefText({ text, none, label }: { text: string | undefined; none: string; label: string }) {
  if (text === undefined)
    return <Skeleton height={14} mt={6} width="70%" role="progressbar" aria-label={`Loading the ${label}`} />;
  return (
    <Text size="sm" c={text ? undefined : 'dimmed'}>
      {text || none}
    </Text>
  );
}

/**
 * The goal and expected result of spec §2's live view, above its steps panel. `brief` is null while the test case
 * loads: then nothing is said of them yet, not that they are missing.
 */
export function TestCaseBrief({ brief, children }: { brief: Brief | null; children: ReactNode }) {
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600}>
          Goal
        </Text>
        <BriefText text={brief?.goal} none="No goal written." label="goal" />
      </div>
      <div>
        <Text size="sm" fw={600}>
          Expected result
        </Text>
        <BriefText text={brief?.expected} none="No expected result written." label="expected result" />
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

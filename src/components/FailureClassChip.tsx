import { Badge, Tooltip } from '@mantine/core';
import type { FailureClass } from '../api/runs.ts';
import { FAILURE_CLASSES } from '../lib/failureClasses.ts';

/** A run's failure class, with what it means on hover; "corrected" when a person set it. */
export function FailureClassChip({ value, corrected = false }: { value: FailureClass; corrected?: boolean }) {
  const c = FAILURE_CLASSES[value];
  return (
    <Tooltip label={c.meaning} multiline w={280} withArrow>
      {/* Its words whole: a table squeezing its column would otherwise cut them to 'INFRA…'. */}
      <Badge color={c.color} variant="outline" radius="sm" data-class={value} miw="max-content">
        {c.label}
        {corrected ? ' (corrected)' : ''}
      </Badge>
    </Tooltip>
  );
}

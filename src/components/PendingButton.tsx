import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Said by the Schedule control until scheduled runs ship. */
export const SCHEDULE_PENDING = 'Scheduled runs arrive with the next release; run tests from Run Test meanwhile.';

/**
 * A run control shown disabled with the reason in a tooltip. `data-disabled` (not `disabled`)
 * keeps the button focusable and hoverable, so keyboard and mouse users can read why.
 */
export function PendingButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <Tooltip label={SCHEDULE_PENDING} withArrow>
      <Button
        {...props}
        data-disabled
        aria-disabled="true"
        aria-description={SCHEDULE_PENDING}
        onClick={(e) => e.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Said by every control that starts a run, until the test runner ships. */
export const RUNNER_PENDING = 'Running tests arrives with the test runner.';

/**
 * A run control shown disabled with the reason in a tooltip. `data-disabled` (not `disabled`)
 * keeps the button focusable and hoverable, so keyboard and mouse users can read why.
 */
export function RunnerPendingButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <Tooltip label={RUNNER_PENDING} withArrow>
      <Button
        {...props}
        data-disabled
        aria-disabled="true"
        aria-description={RUNNER_PENDING}
        onClick={(e) => e.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    busy: boolean;
    /** What the button reads while busy, e.g. 'Logging in...' (spec §4). */
    busyLabel: ReactNode;
  };

/**
 * A button that reads its busy label while its flow works. Mantine's own `loading` hides the
 * label behind a spinner, and the spec wants the label read, so the spinner sits beside it.
 */
export function BusyButton({ busy, busyLabel, children, disabled, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden="true" /> : props.leftSection}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}

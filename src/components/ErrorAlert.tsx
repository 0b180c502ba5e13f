import { Alert } from '@mantine/core';

/** A flow's error, read out by screen readers as it appears; nothing when there is none. */
export function ErrorAlert({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {message}
    </Alert>
  );
}

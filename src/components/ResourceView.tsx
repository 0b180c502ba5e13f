import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Resource } from '../app/useResource.ts';

interface ResourceViewProps<Data> {
  resource: Resource<Data>;
  /** What the page shows once the data is there. */
  children: (data: Data) => ReactNode;
  label: string;
}

/** A data request's three states (spec §4): a loader, 'Error: {message}' with a retry, or the data. */
export function ResourceView<Data>({ resource, children, label }: ResourceViewProps<Data>) {
  if (resource.data !== null && resource.status !== 'failure') return <>{children(resource.data)}</>;
  if (resource.status === 'failure') {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Error: {resource.error}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={resource.reload}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center py="xl" role="status">
      <Loader size="sm" role="progressbar" aria-label={`Loading ${label}`} />
    </Center>
  );
}

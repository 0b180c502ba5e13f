import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={48}>
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  );
}

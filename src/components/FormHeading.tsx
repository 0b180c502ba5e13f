import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's title and the line under it that says what to do. */
export function FormHeading({ title, children, size = 28 }: { title: string; children: ReactNode; size?: number }) {
  return (
    <div>
      <Title order={1} fz={size}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {children}
      </Text>
    </div>
  );
}

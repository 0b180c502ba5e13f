import { Box, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled card of the insights: a region named by its title, so it can be found and read alone. */
export function InsightSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Title id={titleId} order={2} fz="lg">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      <Box mt="md">{children}</Box>
    </Paper>
  );
}

/** What a card says when it has nothing to show. */
export function NothingYet({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="md">
      {children}
    </Text>
  );
}

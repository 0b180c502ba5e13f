import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label (a group named by the label, so it reads as one), and an optional badge. */
export function StatCard({ label, value, badge }: { label: string; value: ReactNode; badge?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      {/* A long label wraps; the badge keeps its whole text. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={6} preventGrowOverflow={false}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {badge && <Box style={{ flexShrink: 0 }}>{badge}</Box>}
      </Group>
      <Text fz={30} fw={700} mt="xs" lh={1.1}>
        {value}
      </Text>
    </Paper>
  );
}

import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label (a group named by the label, so it reads as one), and an optional badge. */
export function StatCard({ label, value, badge }: { label: string; value: ReactNode; badge?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      {/* A long label puts the badge on the next line rather than cutting it short. */}
      <Group justify="space-between" align="flex-start" gap={6}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {badge}
      </Group>
      <Text fz={30} fw={700} mt="xs" lh={1.1}>
        {value}
      </Text>
    </Paper>
  );
}

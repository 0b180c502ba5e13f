import { Group, Text } from '@mantine/core';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : 'var(--mantine-primary-color-filled)'} />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke={inverted ? 'var(--mantine-color-blue-9)' : '#fff'}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text fw={700} fz="lg" c={inverted ? 'white' : undefined}>
        TestPilot
      </Text>
    </Group>
  );
}

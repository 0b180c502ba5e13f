import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than Mantine's `sm` breakpoint, where the navigation folds behind the
 * burger: a phone. For layouts that change what they render there (a table's rows as cards), where
 * `hiddenFrom`/`visibleFrom` would put both versions in the page at once.
 */
export function usePhone(): boolean {
  const theme = useMantineTheme();
  // Read at the first render, so a phone never draws the wide layout first.
  return useMediaQuery(`(max-width: ${em(parseFloat(theme.breakpoints.sm) * 16 - 0.1)})`, undefined, {
    getInitialValueInEffect: false,
  });
}

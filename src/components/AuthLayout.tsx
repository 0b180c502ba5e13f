import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import classes from './AuthLayout.module.css';

interface AuthLayoutProps {
  /** The wide-screen panel beside the form. */
  panel: ReactNode;
  children: ReactNode;
}

/** The frame of the public screens: a panel on wide screens, the form, the language selector and the footer. */
export function AuthLayout({ panel, children }: AuthLayoutProps) {
  return (
    <Box className={classes.page}>
      <Box className={classes.panel} visibleFrom="md">
        {panel}
      </Box>
      <Stack className={classes.formSide} gap={0}>
        <Group justify="space-between" p="md" component="header">
          <Anchor component={Link} to="/login" underline="never" aria-label="TestPilot home">
            <Logo />
          </Anchor>
          <Group gap="xs">
            <LanguageSelect />
            <ColorSchemeToggle />
          </Group>
        </Group>
        <Box component="main" className={classes.main}>
          <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder>
            {children}
          </Paper>
        </Box>
        <Text component="footer" size="sm" c="dimmed" ta="center" p="md">
          © {new Date().getFullYear()} TestPilot. All rights reserved.
        </Text>
      </Stack>
    </Box>
  );
}

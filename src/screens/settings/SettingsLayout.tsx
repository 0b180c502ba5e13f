import { Box, Group, NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

export const SETTINGS_MENU = [
  {
    group: 'Project',
    items: [
      { to: '/settings/general', label: 'General' },
      { to: '/settings/configs', label: 'Configs' },
      { to: '/settings/schedules', label: 'Schedules' },
      { to: '/settings/integrations', label: 'Integrations' },
      { to: '/settings/inbox', label: 'Inbox' },
    ],
  },
  {
    group: 'Organization',
    items: [
      { to: '/settings/org-general', label: 'General' },
      { to: '/settings/environment', label: 'Environments' },
      { to: '/settings/subscription', label: 'Subscription' },
    ],
  },
  {
    group: 'Profile',
    items: [
      { to: '/settings/profile', label: 'Profile' },
      { to: '/settings/authentication', label: 'Authentication' },
    ],
  },
] as const;

/** /settings: the side menu of spec §2 beside the page it opens. */
export function SettingsLayout({ children }: { children?: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Box component="nav" aria-label="Settings" w={{ base: '100%', sm: 220 }}>
        <Stack gap="md">
          {SETTINGS_MENU.map((section) => (
            <div key={section.group}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} px="sm">
                {section.group}
              </Text>
              {section.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  aria-label={`${section.group}: ${item.label}`}
                  active={pathname === item.to}
                  style={{ borderRadius: 8 }}
                />
              ))}
            </div>
          ))}
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 280 }}>{children}</Box>
    </Group>
  );
}

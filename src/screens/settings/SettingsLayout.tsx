import { Box, Group, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePhone } from '../../app/usePhone.ts';

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

/** The side menu, one link per page under its group's heading. */
function SettingsMenu({ pathname }: { pathname: string }) {
  return (
    <Box component="nav" aria-label="Settings" w={220}>
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
  );
}

/** On a phone the menu folds into one selector, so the page's own content comes first. */
function SettingsSelector({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  return (
    <Box component="nav" aria-label="Settings" mb="lg">
      <NativeSelect
        label="Settings page"
        value={pathname}
        onChange={(event) => void navigate(event.currentTarget.value)}
        data={SETTINGS_MENU.map((section) => ({
          group: section.group,
          items: section.items.map((item) => ({ value: item.to, label: `${section.group}: ${item.label}` })),
        }))}
      />
    </Box>
  );
}

/** /settings: the side menu of spec §2 beside the page it opens; above it, as a selector, on a phone. */
export function SettingsLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const phone = usePhone();
  if (phone) {
    return (
      <>
        <SettingsSelector pathname={pathname} />
        {children}
      </>
    );
  }
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <SettingsMenu pathname={pathname} />
      <Box style={{ flex: 1, minWidth: 280 }}>{children}</Box>
    </Group>
  );
}

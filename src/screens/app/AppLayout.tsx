import {
  ActionIcon,
  Alert,
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { AuthSession } from '../../app/authSession.tsx';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/Logo.tsx';
import { ProjectSwitcher } from './ProjectSwitcher.tsx';
import { TestModalProvider, useTestModal } from './testModal/TestModalProvider.tsx';

const NAV = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/test-cases', label: 'Test Cases' },
  { to: '/results', label: 'Results' },
  { to: '/issues', label: 'Issues' },
  { to: '/insights', label: 'Insights' },
  { to: '/support', label: 'Support' },
  { to: '/settings', label: 'Settings' },
];

function UserMenu() {
  const session = AuthSession.useActorRef();
  const user = AuthSession.useSelector((s) => s.context.user);
  const initials = (user?.full_name ?? '?')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account ${initials}`}>
          <Avatar radius="xl" color="blue">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {user.full_name}
            </Text>
            <Text size="xs">{user.email}</Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/settings">
          Settings
        </Menu.Item>
        <Menu.Item color="red" onClick={() => session.send({ type: 'session.signOut' })}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Shown when the signed-in account could not be loaded (offline, say), with a retry. */
function AccountLoadError() {
  const session = AuthSession.useActorRef();
  const error = AuthSession.useSelector((s) => s.context.userError);
  if (!error) return null;
  return (
    <Alert color="red" variant="light" mb="lg" role="alert" title="Your account could not be loaded">
      <Group justify="space-between">
        <Text size="sm">Error: {error}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={() => session.send({ type: 'session.refresh' })}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

function HeaderActions() {
  const testModal = useTestModal();
  const create = () => testModal.open({ mode: 'create', framing: 'test' });
  return (
    <Group gap="sm" wrap="nowrap">
      <Button onClick={create} visibleFrom="sm">
        Add Test Case
      </Button>
      <ActionIcon onClick={create} hiddenFrom="sm" size="lg" aria-label="Add Test Case">
        <PlusIcon />
      </ActionIcon>
      <Button component={Link} to="/live-test" variant="default" visibleFrom="md">
        Run Test
      </Button>
    </Group>
  );
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const [pathname] = useLocation();
  // Adding an environment changes what the current page may show; it reloads by key.
  const [environmentsVersion, setEnvironmentsVersion] = useState(0);
  return (
    <TestModalProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
              <Box visibleFrom="sm">
                <Link
                  to="/dashboard"
                  aria-label="TestPilot dashboard"
                  style={{ textDecoration: 'none', color: 'inherit' }}
                >
                  <Logo />
                </Link>
              </Box>
              <ProjectSwitcher onEnvironmentAdded={() => setEnvironmentsVersion((v) => v + 1)} />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <HeaderActions />
              <Box visibleFrom="sm">
                <ColorSchemeToggle />
              </Box>
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Main">
          <ScrollArea>
            <Stack gap={2}>
              {NAV.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                  onClick={close}
                  style={{ borderRadius: 8 }}
                />
              ))}
            </Stack>
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main>
          <AccountLoadError />
          <Fragment key={environmentsVersion}>{children}</Fragment>
        </AppShell.Main>
      </AppShell>
    </TestModalProvider>
  );
}

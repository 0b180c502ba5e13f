import { ActionIcon, Avatar, Box, Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';
import { usePhone } from '../../app/usePhone.ts';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle.tsx';
import { PlayIcon, PlusIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/Logo.tsx';
import { ProjectSwitcher } from './ProjectSwitcher.tsx';
import { useTestModal } from './testModal/TestModalProvider.tsx';

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
        <UnstyledButton aria-label={`Account ${initials}`} style={{ flexShrink: 0 }}>
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

/** 'Add Test Case' and 'Run Test' (spec §2): words on a wide screen, icons with those names on a narrow one. */
function HeaderActions({ gap }: { gap: 'xs' | 'sm' }) {
  const testModal = useTestModal();
  const create = () => testModal.open({ mode: 'create', framing: 'test' });
  return (
    <Group gap={gap} wrap="nowrap">
      <Button onClick={create} visibleFrom="sm">
        Add Test Case
      </Button>
      <ActionIcon onClick={create} hiddenFrom="sm" size="lg" aria-label="Add Test Case">
        <PlusIcon />
      </ActionIcon>
      <Button component={Link} to="/live-test" variant="default" visibleFrom="md">
        Run Test
      </Button>
      <ActionIcon component={Link} to="/live-test" hiddenFrom="md" variant="default" size="lg" aria-label="Run Test">
        <PlayIcon />
      </ActionIcon>
    </Group>
  );
}

/**
 * The bar across the top: the burger (narrow screens), the logo, the project switcher, the actions, the
 * colour scheme and the account. On a phone the switcher gives up width to the rest, and the colour
 * scheme moves into the burger's menu.
 */
export function AppHeader({
  navigationOpened,
  onToggleNavigation,
  onEnvironmentAdded,
}: {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  onEnvironmentAdded: () => void;
}) {
  const phone = usePhone();
  const gap = phone ? 'xs' : 'sm';
  return (
    <Group h="100%" px={phone ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={phone ? 'xs' : 'md'} wrap="nowrap" miw={0}>
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Box visibleFrom="sm">
          <Link to="/dashboard" aria-label="TestPilot dashboard" style={{ textDecoration: 'none', color: 'inherit' }}>
            <Logo />
          </Link>
        </Box>
        <ProjectSwitcher onEnvironmentAdded={onEnvironmentAdded} />
      </Group>
      <Group gap={gap} wrap="nowrap" style={{ flexShrink: 0 }}>
        <HeaderActions gap={gap} />
        <Box visibleFrom="sm">
          <ColorSchemeToggle />
        </Box>
        <UserMenu />
      </Group>
    </Group>
  );
}

import { Alert, AppShell, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, useState, type ReactNode } from 'react';
import { AuthSession } from '../../app/authSession.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AppNavigation } from './AppNavigation.tsx';
import { TestModalProvider } from './testModal/TestModalProvider.tsx';

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

export function AppLayout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  // Adding an environment changes what the current page may show; it reloads by key.
  const [environmentsVersion, setEnvironmentsVersion] = useState(0);
  return (
    <TestModalProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'md', sm: 'lg' }}
      >
        <AppShell.Header>
          <AppHeader
            navigationOpened={opened}
            onToggleNavigation={toggle}
            onEnvironmentAdded={() => setEnvironmentsVersion((v) => v + 1)}
          />
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Main">
          <AppNavigation onNavigate={close} />
        </AppShell.Navbar>
        {/* A long name, URL or step breaks where it must rather than run off a phone's screen. */}
        <AppShell.Main style={{ overflowWrap: 'break-word' }}>
          <AccountLoadError />
          <Fragment key={environmentsVersion}>{children}</Fragment>
        </AppShell.Main>
      </AppShell>
    </TestModalProvider>
  );
}

import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { AuthSession } from '../../app/authSession.tsx';
import { Logo } from '../../components/Logo.tsx';

/**
 * Where a signed-in user lands until onboarding and the dashboard are built (issue 4): it shows
 * the account the session belongs to and lets the user sign out.
 */
export function WelcomeScreen() {
  const session = AuthSession.useActorRef();
  const user = AuthSession.useSelector((s) => s.context.user);
  const signingOut = AuthSession.useSelector((s) => s.matches({ signedIn: 'signingOut' }));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Logo />
          {user ? (
            <>
              <Title order={1} fz={24}>
                Welcome, {user.full_name}
              </Title>
              <Text c="dimmed">
                You are signed in as {user.email} for {user.company_name}. Projects, test cases and the dashboard arrive
                in the next release.
              </Text>
            </>
          ) : (
            <Loader size="sm" aria-label="Loading your account" />
          )}
          <Button variant="default" loading={signingOut} onClick={() => session.send({ type: 'session.signOut' })}>
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

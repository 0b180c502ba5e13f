import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';

export function NotFoundScreen() {
  const signedIn = AuthSession.useSelector((s) => s.context.token !== null);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} fz={26}>
          This page does not exist
        </Title>
        <Text c="dimmed">The address may be mistyped, or the page has moved.</Text>
        <Button component={Link} to={signedIn ? '/dashboard' : '/login'} mt="sm">
          {signedIn ? 'Back to the dashboard' : 'Back to login'}
        </Button>
      </Stack>
    </Center>
  );
}

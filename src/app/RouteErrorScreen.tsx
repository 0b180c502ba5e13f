import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen throws: the app stays usable and says what happened. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={520}>
        <Title order={1} fz={26}>
          Something went wrong
        </Title>
        <Text c="dimmed">The page hit an unexpected error. Reload it to try again.</Text>
        <Code block>{message}</Code>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Shown by a later onboarding step opened before a project exists. */
export function NoProjectYet() {
  return (
    <Paper withBorder radius="lg" p="xl" w="100%" maw={560} h="fit-content">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={24}>
          Create a project first
        </Title>
        <Text c="dimmed">Test accounts and tests belong to a project and its environments.</Text>
        <Button component={Link} to="/create-project">
          Create a project
        </Button>
      </Stack>
    </Paper>
  );
}

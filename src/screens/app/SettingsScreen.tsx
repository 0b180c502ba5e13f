import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AuthSession } from '../../app/authSession.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value ?? '…'}</Text>
    </div>
  );
}

/** The account and organization as the server knows them; editing arrives with the settings pages. */
export function SettingsScreen() {
  const user = AuthSession.useSelector((s) => s.context.user);
  return (
    <>
      <PageHeader title="Settings" description="Your account and organization." />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb="sm">
            Profile
          </Title>
          <Stack gap="sm">
            <Row label="Full name" value={user?.full_name} />
            <Row label="Email" value={user?.email} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb="sm">
            Organization
          </Title>
          <Row label="Company name" value={user?.company_name} />
        </Paper>
      </SimpleGrid>
    </>
  );
}

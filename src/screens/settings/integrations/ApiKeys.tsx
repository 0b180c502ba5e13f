import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { ResourceView } from '../../../components/ResourceView.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { LIMITS } from '../../../lib/limits.ts';
import { createApiKey, loadApiKeys, revokeApiKey } from '../../../machines/settingsCalls.ts';
import { SettingsSection } from '../SettingsSection.tsx';

/** Keys that let a CI job call the API. */
export function ApiKeys() {
  const form = useForm({ initialValues: { name: '' } });
  // The name is cleared once its key is made: a second key of the same name is not one click away.
  // Every refusal is the name's, under it: a field's is not toasted besides.
  const create = useSave(createApiKey, 'API key created', () => form.reset(), { placesFieldErrors: true });
  const revoke = useSave(revokeApiKey, 'API key revoked');
  const keys = useResource(loadApiKeys, { saves: create.saves + revoke.saves });
  const created = create.result?.data;
  return (
    <SettingsSection
      title="API"
      description="Keys let a CI job call the TestPilot API as you: send one as 'Authorization: Bearer <key>'."
    >
      {created && (
        <Alert color="green" variant="light" title={`Your new key “${created.name}”`}>
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is shown this once and stored only as a hash.</Text>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }}>{created.key}</Code>
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Button size="compact-sm" variant="subtle" onClick={create.reset} w="fit-content">
              I have copied it
            </Button>
          </Stack>
        </Alert>
      )}
      <form onSubmit={form.onSubmit((v) => create.submit(v.name))} noValidate>
        <Group align="flex-end">
          <TextInput
            label="Key name"
            placeholder="CI on main"
            style={{ flex: 1 }}
            maxLength={LIMITS.apiKeyName}
            {...form.getInputProps('name')}
            error={create.error ?? undefined}
          />
          <BusyButton type="submit" busy={create.saving} busyLabel="Creating..." disabled={!form.values.name.trim()}>
            Create key
          </BusyButton>
        </Group>
      </form>
      <ResourceView resource={keys} label="API keys">
        {({ data }) =>
          data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No API keys yet.
            </Text>
          ) : (
            <DataTable
              rows={data}
              rowKey={(k) => k.id}
              minWidth={480}
              columns={[
                { header: 'Name', card: 'title', cell: (k) => k.name },
                { header: 'Key', cell: (k) => `${k.prefix}…`, td: { ff: 'monospace' } },
                { header: 'Created', cell: (k) => formatDateTime(k.created_at) },
                { header: 'Last used', cell: (k) => formatDateTime(k.last_used_at, 'Never') },
                {
                  header: '',
                  card: 'actions',
                  cell: (k) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={revoke.saving}
                      onClick={() => revoke.submit(k.id)}
                      aria-label={`Revoke ${k.name}`}
                    >
                      Revoke
                    </Button>
                  ),
                },
              ]}
            />
          )
        }
      </ResourceView>
    </SettingsSection>
  );
}

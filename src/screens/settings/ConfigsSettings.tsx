import {
  Badge,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';

import type { Credential } from '../../api/projects.ts';
import type { CredentialType } from '../../api/settings.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useFieldError } from '../../app/useFieldError.ts';
import { usePhone } from '../../app/usePhone.ts';
import { useResource } from '../../app/useResource.ts';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import {
  addAccount,
  loadCredentials,
  loadEnvironments,
  readTotpCode,
  removeAccount,
} from '../../machines/projectSettingsCalls.ts';
import { NoProject } from '../app/NoProject.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** The config templates of spec §9. */
const TEMPLATES: { value: CredentialType; label: string }[] = [
  { value: 'password', label: 'Username + password' },
  { value: 'password_totp', label: 'With two-factor' },
  { value: 'generated_email', label: 'Generated email' },
];

/** The one account the form adds, its fields as the form's. */
const ACCOUNT_FIELDS = {
  'credential.0.type': 'type',
  'credential.0.env_id': 'envId',
  'credential.0.username': 'username',
  'credential.0.password': 'password',
  'credential.0.totp_secret': 'totpSecret',
};

function TotpCode({ credential }: { credential: Credential }) {
  const code = useSave(readTotpCode, 'Two-factor code read');
  return (
    <Group gap="xs">
      <Button size="compact-xs" variant="light" onClick={() => code.submit(credential.id)} loading={code.saving}>
        Show code
      </Button>
      {code.result && (
        <Text size="sm" ff="monospace" aria-live="polite">
          {code.result.data.code}{' '}
          <Text span c="dimmed" size="xs">
            ({code.result.data.expires_in}s)
          </Text>
        </Text>
      )}
    </Group>
  );
}

function Accounts({
  credentials,
  onRemove,
  removing,
}: {
  credentials: Credential[];
  onRemove: (id: number) => void;
  removing: boolean;
}) {
  if (credentials.length === 0)
    return <EmptyState title="No test accounts yet">Add the accounts the testing agent signs in with.</EmptyState>;
  return (
    <DataTable
      rows={credentials}
      rowKey={(c) => c.id}
      minWidth={560}
      tableProps={{ verticalSpacing: 'sm' }}
      columns={[
        { header: 'Account', card: 'title', cell: (c) => c.username },
        { header: 'Environment', cell: (c) => c.environment_label },
        { header: 'Password', cell: (c) => c.password, td: { ff: 'monospace' } },
        {
          header: 'Template',
          cell: (c) => (
            <Stack gap={4}>
              <Badge variant="light" color="gray" miw="max-content">
                {TEMPLATES.find((t) => t.value === c.type)?.label ?? c.type}
              </Badge>
              {c.type === 'password_totp' && <TotpCode credential={c} />}
            </Stack>
          ),
        },
        {
          header: '',
          card: 'actions',
          cell: (c) => (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              disabled={removing}
              onClick={() => onRemove(c.id)}
              aria-label={`Delete ${c.username}`}
            >
              Delete
            </Button>
          ),
        },
      ]}
    />
  );
}

function Configs({ projectId }: { projectId: number }) {
  const form = useForm({
    initialValues: { type: 'password' as CredentialType, envId: '', username: '', password: '', totpSecret: '' },
  });
  const { reset } = form;
  const add = useSave(addAccount, 'Test account added', () => reset(), { placesFieldErrors: true });
  const unplaced = useFieldError(form, add.fieldError, ACCOUNT_FIELDS);
  const addError = add.fieldError ? unplaced : add.error;
  const remove = useSave(removeAccount, 'Test account deleted');
  const credentials = useResource(loadCredentials, { projectId, saves: add.saves + remove.saves });
  const environments = useResource(loadEnvironments, projectId);
  const v = form.values;
  const phone = usePhone();
  const complete =
    v.envId !== '' &&
    v.password !== '' &&
    (v.type === 'generated_email' || v.username.trim() !== '') &&
    (v.type !== 'password_totp' || v.totpSecret.trim() !== '');
  return (
    <Stack gap="lg">
      <SettingsSection title="Test accounts" description="Passwords are stored encrypted and never shown again.">
        <ResourceView resource={credentials} label="test accounts">
          {({ data }) => <Accounts credentials={data} onRemove={remove.submit} removing={remove.saving} />}
        </ResourceView>
      </SettingsSection>
      <SettingsSection
        title="Add a test account"
        description="Choose a template: a plain account, one with two-factor sign-in, or one with a unique email address we generate (its mail appears in Inbox)."
      >
        <form onSubmit={form.onSubmit((values) => add.submit(values))} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              data={TEMPLATES}
              aria-label="Template"
              orientation={phone ? 'vertical' : 'horizontal'}
              fullWidth={phone}
              {...form.getInputProps('type')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Environment"
                withAsterisk
                data={(environments.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.label }))}
                {...form.getInputProps('envId')}
              />
              {v.type === 'generated_email' ? (
                <TextInput label="Email" value="Generated when you add the account" disabled />
              ) : (
                <TextInput label="Username" withAsterisk autoComplete="off" {...form.getInputProps('username')} />
              )}
              <PasswordInput
                label="Password"
                withAsterisk
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              {v.type === 'password_totp' && (
                <TextInput
                  label="Two-factor secret"
                  description="The base32 secret the site showed when two-factor was set up."
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('totpSecret')}
                />
              )}
            </SimpleGrid>
            {addError && (
              <Text size="sm" c="red.8" role="alert">
                {addError}
              </Text>
            )}
            <Group justify="flex-end">
              <BusyButton type="submit" busy={add.saving} busyLabel="Adding..." disabled={!complete}>
                Add account
              </BusyButton>
            </Group>
          </Stack>
        </form>
      </SettingsSection>
    </Stack>
  );
}

/** Project › configs: the project's test accounts and the three config templates. */
export function ConfigsSettings() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader title="Configs" description="The test accounts the agent signs in with, per environment." />
      {projectId === null ? <NoProject /> : <Configs projectId={projectId} />}
    </>
  );
}

import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useResource } from '../../app/useResource.ts';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import {
  loadOrganization,
  loadOrganizationEnvironments,
  removeLogo,
  renameOrganization,
  uploadLogo,
} from '../../machines/settingsCalls.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** Spec §5: the org logo accepts jpg, jpeg, png and svg. */
export const LOGO_TYPES = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml';

function NameForm({ name, onSaved }: { name: string; onSaved: () => void }) {
  const save = useSave(renameOrganization, 'Organization renamed', () => onSaved());
  const form = useForm({ initialValues: { name } });
  return (
    <form onSubmit={form.onSubmit((v) => save.submit(v.name))} noValidate>
      <Group align="flex-end">
        <TextInput
          label="Organization name"
          withAsterisk
          style={{ flex: 1 }}
          {...form.getInputProps('name')}
          error={save.error ?? undefined}
        />
        <BusyButton
          type="submit"
          busy={save.saving}
          busyLabel="Saving..."
          disabled={!form.values.name.trim() || form.values.name.trim() === name}
        >
          Save
        </BusyButton>
      </Group>
    </form>
  );
}

/** Organization › general: the name and the logo. */
export function OrganizationGeneralSettings() {
  const upload = useSave(uploadLogo, 'Logo updated');
  const remove = useSave(removeLogo, 'Logo removed');
  const [saves, setSaves] = useStateCounter();
  const organization = useResource(loadOrganization, { saves: saves + upload.saves + remove.saves });
  return (
    <>
      <PageHeader title="Organization" description="Your organization's name and logo." />
      <ResourceView resource={organization} label="the organization">
        {({ data: org }) => (
          <Stack gap="lg">
            <SettingsSection title="Name">
              <NameForm key={org.name} name={org.name} onSaved={setSaves} />
            </SettingsSection>
            <SettingsSection title="Logo" description="A jpg, jpeg, png or svg file of at most 1 MB.">
              <ImageUpload
                src={org.logo_url}
                name={org.name}
                alt={`${org.name} logo`}
                accept={LOGO_TYPES}
                label="Upload logo"
                radius="md"
                upload={upload}
                remove={remove}
              />
            </SettingsSection>
          </Stack>
        )}
      </ResourceView>
    </>
  );
}

/** A counter a child bumps to make its page reload. */
function useStateCounter(): [number, () => void] {
  const [count, setCount] = useState(0);
  const bump = useCallback(() => setCount((c) => c + 1), []);
  return [count, bump];
}

/** Organization › environment: every environment of every project. */
export function OrganizationEnvironmentsSettings() {
  const environments = useResource(loadOrganizationEnvironments, undefined);
  return (
    <>
      <PageHeader title="Environments" description="Every environment of every project of your organization." />
      <ResourceView resource={environments} label="environments">
        {({ data }) => (
          <DataTable
            rows={data}
            rowKey={(e) => e.id}
            minWidth={520}
            tableProps={{ striped: true }}
            columns={[
              { header: 'Project', cell: (e) => e.project_name },
              { header: 'Environment', card: 'title', cell: (e) => e.label },
              { header: 'URL', cell: (e) => e.url, td: { style: { wordBreak: 'break-all' } } },
            ]}
          />
        )}
      </ResourceView>
    </>
  );
}

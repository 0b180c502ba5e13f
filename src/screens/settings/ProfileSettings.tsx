import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { useFieldError } from '../../app/useFieldError.ts';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { LIMITS } from '../../lib/limits.ts';
import { loadProfile, removePhoto, renameProfile, uploadPhoto } from '../../machines/settingsCalls.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** Spec §5: the profile photo accepts svg, jpg and png. */
export const PHOTO_TYPES = '.svg,.jpg,.png';

function NameForm({ fullName, email, onSaved }: { fullName: string; email: string; onSaved: () => void }) {
  const save = useSave(renameProfile, 'Profile updated', () => onSaved(), { placesFieldErrors: true });
  const form = useForm({ initialValues: { fullName } });
  // The name's refusal under the name; any other is a toast.
  const unplaced = useFieldError(form, save.fieldError, { full_name: 'fullName' });
  return (
    <form onSubmit={form.onSubmit((v) => save.submit(v.fullName))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Full name"
          withAsterisk
          maxLength={LIMITS.fullName}
          {...form.getInputProps('fullName')}
          error={form.errors.fullName ?? unplaced ?? undefined}
        />
        <TextInput
          label="Email"
          value={email}
          readOnly
          description="Your email cannot change: it is how you sign in."
        />
        <Group justify="flex-end">
          <BusyButton
            type="submit"
            busy={save.saving}
            busyLabel="Saving..."
            disabled={!form.values.fullName.trim() || form.values.fullName.trim() === fullName}
          >
            Save
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Profile › profile: full name, the email (read-only) and a photo. */
export function ProfileSettings() {
  const session = AuthSession.useActorRef();
  const [renames, setRenames] = useState(0);
  const upload = useSave(uploadPhoto, 'Photo updated');
  const remove = useSave(removePhoto, 'Photo removed');
  const profile = useResource(loadProfile, { saves: renames + upload.saves + remove.saves });
  const renamed = useCallback(() => {
    setRenames((n) => n + 1);
    // The header shows the user's name and initials.
    session.send({ type: 'session.refresh' });
  }, [session]);
  return (
    <>
      <PageHeader title="Profile" description="How you appear in TestPilot." />
      <ResourceView resource={profile} label="your profile">
        {({ data: p }) => (
          <Stack gap="lg">
            <SettingsSection title="Details">
              <NameForm key={p.full_name} fullName={p.full_name} email={p.email} onSaved={renamed} />
            </SettingsSection>
            <SettingsSection title="Photo" description="An svg, jpg or png file of at most 1 MB.">
              <ImageUpload
                src={p.photo_url}
                name={p.full_name}
                alt={`Photo of ${p.full_name}`}
                accept={PHOTO_TYPES}
                label="Upload photo"
                radius="xl"
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

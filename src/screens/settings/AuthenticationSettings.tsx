import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

import { AuthSession } from '../../app/authSession.tsx';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { isStrongPassword } from '../../lib/passwordRules.ts';
import { PASSWORDS_DIFFER, PASSWORD_WEAK } from '../../machines/changePassword.ts';
import { changePassword, signOutEverywhere } from '../../machines/settingsCalls.ts';
import { SettingsSection } from './SettingsSection.tsx';

function PasswordForm() {
  const form = useForm({
    initialValues: { current: '', next: '', confirm: '' },
    validate: {
      next: (v) => (isStrongPassword(v) ? null : PASSWORD_WEAK),
      confirm: (v, values) => (v === values.next ? null : PASSWORDS_DIFFER),
    },
  });
  const { reset } = form;
  const save = useSave(changePassword, 'Password changed. Your other sessions have ended.', () => reset());
  return (
    <form onSubmit={form.onSubmit((v) => save.submit(v))} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={save.error} />
        <PasswordInput
          label="Current password"
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('current')}
        />
        <PasswordField label="New password" withAsterisk autoComplete="new-password" {...form.getInputProps('next')} />
        <PasswordInput
          label="Confirm new password"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Group justify="flex-end">
          <BusyButton
            type="submit"
            busy={save.saving}
            busyLabel="Changing Password..."
            disabled={!form.values.current || !form.values.next || !form.values.confirm}
          >
            Change Password
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Profile › authentication: change the password, and sign out of every session. */
export function AuthenticationSettings() {
  const session = AuthSession.useActorRef();
  // Signed out everywhere, this tab included: signing out here goes to /login as Sign out does.
  const everywhere = useSave(signOutEverywhere, 'Signed out of every session', () =>
    session.send({ type: 'session.signOut' }),
  );
  return (
    <>
      <PageHeader title="Authentication" description="Your password and your sessions." />
      <Stack gap="lg">
        <SettingsSection title="Change password" description="Every other session ends when the password changes.">
          <PasswordForm />
        </SettingsSection>
        <SettingsSection
          title="Sessions"
          description="Signed in on a shared or lost device? End every session, this one included."
        >
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              You will need to sign in again.
            </Text>
            <Button
              color="red"
              variant="light"
              onClick={() => everywhere.submit(undefined)}
              loading={everywhere.saving}
            >
              Sign out of all sessions
            </Button>
          </Group>
        </SettingsSection>
      </Stack>
    </>
  );
}

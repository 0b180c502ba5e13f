import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { MarketingPanel } from '../../components/MarketingPanel.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { changePasswordMachine } from '../../machines/changePassword.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

export function ChangePasswordScreen() {
  const [params] = useSearchParams();
  const change = useActorRef(changePasswordMachine.provide({ actions: useFlowEffects() }), {
    ...inspectOptions(),
    input: { token: params.get('token') },
  });
  const changing = useSelector(change, (s) => s.matches('changing'));
  const succeeded = useSelector(change, (s) => s.matches('succeeded'));
  const error = useSelector(change, (s) => s.context.error);
  const form = useForm({ initialValues: { new_password: '', confirm_password: '' } });

  return (
    <AuthLayout panel={<MarketingPanel />}>
      <form
        onSubmit={form.onSubmit((v) =>
          change.send({ type: 'password.submit', newPassword: v.new_password, confirmPassword: v.confirm_password }),
        )}
        noValidate
      >
        <Stack gap="md">
          <FormHeading title="Change your password">Choose a new password for your account.</FormHeading>
          <ErrorAlert message={error} />
          <PasswordField
            label="New password"
            name="new_password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('new_password')}
          />
          <PasswordField
            label="Confirm password"
            name="confirm_password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm_password')}
          />
          <BusyButton type="submit" fullWidth busy={changing} busyLabel="Changing Password...">
            Change Password
          </BusyButton>
        </Stack>
      </form>
      <Modal
        opened={succeeded}
        onClose={() => change.send({ type: 'success.login' })}
        title="Reset Success"
        centered
        radius="lg"
      >
        <Stack align="center" ta="center">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <CheckIcon size={28} />
          </ThemeIcon>
          <Text>Your password has been changed. Sign in with your new password.</Text>
          <Button fullWidth onClick={() => change.send({ type: 'success.login' })}>
            Login
          </Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}

import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { EmailSentDialog } from '../../components/EmailSentDialog.tsx';
import { MarketingPanel } from '../../components/MarketingPanel.tsx';
import { passwordResetMachine } from '../../machines/passwordReset.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

export function ResetPasswordScreen() {
  const reset = useActorRef(passwordResetMachine.provide({ actions: useFlowEffects() }), inspectOptions());
  const sending = useSelector(reset, (s) => s.matches('sending'));
  const error = useSelector(reset, (s) => s.context.error);
  const email = useSelector(reset, (s) => s.context.email);
  const dialogOpen = useSelector(reset, (s) => s.matches('sent'));
  const resending = useSelector(reset, (s) => s.matches({ sent: 'resending' }));
  // The machine checks the address, so that its message is the one of spec §5.
  const form = useForm({ initialValues: { email: '' } });

  return (
    <AuthLayout panel={<MarketingPanel />}>
      <form onSubmit={form.onSubmit((values) => reset.send({ type: 'reset.submit', email: values.email }))} noValidate>
        <Stack gap="md">
          <FormHeading title="Forgot your password?">
            Enter the email of your account and we will send you a link to reset your password.
          </FormHeading>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
            error={error}
          />
          <BusyButton type="submit" fullWidth busy={sending} busyLabel="Sending...">
            Send reset link
          </BusyButton>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to="/login">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
      <EmailSentDialog
        opened={dialogOpen}
        title="Check Your Email"
        resending={resending}
        onResend={() => reset.send({ type: 'reset.resend' })}
        email={email}
        onVisitEmail={(url) => reset.send({ type: 'reset.visitEmail', url })}
        onClose={() => reset.send({ type: 'reset.close' })}
      >
        If an account exists for <strong>{email}</strong>, we sent it a link to reset the password. The link works once
        and expires in 1 hour.
      </EmailSentDialog>
    </AuthLayout>
  );
}

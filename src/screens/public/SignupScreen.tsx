import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { SignupInput } from '../../api/auth.ts';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { EmailSentDialog } from '../../components/EmailSentDialog.tsx';
import { MarketingPanel } from '../../components/MarketingPanel.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { emailField, requiredField } from '../../lib/validation.ts';
import { signupMachine } from '../../machines/signup.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

export function SignupScreen() {
  const signup = useActorRef(signupMachine.provide({ actions: useFlowEffects() }), inspectOptions());
  const submitting = useSelector(signup, (s) => s.matches('submitting'));
  const error = useSelector(signup, (s) => s.context.error);
  const user = useSelector(signup, (s) => s.context.user);
  const dialogOpen = useSelector(signup, (s) => s.matches('verifyDialog'));
  const resending = useSelector(signup, (s) => s.matches({ verifyDialog: 'resending' }));

  // contact_number is part of the payload but has no input (spec §2).
  const form = useForm<SignupInput>({
    initialValues: { company_name: '', full_name: '', email: '', password: '', contact_number: '' },
    validate: {
      company_name: requiredField('Company name'),
      full_name: requiredField('Full name'),
      email: emailField,
      password: requiredField('Password'),
    },
  });

  return (
    <AuthLayout panel={<MarketingPanel testimonial />}>
      <form onSubmit={form.onSubmit((values) => signup.send({ type: 'signup.submit', values }))} noValidate>
        <Stack gap="md">
          <FormHeading title="Create a new account">Enter your details to register</FormHeading>
          <ErrorAlert message={error} />
          <TextInput
            label="Company name"
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('company_name')}
          />
          <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps('full_name')} />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <BusyButton type="submit" fullWidth busy={submitting} busyLabel="Registering...">
            Register
          </BusyButton>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
      <EmailSentDialog
        opened={dialogOpen}
        title="Verify Your Email"
        resending={resending}
        onResend={() => signup.send({ type: 'verify.resend' })}
        onVisitEmail={() => signup.send({ type: 'verify.visitEmail' })}
        onClose={() => signup.send({ type: 'verify.close' })}
      >
        Hi {user?.fullName}, we sent a verification link and an activation key to <strong>{user?.email}</strong>. Open
        the link to activate your account, or sign in and enter the key.
      </EmailSentDialog>
    </AuthLayout>
  );
}

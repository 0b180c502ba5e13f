import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { SignupInput } from '../../api/auth.ts';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { useFieldError } from '../../app/useFieldError.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { EmailSentDialog } from '../../components/EmailSentDialog.tsx';
import { MarketingPanel } from '../../components/MarketingPanel.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { LIMITS } from '../../lib/limits.ts';
import { isStrongPassword } from '../../lib/passwordRules.ts';
import { emailField, requiredField } from '../../lib/validation.ts';
import { signupMachine } from '../../machines/signup.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

export function SignupScreen() {
  const signup = useActorRef(signupMachine.provide({ actions: useFlowEffects() }), inspectOptions());
  const submitting = useSelector(signup, (s) => s.matches('submitting'));
  const error = useSelector(signup, (s) => s.context.error);
  const fieldError = useSelector(signup, (s) => s.context.fieldError);
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
  // A refused field's message is under that field, not in a banner that outlives the fix.
  const unplaced = useFieldError(form, fieldError, {
    company_name: 'company_name',
    full_name: 'full_name',
    email: 'email',
    password: 'password',
  });

  // While the checklist shows what a weak password lacks, a refusal of it marks the field rather than says it again.
  const passwordProps = form.getInputProps('password');
  const { password } = form.values;
  if (passwordProps.error && password && !isStrongPassword(password)) passwordProps.error = true;

  return (
    <AuthLayout panel={<MarketingPanel testimonial />}>
      <form onSubmit={form.onSubmit((values) => signup.send({ type: 'signup.submit', values }))} noValidate>
        <Stack gap="md">
          <FormHeading title="Create a new account">Enter your details to register</FormHeading>
          <ErrorAlert message={error ?? unplaced} />
          <TextInput
            label="Company name"
            autoComplete="organization"
            maxLength={LIMITS.companyName}
            withAsterisk
            {...form.getInputProps('company_name')}
          />
          <TextInput
            label="Full name"
            autoComplete="name"
            maxLength={LIMITS.fullName}
            withAsterisk
            {...form.getInputProps('full_name')}
          />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            maxLength={LIMITS.password}
            withAsterisk
            {...passwordProps}
            // Mantine's PasswordInput does not say so itself: a screen reader hears the field is refused.
            aria-invalid={passwordProps.error ? true : undefined}
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
        email={user?.email ?? ''}
        onVisitEmail={(url) => signup.send({ type: 'verify.visitEmail', url })}
        onClose={() => signup.send({ type: 'verify.close' })}
      >
        Hi {user?.fullName}, we sent a verification link and an activation key to <strong>{user?.email}</strong>. Open
        the link to activate your account, or sign in and enter the key.
      </EmailSentDialog>
    </AuthLayout>
  );
}

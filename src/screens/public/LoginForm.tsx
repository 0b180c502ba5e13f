import { Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PasswordField } from '../../components/PasswordField.tsx';
import { emailField, requiredField } from '../../lib/validation.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  initialEmail: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: LoginValues) => void;
}

export function LoginForm({ initialEmail, submitting, error, onSubmit }: LoginFormProps) {
  // One field hook each (Mantine's useField), not useForm: the sign-in is the first page, and
  // useForm's list, path and deep-compare machinery is 6 KB of its gzipped JavaScript.
  const email = useField({ initialValue: initialEmail, validate: emailField });
  const password = useField({ initialValue: '', validate: requiredField('Password') });
  const remember = useField({ initialValue: false, type: 'checkbox' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await Promise.all([email.validate(), password.validate()]);
    if (errors.some(Boolean)) return;
    onSubmit({ email: email.getValue(), password: password.getValue(), remember: remember.getValue() });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormHeading title="Welcome back">Sign in to your account</FormHeading>
        <ErrorAlert message={error} title="Login failed" />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...email.getInputProps()} />
        <PasswordField label="Password" autoComplete="current-password" withAsterisk {...password.getInputProps()} />
        <Group justify="space-between">
          <Checkbox label="Keep me logged in" {...remember.getInputProps()} />
          <Anchor component={Link} to="/reset-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <BusyButton type="submit" fullWidth busy={submitting} busyLabel="Logging in...">
          Login
        </BusyButton>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'wouter';
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
  const form = useForm<LoginValues>({
    initialValues: { email: initialEmail, password: '', remember: false },
    validate: { email: emailField, password: requiredField('Password') },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormHeading title="Welcome back">Sign in to your account</FormHeading>
        <ErrorAlert message={error} title="Login failed" />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Checkbox label="Keep me logged in" {...form.getInputProps('remember', { type: 'checkbox' })} />
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

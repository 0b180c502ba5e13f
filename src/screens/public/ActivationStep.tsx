import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredField } from '../../lib/validation.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

interface ActivationStepProps {
  email: string;
  notice: string | null;
  error: string | null;
  activating: boolean;
  resending: boolean;
  onActivate: (key: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** The sign-in's activation-key step, for an account whose email is not verified yet. */
export function ActivationStep({
  email,
  notice,
  error,
  activating,
  resending,
  onActivate,
  onResend,
  onBack,
}: ActivationStepProps) {
  const form = useForm({ initialValues: { key: '' }, validate: { key: requiredField('Activation key') } });
  return (
    <form onSubmit={form.onSubmit(({ key }) => onActivate(key))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            Activate your account
          </Title>
          <Text c="dimmed" mt={4}>
            Enter the activation key from the email we sent to <strong>{email}</strong>.
          </Text>
        </div>
        {notice && !error && (
          <Alert color="blue" variant="light">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Activation key"
          placeholder="XXXX-XXXX"
          autoComplete="one-time-code"
          withAsterisk
          autoFocus
          {...form.getInputProps('key')}
        />
        <BusyButton type="submit" fullWidth busy={activating} busyLabel="Activating...">
          Activate
        </BusyButton>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack} disabled={activating}>
            Back to login
          </Button>
          <Button variant="subtle" onClick={onResend} loading={resending} disabled={activating}>
            Resend Code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

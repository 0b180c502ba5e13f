import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import type { FormEvent } from 'react';
import { requiredField } from '../../lib/validation.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

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
  const activationKey = useField({ initialValue: '', validate: requiredField('Activation key') });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await activationKey.validate())) onActivate(activationKey.getValue());
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormHeading title="Activate your account">
          Enter the activation key from the email we sent to <strong>{email}</strong>.
        </FormHeading>
        {notice && !error && (
          <Alert color="blue" variant="light">
            {notice}
          </Alert>
        )}
        <ErrorAlert message={error} />
        <TextInput
          label="Activation key"
          placeholder="XXXX-XXXX"
          autoComplete="one-time-code"
          withAsterisk
          autoFocus
          {...activationKey.getInputProps()}
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

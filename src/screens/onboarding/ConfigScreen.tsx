import {
  ActionIcon,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { CrossIcon } from '../../components/icons.tsx';
import type { CredentialRow } from '../../machines/onboardingForms.ts';
import { NoProjectYet } from './NoProjectYet.tsx';
import { StepError } from './StepError.tsx';
import { useOnboarding } from './OnboardingLayout.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

const emptyRow: CredentialRow = { username: '', password: '', envId: '' };

export function ConfigScreen() {
  const onboarding = useOnboarding();
  const stage = useSelector(onboarding, (s) => (s.matches('config') ? Object.values(s.value)[0] : null));
  const error = useSelector(onboarding, (s) => s.context.error);
  const environments = useSelector(onboarding, (s) => s.context.environments);
  const form = useForm({ initialValues: { signInRequired: true, rows: [emptyRow] } });
  const saving = stage === 'saving' || stage === 'saved';
  const options = environments.map((e) => ({ value: String(e.id), label: e.label }));

  if (stage === 'noProject') return <NoProjectYet />;
  return (
    <Paper withBorder radius="lg" p="xl" w="100%" maw={760} h="fit-content">
      <form
        // Continue is disabled while 'Sign-in Required?' is off (spec §5): then only Skip moves on.
        onSubmit={form.onSubmit((v) => {
          if (v.signInRequired) onboarding.send({ type: 'config.submit', rows: v.rows });
        })}
        noValidate
      >
        <Stack gap="lg">
          <FormHeading title="Test accounts" size={26}>
            The accounts the testing agent signs in with. Passwords are stored encrypted and never shown again.
          </FormHeading>
          <Switch label="Sign-in Required?" {...form.getInputProps('signInRequired', { type: 'checkbox' })} />
          <StepError error={error} environmentsFailed={stage === 'environmentsFailed'} />
          {form.values.signInRequired &&
            form.values.rows.map((_, index) => (
              <Group key={index} align="flex-end" wrap="nowrap" gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                  <TextInput
                    label="Username"
                    autoComplete="off"
                    withAsterisk
                    {...form.getInputProps(`rows.${index}.username`)}
                  />
                  <PasswordInput
                    label="Password"
                    autoComplete="new-password"
                    withAsterisk
                    {...form.getInputProps(`rows.${index}.password`)}
                  />
                  <Select
                    label="Environment"
                    placeholder={stage === 'loadingEnvironments' ? 'Loading…' : 'Choose'}
                    data={options}
                    withAsterisk
                    allowDeselect={false}
                    {...form.getInputProps(`rows.${index}.envId`)}
                  />
                </SimpleGrid>
                {form.values.rows.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    mb={4}
                    aria-label={`Remove account ${index + 1}`}
                    onClick={() => form.removeListItem('rows', index)}
                  >
                    <CrossIcon />
                  </ActionIcon>
                )}
              </Group>
            ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              disabled={!form.values.signInRequired}
              onClick={() => form.insertListItem('rows', { ...emptyRow })}
            >
              + Add more
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => onboarding.send({ type: 'config.skip' })}
                disabled={stage !== 'editing'}
              >
                Skip
              </Button>
              <BusyButton
                type="submit"
                busy={saving}
                busyLabel="Creating..."
                disabled={!form.values.signInRequired || stage !== 'editing'}
              >
                Continue
              </BusyButton>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

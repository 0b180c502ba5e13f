import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { projectFormComplete, type ProjectForm } from '../../machines/onboardingForms.ts';
import { useOnboarding } from './OnboardingLayout.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

export function CreateProjectScreen() {
  const onboarding = useOnboarding();
  const creating = useSelector(
    onboarding,
    (s) => s.matches({ project: 'creating' }) || s.matches({ project: 'created' }),
  );
  const error = useSelector(onboarding, (s) => (s.matches('project') ? s.context.error : null));
  const form = useForm<ProjectForm>({
    initialValues: {
      name: '',
      environments: [
        { label: '', url: '' },
        { label: '', url: '' },
      ],
      extraUrls: [],
    },
  });

  return (
    <Paper withBorder radius="lg" p="xl" w="100%" maw={720} h="fit-content">
      <form onSubmit={form.onSubmit((values) => onboarding.send({ type: 'project.submit', form: values }))} noValidate>
        <Stack gap="lg">
          <FormHeading title="Create your project" size={26}>
            Name the product you test and the two environments the agent tests it in.
          </FormHeading>
          <ErrorAlert message={error} />
          <TextInput label="Project name" withAsterisk {...form.getInputProps('name')} />
          {form.values.environments.map((_, index) => (
            <fieldset key={index} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} mb="xs">
                Environment {index + 1}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={`Environment ${index + 1} label`}
                  placeholder={index === 0 ? 'Staging' : 'Production'}
                  withAsterisk
                  {...form.getInputProps(`environments.${index}.label`)}
                />
                <TextInput
                  label={`Environment ${index + 1} URL`}
                  placeholder="https://"
                  type="url"
                  withAsterisk
                  {...form.getInputProps(`environments.${index}.url`)}
                />
              </SimpleGrid>
            </fieldset>
          ))}
          {form.values.extraUrls.map((_, index) => (
            <TextInput
              key={index}
              label={`Additional URL ${index + 1}`}
              placeholder="https://"
              type="url"
              {...form.getInputProps(`extraUrls.${index}`)}
            />
          ))}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => form.insertListItem('extraUrls', '')}>
              + Add more URLs
            </Button>
            <BusyButton
              type="submit"
              disabled={!projectFormComplete(form.values)}
              busy={creating}
              busyLabel="Creating..."
            >
              Continue
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

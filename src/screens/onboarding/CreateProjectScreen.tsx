import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import type { Project } from '../../api/projects.ts';
import { projectFormComplete, projectFormOf, type ProjectForm } from '../../machines/onboardingForms.ts';
import { useOnboarding } from './OnboardingLayout.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';

const BLANK: ProjectForm = {
  name: '',
  environments: [
    { label: '', url: '' },
    { label: '', url: '' },
  ],
  extraUrls: [],
};

/** The project's name and environments: blank for a new project, as they are for the one onboarding made. */
function ProjectFields({ project }: { project: Project | null }) {
  const onboarding = useOnboarding();
  const busy = useSelector(
    onboarding,
    (s) =>
      s.matches({ project: 'creating' }) ||
      s.matches({ project: 'created' }) ||
      s.matches({ project: 'updating' }) ||
      s.matches({ project: 'updated' }),
  );
  const error = useSelector(onboarding, (s) => (s.matches({ project: 'editing' }) ? s.context.error : null));
  const form = useForm<ProjectForm>({ initialValues: project ? projectFormOf(project) : BLANK });
  return (
    <form onSubmit={form.onSubmit((values) => onboarding.send({ type: 'project.submit', form: values }))} noValidate>
      <Stack gap="lg">
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
        <Group justify={project ? 'flex-end' : 'space-between'}>
          {/* Extra URLs go with a new project; the settings change an existing one's. */}
          {!project && (
            <Button variant="subtle" onClick={() => form.insertListItem('extraUrls', '')}>
              + Add more URLs
            </Button>
          )}
          <BusyButton
            type="submit"
            disabled={!projectFormComplete(form.values)}
            busy={busy}
            busyLabel={project ? 'Saving...' : 'Creating...'}
          >
            Continue
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

export function CreateProjectScreen() {
  const onboarding = useOnboarding();
  const loading = useSelector(
    onboarding,
    (s) => s.matches({ project: 'checking' }) || s.matches({ project: 'loadingProject' }),
  );
  const failed = useSelector(onboarding, (s) => s.matches({ project: 'projectFailed' }));
  const error = useSelector(onboarding, (s) => s.context.error);
  // Just created, the form stays as it was sent until the flow moves on to Config.
  const project = useSelector(onboarding, (s) => (s.matches({ project: 'created' }) ? null : s.context.project));
  const own = project !== null || loading || failed;
  return (
    <Paper withBorder radius="lg" p="xl" w="100%" maw={720} h="fit-content">
      <Stack gap="lg">
        <FormHeading title="Create your project" size={26}>
          {own
            ? 'This is the project you created: change its name or environments here, or continue.'
            : 'Name the product you test and the two environments the agent tests it in.'}
        </FormHeading>
        {loading ? (
          <Loader size="sm" aria-label="Loading your project" />
        ) : failed ? (
          <Alert color="red" variant="light" role="alert">
            {error}
            <Button
              variant="subtle"
              size="compact-sm"
              ml="sm"
              onClick={() => onboarding.send({ type: 'project.retry' })}
            >
              Try again
            </Button>
          </Alert>
        ) : (
          <ProjectFields key={project?.id ?? 'new'} project={project} />
        )}
      </Stack>
    </Paper>
  );
}

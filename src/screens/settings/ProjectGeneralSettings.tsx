import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef } from '@xstate/react';

import type { Environment } from '../../api/projects.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { useResource } from '../../app/useResource.ts';
import { useFieldError } from '../../app/useFieldError.ts';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { LIMITS } from '../../lib/limits.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { deleteEnvironmentMachine } from '../../machines/deleteEnvironment.ts';
import { loadProjectEnvironments, updateEnvironment } from '../../machines/projectSettingsCalls.ts';
import { NoProject } from '../app/NoProject.tsx';
import { DeleteEnvironmentDialog } from './DeleteEnvironmentDialog.tsx';
import { DeleteProjectSection } from './DeleteProjectSection.tsx';
import { RunLimitsSection } from './RunLimitsSection.tsx';
import { SettingsSection } from './SettingsSection.tsx';

interface EnvironmentCardProps {
  environment: Environment;
  onDelete: () => void;
  onUpdated: () => void;
}

function EnvironmentCard({ environment, onDelete, onUpdated }: EnvironmentCardProps) {
  const save = useSave(updateEnvironment, `Environment ${environment.label} updated`, () => onUpdated(), {
    placesFieldErrors: true,
  });
  const form = useForm({ initialValues: { label: environment.label, url: environment.url } });
  // Each field's refusal under that field: a bad URL is the URL's, not the name's.
  const unplaced = useFieldError(form, save.fieldError, { label: 'label', url: 'url' });
  const changed = form.values.label.trim() !== environment.label || form.values.url.trim() !== environment.url;
  return (
    <SettingsSection title={environment.label}>
      <form onSubmit={form.onSubmit((v) => save.submit({ id: environment.id, ...v }))} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk maxLength={LIMITS.environmentLabel} {...form.getInputProps('label')} />
          <TextInput label="URL" type="url" withAsterisk maxLength={LIMITS.url} {...form.getInputProps('url')} />
          <ErrorAlert message={unplaced} />
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={onDelete}>
              Delete Environment
            </Button>
            <BusyButton
              type="submit"
              busy={save.saving}
              busyLabel="Saving..."
              disabled={!changed || !form.values.label.trim() || !form.values.url.trim()}
            >
              Update Details
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}

function Environments({ projectId }: { projectId: number }) {
  const effects = useFlowEffects();
  const environments = useResource(loadProjectEnvironments, { projectId, version: 0 });
  const { reload } = environments;
  const deleter = useActorRef(
    deleteEnvironmentMachine.provide({ actions: { ...effects, environmentDeleted: () => reload() } }),
    inspectOptions(),
  );
  return (
    <>
      <ResourceView resource={environments} label="environments">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title="No environments" />
          ) : (
            <Stack gap="md">
              {data.map((env) => (
                <EnvironmentCard
                  key={`${env.id}-${env.label}-${env.url}`}
                  environment={env}
                  onUpdated={reload}
                  onDelete={() => deleter.send({ type: 'delete.start', environment: { id: env.id, label: env.label } })}
                />
              ))}
            </Stack>
          )
        }
      </ResourceView>
      <DeleteEnvironmentDialog actor={deleter} />
    </>
  );
}

/**
 * Project › general: the current project's environments, each with Update Details and Delete Environment,
 * its run limits, and Delete Project.
 */
export function ProjectGeneralSettings() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader
        title="Environments"
        description="The environments of this project: each a name and the URL the agent tests."
      />
      {projectId === null ? (
        <NoProject />
      ) : (
        <Stack gap="lg">
          <Environments projectId={projectId} />
          <RunLimitsSection projectId={projectId} />
          <DeleteProjectSection key={projectId} projectId={projectId} />
        </Stack>
      )}
    </>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { useResource } from '../../app/useResource.ts';
import { deleteProjectMachine } from '../../machines/deleteProject.ts';
import { loadProjects } from '../../machines/projectSettingsCalls.ts';
import { DeleteEnvironmentDialog } from './DeleteEnvironmentDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * Project › general: deleting the current project (one made by mistake, say), with the same mailed
 * code as deleting an environment. Afterwards the session reads its current project again and the
 * dashboard opens on the one left, if any.
 */
export function DeleteProjectSection({ projectId }: { projectId: number }) {
  const projects = useResource(loadProjects, 'projects');
  const session = AuthSession.useActorRef();
  const effects = useFlowEffects();
  const deleter = useActorRef(
    deleteProjectMachine.provide({
      actions: {
        ...effects,
        environmentDeleted: () => {
          session.send({ type: 'session.refresh' });
          effects.navigate(undefined, { to: '/dashboard', replace: true });
        },
      },
    }),
    inspectOptions(),
  );
  const name = projects.data?.data.find((p) => p.id === projectId)?.name ?? null;
  return (
    <SettingsSection
      title="Delete project"
      description="Deletes this project with its environments, test accounts, test cases, runs and schedules. It cannot be undone."
    >
      <Group justify="space-between">
        <Text size="sm">{name ? `Project: ${name}` : ' '}</Text>
        <Button
          variant="light"
          color="red"
          disabled={name === null}
          onClick={() =>
            name !== null &&
            deleter.send({ type: 'delete.start', environment: { id: projectId, label: name, kind: 'Project' } })
          }
        >
          Delete Project
        </Button>
      </Group>
      <DeleteEnvironmentDialog
        actor={deleter}
        title="Delete Project"
        consequence="Its environments, test accounts, test cases, runs and schedules are deleted with it; this cannot be undone."
      />
    </SettingsSection>
  );
}

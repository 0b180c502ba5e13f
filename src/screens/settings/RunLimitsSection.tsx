import { Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api } from '../../api/index.ts';
import type { Project } from '../../api/projects.ts';
import { useResource } from '../../app/useResource.ts';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const loadProject = ({ projectId }: { projectId: number; version: number }) => api.projects.get(projectId);
const saveLimits = ({
  projectId,
  stepSeconds,
  runMinutes,
}: {
  projectId: number;
  stepSeconds: number;
  runMinutes: number;
}) => api.projects.update(projectId, { step_timeout_ms: stepSeconds * 1000, run_timeout_ms: runMinutes * 60_000 });

function LimitsForm({ project, onSaved }: { project: Project; onSaved: () => void }) {
  const save = useSave(saveLimits, 'Run limits saved', onSaved);
  const form = useForm({
    initialValues: { stepSeconds: project.step_timeout_ms / 1000, runMinutes: project.run_timeout_ms / 60_000 },
  });
  const { stepSeconds, runMinutes } = form.values;
  const changed = stepSeconds * 1000 !== project.step_timeout_ms || runMinutes * 60_000 !== project.run_timeout_ms;
  return (
    <form onSubmit={form.onSubmit((v) => save.submit({ projectId: project.id, ...v }))} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NumberInput
            label="Time a step may take (seconds)"
            description="Waiting for an element or a page included."
            min={1}
            max={120}
            allowDecimal={false}
            {...form.getInputProps('stepSeconds')}
          />
          <NumberInput
            label="Time a run may take (minutes)"
            description="A run still going then ends as failed."
            min={1}
            max={60}
            allowDecimal={false}
            {...form.getInputProps('runMinutes')}
            error={save.error ?? undefined}
          />
        </Group>
        <Group justify="flex-end">
          <BusyButton type="submit" busy={save.saving} busyLabel="Saving..." disabled={!changed}>
            Save limits
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

/** How long the project's runs may take, per step and in all. */
export function RunLimitsSection({ projectId }: { projectId: number }) {
  const project = useResource(loadProject, { projectId, version: 0 });
  return (
    <SettingsSection title="Run limits" description="How long a test of this project may wait before it fails.">
      <ResourceView resource={project} label="the run limits">
        {({ data }) => (
          <LimitsForm key={`${data.step_timeout_ms}-${data.run_timeout_ms}`} project={data} onSaved={project.reload} />
        )}
      </ResourceView>
    </SettingsSection>
  );
}

import { Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Project } from '../../api/projects.ts';
import { useResource } from '../../app/useResource.ts';
import { useFieldError } from '../../app/useFieldError.ts';
import { useSave } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { loadProject, saveLimits, type LimitValues } from '../../machines/projectSettingsCalls.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** What each limit may be, as the contract says (in the form's units), and how the form words it. */
const RANGES: Record<keyof LimitValues, { min: number; max: number; unit: string }> = {
  stepSeconds: { min: 1, max: 120, unit: 'seconds' },
  runMinutes: { min: 1, max: 60, unit: 'minutes' },
  retries: { min: 0, max: 5, unit: 'retries' },
  flakyThreshold: { min: 1, max: 100, unit: '' },
};

/** A value out of range is refused with its range, never changed to the nearest one without a word. */
function inRange(key: keyof LimitValues) {
  const { min, max, unit } = RANGES[key];
  return (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : `Must be a whole number from ${min} to ${max}${unit ? ` ${unit}` : ''}.`;
}

/** The request's fields, as the form names them. */
const FIELDS = {
  step_timeout_ms: 'stepSeconds',
  run_timeout_ms: 'runMinutes',
  retries: 'retries',
  flaky_threshold: 'flakyThreshold',
};

const valuesOf = (p: Project): LimitValues => ({
  stepSeconds: p.step_timeout_ms / 1000,
  runMinutes: p.run_timeout_ms / 60_000,
  retries: p.retries,
  flakyThreshold: p.flaky_threshold,
});

function LimitsForm({ project, onSaved }: { project: Project; onSaved: () => void }) {
  const save = useSave(saveLimits, 'Run limits saved', onSaved, { placesFieldErrors: true });
  const form = useForm({
    initialValues: valuesOf(project),
    validate: {
      stepSeconds: inRange('stepSeconds'),
      runMinutes: inRange('runMinutes'),
      retries: inRange('retries'),
      flakyThreshold: inRange('flakyThreshold'),
    },
  });
  const unplaced = useFieldError(form, save.fieldError, FIELDS);
  const saved = valuesOf(project);
  const changed = (Object.keys(saved) as (keyof LimitValues)[]).some((k) => form.values[k] !== saved[k]);
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
            clampBehavior="none"
            {...form.getInputProps('stepSeconds')}
          />
          <NumberInput
            label="Time a run may take (minutes)"
            description="A run still going then ends as failed."
            min={1}
            max={60}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('runMinutes')}
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label="Retries of a failed run"
            description="Failed, then passed on a retry, is reported as Flaky, never as a plain pass."
            min={0}
            max={5}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('retries')}
          />
          <NumberInput
            label="Quarantine at flakiness score"
            description="0-100, from the last 20 runs. A quarantined test still runs and reports, but fails no suite or CI call."
            min={1}
            max={100}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('flakyThreshold')}
          />
        </Group>
        <ErrorAlert message={unplaced} />
        <Group justify="flex-end">
          <BusyButton type="submit" busy={save.saving} busyLabel="Saving..." disabled={!changed}>
            Save limits
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

/** How long the project's runs may take, per step and in all, how often a failed one is retried, and when a flaky test is quarantined. */
export function RunLimitsSection({ projectId }: { projectId: number }) {
  const project = useResource(loadProject, { projectId, version: 0 });
  return (
    <SettingsSection
      title="Run limits"
      description="How long a test of this project may wait before it fails, how often a failure is tried again, and when a flaky test is quarantined."
    >
      <ResourceView resource={project} label="the run limits">
        {({ data }) => (
          <LimitsForm
            key={`${data.step_timeout_ms}-${data.run_timeout_ms}-${data.retries}-${data.flaky_threshold}`}
            project={data}
            onSaved={project.reload}
          />
        )}
      </ResourceView>
    </SettingsSection>
  );
}

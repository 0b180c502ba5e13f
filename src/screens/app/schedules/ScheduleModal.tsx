import { Button, Group, Modal, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Schedule } from '../../../api/schedules.ts';
import { useFieldError } from '../../../app/useFieldError.ts';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { loadEnvironments, loadTestCases, saveSchedule, type ScheduleValues } from '../../../machines/scheduleCalls.ts';
import { CronPreview } from './CronPreview.tsx';
import { browserTimeZone, TIME_ZONES } from './timeZones.ts';

export const CRON_PRESETS = [
  { label: 'Hourly', cron: '0 * * * *' },
  { label: 'Every weekday at 9:00', cron: '0 9 * * 1-5' },
  { label: 'Nightly at 2:00', cron: '0 2 * * *' },
  { label: 'Weekly, Monday 6:00', cron: '0 6 * * 1' },
] as const;

/** The request's fields, as the form's. */
const FIELDS = {
  name: 'name',
  cron: 'cron',
  timezone: 'timezone',
  environment_id: 'environmentId',
  test_case_ids: 'testCaseIds',
};

function initialValues(schedule: Schedule | null): ScheduleValues {
  return {
    name: schedule?.name ?? '',
    cron: schedule?.cron ?? CRON_PRESETS[1].cron,
    timezone: schedule?.timezone ?? browserTimeZone(),
    environmentId: schedule?.environment_id ? String(schedule.environment_id) : '',
    which: schedule && !schedule.all ? 'chosen' : 'all',
    testCaseIds: (schedule?.test_case_ids ?? []).map(String),
  };
}

function ScheduleForm({
  projectId,
  schedule,
  onDone,
}: {
  projectId: number;
  schedule: Schedule | null;
  onDone: () => void;
}) {
  const form = useForm<ScheduleValues>({ initialValues: initialValues(schedule) });
  const save = useSave(saveSchedule, schedule ? 'Schedule saved' : 'Schedule created', onDone, {
    placesFieldErrors: true,
  });
  const unplaced = useFieldError(form, save.fieldError, FIELDS);
  const environments = useResource(loadEnvironments, projectId);
  const testCases = useResource(loadTestCases, projectId);
  const v = form.values;
  const complete =
    v.name.trim() !== '' &&
    v.cron.trim() !== '' &&
    v.timezone !== '' &&
    (v.which === 'all' || v.testCaseIds.length > 0);
  return (
    <form
      onSubmit={form.onSubmit((values) => save.submit({ projectId, id: schedule?.id ?? null, v: values }))}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label="Name" placeholder="Nightly regression" withAsterisk {...form.getInputProps('name')} />
        <Stack gap={6}>
          <TextInput
            label="Cron expression"
            description="Minute, hour, day of month, month, day of week."
            withAsterisk
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('cron')}
          />
          <Group gap={6} role="group" aria-label="Presets">
            {CRON_PRESETS.map((p) => (
              <Button
                key={p.cron}
                size="compact-xs"
                variant={v.cron.trim() === p.cron ? 'filled' : 'light'}
                aria-pressed={v.cron.trim() === p.cron}
                onClick={() => form.setFieldValue('cron', p.cron)}
              >
                {p.label}
              </Button>
            ))}
          </Group>
          <CronPreview cron={v.cron} timezone={v.timezone} />
        </Stack>
        <Select
          label="Time zone"
          searchable
          withAsterisk
          data={TIME_ZONES.includes(v.timezone) ? TIME_ZONES : [v.timezone, ...TIME_ZONES]}
          limit={50}
          nothingFoundMessage="No such time zone"
          allowDeselect={false}
          {...form.getInputProps('timezone')}
        />
        <Select
          label="Environment"
          data={[
            { value: '', label: "Each test case's own" },
            ...(environments.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.label })),
          ]}
          allowDeselect={false}
          {...form.getInputProps('environmentId')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="schedule-test-cases">
            Test cases
          </Text>
          <SegmentedControl
            aria-labelledby="schedule-test-cases"
            data={[
              { value: 'all', label: 'All test cases' },
              { value: 'chosen', label: 'Choose' },
            ]}
            {...form.getInputProps('which')}
          />
          {v.which === 'chosen' && (
            <MultiSelect
              aria-label="Chosen test cases"
              placeholder="Choose test cases"
              searchable
              data={(testCases.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
              {...form.getInputProps('testCaseIds')}
            />
          )}
        </Stack>
        <ErrorAlert message={save.fieldError ? unplaced : save.error} />
        <Group justify="flex-end">
          <BusyButton type="submit" busy={save.saving} busyLabel="Saving..." disabled={!complete}>
            Save
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Creates a schedule, or changes the one given: when it runs, in which zone, and what. */
export function ScheduleModal({
  opened,
  onClose,
  projectId,
  schedule = null,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  projectId: number;
  schedule?: Schedule | null;
  onSaved?: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={schedule ? `Edit ${schedule.name}` : 'Schedule test runs'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      radius="lg"
    >
      <ScheduleForm
        projectId={projectId}
        schedule={schedule}
        onDone={() => {
          onSaved?.();
          onClose();
        }}
      />
    </Modal>
  );
}

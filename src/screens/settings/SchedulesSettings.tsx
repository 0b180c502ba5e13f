import { Anchor, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Schedule } from '../../api/schedules.ts';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { useSave } from '../../app/useSave.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { formatInZone, plural } from '../../lib/format.ts';
import { loadSchedules, removeSchedule, setScheduleEnabled } from '../../machines/scheduleCalls.ts';
import { NoProject } from '../app/NoProject.tsx';
import { ScheduleModal } from '../app/schedules/ScheduleModal.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const SUITE_COLORS: Record<string, string> = {
  running: 'orange',
  passed: 'green',
  failed: 'red',
  stopped: 'gray',
  error: 'red',
};

function LastRun({ schedule }: { schedule: Schedule }) {
  if (schedule.last_error) {
    return (
      <Text size="sm" c="red.8">
        {schedule.last_error}
      </Text>
    );
  }
  const suite = schedule.last_suite;
  if (!suite) return <Text size="sm">Never</Text>;
  return (
    <Group gap="xs">
      <Badge variant="light" color={SUITE_COLORS[suite.status]}>
        {suite.status}
      </Badge>
      <Anchor component={Link} to={`/test-results?suite=${suite.id}`} size="sm">
        {formatInZone(suite.created_at, schedule.timezone)}
      </Anchor>
    </Group>
  );
}

interface RowActions {
  busy: boolean;
  onToggle: (schedule: Schedule, enabled: boolean) => void;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

const columns = ({ busy, onToggle, onEdit, onDelete }: RowActions): Column<Schedule>[] => [
  {
    header: 'Schedule',
    card: 'title',
    cell: (s) => (
      <>
        <Text fw={600}>{s.name}</Text>
        <Text size="sm" fw={400}>
          {s.description}
        </Text>
        <Text size="xs" c="dimmed" fw={400} ff="monospace">
          {s.cron} · {s.timezone}
        </Text>
      </>
    ),
  },
  {
    header: 'Runs',
    cell: (s) => (
      <Text size="sm">
        {s.all ? 'All test cases' : plural(s.test_case_ids.length, 'test case')}
        {s.environment_label ? ` on ${s.environment_label}` : ''}
      </Text>
    ),
  },
  {
    header: 'Next run',
    cell: (s) => <Text size="sm">{s.next_runs[0] ? formatInZone(s.next_runs[0], s.timezone) : 'Disabled'}</Text>,
  },
  { header: 'Last run', cell: (s) => <LastRun schedule={s} /> },
  {
    header: 'Enabled',
    cell: (s) => (
      <Switch
        checked={s.enabled}
        disabled={busy}
        onChange={(e) => onToggle(s, e.currentTarget.checked)}
        aria-label={`Enabled: ${s.name}`}
      />
    ),
  },
  {
    header: '',
    card: 'actions',
    cell: (s) => (
      <Stack gap={4} align="flex-start">
        <Button size="compact-sm" variant="subtle" onClick={() => onEdit(s)} aria-label={`Edit ${s.name}`}>
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={() => onDelete(s)}
          aria-label={`Delete ${s.name}`}
        >
          Delete
        </Button>
      </Stack>
    ),
  },
];

function Schedules({ projectId }: { projectId: number }) {
  const toggle = useSave(setScheduleEnabled, 'Schedule saved');
  const remove = useSave(removeSchedule, 'Schedule deleted');
  const schedules = useResource(loadSchedules, { projectId, saves: toggle.saves + remove.saves });
  // Which schedule the modal edits (null: a new one); purely what is open on screen.
  const [editing, setEditing] = useState<Schedule | null>(null);
  const [opened, modal] = useDisclosure(false);
  const open = (schedule: Schedule | null) => {
    setEditing(schedule);
    modal.open();
  };
  return (
    <SettingsSection
      title="Scheduled suites"
      description="Suites that start by themselves: each runs its test cases when its cron expression comes due in its time zone."
    >
      <Group justify="flex-end">
        <Button onClick={() => open(null)}>New schedule</Button>
      </Group>
      <ResourceView resource={schedules} label="the schedules">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title="No schedules yet">Schedule a suite from Results, or with New schedule.</EmptyState>
          ) : (
            <DataTable
              rows={data}
              rowKey={(s) => s.id}
              minWidth={680}
              tableProps={{ verticalSpacing: 'sm' }}
              columns={columns({
                busy: toggle.saving || remove.saving,
                onToggle: (s, enabled) => toggle.submit({ id: s.id, enabled }),
                onEdit: open,
                onDelete: (s) => remove.submit(s.id),
              })}
            />
          )
        }
      </ResourceView>
      <ScheduleModal
        key={editing?.id ?? 'new'}
        opened={opened}
        onClose={modal.close}
        projectId={projectId}
        schedule={editing}
        onSaved={schedules.reload}
      />
    </SettingsSection>
  );
}

/** Project › schedules: every schedule of the project, switched on and off, edited and deleted here. */
export function SchedulesSettings() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader title="Schedules" description="Test runs that start by themselves, on a cron expression." />
      {projectId === null ? <NoProject /> : <Schedules projectId={projectId} />}
    </>
  );
}

import { api } from '../api/index.ts';
import type { ScheduleInput } from '../api/schedules.ts';

/*
 * The calls of the schedules: the list in Project › schedules and the form that creates or changes
 * one. Each is the `load` of a resource machine or the `save` of a save machine: the screens hand
 * them to useResource and useSave.
 */

/** The schedule form's values. */
export interface ScheduleValues {
  name: string;
  cron: string;
  timezone: string;
  /** '' runs each test case on its own environment. */
  environmentId: string;
  which: 'all' | 'chosen';
  testCaseIds: string[];
}

/** `saves` only reloads the list after a change. */
export const loadSchedules = ({ projectId }: { projectId: number; saves: number }) => api.schedules.list(projectId);
export const setScheduleEnabled = ({ id, enabled }: { id: number; enabled: boolean }) =>
  api.schedules.update(id, { enabled });
export const removeSchedule = (id: number) => api.schedules.remove(id);

/** The form's choices. */
export const loadEnvironments = (projectId: number) => api.projects.environments(projectId);
export const loadTestCases = (projectId: number) => api.testCases.listAll(projectId);

/** Creates the schedule (`id` null) or changes it. */
export const saveSchedule = ({ projectId, id, v }: { projectId: number; id: number | null; v: ScheduleValues }) => {
  const body: ScheduleInput = {
    name: v.name.trim(),
    cron: v.cron.trim(),
    timezone: v.timezone,
    environment_id: v.environmentId === '' ? null : Number(v.environmentId),
    ...(v.which === 'all' ? { all: true as const } : { test_case_ids: v.testCaseIds.map(Number) }),
  };
  return id === null ? api.schedules.create({ ...body, project_id: projectId }) : api.schedules.update(id, body);
};

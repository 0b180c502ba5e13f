import { settle, type HttpClient } from './client.ts';
import type { BodyOf } from './contract.ts';
import type { components } from './schema.d.ts';

export type Schedule = components['schemas']['Schedule'];
export type SchedulePreview = components['schemas']['SchedulePreview'];
export type ScheduleInput = BodyOf<'createSchedule'>;
export type ScheduleChange = BodyOf<'updateSchedule'>;

/** Schedules: suites that start by themselves on a cron expression. */
export function schedulesApi(client: HttpClient) {
  const path = (id: number) => ({ params: { path: { id } } });
  return {
    list: (projectId: number) =>
      settle('listSchedules', () => client.GET('/schedules', { params: { query: { project_id: projectId } } })),
    create: (body: ScheduleInput) => settle('createSchedule', () => client.POST('/schedules', { body })),
    update: (id: number, body: ScheduleChange) =>
      settle('updateSchedule', () => client.PATCH('/schedules/{id}', { ...path(id), body })),
    remove: (id: number) => settle('deleteSchedule', () => client.DELETE('/schedules/{id}', path(id))),
    /** What an expression means and when it fires next, or an ApiError saying why it is not valid. */
    preview: (cron: string, timezone: string) =>
      settle('previewSchedule', () => client.GET('/schedules/preview', { params: { query: { cron, timezone } } })),
  };
}

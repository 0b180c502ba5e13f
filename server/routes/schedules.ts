import type { Queryable } from '../db/database.ts';
import type { ProjectRow } from '../db/projects.ts';
import {
  deleteSchedule,
  findSchedule,
  insertSchedule,
  listSchedules,
  updateSchedule,
  type ScheduleFields,
  type ScheduleRow,
} from '../db/schedules.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { ScheduleRefused } from '../runner/queue.ts';
import { runSourcesOf } from '../runner/runSources.ts';
import { checkCron, checkTimezone, describeCron, nextFires } from '../runner/scheduleTiming.ts';
import type { ScheduleTimer } from '../runner/schedules.ts';
import { notFound, projectInScope } from './scope.ts';

type ScheduleInput = BodyOf<'createSchedule'>;
type ScheduleChange = BodyOf<'updateSchedule'>;

const WHICH = 'Test cases: choose the test cases this schedule runs, or All test cases (not both).';

/**
 * Checks what a schedule would run, as a firing would build it: its test cases belong to the
 * project (404 otherwise), its environment too, and each test case has an environment to run on.
 */
async function checkSelection(db: Queryable, organizationId: number, project: ProjectRow, f: ScheduleFields) {
  if (f.allTestCases === f.testCaseIds.length > 0) throw new ApiError(400, WHICH);
  await runSourcesOf(db, organizationId, project, {
    ...(f.allTestCases ? { all: true } : { testCaseIds: f.testCaseIds }),
    environmentId: f.environmentId,
  });
}

function scheduleView(row: ScheduleRow, now: Date) {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    cron: row.cron,
    timezone: row.timezone,
    description: describeCron(row.cron),
    next_runs: row.enabled ? nextFires(row.cron, row.timezone, now).map((d) => d.toISOString()) : [],
    environment_id: row.environment_id,
    environment_label: row.environment_label,
    all: row.all_test_cases,
    test_case_ids: row.test_case_ids,
    enabled: row.enabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_fired_at: row.last_fired_at?.toISOString() ?? null,
    last_error: row.last_error,
    last_suite:
      row.last_suite_id === null
        ? null
        : {
            id: row.last_suite_id,
            status: row.last_suite_status!,
            created_at: row.last_suite_created_at!.toISOString(),
            finished_at: row.last_suite_finished_at?.toISOString() ?? null,
          },
  };
}

/** pg-boss refusing a schedule is the client's input: a 400 with its reason. */
function refusal(error: unknown): unknown {
  return error instanceof ScheduleRefused
    ? new ApiError(400, `The queue refused the schedule: ${error.message}`)
    : error;
}

export function scheduleHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  function timer(): ScheduleTimer {
    if (!services.scheduler) {
      throw new ApiError(503, 'Schedules fire from the run queue, and this server runs without one.');
    }
    return services.scheduler;
  }

  async function scheduleInScope(request: Parameters<Handler>[0]): Promise<ScheduleRow> {
    const { id } = request.params as { id: number };
    const schedule = await findSchedule(db, authOf(request).organizationId, id);
    if (!schedule) throw notFound('Schedule', id);
    return schedule;
  }

  return {
    async listSchedules(request) {
      const auth = authOf(request);
      const project = await projectInScope(db, auth, (request.query as { project_id?: number }).project_id);
      const rows = await listSchedules(db, project.id);
      return { success: true, data: rows.map((row) => scheduleView(row, now())) };
    },

    async previewSchedule(request) {
      const query = request.query as { cron: string; timezone: string };
      const cron = checkCron(query.cron);
      const timezone = checkTimezone(query.timezone);
      return {
        success: true,
        data: {
          cron,
          timezone,
          description: describeCron(cron),
          next_runs: nextFires(cron, timezone, now()).map((d) => d.toISOString()),
        },
      };
    },

    async createSchedule(request, reply) {
      const input = request.body as ScheduleInput;
      const auth = authOf(request);
      const queue = timer();
      const project = await projectInScope(db, auth, input.project_id);
      const fields: ScheduleFields = {
        name: input.name.trim(),
        cron: checkCron(input.cron),
        timezone: checkTimezone(input.timezone),
        environmentId: input.environment_id ?? null,
        allTestCases: input.all === true,
        testCaseIds: input.test_case_ids ?? [],
        enabled: input.enabled ?? true,
      };
      if (fields.name === '') throw new ApiError(400, "'name' must not be empty.");
      await checkSelection(db, auth.organizationId, project, fields);
      const id = await db.transaction((tx) =>
        insertSchedule(tx, { ...fields, projectId: project.id, userId: auth.userId, now: now() }),
      );
      try {
        await queue.setSchedule({ id, ...fields });
      } catch (error) {
        await deleteSchedule(db, id);
        throw refusal(error);
      }
      const created = (await findSchedule(db, auth.organizationId, id))!;
      reply.code(201);
      return {
        success: true,
        message: fields.enabled ? `Schedule created: ${describeCron(fields.cron)}.` : 'Schedule created, disabled.',
        data: scheduleView(created, now()),
      };
    },

    async updateSchedule(request) {
      const change = request.body as ScheduleChange;
      const auth = authOf(request);
      const queue = timer();
      const schedule = await scheduleInScope(request);
      if (change.all !== undefined && change.test_case_ids !== undefined) throw new ApiError(400, WHICH);
      const before: ScheduleFields = {
        name: schedule.name,
        cron: schedule.cron,
        timezone: schedule.timezone,
        environmentId: schedule.environment_id,
        allTestCases: schedule.all_test_cases,
        testCaseIds: schedule.test_case_ids,
        enabled: schedule.enabled,
      };
      const after: ScheduleFields = {
        name: change.name?.trim() ?? before.name,
        cron: change.cron === undefined ? before.cron : checkCron(change.cron),
        timezone: change.timezone === undefined ? before.timezone : checkTimezone(change.timezone),
        environmentId: change.environment_id === undefined ? before.environmentId : change.environment_id,
        allTestCases: change.all === true || (change.test_case_ids === undefined && before.allTestCases),
        testCaseIds: change.all === true ? [] : (change.test_case_ids ?? before.testCaseIds),
        enabled: change.enabled ?? before.enabled,
      };
      if (after.name === '') throw new ApiError(400, "'name' must not be empty.");
      // What it runs is checked again when that changes, or when it is switched back on.
      const selectionChanged =
        change.all !== undefined || change.test_case_ids !== undefined || change.environment_id !== undefined;
      if (selectionChanged || (after.enabled && !before.enabled)) {
        const project = await projectInScope(db, auth, schedule.project_id);
        await checkSelection(db, auth.organizationId, project, after);
      }
      await db.transaction((tx) => updateSchedule(tx, schedule.id, { ...after, now: now() }));
      try {
        await queue.setSchedule({ id: schedule.id, ...after });
      } catch (error) {
        await db.transaction((tx) => updateSchedule(tx, schedule.id, { ...before, now: schedule.updated_at }));
        throw refusal(error);
      }
      const updated = (await findSchedule(db, auth.organizationId, schedule.id))!;
      const message =
        after.enabled === before.enabled
          ? 'Schedule saved.'
          : after.enabled
            ? 'Schedule enabled.'
            : 'Schedule disabled.';
      return { success: true, message, data: scheduleView(updated, now()) };
    },

    async deleteSchedule(request) {
      const queue = timer();
      const schedule = await scheduleInScope(request);
      await deleteSchedule(db, schedule.id);
      // Should this fail, the firing finds the schedule gone and unschedules it then.
      await queue.removeSchedule(schedule.id);
      return { success: true, message: `Schedule “${schedule.name}” deleted.` };
    },
  };
}

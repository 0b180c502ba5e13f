import type { FastifyBaseLogger } from 'fastify';
import { recordFiring, scheduleTimings, scheduleToFire } from '../db/schedules.ts';
import { ApiError } from '../http/errors.ts';
import type { QueuedSchedule } from './queue.ts';
import { runSourcesOf } from './runSources.ts';
import { startSuite, type SuiteDeps } from './suites.ts';

/** The part of the run queue that holds schedules' timing (pg-boss's cron). */
export interface ScheduleTimer {
  setSchedule(s: { id: number; cron: string; timezone: string; enabled: boolean }): Promise<void>;
  removeSchedule(id: number): Promise<void>;
}

export interface FiringDeps extends SuiteDeps {
  timer: ScheduleTimer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export type Firing = 'started' | 'gone' | 'disabled' | 'refused';

/**
 * What a schedule does when pg-boss's cron says it came due: starts a suite of its test cases, or
 * skips when it was disabled or deleted meanwhile (and tells pg-boss to stop, should it still hold
 * it: the project or environment it belonged to may have been deleted). When nothing can run (its
 * test cases gone, one without an environment), says why on the schedule instead.
 */
export async function fireSchedule(deps: FiringDeps, scheduleId: number): Promise<Firing> {
  const schedule = await scheduleToFire(deps.db, scheduleId);
  if (!schedule || !schedule.enabled) {
    await deps.timer.removeSchedule(scheduleId);
    return schedule ? 'disabled' : 'gone';
  }
  try {
    if (!schedule.all_test_cases && schedule.test_case_ids.length === 0) {
      throw new ApiError(400, 'None of the test cases it runs exist any more: choose others.');
    }
    const sources = await runSourcesOf(
      deps.db,
      schedule.organization_id,
      { id: schedule.project_id },
      schedule.all_test_cases
        ? { all: true, environmentId: schedule.environment_id }
        : { testCaseIds: schedule.test_case_ids, environmentId: schedule.environment_id },
    );
    const { suiteId } = await startSuite(deps, {
      projectId: schedule.project_id,
      userId: null,
      source: 'schedule',
      scheduleId,
      sources,
      stepTimeoutMs: schedule.step_timeout_ms,
      runTimeoutMs: schedule.run_timeout_ms,
      retries: schedule.retries,
    });
    await recordFiring(deps.db, scheduleId, { suiteId, error: null, now: deps.now() });
    return 'started';
  } catch (error) {
    const known = error instanceof ApiError;
    if (!known) deps.log.error({ err: error, scheduleId }, 'a schedule could not start its suite');
    const reason = known ? error.message : 'Its runs could not be queued; it tries again when it next comes due.';
    await recordFiring(deps.db, scheduleId, { suiteId: null, error: reason, now: deps.now() });
    return 'refused';
  }
}

/**
 * Brings pg-boss's cron in line with the schedules table, as each process starts: a schedule saved
 * while the queue was unreachable, or one whose pg-boss row was lost, fires again; one deleted with
 * its project stops. Request handlers keep the two in line from then on.
 */
export async function reconcileSchedules(
  deps: Pick<FiringDeps, 'db' | 'timer' | 'log'>,
  queued: readonly QueuedSchedule[],
): Promise<void> {
  const wanted = new Map((await scheduleTimings(deps.db)).filter((s) => s.enabled).map((s) => [s.id, s]));
  for (const q of queued) {
    const want = wanted.get(q.scheduleId);
    if (!want) await deps.timer.removeSchedule(q.scheduleId);
    else if (want.cron === q.cron && want.timezone === q.timezone) wanted.delete(q.scheduleId);
  }
  for (const s of wanted.values()) {
    try {
      await deps.timer.setSchedule(s);
    } catch (error) {
      deps.log.warn({ err: error, scheduleId: s.id }, 'a schedule could not be given to the queue');
    }
  }
}

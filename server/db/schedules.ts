import type { Queryable } from './database.ts';
import type { SuiteStatus } from './suites.ts';

export interface ScheduleRow {
  id: number;
  project_id: number;
  name: string;
  cron: string;
  timezone: string;
  environment_id: number | null;
  environment_label: string | null;
  all_test_cases: boolean;
  /** The chosen test cases that still exist, in id order; empty when it runs all. */
  test_case_ids: number[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
  last_fired_at: Date | null;
  last_error: string | null;
  last_suite_id: number | null;
  last_suite_status: SuiteStatus | null;
  last_suite_created_at: Date | null;
  last_suite_finished_at: Date | null;
}

/** What a schedule holds that a person chooses. */
export interface ScheduleFields {
  name: string;
  cron: string;
  timezone: string;
  environmentId: number | null;
  allTestCases: boolean;
  testCaseIds: readonly number[];
  enabled: boolean;
}

const SELECT_SCHEDULE = `
  SELECT sc.id, sc.project_id, sc.name, sc.cron, sc.timezone, sc.environment_id, e.label AS environment_label,
         sc.all_test_cases, sc.enabled, sc.created_at, sc.updated_at, sc.last_fired_at, sc.last_error,
         sc.last_suite_id, su.status AS last_suite_status, su.created_at AS last_suite_created_at,
         su.finished_at AS last_suite_finished_at,
         COALESCE((SELECT array_agg(st.test_case_id ORDER BY st.test_case_id)
                   FROM schedule_test_cases st WHERE st.schedule_id = sc.id), '{}') AS test_case_ids
  FROM schedules sc
  JOIN projects p ON p.id = sc.project_id
  LEFT JOIN environments e ON e.id = sc.environment_id
  LEFT JOIN suites su ON su.id = sc.last_suite_id`;

export async function listSchedules(db: Queryable, projectId: number): Promise<ScheduleRow[]> {
  return db.query<ScheduleRow>(`${SELECT_SCHEDULE} WHERE sc.project_id = $1 ORDER BY sc.id`, [projectId]);
}

/** The schedule, if the organization has it. */
export async function findSchedule(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await db.query<ScheduleRow>(`${SELECT_SCHEDULE} WHERE sc.id = $1 AND p.organization_id = $2`, [
    id,
    organizationId,
  ]);
  return row;
}

/** A schedule about to fire, with what its runs need from its project. */
export interface ScheduleToFire extends ScheduleRow {
  organization_id: number;
  retries: number;
  step_timeout_ms: number;
  run_timeout_ms: number;
}

export async function scheduleToFire(db: Queryable, id: number): Promise<ScheduleToFire | undefined> {
  const [row] = await db.query<ScheduleToFire>(
    `SELECT q.*, p.organization_id, p.retries, p.step_timeout_ms, p.run_timeout_ms
     FROM (${SELECT_SCHEDULE} WHERE sc.id = $1) q JOIN projects p ON p.id = q.project_id`,
    [id],
  );
  return row;
}

/** Every schedule's timing, for bringing pg-boss's cron in line with this table. */
export async function scheduleTimings(
  db: Queryable,
): Promise<{ id: number; cron: string; timezone: string; enabled: boolean }[]> {
  return db.query(`SELECT id, cron, timezone, enabled FROM schedules ORDER BY id`);
}

export async function insertSchedule(
  tx: Queryable,
  s: ScheduleFields & { projectId: number; userId: number; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO schedules (project_id, name, cron, timezone, environment_id, all_test_cases, enabled,
                            created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [s.projectId, s.name, s.cron, s.timezone, s.environmentId, s.allTestCases, s.enabled, s.userId, s.now],
  );
  await setScheduleTestCases(tx, row!.id, s.allTestCases ? [] : s.testCaseIds);
  return row!.id;
}

export async function updateSchedule(tx: Queryable, id: number, s: ScheduleFields & { now: Date }): Promise<void> {
  await tx.query(
    `UPDATE schedules SET name = $2, cron = $3, timezone = $4, environment_id = $5, all_test_cases = $6,
                          enabled = $7, updated_at = $8
     WHERE id = $1`,
    [id, s.name, s.cron, s.timezone, s.environmentId, s.allTestCases, s.enabled, s.now],
  );
  await setScheduleTestCases(tx, id, s.allTestCases ? [] : s.testCaseIds);
}

async function setScheduleTestCases(tx: Queryable, id: number, testCaseIds: readonly number[]): Promise<void> {
  await tx.query(`DELETE FROM schedule_test_cases WHERE schedule_id = $1`, [id]);
  if (testCaseIds.length === 0) return;
  await tx.query(`INSERT INTO schedule_test_cases (schedule_id, test_case_id) SELECT $1, unnest($2::int[])`, [
    id,
    testCaseIds,
  ]);
}

export async function deleteSchedule(db: Queryable, id: number): Promise<void> {
  await db.query(`DELETE FROM schedules WHERE id = $1`, [id]);
}

/** What the schedule's latest firing did: the suite it started, or why it started none. */
export async function recordFiring(
  db: Queryable,
  id: number,
  f: { suiteId: number | null; error: string | null; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE schedules SET last_fired_at = $2, last_suite_id = COALESCE($3, last_suite_id), last_error = $4
     WHERE id = $1`,
    [id, f.now, f.suiteId, f.error],
  );
}

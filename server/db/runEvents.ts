import type { Queryable } from './database.ts';

/**
 * Every event of a run lands in `run_events` and is announced on this channel with the run's id, so
 * whichever server process serves the run's live view hears of it, wherever the run runs. The
 * payload is only the id: NOTIFY payloads must stay under 8,000 bytes, and frames are far bigger.
 */
export const RUN_EVENTS_CHANNEL = 'testpilot_run_events';

/**
 * What happened during a run: `status` and `step` (a snapshot of the run or a step as it changed),
 * `console`, `pageerror` and `network` (what the page did), `frame` (the page as it looked; only the
 * latest few are kept while the run runs, and none once it ended).
 */
export type RunEventKind = 'status' | 'step' | 'console' | 'pageerror' | 'network' | 'frame';

export interface RunEventRow {
  id: string;
  kind: RunEventKind;
  data: Record<string, unknown>;
}

/**
 * Every statement that adds a run's events first locks the run's row, until it commits. Event ids come
 * from one sequence, so two writers at once (the event writer's batch and a step's record) could take
 * ids 9 and 10 and commit 10 first: a stream reading then would move past 9 and never send it. Under
 * the lock, a run's events commit in the order of their ids. (Transactions that change a run lock its
 * row first too, so the lock adds no new order to wait in.)
 */
const LOCK_RUN = `run_lock AS (SELECT id FROM runs WHERE id = $1 FOR NO KEY UPDATE)`;

const announce = `SELECT pg_notify('${RUN_EVENTS_CHANNEL}', $1::text) FROM (SELECT 1 FROM inserted LIMIT 1) AS any_row`;

/**
 * The run's events of these kinds, oldest first. (Ordered by `run_events.id`: `ORDER BY id` would name
 * the text this query answers, and sort "10" before "9".)
 */
export function runEvents(db: Queryable, runId: number, kinds: readonly RunEventKind[]): Promise<RunEventRow[]> {
  return db.query<RunEventRow>(
    `SELECT id::text, kind, data FROM run_events WHERE run_id = $1 AND kind = ANY($2::text[]) ORDER BY run_events.id`,
    [runId, kinds],
  );
}

/** The run's events after `afterId`, oldest first, at most `limit` of them. */
export function runEventsAfter(db: Queryable, runId: number, afterId: string, limit: number): Promise<RunEventRow[]> {
  return db.query<RunEventRow>(
    `SELECT id::text, kind, data FROM run_events WHERE run_id = $1 AND id > $2::bigint ORDER BY run_events.id LIMIT $3`,
    [runId, afterId, limit],
  );
}

/** The id of the run's latest event ('0' when it has none): where a stream that starts now begins. */
export async function lastRunEventId(db: Queryable, runId: number): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `SELECT COALESCE(MAX(id), 0)::text AS id FROM run_events WHERE run_id = $1`,
    [runId],
  );
  return row!.id;
}

/** Adds events to a run and announces them, in one statement. */
export async function appendRunEvents(
  db: Queryable,
  runId: number,
  events: { kind: RunEventKind; data: unknown }[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `WITH ${LOCK_RUN}, inserted AS (
       INSERT INTO run_events (run_id, kind, data, created_at)
       SELECT run_lock.id, e.kind, e.data, $4
       FROM run_lock, unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS e(kind, data, n)
       ORDER BY e.n RETURNING id
     ) ${announce}`,
    [runId, events.map((e) => e.kind), events.map((e) => JSON.stringify(e.data)), now],
  );
}

/** Records the run's status as it is now (after it was claimed, or ended). */
export async function recordRunStatus(db: Queryable, runId: number, now: Date): Promise<void> {
  await db.query(
    `WITH inserted AS (
       INSERT INTO run_events (run_id, kind, data, created_at)
       SELECT id, 'status', jsonb_build_object('status', status, 'message', message, 'attempt', attempt,
                                               'started_at', started_at, 'finished_at', finished_at,
                                               'failure_class', failure_class), $2
       FROM runs WHERE id = $1 FOR NO KEY UPDATE RETURNING id
     ) ${announce}`,
    [runId, now],
  );
}

/** Records the steps at these positions as they are now (started, ended, or skipped). */
export async function recordSteps(
  db: Queryable,
  runId: number,
  positions: readonly number[],
  now: Date,
): Promise<void> {
  if (positions.length === 0) return;
  await db.query(
    `WITH ${LOCK_RUN}, inserted AS (
       INSERT INTO run_events (run_id, kind, data, created_at)
       SELECT run_id, 'step', jsonb_build_object(
                'id', run_steps.id, 'position', position, 'test_case_step_id', test_case_step_id, 'text', step_text,
                'description', description, 'status', status, 'message', message, 'started_at', started_at,
                'duration_ms', duration_ms, 'locator', locator, 'healed_from', healed_from,
                'replayed', replayed, 'screenshot_id', screenshot_id), $3
       FROM run_lock JOIN run_steps ON run_steps.run_id = run_lock.id
       WHERE position = ANY($2::int[]) ORDER BY position RETURNING id
     ) ${announce}`,
    [runId, positions, now],
  );
}

/** Drops the run's frames but its latest (all of them with `keepLatest` false): a live view needs only that one. */
export async function pruneFrames(db: Queryable, runId: number, keepLatest: boolean): Promise<void> {
  await db.query(
    `DELETE FROM run_events WHERE run_id = $1 AND kind = 'frame'
       AND (NOT $2 OR id < (SELECT MAX(id) FROM run_events WHERE run_id = $1 AND kind = 'frame'))`,
    [runId, keepLatest],
  );
}

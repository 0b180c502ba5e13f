import type { Database, Queryable } from './database.ts';
import { recordRunStatus, recordSteps } from './runEvents.ts';
import type { FailureClass } from '../runner/classify.ts';
import type { RunStatus, RunStepStatus } from './runStatus.ts';

/** A test case as a run copies it when it is queued. */
export interface RunSource {
  testCaseId: number;
  title: string;
  environmentId: number;
  environmentLabel: string;
  environmentUrl: string;
  steps: { id: number; text: string }[];
}

/**
 * Queues one run per source, with its steps listed as pending, so the run shows what it will do
 * and keeps its own copy of the steps if the test case changes meanwhile.
 */
export async function insertRuns(
  tx: Queryable,
  r: {
    projectId: number;
    /** Who started them; null for runs nobody started by hand. */
    userId: number | null;
    sources: RunSource[];
    stepTimeoutMs: number;
    runTimeoutMs: number;
    /** How often a failed run is tried again. */
    retries: number;
    suiteId: number;
    now: Date;
  },
): Promise<number[]> {
  const ids: number[] = [];
  for (const s of r.sources) {
    const [run] = await tx.query<{ id: number }>(
      `INSERT INTO runs (project_id, test_case_id, test_case_title, environment_id, environment_label,
                         environment_url, status, created_by, created_at, step_timeout_ms, run_timeout_ms,
                         retries, suite_id)
       VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        r.projectId,
        s.testCaseId,
        s.title,
        s.environmentId,
        s.environmentLabel,
        s.environmentUrl,
        r.userId,
        r.now,
        r.stepTimeoutMs,
        r.runTimeoutMs,
        r.retries,
        r.suiteId,
      ],
    );
    await tx.query(
      `INSERT INTO run_steps (run_id, test_case_step_id, step_text, position, status)
       SELECT $1, step.id, step.text, step.position, 'pending'
       FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS step(id, text, position)`,
      [run!.id, s.steps.map((step) => step.id), s.steps.map((step) => step.text)],
    );
    ids.push(run!.id);
  }
  return ids;
}

export interface RunRow {
  id: number;
  project_id: number;
  test_case_id: number | null;
  test_case_title: string;
  environment_id: number | null;
  environment_label: string;
  environment_url: string;
  status: RunStatus;
  message: string;
  attempt: number;
  created_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  stop_requested_at: Date | null;
  step_timeout_ms: number;
  run_timeout_ms: number;
  retries: number;
  suite_id: number | null;
  failure_class: FailureClass | null;
  failure_evidence: string;
  detected_class: FailureClass | null;
  class_corrected_at: Date | null;
  class_corrected_by_name: string | null;
  quarantined: boolean;
  /** Tokens the language model used for the run (0 when it was not asked). */
  model_tokens: number;
  /** The model's reading of a failed run's evidence, when a model is configured. */
  explanation: string | null;
}

const SELECT_RUN = `
  SELECT r.id, r.project_id, r.test_case_id, r.test_case_title, r.environment_id, r.environment_label,
         r.environment_url, r.status, r.message, r.attempt, r.created_at, r.started_at, r.finished_at,
         r.stop_requested_at, r.step_timeout_ms, r.run_timeout_ms, r.retries, r.suite_id, r.failure_class,
         r.failure_evidence, r.detected_class, r.class_corrected_at, r.quarantined,
         r.model_tokens, r.explanation,
         (SELECT u.full_name FROM users u WHERE u.id = r.class_corrected_by) AS class_corrected_by_name
  FROM runs r`;

/** The run if the organization has it; undefined when it is missing or another's. */
export async function findRun(db: Queryable, organizationId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await db.query<RunRow>(
    `${SELECT_RUN} JOIN projects p ON p.id = r.project_id WHERE r.id = $1 AND p.organization_id = $2`,
    [id, organizationId],
  );
  return row;
}

export async function runById(db: Queryable, id: number): Promise<RunRow | undefined> {
  const [row] = await db.query<RunRow>(`${SELECT_RUN} WHERE r.id = $1`, [id]);
  return row;
}

export interface RunStepRow {
  id: number;
  position: number;
  test_case_step_id: number | null;
  step_text: string;
  description: string;
  status: RunStepStatus;
  message: string;
  started_at: Date | null;
  finished_at: Date | null;
  duration_ms: number | null;
  locator: string | null;
  healed_from: string | null;
  replayed: boolean;
  screenshot_id: number | null;
}

export function runSteps(db: Queryable, runId: number): Promise<RunStepRow[]> {
  return db.query<RunStepRow>(
    `SELECT id, position, test_case_step_id, step_text, description, status, message, started_at, finished_at,
            duration_ms, locator, healed_from, replayed, screenshot_id
     FROM run_steps WHERE run_id = $1 ORDER BY position, id`,
    [runId],
  );
}

export async function runTraceId(db: Queryable, runId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM run_artifacts WHERE run_id = $1 AND kind = 'trace' ORDER BY id DESC LIMIT 1`,
    [runId],
  );
  return row?.id ?? null;
}

/**
 * Takes a queued run (or one whose worker died) for a worker: running, one attempt more, and
 * anything an earlier attempt wrote cleared. Undefined when the run has ended or was stopped.
 */
export async function claimRun(db: Database, runId: number, now: Date): Promise<RunRow | undefined> {
  return db.transaction(async (tx) => {
    // An attempt still "running" here lost its worker: it is listed as such.
    await tx.query(
      `INSERT INTO run_attempts (run_id, attempt, status, message, failure_kind, started_at, finished_at)
       SELECT id, attempt, 'error', 'The worker running this attempt stopped before it finished.', 'setup',
              COALESCE(started_at, $2), $2
       FROM runs WHERE id = $1 AND status = 'running' AND attempt > 0
       ON CONFLICT DO NOTHING`,
      [runId, now],
    );
    const [claimed] = await tx.query<{ id: number; attempt: number }>(
      `UPDATE runs SET status = 'running', started_at = $2, finished_at = NULL, attempt = attempt + 1, message = ''
       WHERE id = $1 AND status IN ('queued', 'running') AND stop_requested_at IS NULL
       RETURNING id, attempt`,
      [runId, now],
    );
    if (!claimed) return undefined;
    if (claimed.attempt > 1) await clearAttempt(tx, runId, now, { keepArtifacts: false });
    await recordRunStatus(tx, runId, now);
    const [row] = await tx.query<RunRow>(`${SELECT_RUN} WHERE r.id = $1`, [runId]);
    return row;
  });
}

/**
 * Starts a failed run's next attempt on the same worker: its steps pending again and its live
 * events started over; the failed attempt's screenshots and trace stay, listed with the attempt.
 * Undefined when the run was asked to stop meanwhile.
 */
export async function retryRun(db: Database, runId: number, now: Date): Promise<RunRow | undefined> {
  return db.transaction(async (tx) => {
    // While the retry runs, the run says why it is tried again: the failed attempt's own message.
    const [claimed] = await tx.query<{ id: number }>(
      `UPDATE runs r SET attempt = r.attempt + 1,
                         message = COALESCE('Attempt ' || a.attempt || ' failed (' || rtrim(a.message, '.') || '); trying again.', '')
       FROM runs o LEFT JOIN run_attempts a ON a.run_id = o.id AND a.attempt = o.attempt
       WHERE r.id = $1 AND o.id = r.id AND r.status = 'running' AND r.stop_requested_at IS NULL RETURNING r.id`,
      [runId],
    );
    if (!claimed) return undefined;
    await clearAttempt(tx, runId, now, { keepArtifacts: true });
    await recordRunStatus(tx, runId, now);
    const [row] = await tx.query<RunRow>(`${SELECT_RUN} WHERE r.id = $1`, [runId]);
    return row;
  });
}

async function clearAttempt(tx: Queryable, runId: number, now: Date, o: { keepArtifacts: boolean }) {
  await tx.query('DELETE FROM run_events WHERE run_id = $1', [runId]);
  const reset = await tx.query<{ position: number }>(
    `UPDATE run_steps SET status = 'pending', message = '', description = '', started_at = NULL, finished_at = NULL,
                          duration_ms = NULL, locator = NULL, healed_from = NULL, replayed = false,
                          screenshot_id = NULL
     WHERE run_id = $1 RETURNING position`,
    [runId],
  );
  if (!o.keepArtifacts) {
    await tx.query(
      `DELETE FROM run_artifacts a WHERE a.run_id = $1
         AND NOT EXISTS (SELECT 1 FROM run_attempts t WHERE t.run_id = $1 AND a.id IN (t.screenshot_id, t.trace_id))`,
      [runId],
    );
  }
  await recordSteps(
    tx,
    runId,
    reset.map((r) => r.position),
    now,
  );
}

export interface AttemptRecord {
  runId: number;
  attempt: number;
  status: 'passed' | 'failed' | 'stopped' | 'error';
  message: string;
  failureKind: string | null;
  failedPosition: number | null;
  screenshotId: number | null;
  traceId: number | null;
  startedAt: Date;
  finishedAt: Date;
}

export async function recordAttempt(db: Queryable, a: AttemptRecord): Promise<void> {
  await db.query(
    `INSERT INTO run_attempts (run_id, attempt, status, message, failure_kind, failed_position, screenshot_id,
                               trace_id, started_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (run_id, attempt) DO NOTHING`,
    [
      a.runId,
      a.attempt,
      a.status,
      a.message,
      a.failureKind,
      a.failedPosition,
      a.screenshotId,
      a.traceId,
      a.startedAt,
      a.finishedAt,
    ],
  );
}

export interface AttemptRow {
  attempt: number;
  status: 'passed' | 'failed' | 'stopped' | 'error';
  message: string;
  failure_kind: string | null;
  failed_position: number | null;
  screenshot_id: number | null;
  trace_id: number | null;
  started_at: Date;
  finished_at: Date;
}

export function runAttempts(db: Queryable, runId: number): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `SELECT attempt, status, message, failure_kind, failed_position, screenshot_id, trace_id, started_at, finished_at
     FROM run_attempts WHERE run_id = $1 ORDER BY attempt`,
    [runId],
  );
}

export async function startRunStep(
  db: Queryable,
  runId: number,
  position: number,
  description: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE run_steps SET status = 'running', description = $3, started_at = $4 WHERE run_id = $1 AND position = $2`,
    [runId, position, description, now],
  );
  await recordSteps(db, runId, [position], now);
}

export interface EndedStep {
  status: Extract<RunStepStatus, 'passed' | 'failed' | 'skipped'>;
  message: string;
  startedAt: Date;
  durationMs: number;
  locator: string | null;
  healedFrom: string | null;
  replayed: boolean;
  screenshotId: number | null;
}

export async function endRunStep(
  db: Queryable,
  runId: number,
  position: number,
  s: EndedStep,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE run_steps SET status = $3, message = $4, started_at = COALESCE(started_at, $5), duration_ms = $6,
                          locator = $7, healed_from = $8, screenshot_id = $9, finished_at = $10, replayed = $11
     WHERE run_id = $1 AND position = $2`,
    [
      runId,
      position,
      s.status,
      s.message,
      s.startedAt,
      s.durationMs,
      s.locator,
      s.healedFrom,
      s.screenshotId,
      now,
      s.replayed,
    ],
  );
  await recordSteps(db, runId, [position], now);
}

/** Ends a run that is still under way; false when it had already ended. */
export async function finishRun(
  db: Queryable,
  runId: number,
  status: Exclude<RunStatus, 'queued' | 'running'>,
  message: string,
  now: Date,
  classification: { failureClass: FailureClass; evidence: string } | null = null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE runs SET status = $2, message = $3, finished_at = $4, started_at = COALESCE(started_at, $4),
                     failure_class = $5, detected_class = $5, failure_evidence = COALESCE($6, '')
     WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
    [runId, status, message, now, classification?.failureClass ?? null, classification?.evidence ?? null],
  );
  if (rows.length > 0) await endRemainingSteps(db, runId, now);
  return rows.length > 0;
}

/** A person's class for a run; what the rules said stays in detected_class. */
export async function correctRunClass(
  db: Queryable,
  runId: number,
  failureClass: FailureClass,
  userId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE runs SET failure_class = $2, class_corrected_by = $3, class_corrected_at = $4,
                     detected_class = COALESCE(detected_class, failure_class)
     WHERE id = $1`,
    [runId, failureClass, userId, now],
  );
}

/** The project's runs that are waiting or under way. */
export async function activeRunIds(db: Queryable, projectId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM runs WHERE project_id = $1 AND status IN ('queued', 'running') ORDER BY id`,
    [projectId],
  );
  return rows.map((r) => r.id);
}

/** Asks a run to stop: a queued one stops at once, a running one when its worker sees the request. */
export async function requestStop(db: Queryable, runId: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE runs SET stop_requested_at = COALESCE(stop_requested_at, $2) WHERE id = $1 AND status IN ('queued', 'running')`,
    [runId, now],
  );
  await finishRunIfQueued(db, runId, now);
}

async function finishRunIfQueued(db: Queryable, runId: number, now: Date) {
  const rows = await db.query(
    `UPDATE runs SET status = 'stopped', message = 'Stopped before it started.', finished_at = $2
     WHERE id = $1 AND status = 'queued' RETURNING id`,
    [runId, now],
  );
  if (rows.length > 0) await endRemainingSteps(db, runId, now);
}

/** A run that ended skips the steps it did not get to, and says so on its live stream. */
async function endRemainingSteps(db: Queryable, runId: number, now: Date) {
  const skipped = await db.query<{ position: number }>(
    `UPDATE run_steps SET status = 'skipped' WHERE run_id = $1 AND status IN ('pending', 'running') RETURNING position`,
    [runId],
  );
  await recordSteps(
    db,
    runId,
    skipped.map((r) => r.position),
    now,
  );
  await recordRunStatus(db, runId, now);
}

export async function stopRequested(db: Queryable, runId: number): Promise<boolean> {
  const [row] = await db.query<{ stop: boolean }>(
    'SELECT stop_requested_at IS NOT NULL AS stop FROM runs WHERE id = $1',
    [runId],
  );
  return row?.stop ?? true;
}

export async function insertArtifact(
  db: Queryable,
  a: { runId: number; kind: 'screenshot' | 'trace'; name: string; contentType: string; content: Buffer; now: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO run_artifacts (run_id, kind, name, content_type, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [a.runId, a.kind, a.name, a.contentType, a.content, a.now],
  );
  return row!.id;
}

export async function readArtifact(
  db: Queryable,
  runId: number,
  artifactId: number,
): Promise<{ name: string; content_type: string; content: Uint8Array } | undefined> {
  const [row] = await db.query<{ name: string; content_type: string; content: Uint8Array }>(
    'SELECT name, content_type, content FROM run_artifacts WHERE id = $1 AND run_id = $2',
    [artifactId, runId],
  );
  return row;
}

export interface StoredLocator {
  step_key: string;
  locator: unknown;
  fingerprint: unknown;
}

export function loadLocators(db: Queryable, environmentId: number, keys: readonly string[]): Promise<StoredLocator[]> {
  return db.query<StoredLocator>(
    'SELECT step_key, locator, fingerprint FROM step_locators WHERE environment_id = $1 AND step_key = ANY($2::text[])',
    [environmentId, keys],
  );
}

export async function saveLocators(
  db: Queryable,
  environmentId: number,
  entries: { key: string; locator: unknown; fingerprint: unknown }[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO step_locators (environment_id, step_key, locator, fingerprint, updated_at)
     SELECT $1, e.key, e.locator, e.fingerprint, $5
     FROM unnest($2::text[], $3::jsonb[], $4::jsonb[]) AS e(key, locator, fingerprint)
     ON CONFLICT (environment_id, step_key)
     DO UPDATE SET locator = EXCLUDED.locator, fingerprint = EXCLUDED.fingerprint, updated_at = EXCLUDED.updated_at`,
    [
      environmentId,
      entries.map((e) => e.key),
      entries.map((e) => JSON.stringify(e.locator)),
      entries.map((e) => JSON.stringify(e.fingerprint)),
      now,
    ],
  );
}

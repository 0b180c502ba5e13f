import type { Queryable } from './database.ts';

export type SuiteSource = 'manual' | 'schedule' | 'ci';
export type SuiteStatus = 'running' | 'passed' | 'failed' | 'stopped' | 'error';

export interface SuiteRow {
  id: number;
  project_id: number;
  source: SuiteSource;
  schedule_id: number | null;
  commit_sha: string | null;
  created_at: Date;
  status: SuiteStatus;
  finished_at: Date | null;
}

export interface SuiteCounts {
  total: number;
  queued: number;
  running: number;
  passed: number;
  failed: number;
  flaky: number;
  stopped: number;
  error: number;
  /** Runs that did not pass but fail nothing: their test case is quarantined. */
  quarantined: number;
}

export async function insertSuite(
  db: Queryable,
  s: {
    projectId: number;
    source: SuiteSource;
    scheduleId: number | null;
    commitSha: string | null;
    userId: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO suites (project_id, source, schedule_id, commit_sha, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [s.projectId, s.source, s.scheduleId, s.commitSha, s.userId, s.now],
  );
  return row!.id;
}

const SELECT_SUITE = `
  SELECT s.id, s.project_id, s.source, s.schedule_id, s.commit_sha, s.created_at, s.status, s.finished_at
  FROM suites s`;

export async function findSuite(db: Queryable, organizationId: number, id: number): Promise<SuiteRow | undefined> {
  const [row] = await db.query<SuiteRow>(
    `${SELECT_SUITE} JOIN projects p ON p.id = s.project_id WHERE s.id = $1 AND p.organization_id = $2`,
    [id, organizationId],
  );
  return row;
}

export async function suiteById(db: Queryable, id: number): Promise<SuiteRow | undefined> {
  const [row] = await db.query<SuiteRow>(`${SELECT_SUITE} WHERE s.id = $1`, [id]);
  return row;
}

export async function suiteCounts(db: Queryable, suiteId: number): Promise<SuiteCounts> {
  const [row] = await db.query<SuiteCounts>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'queued')::int AS queued,
            count(*) FILTER (WHERE status = 'running')::int AS running,
            count(*) FILTER (WHERE status = 'passed')::int AS passed,
            count(*) FILTER (WHERE status = 'failed' AND NOT quarantined)::int AS failed,
            count(*) FILTER (WHERE status = 'flaky')::int AS flaky,
            count(*) FILTER (WHERE status = 'stopped')::int AS stopped,
            count(*) FILTER (WHERE status = 'error' AND NOT quarantined)::int AS error,
            count(*) FILTER (WHERE status IN ('failed', 'error') AND quarantined)::int AS quarantined
     FROM runs WHERE suite_id = $1`,
    [suiteId],
  );
  return row!;
}

/** A suite whose runs the queue refused: it ended before it began. */
export async function endSuiteAsError(db: Queryable, suiteId: number, now: Date): Promise<void> {
  await db.query(`UPDATE suites SET status = 'error', finished_at = $2 WHERE id = $1`, [suiteId, now]);
}

/** A suite's verdict once every run ended: a failure of a test that is not quarantined fails it. */
export function suiteVerdict(c: SuiteCounts): SuiteStatus {
  if (c.queued + c.running > 0) return 'running';
  if (c.failed > 0) return 'failed';
  if (c.error > 0) return 'error';
  if (c.stopped > 0) return 'stopped';
  return 'passed';
}

/**
 * Ends the suite when its last run has ended; answers the ended suite once, to whichever caller
 * ended it (several workers may end runs of one suite at the same moment).
 */
export async function finishSuiteIfDone(
  db: Queryable,
  suiteId: number,
  now: Date,
): Promise<{ suite: SuiteRow; counts: SuiteCounts } | undefined> {
  const counts = await suiteCounts(db, suiteId);
  const status = suiteVerdict(counts);
  if (status === 'running') return undefined;
  const [row] = await db.query<SuiteRow>(
    `UPDATE suites s SET status = $2, finished_at = $3
     WHERE s.id = $1 AND s.status = 'running'
       AND NOT EXISTS (SELECT 1 FROM runs r WHERE r.suite_id = $1 AND r.status IN ('queued', 'running'))
     RETURNING s.id, s.project_id, s.source, s.schedule_id, s.commit_sha, s.created_at, s.status, s.finished_at`,
    [suiteId, status, now],
  );
  return row ? { suite: row, counts } : undefined;
}

import { KEEP_ALL_EVIDENCE, type EvidencePolicy } from '../runner/attempt/evidence.ts';
import type { Queryable } from './database.ts';

export interface ProjectRow {
  id: number;
  organization_id: number;
  name: string;
  start_urls: string[];
  created_at: Date;
  /** How long a step and a whole run of the project may take. */
  step_timeout_ms: number;
  run_timeout_ms: number;
  /** How often a failed run is tried again. */
  retries: number;
  /** The flakiness score at which a test is quarantined. */
  flaky_threshold: number;
  /** What the project's runs keep: a trace of every attempt or of failed ones, a screenshot per step or of the failed one. */
  trace_policy: TracePolicy;
  screenshot_policy: ScreenshotPolicy;
}

export type TracePolicy = EvidencePolicy['trace'];
export type ScreenshotPolicy = EvidencePolicy['screenshots'];

export interface ProjectSummaryRow {
  id: number;
  name: string;
  environment_count: number;
  test_case_count: number;
  created_at: Date;
}

export async function insertProject(
  db: Queryable,
  p: { organizationId: number; name: string; startUrls: string[]; now: Date },
): Promise<ProjectRow> {
  const [row] = await db.query<ProjectRow>(
    `INSERT INTO projects (organization_id, name, start_urls, created_at) VALUES ($1, $2, $3::text[], $4)
     RETURNING ${PROJECT_FIELDS.join(', ')}`,
    [p.organizationId, p.name, p.startUrls, p.now],
  );
  return row!;
}

const PROJECT_FIELDS = [
  'id',
  'organization_id',
  'name',
  'start_urls',
  'created_at',
  'step_timeout_ms',
  'run_timeout_ms',
  'retries',
  'flaky_threshold',
  'trace_policy',
  'screenshot_policy',
] as const satisfies readonly (keyof ProjectRow)[];

const PROJECT_COLUMNS = PROJECT_FIELDS.map((field) => `p.${field}`).join(', ');

/**
 * The project a user (`u`) works in: the one they chose last, else (say, a colleague created the organization's
 * projects) the organization's first. It is read with the caller's session or API key, in the same query, as
 * `current_project_…` columns: most requests ask for it, and this spares each of them a round trip.
 */
export const CURRENT_PROJECT = {
  columns: PROJECT_FIELDS.map((field) => `cp.${field} AS current_project_${field}`).join(', '),
  join: `LEFT JOIN projects cp ON cp.organization_id = u.organization_id AND cp.id = COALESCE(
    u.current_project_id,
    (SELECT oldest.id FROM projects oldest WHERE oldest.organization_id = u.organization_id
     ORDER BY oldest.created_at, oldest.id LIMIT 1))`,
};

export type CurrentProjectColumns = { [F in keyof ProjectRow as `current_project_${F}`]: ProjectRow[F] | null };

/** The current project read with CURRENT_PROJECT; null when the organization has none. */
export function currentProjectOf(row: CurrentProjectColumns): ProjectRow | null {
  if (row.current_project_id === null) return null;
  // Every field is set when the project is (the columns are NOT NULL); entries lose the keys' types.
  return Object.fromEntries(
    PROJECT_FIELDS.map((field) => [field, row[`current_project_${field}`]]),
  ) as unknown as ProjectRow;
}

/** The project with this id in the organization; undefined when missing or another's. */
export async function findProject(
  db: Queryable,
  organizationId: number,
  projectId: number,
): Promise<ProjectRow | undefined> {
  const [row] = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p WHERE p.id = $1 AND p.organization_id = $2`,
    [projectId, organizationId],
  );
  return row;
}

const SELECT_SUMMARY = `
  SELECT p.id, p.name, p.created_at,
         (SELECT count(*)::int FROM environments e WHERE e.project_id = p.id) AS environment_count,
         (SELECT count(*)::int FROM test_cases t WHERE t.project_id = p.id AND NOT t.proposed) AS test_case_count
  FROM projects p`;

export function listProjectSummaries(db: Queryable, organizationId: number): Promise<ProjectSummaryRow[]> {
  return db.query<ProjectSummaryRow>(`${SELECT_SUMMARY} WHERE p.organization_id = $1 ORDER BY p.created_at, p.id`, [
    organizationId,
  ]);
}

export async function projectSummary(db: Queryable, projectId: number): Promise<ProjectSummaryRow | undefined> {
  const [row] = await db.query<ProjectSummaryRow>(`${SELECT_SUMMARY} WHERE p.id = $1`, [projectId]);
  return row;
}

/**
 * Renames a project or changes its run limits, retries, quarantine threshold or evidence policy; answers the project as
 * it now is.
 */
export async function updateProject(
  db: Queryable,
  projectId: number,
  patch: {
    name?: string;
    stepTimeoutMs?: number;
    runTimeoutMs?: number;
    retries?: number;
    flakyThreshold?: number;
    tracePolicy?: TracePolicy;
    screenshotPolicy?: ScreenshotPolicy;
  },
): Promise<ProjectRow> {
  const [row] = await db.query<ProjectRow>(
    `UPDATE projects SET name = COALESCE($2, name), step_timeout_ms = COALESCE($3, step_timeout_ms),
                         run_timeout_ms = COALESCE($4, run_timeout_ms), retries = COALESCE($5, retries),
                         flaky_threshold = COALESCE($6, flaky_threshold),
                         trace_policy = COALESCE($7, trace_policy), screenshot_policy = COALESCE($8, screenshot_policy)
     WHERE id = $1
     RETURNING ${PROJECT_FIELDS.join(', ')}`,
    [
      projectId,
      patch.name ?? null,
      patch.stepTimeoutMs ?? null,
      patch.runTimeoutMs ?? null,
      patch.retries ?? null,
      patch.flakyThreshold ?? null,
      patch.tracePolicy ?? null,
      patch.screenshotPolicy ?? null,
    ],
  );
  return row!;
}

/** Deletes a project: its environments, test accounts, test cases, runs and schedules go with it (ON DELETE CASCADE). */
export async function deleteProject(db: Queryable, projectId: number): Promise<void> {
  await db.query('DELETE FROM projects WHERE id = $1', [projectId]);
}

/** Locks the project's row until the transaction ends; false when it is gone. */
export async function lockProject(tx: Queryable, projectId: number): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
  return rows.length > 0;
}

/** What a project's runs keep as evidence (a run of a project since deleted keeps everything). */
export async function evidencePolicy(db: Queryable, projectId: number): Promise<EvidencePolicy> {
  const [row] = await db.query<Pick<ProjectRow, 'trace_policy' | 'screenshot_policy'>>(
    'SELECT trace_policy, screenshot_policy FROM projects WHERE id = $1',
    [projectId],
  );
  return row ? { trace: row.trace_policy, screenshots: row.screenshot_policy } : KEEP_ALL_EVIDENCE;
}

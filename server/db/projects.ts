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
}

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
     RETURNING id, organization_id, name, start_urls, created_at, step_timeout_ms, run_timeout_ms, retries, flaky_threshold`,
    [p.organizationId, p.name, p.startUrls, p.now],
  );
  return row!;
}

/** The project with this id in the organization; undefined when missing or another's. */
export async function findProject(
  db: Queryable,
  organizationId: number,
  projectId: number,
): Promise<ProjectRow | undefined> {
  const [row] = await db.query<ProjectRow>(
    `SELECT id, organization_id, name, start_urls, created_at, step_timeout_ms, run_timeout_ms, retries, flaky_threshold
     FROM projects WHERE id = $1 AND organization_id = $2`,
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

/** Renames a project or changes its run limits, retries or quarantine threshold; answers the project as it now is. */
export async function updateProject(
  db: Queryable,
  projectId: number,
  patch: { name?: string; stepTimeoutMs?: number; runTimeoutMs?: number; retries?: number; flakyThreshold?: number },
): Promise<ProjectRow> {
  const [row] = await db.query<ProjectRow>(
    `UPDATE projects SET name = COALESCE($2, name), step_timeout_ms = COALESCE($3, step_timeout_ms),
                         run_timeout_ms = COALESCE($4, run_timeout_ms), retries = COALESCE($5, retries),
                         flaky_threshold = COALESCE($6, flaky_threshold)
     WHERE id = $1
     RETURNING id, organization_id, name, start_urls, created_at, step_timeout_ms, run_timeout_ms, retries, flaky_threshold`,
    [
      projectId,
      patch.name ?? null,
      patch.stepTimeoutMs ?? null,
      patch.runTimeoutMs ?? null,
      patch.retries ?? null,
      patch.flakyThreshold ?? null,
    ],
  );
  return row!;
}

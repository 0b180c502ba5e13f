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

const PROJECT_COLUMNS = `p.id, p.organization_id, p.name, p.start_urls, p.created_at, p.step_timeout_ms, p.run_timeout_ms,
  p.retries, p.flaky_threshold`;

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

/**
 * The user's current project, else the organization's first, in one query (every list asks for it);
 * undefined when the organization has none.
 */
export async function findCurrentProject(
  db: Queryable,
  organizationId: number,
  userId: number,
): Promise<ProjectRow | undefined> {
  const [row] = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM users u
     JOIN projects p ON p.id = COALESCE(
       u.current_project_id,
       (SELECT oldest.id FROM projects oldest WHERE oldest.organization_id = u.organization_id
        ORDER BY oldest.created_at, oldest.id LIMIT 1)
     )
     WHERE u.id = $1 AND p.organization_id = $2`,
    [userId, organizationId],
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

import type { Queryable } from './database.ts';

export interface EnvironmentRow {
  id: number;
  project_id: number;
  label: string;
  url: string;
}

export async function insertEnvironment(
  db: Queryable,
  e: { projectId: number; label: string; url: string; now: Date },
): Promise<EnvironmentRow> {
  const [row] = await db.query<EnvironmentRow>(
    `INSERT INTO environments (project_id, label, url, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id, project_id, label, url`,
    [e.projectId, e.label, e.url, e.now],
  );
  return row!;
}

export function listEnvironments(db: Queryable, projectId: number): Promise<EnvironmentRow[]> {
  return db.query<EnvironmentRow>(
    'SELECT id, project_id, label, url FROM environments WHERE project_id = $1 ORDER BY id',
    [projectId],
  );
}

/** The environment with this id in a project of the organization; undefined when missing or another's. */
export async function findEnvironment(
  db: Queryable,
  organizationId: number,
  environmentId: number,
): Promise<EnvironmentRow | undefined> {
  const [row] = await db.query<EnvironmentRow>(
    `SELECT e.id, e.project_id, e.label, e.url
     FROM environments e JOIN projects p ON p.id = e.project_id
     WHERE e.id = $1 AND p.organization_id = $2`,
    [environmentId, organizationId],
  );
  return row;
}

/** Whether another environment of the project (not `exceptId`) has the label, in any case. */
export async function labelTaken(db: Queryable, projectId: number, label: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM environments WHERE project_id = $1 AND lower(label) = lower($2) AND id <> $3)
       AS taken`,
    [projectId, label, exceptId],
  );
  return row?.taken ?? false;
}

export interface EnvironmentWithProjectRow extends EnvironmentRow {
  project_name: string;
}

/** Every environment of the organization's projects, project by project. */
export function listOrganizationEnvironments(
  db: Queryable,
  organizationId: number,
): Promise<EnvironmentWithProjectRow[]> {
  return db.query<EnvironmentWithProjectRow>(
    `SELECT e.id, e.project_id, e.label, e.url, p.name AS project_name
     FROM environments e JOIN projects p ON p.id = e.project_id
     WHERE p.organization_id = $1
     ORDER BY p.created_at, p.id, e.id`,
    [organizationId],
  );
}

export async function updateEnvironment(
  db: Queryable,
  id: number,
  e: { label: string; url: string },
): Promise<EnvironmentRow> {
  const [row] = await db.query<EnvironmentRow>(
    'UPDATE environments SET label = $2, url = $3 WHERE id = $1 RETURNING id, project_id, label, url',
    [id, e.label, e.url],
  );
  return row!;
}

export async function countEnvironments(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM environments WHERE project_id = $1',
    [projectId],
  );
  return row!.count;
}

/**
 * Counts the project's environments with the project locked until the transaction ends, so
 * two deletions at once cannot both see one environment to spare.
 */
export async function lockEnvironmentCount(tx: Queryable, projectId: number): Promise<number> {
  await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
  return countEnvironments(tx, projectId);
}

/**
 * Deletes the environment: its test accounts (and their mail) go with it, its test cases keep
 * no environment, and past runs keep the label and URL they copied.
 */
export async function deleteEnvironment(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM environments WHERE id = $1', [id]);
}

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

export async function labelTaken(db: Queryable, projectId: number, label: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM environments WHERE project_id = $1 AND lower(label) = lower($2)) AS taken',
    [projectId, label],
  );
  return row?.taken ?? false;
}

import { findEnvironment, type EnvironmentRow } from '../db/environments.ts';
import type { Queryable } from '../db/database.ts';
import { findProject, type ProjectRow } from '../db/projects.ts';
import { ApiError } from '../http/errors.ts';
import type { AuthContext } from '../http/types.ts';

/** Missing and another organization's resources answer alike, so ids tell nothing. */
export function notFound(what: string, id: number): ApiError {
  return new ApiError(404, `${what} ${id} was not found.`);
}

export const NO_PROJECT = 'Create a project first.';

/** The project asked for (404 unless the caller's organization has it), else the caller's current one. */
export async function projectInScope(
  db: Queryable,
  auth: AuthContext,
  projectId: number | undefined,
): Promise<ProjectRow> {
  if (projectId !== undefined) {
    const project = await findProject(db, auth.organizationId, projectId);
    if (!project) throw notFound('Project', projectId);
    return project;
  }
  if (!auth.currentProject) throw new ApiError(400, NO_PROJECT);
  return auth.currentProject;
}

export async function environmentInScope(
  db: Queryable,
  auth: AuthContext,
  environmentId: number,
): Promise<EnvironmentRow> {
  const environment = await findEnvironment(db, auth.organizationId, environmentId);
  if (!environment) throw notFound('Environment', environmentId);
  return environment;
}

import type { Queryable } from '../db/database.ts';
import { findEnvironment } from '../db/environments.ts';
import type { RunSource } from '../db/runRecords.ts';
import { loadTestCases, type TestCaseView } from '../db/testCases.ts';
import { ApiError } from '../http/errors.ts';

/** Which test cases to run: exactly one of the three, each against `environmentId` when given. */
export interface RunSelection {
  testCaseIds?: readonly number[];
  /** Every test case of the project that is not paused. */
  all?: boolean;
  /** Those whose latest run failed. */
  failed?: boolean;
  environmentId?: number | null;
}

/**
 * The test cases a selection names, each with the environment it runs against: what a run request
 * and a schedule firing both start. Refuses (ApiError) what cannot run, saying why.
 */
export async function runSourcesOf(
  db: Queryable,
  organizationId: number,
  project: { id: number },
  selection: RunSelection,
): Promise<RunSource[]> {
  const picked = [selection.testCaseIds !== undefined, selection.all === true, selection.failed === true].filter(
    Boolean,
  ).length;
  if (picked !== 1) {
    throw new ApiError(400, "Say which test cases to run: 'test_case_ids', or 'all': true, or 'failed': true.");
  }
  const chosen = selection.environmentId
    ? await environmentOfProject(db, organizationId, selection.environmentId, project)
    : null;
  let cases: TestCaseView[];
  if (selection.testCaseIds) {
    cases = await loadTestCases(db, { ids: selection.testCaseIds });
    const found = new Set(cases.filter((c) => c.project_id === project.id).map((c) => c.id));
    const missing = selection.testCaseIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiError(404, `Test case ${missing} was not found.`);
  } else {
    cases = (await loadTestCases(db, { projectId: project.id })).filter((c) =>
      selection.all ? c.execution_status !== 'Paused' : c.result === 'Failed',
    );
    if (cases.length === 0) {
      throw new ApiError(
        400,
        selection.all ? 'The project has no test cases to run.' : 'No test case failed on its last run.',
      );
    }
  }
  const sources: RunSource[] = [];
  for (const c of cases) {
    const environment =
      chosen ?? (c.environment_id === null ? undefined : await findEnvironment(db, organizationId, c.environment_id));
    if (!environment) {
      throw new ApiError(400, `Test case ${c.id} (“${c.title}”) has no environment: choose one to run it against.`);
    }
    sources.push({
      testCaseId: c.id,
      title: c.title,
      environmentId: environment.id,
      environmentLabel: environment.label,
      environmentUrl: environment.url,
      steps: c.steps.map((s) => ({ id: s.id, text: s.steps })),
    });
  }
  return sources;
}

/** An environment of the caller's organization (404 otherwise) that belongs to the project (400 otherwise). */
export async function environmentOfProject(
  db: Queryable,
  organizationId: number,
  environmentId: number,
  project: { id: number },
) {
  const environment = await findEnvironment(db, organizationId, environmentId);
  if (!environment) throw new ApiError(404, `Environment ${environmentId} was not found.`);
  if (environment.project_id !== project.id) {
    throw new ApiError(
      400,
      "'environment_id': the environment chosen belongs to another project. Choose one of this project's environments.",
    );
  }
  return environment;
}

import type { Queryable } from '../db/database.ts';
import type { EnvironmentRow } from '../db/environments.ts';
import type { PageRequest } from '../db/listQuery.ts';
import type { RunResult } from '../db/runStatus.ts';
import {
  deleteTestCase,
  findTestCase,
  listTestCasePage,
  loadTestCases,
  replaceSteps,
  updateTestCase,
  type TestCaseView,
} from '../db/testCases.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requiredText } from '../http/fields.ts';
import type { AuthContext, BodyOf, Handler, Services } from '../http/types.ts';
import { addTestCases } from './addTestCases.ts';
import { environmentInScope, notFound, projectInScope } from './scope.ts';
import { modelReadingView } from './stepReadingView.ts';
import { attachSavedReadings, readBeforeSaving } from './steps.ts';

/**
 * The contract's TestCase: the project is known to the caller. A test case with a step the step language does not
 * understand is a Draft, whatever its runs said: it cannot pass as written. So is one whose steps were added to or
 * reworded since its latest run: that run's result is not the result of the steps as they are.
 */
export function testCaseView({ project_id: _project, understood, changed_since_run, steps, ...rest }: TestCaseView) {
  // A step has its model reading only where the model was asked (a step the grammar does not understand).
  const view = {
    ...rest,
    steps: steps.map(({ model_reading, ...step }) =>
      model_reading ? { ...step, model_reading: modelReadingView(model_reading) } : step,
    ),
  };
  return understood && !changed_since_run ? view : { ...view, result: 'Draft' as const };
}

function checkedSteps(steps: string[]): string[] {
  return steps.map((step, i) => requiredText(step, `steps.${i}`));
}

/** The environment, which must be one of the project's (another organization's is a 404). */
export async function environmentOfProject(
  db: Queryable,
  auth: AuthContext,
  environmentId: number,
  project: { id: number },
): Promise<EnvironmentRow> {
  const environment = await environmentInScope(db, auth, environmentId);
  if (environment.project_id !== project.id) {
    throw new ApiError(
      400,
      "'environment_id': the environment chosen belongs to another project. Choose one of this project's environments.",
    );
  }
  return environment;
}

export function testCaseHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  async function oneTestCase(id: number) {
    const [view] = await loadTestCases(db, { ids: [id] });
    if (!view) throw notFound('Test case', id);
    return testCaseView(view);
  }

  return {
    async listTestCases(request) {
      const query = request.query as PageRequest & { project_id?: number; search?: string; status?: RunResult };
      const project = await projectInScope(db, authOf(request), query.project_id);
      const { page, limit } = query;
      const filter = { search: query.search ?? '', status: query.status ?? null };
      const { total, items } = await listTestCasePage(db, project.id, filter, { page, limit });
      return { success: true, meta: { page, limit, total }, data: items.map(testCaseView) };
    },

    async getTestCase(request) {
      const { id } = request.params as { id: number };
      if (!(await findTestCase(db, authOf(request).organizationId, id))) throw notFound('Test case', id);
      return { success: true, data: await oneTestCase(id) };
    },

    async createTestCase(request, reply) {
      const auth = authOf(request);
      const body = request.body as BodyOf<'createTestCase'>;
      const project = await projectInScope(db, auth, body.project_id);
      const environment = await environmentOfProject(db, auth, body.environment_id, project);
      const title = requiredText(body.title, 'title');
      const steps = checkedSteps(body.steps);
      await readBeforeSaving(services, project.id, [{ steps }]);
      const [id] = await addTestCases(db, auth.organizationId, [
        {
          projectId: project.id,
          environmentId: environment.id,
          title,
          goal: body.goal?.trim() ?? '',
          steps,
          expectedResult: body.expected_result?.trim() ?? '',
          executionStatus: body.execution_status ?? 'In Progress',
          now: now(),
        },
      ]);
      await attachSavedReadings(services, [id!]);
      reply.code(201);
      return { success: true, message: 'Test case created.', data: await oneTestCase(id!) };
    },

    async updateTestCase(request) {
      const auth = authOf(request);
      const { id } = request.params as { id: number };
      const body = request.body as BodyOf<'updateTestCase'>;
      const testCase = await findTestCase(db, auth.organizationId, id);
      if (!testCase) throw notFound('Test case', id);
      const title = body.title === undefined ? undefined : requiredText(body.title, 'title');
      const steps = body.steps === undefined ? undefined : checkedSteps(body.steps);
      const environment =
        body.environment_id === undefined
          ? undefined
          : await environmentOfProject(db, auth, body.environment_id, { id: testCase.project_id });
      if (steps) await readBeforeSaving(services, testCase.project_id, [{ steps }]);
      await db.transaction(async (tx) => {
        await updateTestCase(
          tx,
          id,
          {
            title,
            environmentId: environment?.id,
            goal: body.goal?.trim(),
            expectedResult: body.expected_result?.trim(),
            executionStatus: body.execution_status,
          },
          now(),
        );
        if (steps) await replaceSteps(tx, id, steps);
      });
      if (steps) await attachSavedReadings(services, [id]);
      return { success: true, message: 'Test case updated.', data: await oneTestCase(id) };
    },

    async deleteTestCase(request) {
      const { id } = request.params as { id: number };
      if (!(await findTestCase(db, authOf(request).organizationId, id))) throw notFound('Test case', id);
      await deleteTestCase(db, id);
      return { success: true, message: 'Test case deleted.' };
    },
  };
}

import { findIssue, listIssues, setIssueStatus, type IssueStatus, type OccurrenceClass } from '../db/issues.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Handler, Services } from '../http/types.ts';
import { projectInScope } from './scope.ts';

interface IssuePath {
  test_case_id: number;
  test_case_step_id: number;
}

function noIssue({ test_case_id, test_case_step_id }: IssuePath): ApiError {
  return new ApiError(404, `Test case ${test_case_id} has no step ${test_case_step_id}.`);
}

export function issueHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  return {
    async listIssues(request) {
      const query = request.query as {
        project_id?: number;
        page: number;
        limit: number;
        failure_class?: OccurrenceClass;
      };
      const { page, limit } = query;
      const project = await projectInScope(db, authOf(request), query.project_id);
      const { total, issues } = await listIssues(db, project.id, page, limit, query.failure_class ?? null);
      return { success: true, meta: { page, limit, total }, data: issues };
    },

    async getIssue(request) {
      const path = request.params as IssuePath;
      const issue = await findIssue(db, authOf(request).organizationId, path.test_case_id, path.test_case_step_id);
      if (!issue) throw noIssue(path);
      return { success: true, data: issue };
    },

    async updateIssue(request) {
      const auth = authOf(request);
      const path = request.params as IssuePath;
      const { status } = request.body as { status: IssueStatus };
      if (!(await findIssue(db, auth.organizationId, path.test_case_id, path.test_case_step_id))) throw noIssue(path);
      await setIssueStatus(db, path.test_case_step_id, status, now());
      const issue = await findIssue(db, auth.organizationId, path.test_case_id, path.test_case_step_id);
      return { success: true, data: issue };
    },
  };
}

import { ApiError, NO_TOKEN } from './errors.ts';
import { settle, type HttpClient } from './client.ts';
import type { components, operations } from './schema.d.ts';

export type TestCase = components['schemas']['TestCase'];
export type TestCaseStep = components['schemas']['TestCaseStep'];
export type StepReading = components['schemas']['StepReading'];
export type ModelReading = components['schemas']['ModelReading'];
export type TestCaseInput = components['schemas']['TestCaseInput'];
export type TestCasePatch = components['schemas']['TestCasePatch'];
export type RunResult = components['schemas']['RunResult'];
export type StepResult = components['schemas']['StepResult'];
export type ExecutionStatus = components['schemas']['ExecutionStatus'];
export type Dashboard = components['schemas']['Dashboard'];
export type RunSummary = components['schemas']['RunSummary'];
export type Issue = components['schemas']['Issue'];
export type IssueDetail = components['schemas']['IssueDetail'];
export type IssueStatus = IssueDetail['status'];
/** A failure class, or unclassified: what the issues list filters on. */
export type IssueClass = keyof Issue['failed_steps'][number]['classes'];
export type Attachment = components['schemas']['Attachment'];
export type JiraIssueState = components['schemas']['JiraIssueState'];

/** The calls spec §7 says fail with 'No authentication token found' before any request. */
function requireToken(operation: 'listTestCases' | 'getDashboard' | 'listIssues', getToken: () => string | null) {
  if (!getToken()) throw new ApiError(operation, 401, NO_TOKEN, { success: false, message: NO_TOKEN });
}

export type TestCaseQuery = Omit<NonNullable<operations['listTestCases']['parameters']['query']>, 'project_id'>;
export type ResultsQuery = Omit<NonNullable<operations['listResults']['parameters']['query']>, 'project_id'>;

/** The largest page the lists answer. */
export const MAX_PAGE = 100;

/** A query without its empty search, so that no search and an empty one are the same request. */
function withoutBlanks<Q extends { search?: string }>(query: Q): Q {
  const { search, ...rest } = query;
  return (search?.trim() ? { ...rest, search: search.trim() } : rest) as Q;
}

/** Test cases, runs and their results, and issues. */
export function testCasesApi(client: HttpClient, getToken: () => string | null) {
  const query = (projectId: number) => ({ params: { query: { project_id: projectId } } });
  const list = async (projectId: number, page: TestCaseQuery = {}) => {
    requireToken('listTestCases', getToken);
    return settle('listTestCases', () =>
      client.GET('/test-cases', { params: { query: { project_id: projectId, ...withoutBlanks(page) } } }),
    );
  };
  return {
    list,
    /** Every test case of the project, a page of 100 at a time: what a picker offers. */
    listAll: async (projectId: number) => {
      const all: TestCase[] = [];
      for (let page = 1; ; page += 1) {
        const { data, meta } = await list(projectId, { page, limit: MAX_PAGE });
        all.push(...data);
        if (data.length < MAX_PAGE || all.length >= meta.total) return { data: all };
      }
    },
    get: (id: number) => settle('getTestCase', () => client.GET('/test-cases/{id}', { params: { path: { id } } })),
    create: (body: TestCaseInput) => settle('createTestCase', () => client.POST('/test-cases', { body })),
    update: (id: number, body: TestCasePatch) =>
      settle('updateTestCase', () => client.PATCH('/test-cases/{id}', { params: { path: { id } }, body })),
    /** How each line would run: the grammar's reading, or the model's of a line the grammar does not understand. */
    readSteps: (projectId: number | null, lines: string[]) =>
      settle('readSteps', () =>
        client.POST('/steps/read', { body: { ...(projectId === null ? {} : { project_id: projectId }), lines } }),
      ),
    remove: (id: number) =>
      settle('deleteTestCase', () => client.DELETE('/test-cases/{id}', { params: { path: { id } } })),
    attachments: (id: number) =>
      settle('listAttachments', () => client.GET('/test-cases/{id}/attachments', { params: { path: { id } } })),
    removeAttachment: (id: number, attachmentId: number) =>
      settle('deleteAttachment', () =>
        client.DELETE('/test-cases/{id}/attachments/{attachmentId}', { params: { path: { id, attachmentId } } }),
      ),
    dashboard: async (projectId: number) => {
      requireToken('getDashboard', getToken);
      return settle('getDashboard', () => client.GET('/dashboard', query(projectId)));
    },
    results: (projectId: number, page: ResultsQuery = {}) =>
      settle('listResults', () =>
        client.GET('/results', { params: { query: { project_id: projectId, ...withoutBlanks(page) } } }),
      ),
    latestRun: (projectId: number) => settle('getLatestRun', () => client.GET('/runs/latest', query(projectId))),
    issues: async (projectId: number, page: number, limit: number, failureClass: IssueClass | null = null) => {
      requireToken('listIssues', getToken);
      const query = { project_id: projectId, page, limit, ...(failureClass ? { failure_class: failureClass } : {}) };
      return settle('listIssues', () => client.GET('/issues', { params: { query } }));
    },
    issue: (testCaseId: number, stepId: number) =>
      settle('getIssue', () =>
        client.GET('/issues/{test_case_id}/{test_case_step_id}', {
          params: { path: { test_case_id: testCaseId, test_case_step_id: stepId } },
        }),
      ),
    jiraIssue: (testCaseId: number, stepId: number) =>
      settle('getJiraIssue', () =>
        client.GET('/issues/{test_case_id}/{test_case_step_id}/jira', {
          params: { path: { test_case_id: testCaseId, test_case_step_id: stepId } },
        }),
      ),
    createJiraIssue: (testCaseId: number, stepId: number) =>
      settle('createJiraIssue', () =>
        client.POST('/issues/{test_case_id}/{test_case_step_id}/jira', {
          params: { path: { test_case_id: testCaseId, test_case_step_id: stepId } },
        }),
      ),
    setIssueStatus: (testCaseId: number, stepId: number, status: IssueStatus) =>
      settle('updateIssue', () =>
        client.PATCH('/issues/{test_case_id}/{test_case_step_id}', {
          params: { path: { test_case_id: testCaseId, test_case_step_id: stepId } },
          body: { status },
        }),
      ),
  };
}

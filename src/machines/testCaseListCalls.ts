import { api } from '../api/index.ts';
import { ApiError } from '../api/errors.ts';
import type { RunResult } from '../api/testCases.ts';

/*
 * The calls of /test-cases' list, each the `load` of a resource machine (the screen hands them to
 * useResource); the row actions are testCaseActions.ts.
 */

const PAGE_SIZE = 25;

/** `version` and `deletions` are only in the input so that a change to either reloads the list. */
interface TestCaseListInput {
  projectId: number;
  version: number;
  deletions: number;
  page: number;
  search: string;
  status: RunResult | 'All';
}

export const loadTestCases = ({ projectId, page, search, status }: TestCaseListInput) =>
  api.testCases.list(projectId, { page, limit: PAGE_SIZE, search, ...(status === 'All' ? {} : { status }) });

/** The test case a link opens, wherever its page is; null when it no longer exists. */
export const loadLinked = async ({ id }: { id: number | null; version: number; deletions: number }) => {
  if (id === null) return null;
  try {
    return (await api.testCases.get(id)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

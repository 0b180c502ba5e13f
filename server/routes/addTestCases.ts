import type { Database } from '../db/database.ts';
import { insertTestCase, lockTestCaseAllowance, type NewTestCase } from '../db/testCases.ts';
import { ApiError } from '../http/errors.ts';
import { testCaseLimitProblem } from '../plans.ts';

/**
 * Saves test cases all together or not at all, within the plan's limit of the organization:
 * past it, nothing is saved and the answer is a 403 (`what` prefixes its message, e.g. a file name).
 */
export async function addTestCases(
  db: Database,
  organizationId: number,
  cases: NewTestCase[],
  what?: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { plan, used } = await lockTestCaseAllowance(tx, organizationId);
    const problem = testCaseLimitProblem(plan, used, cases.length);
    if (problem) throw new ApiError(403, what ? `${what}: ${problem}` : problem);
    const ids: number[] = [];
    for (const c of cases) ids.push(await insertTestCase(tx, c));
    return ids;
  });
}

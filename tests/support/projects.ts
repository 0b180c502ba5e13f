import type { Queryable } from '../../server/db/database.ts';
import { verifiedAccount } from './accounts.ts';
import type { TestApp } from './testApp.ts';

export function projectBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Shop',
    environments: [
      { label: 'Staging', url: 'https://staging.shop.test' },
      { label: 'Production', url: 'https://shop.test' },
    ],
    ...overrides,
  };
}

export interface ProjectData {
  id: number;
  name: string;
  environments: { id: number; label: string; url: string }[];
}

/** Creates a project through the API; throws unless it answers 201. */
export async function createProject(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<ProjectData> {
  const res = await t.post('/api/v1/projects', projectBody(overrides), token);
  if (res.statusCode !== 201) throw new Error(`create project failed: ${res.body}`);
  return res.json().data;
}

/** A verified account of a new organization with one project of two environments. */
export async function accountWithProject(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await verifiedAccount(t);
  const project = await createProject(t, account.token, overrides);
  const [staging, production] = project.environments;
  return { ...account, project, staging: staging!, production: production! };
}

export function testCaseBody(environmentId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sign in',
    environment_id: environmentId,
    goal: 'A shopper signs in',
    steps: ['Go to /sign-in', 'Type {{account.username}} into Email', 'Click Sign in'],
    expected_result: 'The account page shows the shopper name',
    ...overrides,
  };
}

export interface TestCaseData {
  id: number;
  title: string;
  result: string;
  steps: { id: number; steps: string; status: string; lastRun: string | null }[];
  updated_at: string;
}

export async function createTestCase(
  t: TestApp,
  token: string,
  environmentId: number,
  overrides: Record<string, unknown> = {},
): Promise<TestCaseData> {
  const res = await t.post('/api/v1/test-cases', testCaseBody(environmentId, overrides), token);
  if (res.statusCode !== 201) throw new Error(`create test case failed: ${res.body}`);
  return res.json().data;
}

/** Sets the plan of the organization the user with this email belongs to. */
export async function setPlan(db: Queryable, email: string, plan: 'starter' | 'pro' | 'enterprise') {
  await db.query(
    'UPDATE organizations SET plan = $2 WHERE id = (SELECT organization_id FROM users WHERE lower(email) = lower($1))',
    [email, plan],
  );
}

import { expect, type APIRequestContext } from '@playwright/test';
import type { FixtureApp } from '../fixtures/app/index.ts';
import { PASSWORD, verifiedAccount } from './accounts.ts';

/** A URL too long for a phone's line, with no space to break at. */
export const LONG_URL = 'https://www.example-storefront-with-a-long-domain-name.invalid/en-gb/';
/** A test case title with no space to break at. */
export const LONG_TITLE = 'Checkout_with_a_saved_card_and_a_promotional_code_applied_at_the_basket';

export interface BusyProject {
  token: string;
  passedRun: number;
  failedRun: number;
  /** The failed run's issue: /issues/{testCaseId}/{stepId}. */
  issuePath: string;
}

/**
 * A signed-up, onboarded account whose project fills every screen, and with long words: a long project
 * name and URL, a title without spaces, a run that passed on the fixture and one that failed on an
 * address that does not resolve (an issue with its occurrence), test accounts of every template, a
 * schedule and an API key.
 */
export async function busyProject(request: APIRequestContext, fixture: FixtureApp): Promise<BusyProject> {
  const email = await verifiedAccount(request, 'busy');
  const signin = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  const token = (await signin.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`/api/v1${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };

  const project = await post('/projects', {
    name: 'Checkout and payments for the international storefront',
    environments: [
      { label: 'Local fixture', url: fixture.url },
      { label: 'Production storefront', url: LONG_URL },
    ],
  });
  const [local, production] = project.environments as { id: number }[];
  await post('/onboarding', { step: 'config' });
  await post('/onboarding', { step: 'tests' });
  await post('/credentials', {
    credential: [
      { env_id: local!.id, username: 'katherine.johnson@langley-research-center.example.com', password: PASSWORD },
      {
        env_id: production!.id,
        type: 'password_totp',
        username: 'qa-admin',
        password: PASSWORD,
        totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      },
      { env_id: production!.id, type: 'generated_email', password: PASSWORD },
    ],
  });
  await post('/api-keys', { name: 'GitHub Actions deploy pipeline' });

  const passing = await post('/test-cases', {
    title: 'A shopper searches the catalogue for running shoes and adds a pair to the basket',
    environment_id: local!.id,
    steps: ['Go to /login', 'Expect to see "Sign in"'],
  });
  const failing = await post('/test-cases', {
    title: LONG_TITLE,
    environment_id: production!.id,
    goal: `A returning customer pays at ${LONG_URL}checkout/payment/saved-cards?promotion=WINTER2026`,
    steps: [
      'Go to /en-gb/checkout/payment/saved-cards?promotion=WINTER2026&utm_source=newsletter',
      'Expect to see "Paid"',
    ],
  });
  await post('/test-cases', { title: 'Draft only', environment_id: local!.id, steps: ['Go to /login'] });
  await post('/schedules', {
    project_id: project.id,
    name: 'Nightly regression of the whole storefront',
    cron: '0 2 * * *',
    timezone: 'Europe/London',
    all: true,
  });
  const runs = (await post('/runs', { test_case_ids: [passing.id, failing.id] })) as { id: number }[];
  const statuses = async () =>
    Promise.all(
      runs.map(async (run) => {
        const response = await request.get(`/api/v1/runs/${run.id}`, { headers });
        return (await response.json()).data.status as string;
      }),
    );
  // A run waits for a worker's Chromium, which a loaded machine is slow to start.
  const ended = async () => (await statuses()).every((status) => !/^(queued|running)$/.test(status));
  await expect.poll(ended, { timeout: 120_000, intervals: [1000] }).toBe(true);
  const [passed, failed] = await statuses();
  expect(passed).toBe('passed');
  expect(failed).toMatch(/^(failed|error)$/);

  const issues = await request.get('/api/v1/issues?page=1&limit=10', { headers });
  const issue = (await issues.json()).data.find((i: { test_case_id: number }) => i.test_case_id === failing.id);
  return {
    token,
    passedRun: runs[0]!.id,
    failedRun: runs[1]!.id,
    issuePath: `/issues/${failing.id}/${issue.failed_steps[0].test_case_step_id}`,
  };
}

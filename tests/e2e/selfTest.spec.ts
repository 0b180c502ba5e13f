import { expect, test } from '@playwright/test';
import { PASSWORD, verifiedAccount } from './accounts.ts';

// TestPilot tests itself: a test case in the step language signs up to this very server with a generated
// address, opens the verification link from that address's inbox, signs in and creates a project.
const SELF_TEST = [
  'Go to /signup',
  'Type "Self Test Co" into Company name',
  'Type "Ada Self" into Full name',
  'Type {{account.username}} into Email address',
  'Type {{account.password}} into Password',
  'Click Register',
  'Expect to see "Verify Your Email"',
  'Click the link in the latest email',
  'Expect to see "Account activated successfully! Please log in."',
  'Type {{account.username}} into Email',
  'Type {{account.password}} into Password',
  'Click Login',
  'Type "Self-tested shop" into Project name',
  'Type "Staging" into Environment 1 label',
  'Type "https://staging.example.com" into Environment 1 URL',
  'Type "Production" into Environment 2 label',
  'Type "https://www.example.com" into Environment 2 URL',
  'Click Continue',
  'Expect to see "Project created successfully!"',
];

test('a test case in plain steps signs up to TestPilot, verifies through its inbox, signs in and creates a project', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await verifiedAccount(request, 'selftest');
  const token = (await (await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })).json()).data
    .token;
  const auth = { Authorization: `Bearer ${token}` };
  const project = (
    await (
      await request.post('/api/v1/projects', {
        headers: auth,
        data: {
          name: 'TestPilot itself',
          environments: [
            { label: 'This server', url: baseURL },
            { label: 'Elsewhere', url: 'https://www.example.com' },
          ],
        },
      })
    ).json()
  ).data;
  const env = project.environments[0].id;
  const stored = await request.post('/api/v1/credentials', {
    headers: auth,
    data: { credential: [{ env_id: env, type: 'generated_email', password: 'Self-Test-Passw0rd' }] },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const testCase = await request.post('/api/v1/test-cases', {
    headers: auth,
    data: { title: 'Sign up to TestPilot', environment_id: env, steps: SELF_TEST },
  });
  expect(testCase.status(), await testCase.text()).toBe(201);
  expect((await testCase.json()).data.result).toBe('Draft');

  const queued = await request.post('/api/v1/runs', {
    headers: auth,
    data: { test_case_ids: [(await testCase.json()).data.id] },
  });
  expect(queued.status(), await queued.text()).toBe(201);
  const runId = (await queued.json()).data[0].id;
  let run: { status: string; message: string; steps: { status: string; message: string }[] } | undefined;
  await expect
    .poll(
      async () => {
        run = (await (await request.get(`/api/v1/runs/${runId}`, { headers: auth })).json()).data;
        return run!.status;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .not.toMatch(/^(queued|running)$/);
  expect(run!.status, `${run!.message}\n${JSON.stringify(run!.steps)}`).toBe('passed');
  expect(run!.steps.map((s) => s.status)).toEqual(SELF_TEST.map(() => 'passed'));
});

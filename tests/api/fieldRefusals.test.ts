import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, projectBody } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// A refusal names its field as the form that sends it labels it (issue 39, item 5), and says which field it is in
// `data.field`, so the form shows it under that field; a value out of range is refused, never stored changed (item 8).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The refusal's message and the field it is about. */
function refusal(res: Parameters<typeof expectError>[0]) {
  const body = expectError(res, 400);
  return { message: body.message as string, field: (body.data.field ?? null) as string | null };
}

describe('a refused field', () => {
  it('is named as the sign-up form labels it', async () => {
    expect(refusal(await t.post('/api/v1/signup', signupBody({ full_name: 'x'.repeat(201) })))).toEqual({
      message: 'Full name must be at most 200 characters.',
      field: 'full_name',
    });
    expect(refusal(await t.post('/api/v1/signup', signupBody({ password: 'weakpass1' })))).toEqual({
      message: 'Password must contain at least 1 uppercase letter.',
      field: 'password',
    });
  });

  it("is an environment's URL by its number, as the project form shows it", async () => {
    const { token } = await verifiedAccount(t);
    const body = projectBody({
      environments: [
        { label: '', url: 'staging' },
        { label: 'Production', url: 'https://shop.test' },
      ],
    });
    expect(refusal(await t.post('/api/v1/projects', body, token))).toEqual({
      message: 'Environment 1 label must not be empty.',
      field: 'environments.0.label',
    });
    const url = projectBody({
      environments: [
        { label: 'Staging', url: 'staging' },
        { label: 'Production', url: 'https://shop.test' },
      ],
    });
    const refused = refusal(await t.post('/api/v1/projects', url, token));
    expect(refused).toEqual({
      message: "The URL of environment 'Staging' must be an absolute http(s) URL, such as https://staging.example.com.",
      field: 'environments.0.url',
    });
    expect(refused.message).not.toContain("'environments");
  });

  it("is the Slack card's webhook URL, not 'secret'", async () => {
    const { token, project } = await accountWithProject(t);
    const res = await t.put(`/api/v1/integrations/slack?project_id=${project.id}`, { secret: 'not a url' }, token);
    const refused = refusal(res);
    expect(refused.field).toBe('secret');
    expect(refused.message).toMatch(/^Incoming webhook URL must be an absolute http\(s\) URL/);
    expect(refused.message).not.toContain("'secret'");
  });

  it('is named as the test case form labels it, a step by its number', async () => {
    const { token, staging } = await accountWithProject(t);
    const testCase = (over: Record<string, unknown>) => ({
      title: 'Sign in',
      environment_id: staging.id,
      steps: ['Go to /login'],
      ...over,
    });
    expect(refusal(await t.post('/api/v1/test-cases', testCase({ title: 'x'.repeat(201) }), token))).toEqual({
      message: 'Title must be at most 200 characters.',
      field: 'title',
    });
    expect(refusal(await t.post('/api/v1/test-cases', testCase({ steps: ['Go to /', ' '] }), token))).toEqual({
      message: 'Step 2 must not be blank.',
      field: 'steps.1',
    });
    expect(refusal(await t.post('/api/v1/test-cases', testCase({ expected_result: 'x'.repeat(201) }), token))).toEqual({
      message: 'Expected result must be at most 200 characters.',
      field: 'expected_result',
    });
  });

  it('is named as the schedule form labels it', async () => {
    const { token } = await accountWithProject(t);
    const schedule = { name: 'x'.repeat(101), cron: '0 9 * * 1-5', timezone: 'UTC', all: true };
    expect(refusal(await t.post('/api/v1/schedules', schedule, token))).toEqual({
      message: 'Name must be at most 100 characters.',
      field: 'name',
    });
  });

  it("is a test account's field by its label, and by its number when several are added", async () => {
    const { token, staging } = await accountWithProject(t);
    const account = { env_id: staging.id, username: 'qa@shop.test', password: 'secret' };
    expect(
      refusal(await t.post('/api/v1/credentials', { credential: [{ ...account, username: ' ' }] }, token)),
    ).toEqual({ message: 'Username must not be blank.', field: 'credential.0.username' });
    const several = { credential: [account, { ...account, password: '' }] };
    expect(refusal(await t.post('/api/v1/credentials', several, token))).toEqual({
      message: 'Account 2 password must not be empty.',
      field: 'credential.1.password',
    });
  });

  it('keeps the path of a field no form has, for the API clients that send it', async () => {
    const { token, project } = await accountWithProject(t);
    const res = await t.patch(`/api/v1/projects/${project.id}`, { retries: -3 }, token);
    expect(refusal(res)).toEqual({ message: "'retries' must be at least 0.", field: 'retries' });
  });
});

describe('run limits out of range', () => {
  it('are refused with a message, and the limits stay as they were', async () => {
    const { token, project } = await accountWithProject(t);
    const url = `/api/v1/projects/${project.id}`;
    const before = (await t.get(url, token)).json().data;
    const cases: [Record<string, number>, string][] = [
      [{ step_timeout_ms: 0 }, "'step_timeout_ms' must be at least 1000."],
      [{ retries: -3 }, "'retries' must be at least 0."],
      [{ retries: 6 }, "'retries' must be at most 5."],
      [{ flaky_threshold: 500 }, "'flaky_threshold' must be at most 100."],
      [{ flaky_threshold: 0 }, "'flaky_threshold' must be at least 1."],
      [{ run_timeout_ms: 3_600_001 }, "'run_timeout_ms' must be at most 3600000."],
    ];
    for (const [body, message] of cases) {
      expect(refusal(await t.patch(url, body, token))).toEqual({ message, field: Object.keys(body)[0] });
    }
    expect((await t.get(url, token)).json().data).toEqual(before);
  });
});

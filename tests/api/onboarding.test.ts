import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { createProject } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function completed(token: string): Promise<number> {
  return (await t.get('/api/v1/me', token)).json().data.onboarding.completed;
}

describe('onboarding progress', () => {
  it('moves forward with project, config and tests, and is answered by signin and /me', async () => {
    const { token, email, password } = await verifiedAccount(t);
    expect(await completed(token)).toBe(0);
    expectError(await t.post('/api/v1/onboarding', { step: 'config' }, token), 400, 'Create a project first.');
    expect(await completed(token)).toBe(0);

    const project = await createProject(t, token);
    expect(await completed(token)).toBe(1);

    const config = await t.post('/api/v1/onboarding', { step: 'config' }, token);
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json()).toEqual({ success: true, data: { completed: 2 } });

    await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: project.environments[0]!.id, username: 'u', password: 'p' }] },
      token,
    );
    expect(await completed(token)).toBe(2);

    expect((await t.post('/api/v1/onboarding', { step: 'tests' }, token)).json().data).toEqual({ completed: 3 });
    // Never backward: not by an earlier step, not by a new project.
    expect((await t.post('/api/v1/onboarding', { step: 'config' }, token)).json().data).toEqual({ completed: 3 });
    await createProject(t, token, { name: 'Second' });
    expect(await completed(token)).toBe(3);

    const signin = await t.post('/api/v1/signin', { email, password });
    expect(signin.json().data).toMatchObject({ has_project: true, onboarding: { completed: 3 } });
  });

  it('refuses an unknown step naming the field', async () => {
    const { token } = await verifiedAccount(t);
    await createProject(t, token);
    expectError(
      await t.post('/api/v1/onboarding', { step: 'project' }, token),
      400,
      "'step' must be one of: config, tests.",
    );
    expectError(await t.post('/api/v1/onboarding', {}, token), 400, "'step' is required.");
    expectError(await t.post('/api/v1/onboarding', { step: 'config' }), 401);
    expect(await completed(token)).toBe(1);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase, testCaseBody, type TestCaseData } from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof accountWithProject>>;
let theirs: Awaited<ReturnType<typeof accountWithProject>> & {
  testCase: TestCaseData;
  credentialId: number;
  totpCredentialId: number;
  apiKey: { id: number; key: string };
};

beforeAll(async () => {
  t = await createTestApp();
  mine = await accountWithProject(t);
  const other = await accountWithProject(t);
  const testCase = await createTestCase(t, other.token, other.staging.id);
  const credential = await t.post(
    '/api/v1/credentials',
    { credential: [{ env_id: other.staging.id, username: 'theirs', password: 'Their-Secret1' }] },
    other.token,
  );
  await seedRun(t.db, {
    projectId: other.project.id,
    testCaseId: testCase.id,
    title: testCase.title,
    status: 'failed',
    startedAt: at('2026-11-21T08:00:00Z'),
    finishedAt: at('2026-11-21T08:00:05Z'),
    steps: [{ stepId: testCase.steps[0]!.id, text: 'x', status: 'failed', finishedAt: at('2026-11-21T08:00:05Z') }],
  });
  const totp = await t.post(
    '/api/v1/credentials',
    {
      credential: [
        {
          env_id: other.staging.id,
          type: 'password_totp',
          username: 'theirs',
          password: 'p',
          totp_secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
        },
      ],
    },
    other.token,
  );
  const apiKey = await t.post('/api/v1/api-keys', { name: 'Theirs' }, other.token);
  theirs = {
    ...other,
    testCase,
    credentialId: credential.json().data[0].id,
    totpCredentialId: totp.json().data[0].id,
    apiKey: apiKey.json().data,
  };
});
afterAll(() => t.close());

function importForm(environmentId: number) {
  const form = new FormData();
  form.append('environment_id', String(environmentId));
  form.append('file', new Blob([JSON.stringify({ test_cases: [{ title: 'Mine', steps: ['Open'] }] })]), 'cases.json');
  return form;
}

/** Every call that takes an id, given another organization's: each answers 404, as for a missing one. */
const calls: [string, () => Promise<LightMyRequestResponse>, () => string][] = [
  [
    'PUT /current-project',
    () => t.put('/api/v1/current-project', { project_id: theirs.project.id }, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'GET /{projectId}/environments',
    () => t.get(`/api/v1/${theirs.project.id}/environments`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'POST /{projectId}/environments',
    () => t.post(`/api/v1/${theirs.project.id}/environments`, { label: 'QA', url: 'https://qa.test' }, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'GET /credentials',
    () => t.get(`/api/v1/credentials?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'POST /credentials',
    () =>
      t.post(
        '/api/v1/credentials',
        { credential: [{ env_id: theirs.staging.id, username: 'u', password: 'p' }] },
        mine.token,
      ),
    () => `Environment ${theirs.staging.id} was not found.`,
  ],
  [
    'DELETE /credentials/{id}',
    () => t.delete(`/api/v1/credentials/${theirs.credentialId}`, mine.token),
    () => `Credential ${theirs.credentialId} was not found.`,
  ],
  [
    'GET /test-cases',
    () => t.get(`/api/v1/test-cases?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'POST /test-cases (project_id)',
    () => t.post('/api/v1/test-cases', testCaseBody(mine.staging.id, { project_id: theirs.project.id }), mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'POST /test-cases (environment_id)',
    () => t.post('/api/v1/test-cases', testCaseBody(theirs.staging.id), mine.token),
    () => `Environment ${theirs.staging.id} was not found.`,
  ],
  [
    'POST /test-cases/import',
    () => t.upload('/api/v1/test-cases/import', importForm(theirs.staging.id), mine.token),
    () => `Environment ${theirs.staging.id} was not found.`,
  ],
  [
    'GET /test-cases/{id}',
    () => t.get(`/api/v1/test-cases/${theirs.testCase.id}`, mine.token),
    () => `Test case ${theirs.testCase.id} was not found.`,
  ],
  [
    'PATCH /test-cases/{id}',
    () => t.patch(`/api/v1/test-cases/${theirs.testCase.id}`, { title: 'Mine' }, mine.token),
    () => `Test case ${theirs.testCase.id} was not found.`,
  ],
  [
    'DELETE /test-cases/{id}',
    () => t.delete(`/api/v1/test-cases/${theirs.testCase.id}`, mine.token),
    () => `Test case ${theirs.testCase.id} was not found.`,
  ],
  [
    'GET /dashboard',
    () => t.get(`/api/v1/dashboard?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'GET /results',
    () => t.get(`/api/v1/results?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'GET /runs/latest',
    () => t.get(`/api/v1/runs/latest?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'GET /issues',
    () => t.get(`/api/v1/issues?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'GET /issues/{test_case_id}/{test_case_step_id}',
    () => t.get(`/api/v1/issues/${theirs.testCase.id}/${theirs.testCase.steps[0]!.id}`, mine.token),
    () => `Test case ${theirs.testCase.id} has no step ${theirs.testCase.steps[0]!.id}.`,
  ],
  [
    'PATCH /issues/{test_case_id}/{test_case_step_id}',
    () =>
      t.patch(
        `/api/v1/issues/${theirs.testCase.id}/${theirs.testCase.steps[0]!.id}`,
        { status: 'Ignored' },
        mine.token,
      ),
    () => `Test case ${theirs.testCase.id} has no step ${theirs.testCase.steps[0]!.id}.`,
  ],
  [
    'PATCH /environments/{id}',
    () => t.patch(`/api/v1/environments/${theirs.staging.id}`, { label: 'Mine' }, mine.token),
    () => `Environment ${theirs.staging.id} was not found.`,
  ],
  [
    'POST /environments/{id}/deletion-code',
    () => t.post(`/api/v1/environments/${theirs.staging.id}/deletion-code`, undefined, mine.token),
    () => `Environment ${theirs.staging.id} was not found.`,
  ],
  [
    'DELETE /environments/{id}',
    () => t.delete(`/api/v1/environments/${theirs.staging.id}`, mine.token, { code: '1234' }),
    () => `Environment ${theirs.staging.id} was not found.`,
  ],
  [
    'GET /credentials/{id}/totp',
    () => t.get(`/api/v1/credentials/${theirs.totpCredentialId}/totp`, mine.token),
    () => `Credential ${theirs.totpCredentialId} was not found.`,
  ],
  [
    'GET /inbox',
    () => t.get(`/api/v1/inbox?project_id=${theirs.project.id}`, mine.token),
    () => `Project ${theirs.project.id} was not found.`,
  ],
  [
    'DELETE /api-keys/{id}',
    () => t.delete(`/api/v1/api-keys/${theirs.apiKey.id}`, mine.token),
    () => `API key ${theirs.apiKey.id} was not found.`,
  ],
];

describe("another organization's ids", () => {
  it.each(calls)('%s answers 404 naming the id', async (_name, call, message) => {
    expectError(await call(), 404, message());
  });

  it('leave the other organization untouched', async () => {
    const testCase = await t.get(`/api/v1/test-cases/${theirs.testCase.id}`, theirs.token);
    expect(testCase.statusCode).toBe(200);
    expect(testCase.json().data).toMatchObject({
      title: theirs.testCase.title,
      steps: theirs.testCase.steps.map((s) => ({ id: s.id })),
    });
    expect((await t.get('/api/v1/credentials', theirs.token)).json().data).toHaveLength(2);
    expect(
      (await t.get('/api/v1/environments', theirs.token)).json().data.map((e: { label: string }) => e.label),
    ).toEqual(['Staging', 'Production']);
    expect((await t.get('/api/v1/api-keys', theirs.token)).json().data).toHaveLength(1);
    expect((await t.get('/api/v1/projects', theirs.apiKey.key)).statusCode).toBe(200);
    expect((await t.get('/api/v1/environments', mine.token)).json().data).toHaveLength(2);
    expect((await t.get(`/api/v1/${theirs.project.id}/environments`, theirs.token)).json().data).toHaveLength(2);
    const issue = await t.get(`/api/v1/issues/${theirs.testCase.id}/${theirs.testCase.steps[0]!.id}`, theirs.token);
    expect(issue.json().data.status).toBe('Unresolved');
    expect((await t.get('/api/v1/me', theirs.token)).json().data.current_project_id).toBe(theirs.project.id);
    expect((await t.get('/api/v1/me', mine.token)).json().data.current_project_id).toBe(mine.project.id);
    expect((await t.get('/api/v1/test-cases', mine.token)).json().data).toEqual([]);
    expect((await t.get('/api/v1/credentials', mine.token)).json().data).toEqual([]);
  });
});

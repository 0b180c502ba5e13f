import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject, createTestCase } from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import { createTestApp, MINUTE, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_FEW = 'A project needs at least 2 environments: add another before deleting this one.';
const NO_CODE = 'No deletion code is waiting for this environment: send a new code.';

const threeEnvironments = {
  environments: [
    { label: 'Staging', url: 'https://staging.shop.test' },
    { label: 'Production', url: 'https://shop.test' },
    { label: 'QA', url: 'https://qa.shop.test' },
  ],
};

async function accountWithThreeEnvironments() {
  const account = await accountWithProject(t, threeEnvironments);
  return { ...account, qa: account.project.environments[2]! };
}

/** Asks for a deletion code and reads it from the mail the user received. */
async function requestCode(token: string, email: string, environmentId: number) {
  const res = await t.post(`/api/v1/environments/${environmentId}/deletion-code`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  const code = /delete the environment .+ of .+: (\d{4})/.exec(lastMailTo(t, email).text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return { code, res };
}

/** Another 4-digit code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const deleteWith = (token: string, environmentId: number, code: string) =>
  t.delete(`/api/v1/environments/${environmentId}`, token, { code });

async function environmentIds(token: string, projectId: number): Promise<number[]> {
  const res = await t.get(`/api/v1/${projectId}/environments`, token);
  return res.json().data.map((e: { id: number }) => e.id);
}

describe('GET /api/v1/environments', () => {
  it("lists every environment of the organization's projects with their project, and no one else's", async () => {
    const { token, project } = await accountWithProject(t);
    const second = await createProject(t, token, { name: 'Blog' });
    await accountWithProject(t, { name: 'Not mine' });
    const res = await t.get('/api/v1/environments', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        ...project.environments.map((e) => ({ ...e, project_id: project.id, project_name: 'Shop' })),
        ...second.environments.map((e) => ({ ...e, project_id: second.id, project_name: 'Blog' })),
      ],
    });
    expectError(await t.get('/api/v1/environments'), 401);
  });
});

describe('PATCH /api/v1/environments/{id}', () => {
  it('changes the label and the URL, trimmed', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const res = await t.patch(
      `/api/v1/environments/${staging.id}`,
      { label: ' Pre-production ', url: ' https://pre.shop.test/ ' },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: { id: staging.id, label: 'Pre-production', url: 'https://pre.shop.test/' },
    });
    const url = await t.patch(`/api/v1/environments/${staging.id}`, { url: 'http://10.0.0.5:8080' }, token);
    expect(url.json().data).toEqual({ id: staging.id, label: 'Pre-production', url: 'http://10.0.0.5:8080' });
    expect((await t.get(`/api/v1/${project.id}/environments`, token)).json().data[0]).toEqual(url.json().data);
  });

  it('lets an environment change the case of its own label, but not take another label of the project', async () => {
    const { token, staging, production } = await accountWithProject(t);
    expect((await t.patch(`/api/v1/environments/${staging.id}`, { label: 'STAGING' }, token)).statusCode).toBe(200);
    expectError(
      await t.patch(`/api/v1/environments/${staging.id}`, { label: 'production' }, token),
      400,
      "Name: the label 'production' is already used by another environment of this project.",
    );
    const other = await createProject(t, token, {
      name: 'Other',
      environments: [
        { label: 'Dev', url: 'https://dev.other.test' },
        { label: 'Live', url: 'https://other.test' },
      ],
    });
    expect(
      (await t.patch(`/api/v1/environments/${other.environments[0]!.id}`, { label: 'Production' }, token)).statusCode,
    ).toBe(200);
    expect((await t.get('/api/v1/environments', token)).json().data[1]).toMatchObject({
      id: production.id,
      label: 'Production',
    });
  });

  it('validates the label and URL as at project creation, naming the field as Settings labels it', async () => {
    const { token, staging } = await accountWithProject(t);
    const patch = (body: unknown) => t.patch(`/api/v1/environments/${staging.id}`, body, token);
    expect(expectError(await patch({ label: '   ' }), 400, 'Name must not be blank.').data.field).toBe('label');
    // The contract refuses the URL before the handler runs; without a label in the request, the
    // sentence names the field alone. With one, it names the environment too.
    const url = expectError(
      await patch({ url: 'ftp://files.shop.test' }),
      400,
      'URL must be an absolute http(s) URL, such as https://staging.example.com.',
    );
    // The URL's refusal is the URL field's, which the form shows it under, not the name's.
    expect(url.data.field).toBe('url');
    expectError(
      await patch({ label: 'Staging', url: 'ftp://files.shop.test' }),
      400,
      "The URL of environment 'Staging' must be an absolute http(s) URL, such as https://staging.example.com.",
    );
    expectError(await patch({ url: 'staging.shop.test' }), 400, /^URL must be/);
    expectError(await patch({ label: 'x'.repeat(101) }), 400, 'Name must be at most 100 characters.');
    expectError(await patch({ label: 7 }), 400, 'Name must be of type string.');
    expectError(await patch({}), 400, 'The request body must have at least one field.');
    expectError(await patch({ name: 'QA' }), 400, "'name' is not an accepted field.");
    expect((await t.get('/api/v1/environments', token)).json().data[0]).toMatchObject({
      label: 'Staging',
      url: 'https://staging.shop.test',
    });
  });

  it("answers 404 for another organization's environment and a missing one", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.patch(`/api/v1/environments/${other.staging.id}`, { label: 'Mine' }, token),
      404,
      `Environment ${other.staging.id} was not found.`,
    );
    expectError(
      await t.patch('/api/v1/environments/999999', { label: 'Mine' }, token),
      404,
      'Environment 999999 was not found.',
    );
    expect((await t.get('/api/v1/environments', other.token)).json().data[0].label).toBe('Staging');
  });
});

describe('POST /api/v1/environments/{id}/deletion-code', () => {
  it('mails a 4-digit code, valid 10 minutes, to the signed-in user', async () => {
    const { token, email, qa } = await accountWithThreeEnvironments();
    const { code, res } = await requestCode(token, email, qa.id);
    expect(res.json()).toEqual({
      success: true,
      message: `We sent a 4-digit code to ${email}. It is valid for 10 minutes.`,
      data: { expires_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString() },
    });
    const mail = lastMailTo(t, email);
    expect(mail.text).toContain(`Your code to delete the environment QA of Shop: ${code}`);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain(code);
    expect(code).toMatch(/^\d{4}$/);
    // Only a keyed hash of the code is stored.
    const stored = await t.db.query<{ key_hash: string }>(
      `SELECT key_hash FROM one_time_codes WHERE environment_id = $1`,
      [qa.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).not.toContain(code);
  });

  it('refuses a project of 2 environments before any mail is sent', async () => {
    const { token, staging } = await accountWithProject(t);
    const before = t.mail.length;
    expectError(await t.post(`/api/v1/environments/${staging.id}/deletion-code`, undefined, token), 400, TOO_FEW);
    expect(t.mail.length).toBe(before);
  });

  it('allows 5 codes per user in 15 minutes, then answers 429 without mailing', async () => {
    const { token, email, qa } = await accountWithThreeEnvironments();
    for (let i = 0; i < 5; i += 1) await requestCode(token, email, qa.id);
    const before = t.mail.length;
    expectError(await t.post(`/api/v1/environments/${qa.id}/deletion-code`, undefined, token), 429);
    expect(t.mail.length).toBe(before);
    t.clock.advance(15 * MINUTE + 1000);
    await requestCode(token, email, qa.id);
  });

  it("answers 404 for another organization's environment, and mails nothing", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithThreeEnvironments();
    const before = t.mail.length;
    expectError(
      await t.post(`/api/v1/environments/${other.qa.id}/deletion-code`, undefined, token),
      404,
      `Environment ${other.qa.id} was not found.`,
    );
    expect(t.mail.length).toBe(before);
  });
});

describe('DELETE /api/v1/environments/{id}', () => {
  it('deletes with the right code: accounts go, test cases lose it, past results stay readable', async () => {
    const { token, email, project, staging, qa } = await accountWithThreeEnvironments();
    await t.post(
      '/api/v1/credentials',
      {
        credential: [
          { env_id: qa.id, username: 'qa-user', password: 'Secret-1' },
          { env_id: staging.id, username: 'staging-user', password: 'Secret-2' },
        ],
      },
      token,
    );
    const testCase = await createTestCase(t, token, qa.id, { title: 'Checkout on QA' });
    const runId = await seedRun(t.db, {
      projectId: project.id,
      testCaseId: testCase.id,
      title: 'Checkout on QA',
      environmentLabel: 'QA',
      environmentUrl: 'https://qa.shop.test',
      status: 'failed',
      startedAt: at('2026-11-21T08:00:00Z'),
      finishedAt: at('2026-11-21T08:00:30Z'),
      steps: [
        { stepId: testCase.steps[0]!.id, text: 'Open', status: 'failed', finishedAt: at('2026-11-21T08:00:30Z') },
      ],
    });

    const { code } = await requestCode(token, email, qa.id);
    const res = await deleteWith(token, qa.id, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Environment 'QA' deleted." });

    expect(await environmentIds(token, project.id)).toEqual([staging.id, project.environments[1]!.id]);
    const credentials = (await t.get('/api/v1/credentials', token)).json().data;
    expect(credentials.map((c: { username: string }) => c.username)).toEqual(['staging-user']);
    expect(await t.db.query('SELECT id FROM credentials WHERE environment_id = $1', [qa.id])).toEqual([]);
    expect((await t.get(`/api/v1/test-cases/${testCase.id}`, token)).json().data).toMatchObject({
      environment_id: null,
      environment_label: null,
    });
    const results = await t.get('/api/v1/results', token);
    expect(results.statusCode).toBe(200);
    expect(results.json().data).toEqual([
      expect.objectContaining({
        id: runId,
        test_case_name: 'Checkout on QA',
        environment_label: 'QA',
        url: 'https://qa.shop.test',
        failed_count: 1,
      }),
    ]);
    // The code worked once: the environment is gone.
    expectError(await deleteWith(token, qa.id, code), 404, `Environment ${qa.id} was not found.`);
  });

  it('counts wrong codes down and voids the code after 5', async () => {
    const { token, email, project, qa } = await accountWithThreeEnvironments();
    const { code } = await requestCode(token, email, qa.id);
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      expectError(await deleteWith(token, qa.id, wrong(code)), 400, `That code is not right. You have ${left} left.`);
    }
    expectError(
      await deleteWith(token, qa.id, wrong(code)),
      400,
      'That code is not right. No tries are left: send a new code.',
    );
    expectError(
      await deleteWith(token, qa.id, code),
      400,
      'This code was entered wrongly 5 times and no longer works: send a new code.',
    );
    expect(await environmentIds(token, project.id)).toContain(qa.id);

    const fresh = await requestCode(token, email, qa.id);
    expect((await deleteWith(token, qa.id, fresh.code)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const { token, email, qa } = await accountWithThreeEnvironments();
    const { code } = await requestCode(token, email, qa.id);
    t.clock.advance(10 * MINUTE);
    expectError(await deleteWith(token, qa.id, code), 400, 'This code has expired: send a new code.');
    const fresh = await requestCode(token, email, qa.id);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await deleteWith(token, qa.id, fresh.code)).statusCode).toBe(200);
  });

  it('voids the older code when a new one is sent', async () => {
    const { token, email, qa } = await accountWithThreeEnvironments();
    const first = await requestCode(token, email, qa.id);
    let second = await requestCode(token, email, qa.id);
    // Two random codes may match (1 in 10,000): ask once more so the test tells them apart.
    if (second.code === first.code) second = await requestCode(token, email, qa.id);
    expectError(await deleteWith(token, qa.id, first.code), 400, 'That code is not right. You have 4 tries left.');
    expect((await deleteWith(token, qa.id, second.code)).statusCode).toBe(200);
  });

  it("refuses another environment's code, and a delete without any code", async () => {
    const { token, email, project, staging, qa } = await accountWithThreeEnvironments();
    expectError(await deleteWith(token, qa.id, '1234'), 400, NO_CODE);
    const { code } = await requestCode(token, email, qa.id);
    expectError(await deleteWith(token, staging.id, code), 400, NO_CODE);
    expectError(await t.delete(`/api/v1/environments/${qa.id}`, token, {}), 400, "'code' is required.");
    expectError(await t.delete(`/api/v1/environments/${qa.id}`, token), 400, /request body is required/);
    expectError(await deleteWith(token, qa.id, '12a4'), 400, /'code'/);
    expectError(await deleteWith(token, qa.id, '12345'), 400, /'code'/);
    expect(await environmentIds(token, project.id)).toHaveLength(3);
    expect((await deleteWith(token, qa.id, code)).statusCode).toBe(200);
  });

  it('checks the 2-environment rule again when the code is used', async () => {
    const { token, email, project, production, qa } = await accountWithThreeEnvironments();
    const { code } = await requestCode(token, email, qa.id);
    // Another way the project lost an environment in the meantime.
    await t.db.query('DELETE FROM environments WHERE id = $1', [production.id]);
    expectError(await deleteWith(token, qa.id, code), 400, TOO_FEW);
    expect(await environmentIds(token, project.id)).toContain(qa.id);
  });

  it("answers 404 for another organization's environment, with its own code or theirs", async () => {
    const mine = await accountWithThreeEnvironments();
    const other = await accountWithThreeEnvironments();
    const theirs = await requestCode(other.token, other.email, other.qa.id);
    expectError(
      await deleteWith(mine.token, other.qa.id, theirs.code),
      404,
      `Environment ${other.qa.id} was not found.`,
    );
    expect(await environmentIds(other.token, other.project.id)).toContain(other.qa.id);
    expectError(await deleteWith(mine.token, 999999, '1234'), 404, 'Environment 999999 was not found.');
  });

  it('caps the tries per user at 30 in 15 minutes', async () => {
    const { token, qa } = await accountWithThreeEnvironments();
    for (let i = 0; i < 30; i += 1) expectError(await deleteWith(token, qa.id, '1234'), 400, NO_CODE);
    expectError(await deleteWith(token, qa.id, '1234'), 429);
  });
});

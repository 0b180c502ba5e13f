import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject, createTestCase, projectBody } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/projects', () => {
  it('creates the project with its environments and extra URLs, and makes it current', async () => {
    const { token } = await verifiedAccount(t);
    const res = await t.post(
      '/api/v1/projects',
      projectBody({
        name: '  Shop  ',
        environments: [
          { label: ' Staging ', url: ' https://staging.shop.test/app ' },
          { label: 'Production', url: 'http://shop.test' },
          { label: 'QA', url: 'https://qa.shop.test:8443/' },
        ],
        extra_urls: ['https://shop.test/checkout', '  ', 'https://shop.test/account'],
      }),
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        name: 'Shop',
        environments: [
          { id: expect.any(Number), label: 'Staging', url: 'https://staging.shop.test/app' },
          { id: expect.any(Number), label: 'Production', url: 'http://shop.test' },
          { id: expect.any(Number), label: 'QA', url: 'https://qa.shop.test:8443/' },
        ],
        start_urls: ['https://shop.test/checkout', 'https://shop.test/account'],
        created_at: t.clock.now().toISOString(),
        step_timeout_ms: 10_000,
        run_timeout_ms: 300_000,
        retries: 1,
        flaky_threshold: 30,
        trace_policy: 'always',
        screenshot_policy: 'every_step',
      },
    });

    const me = (await t.get('/api/v1/me', token)).json().data;
    expect(me.has_project).toBe(true);
    expect(me.current_project_id).toBe(body.data.id);
    expect(me.onboarding).toEqual({ completed: 1 });

    const environments = await t.get(`/api/v1/${body.data.id}/environments`, token);
    expect(environments.json().data).toEqual(body.data.environments);
  });

  it('refuses fewer than two environments', async () => {
    const { token } = await verifiedAccount(t);
    const one = projectBody({ environments: [{ label: 'Staging', url: 'https://staging.shop.test' }] });
    expectError(await t.post('/api/v1/projects', one, token), 400, "'environments' must have at least 2 items.");
    expectError(
      await t.post('/api/v1/projects', projectBody({ environments: [] }), token),
      400,
      "'environments' must have at least 2 items.",
    );
    expect((await t.get('/api/v1/projects', token)).json().data).toEqual([]);
  });

  it.each([
    ['no scheme', 'staging.shop.test'],
    ['another scheme', 'ftp://staging.shop.test'],
    ['a script', 'javascript:alert(1)'],
    ['no host', 'https://'],
    ['a relative path', '/staging'],
  ])('refuses an environment URL with %s, naming the environment', async (_case, url) => {
    const { token } = await verifiedAccount(t);
    const body = projectBody({
      environments: [
        { label: 'Staging', url: 'https://staging.shop.test' },
        { label: 'Production', url },
      ],
    });
    expectError(
      await t.post('/api/v1/projects', body, token),
      400,
      "The URL of environment 'Production' must be an absolute http(s) URL, such as https://staging.example.com.",
    );
    expect((await t.get('/api/v1/projects', token)).json().data).toEqual([]);
  });

  it('refuses labels that repeat, whatever their case', async () => {
    const { token } = await verifiedAccount(t);
    const body = projectBody({
      environments: [
        { label: 'Staging', url: 'https://staging.shop.test' },
        { label: 'staging ', url: 'https://shop.test' },
      ],
    });
    expectError(
      await t.post('/api/v1/projects', body, token),
      400,
      "Environment 2 label: the label 'staging' is already used by another environment of this project.",
    );
  });

  it('refuses an extra URL that is not absolute http(s)', async () => {
    const { token } = await verifiedAccount(t);
    expectError(
      await t.post('/api/v1/projects', projectBody({ extra_urls: ['https://shop.test/a', 'shop.test/b'] }), token),
      400,
      'Additional URL 2 must be an absolute http(s) URL, such as https://staging.example.com.',
    );
  });

  it('refuses blank names and labels, and fields of the wrong type, naming them', async () => {
    const { token } = await verifiedAccount(t);
    expectError(
      await t.post('/api/v1/projects', projectBody({ name: '   ' }), token),
      400,
      'Project name must not be blank.',
    );
    expectError(
      await t.post(
        '/api/v1/projects',
        projectBody({
          environments: [
            { label: 'Staging', url: 'https://staging.shop.test' },
            { label: '  ', url: 'https://shop.test' },
          ],
        }),
        token,
      ),
      400,
      'Environment 2 label must not be blank.',
    );
    expectError(
      await t.post('/api/v1/projects', projectBody({ environments: 'two' }), token),
      400,
      "'environments' must be of type array.",
    );
    expectError(await t.post('/api/v1/projects', { environments: [] }, token), 400, 'Project name is required.');
    expectError(
      await t.post(
        '/api/v1/projects',
        projectBody({ environments: [{ label: 'Staging' }, { label: 'Prod', url: 'https://shop.test' }] }),
        token,
      ),
      400,
      'Environment 1 URL is required.',
    );
  });

  it('needs a session', async () => {
    expectError(await t.post('/api/v1/projects', projectBody()), 401);
    expectError(await t.get('/api/v1/projects'), 401);
  });
});

describe('GET /api/v1/projects and PUT /api/v1/current-project', () => {
  it("lists the organization's projects with their counts, and no one else's", async () => {
    const { token, project, staging } = await accountWithProject(t, { name: 'First' });
    await createTestCase(t, token, staging.id);
    const second = await createProject(t, token, {
      name: 'Second',
      environments: [
        { label: 'A', url: 'https://a.test' },
        { label: 'B', url: 'https://b.test' },
        { label: 'C', url: 'https://c.test' },
      ],
    });
    await accountWithProject(t, { name: 'Not mine' });

    const res = await t.get('/api/v1/projects', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: project.id, name: 'First', environment_count: 2, test_case_count: 1, created_at: expect.any(String) },
      { id: second.id, name: 'Second', environment_count: 3, test_case_count: 0, created_at: expect.any(String) },
    ]);
  });

  it('switches the current project', async () => {
    const { token, project } = await accountWithProject(t, { name: 'First' });
    const second = await createProject(t, token, { name: 'Second' });
    expect((await t.get('/api/v1/me', token)).json().data.current_project_id).toBe(second.id);

    const res = await t.put('/api/v1/current-project', { project_id: project.id }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: project.id,
      name: 'First',
      environment_count: 2,
      test_case_count: 0,
      created_at: expect.any(String),
    });
    expect((await t.get('/api/v1/me', token)).json().data.current_project_id).toBe(project.id);
  });

  it("lists the current project's data when no project is named, else the oldest project's", async () => {
    const { token, email, staging, project } = await accountWithProject(t, { name: 'First' });
    await createTestCase(t, token, staging.id, { title: 'In First' });
    const second = await createProject(t, token, { name: 'Second' });
    await createTestCase(t, token, second.environments[0]!.id, { title: 'In Second' });
    const titles = async () =>
      (await t.get('/api/v1/test-cases', token)).json().data.map((c: { title: string }) => c.title);
    expect(await titles()).toEqual(['In Second']);
    // No current project (as after it was deleted): the organization's oldest one.
    await t.db.query('UPDATE users SET current_project_id = NULL WHERE email = $1', [email]);
    expect(await titles()).toEqual(['In First']);
    expect((await t.get('/api/v1/me', token)).json().data).toMatchObject({
      has_project: true,
      current_project_id: project.id,
    });
    // A current project of another organization is never read.
    const other = await accountWithProject(t, { name: 'Not mine' });
    await t.db.query('UPDATE users SET current_project_id = $1 WHERE email = $2', [other.project.id, email]);
    expectError(await t.get('/api/v1/test-cases', token), 400, 'Create a project first.');
  });

  it("answers 404 for a missing project or another organization's", async () => {
    const { token, project } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.put('/api/v1/current-project', { project_id: other.project.id }, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    expectError(
      await t.put('/api/v1/current-project', { project_id: 999999 }, token),
      404,
      'Project 999999 was not found.',
    );
    expect((await t.get('/api/v1/me', token)).json().data.current_project_id).toBe(project.id);
    expectError(
      await t.put('/api/v1/current-project', { project_id: 'one' }, token),
      400,
      "'project_id' must be of type integer.",
    );
  });
});

describe('/api/v1/{projectId}/environments', () => {
  it('adds an environment and lists it', async () => {
    const { token, project, staging, production } = await accountWithProject(t);
    const res = await t.post(
      `/api/v1/${project.id}/environments`,
      { label: ' QA ', url: 'https://qa.shop.test' },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const qa = res.json().data;
    expect(qa).toEqual({ id: expect.any(Number), label: 'QA', url: 'https://qa.shop.test' });
    expect((await t.get(`/api/v1/${project.id}/environments`, token)).json()).toEqual({
      success: true,
      data: [staging, production, qa],
    });
  });

  it('refuses a label the project already has, whatever its case, and a bad URL', async () => {
    const { token, project } = await accountWithProject(t);
    expectError(
      await t.post(`/api/v1/${project.id}/environments`, { label: 'STAGING', url: 'https://x.test' }, token),
      400,
      "Label: the label 'STAGING' is already used by another environment of this project.",
    );
    expectError(
      await t.post(`/api/v1/${project.id}/environments`, { label: 'QA', url: 'qa.shop.test' }, token),
      400,
      "The URL of environment 'QA' must be an absolute http(s) URL, such as https://staging.example.com.",
    );
    expectError(await t.post(`/api/v1/${project.id}/environments`, { label: 'QA' }, token), 400, 'URL is required.');
    expect((await t.get(`/api/v1/${project.id}/environments`, token)).json().data).toHaveLength(2);
  });

  it('lets two projects use the same label', async () => {
    const { token } = await accountWithProject(t);
    const second = await createProject(t, token, { name: 'Second' });
    expect(second.environments.map((e) => e.label)).toEqual(['Staging', 'Production']);
  });

  it("answers 404 for another organization's project and 400 for an id that is not one", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.get(`/api/v1/${other.project.id}/environments`, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    expectError(
      await t.post(`/api/v1/${other.project.id}/environments`, { label: 'QA', url: 'https://qa.test' }, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    expect((await t.get(`/api/v1/${other.project.id}/environments`, other.token)).json().data).toHaveLength(2);
    expectError(await t.get('/api/v1/abc/environments', token), 400, "'projectId' must be of type integer.");
    expectError(await t.get('/api/v1/0/environments', token), 400, "'projectId' must be at least 1.");
  });
});

describe('GET and PATCH /api/v1/projects/{projectId}', () => {
  it('reads a project and changes its name and run limits, and refuses limits out of range', async () => {
    const { token, project } = await accountWithProject(t);
    const url = `/api/v1/projects/${project.id}`;
    expect((await t.get(url, token)).json().data).toMatchObject({ id: project.id, step_timeout_ms: 10_000 });
    const res = await t.patch(url, { name: ' Web shop ', step_timeout_ms: 5_000, run_timeout_ms: 60_000 }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Web shop', step_timeout_ms: 5_000, run_timeout_ms: 60_000 });
    expectError(await t.patch(url, { step_timeout_ms: 500 }, token), 400, "'step_timeout_ms' must be at least 1000.");
    expectError(
      await t.patch(url, { run_timeout_ms: 10_000, step_timeout_ms: 20_000 }, token),
      400,
      "'run_timeout_ms' must be at least the time a step may take ('step_timeout_ms').",
    );
    expectError(await t.patch(url, {}, token), 400);
  });

  it("answers 404 for another organization's project", async () => {
    const mine = await accountWithProject(t);
    const theirs = await accountWithProject(t);
    expectError(await t.get(`/api/v1/projects/${theirs.project.id}`, mine.token), 404);
    expectError(await t.patch(`/api/v1/projects/${theirs.project.id}`, { name: 'Mine now' }, mine.token), 404);
  });
});

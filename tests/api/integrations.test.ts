import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../server/security/encryption.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import {
  GITHUB_TOKEN,
  githubStandIn,
  GITLAB_TOKEN,
  gitlabStandIn,
  JIRA_EMAIL,
  JIRA_TOKEN,
  jiraStandIn,
  SLACK_HOOK_PATH,
  slackStandIn,
  webhookStandIn,
  type StandIn,
} from '../support/standIns.ts';
import { APP_URL, createTestApp, type TestApp } from '../support/testApp.ts';

const WEBHOOK_SECRET = 'whsec_0123456789abcdef';

let t: TestApp;
let slack: StandIn;
let webhook: StandIn;
let github: StandIn;
let gitlab: StandIn;
let jira: Awaited<ReturnType<typeof jiraStandIn>>;
beforeAll(async () => {
  t = await createTestApp();
  [slack, webhook, github, gitlab, jira] = await Promise.all([
    slackStandIn(),
    webhookStandIn(),
    githubStandIn(),
    gitlabStandIn(),
    jiraStandIn(),
  ]);
});
afterAll(async () => {
  await Promise.all([slack, webhook, github, gitlab, jira].map((s) => s.close()));
  await t.close();
});

const connect = (kind: string, body: Record<string, unknown>, token: string, projectId?: number) =>
  t.put(`/api/v1/integrations/${kind}${projectId ? `?project_id=${projectId}` : ''}`, body, token);

const bodies = () => ({
  slack: { secret: `${slack.url}${SLACK_HOOK_PATH}` },
  webhook: { url: `${webhook.url}/testpilot`, secret: WEBHOOK_SECRET },
  github: { repository: 'acme/shop', base_url: github.url, secret: GITHUB_TOKEN },
  gitlab: { project: 'acme/shop', base_url: gitlab.url, secret: GITLAB_TOKEN },
  jira: { site_url: jira.url, email: JIRA_EMAIL, project_key: 'shop', secret: JIRA_TOKEN },
});

async function connected(
  kind: keyof ReturnType<typeof bodies>,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await connect(kind, { ...bodies()[kind], ...overrides }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('connecting, listing and disconnecting', () => {
  it('keeps the secret encrypted, answers only its last characters, and keeps it when an update leaves it out', async () => {
    const { token, project } = await accountWithProject(t);
    const hook = `${slack.url}${SLACK_HOOK_PATH}`;
    const res = await connect('slack', { secret: hook }, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Slack connected.',
      data: {
        kind: 'slack',
        config: {},
        has_secret: true,
        secret_hint: hook.slice(-4),
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
        last_delivery: null,
      },
    });
    expect(res.body).not.toContain(SLACK_HOOK_PATH);

    const [row] = await t.db.query<{ secret_encrypted: string; config: unknown }>(
      `SELECT secret_encrypted, config FROM integrations WHERE project_id = $1 AND kind = 'slack'`,
      [project.id],
    );
    expect(row!.secret_encrypted).not.toContain('hooks');
    expect(row!.secret_encrypted).not.toContain(SLACK_HOOK_PATH.slice(-10));
    expect(decryptSecret(row!.secret_encrypted, t.secretKey)).toBe(hook);

    const gh = await connect('github', { repository: 'acme/shop', secret: GITHUB_TOKEN }, token);
    expect(gh.statusCode, gh.body).toBe(201);
    expect(gh.json().data.config).toEqual({ repository: 'acme/shop', base_url: 'https://api.github.com' });

    const list = await t.get('/api/v1/integrations', token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((i: { kind: string }) => i.kind)).toEqual(['slack', 'github']);
    expect(list.body).not.toContain(GITHUB_TOKEN);
    expect(list.body).not.toContain(SLACK_HOOK_PATH);
    expect(list.body).not.toContain('secret_encrypted');

    t.clock.advance(60_000);
    const update = await connect('github', { repository: 'acme/store' }, token);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().message).toBe('GitHub settings saved.');
    expect(update.json().data.config.repository).toBe('acme/store');
    const [kept] = await t.db.query<{ secret_encrypted: string }>(
      `SELECT secret_encrypted FROM integrations WHERE project_id = $1 AND kind = 'github'`,
      [project.id],
    );
    expect(decryptSecret(kept!.secret_encrypted, t.secretKey)).toBe(GITHUB_TOKEN);

    const gone = await t.delete('/api/v1/integrations/slack', token);
    expect(gone.json()).toEqual({ success: true, message: 'Slack disconnected.' });
    expect((await t.get('/api/v1/integrations', token)).json().data.map((i: { kind: string }) => i.kind)).toEqual([
      'github',
    ]);
    expect(
      await t.db.query(`SELECT id FROM integrations WHERE project_id = $1 AND kind = 'slack'`, [project.id]),
    ).toEqual([]);
    expectError(await t.delete('/api/v1/integrations/slack', token), 404, 'Slack is not connected to this project.');
  });

  it("keeps each project's integrations apart, and another organization's project answers 404", async () => {
    const { token, project } = await accountWithProject(t);
    const other = await accountWithProject(t);
    await connected('webhook', other.token);
    expect((await t.get(`/api/v1/integrations?project_id=${project.id}`, token)).json().data).toEqual([]);
    expectError(await t.get(`/api/v1/integrations?project_id=${other.project.id}`, token), 404);
    expectError(await connect('slack', bodies().slack, token, other.project.id), 404);
    expectError(await t.delete(`/api/v1/integrations/webhook?project_id=${other.project.id}`, token), 404);
    expectError(await t.get('/api/v1/integrations'), 401);
  });
});

describe('validation', () => {
  it('names the field as its card labels it and says what it must be', async () => {
    const { token } = await accountWithProject(t);
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['github', { repository: 'acme', secret: 'x' }, 'Repository must be owner/name, such as acme/shop.'],
      ['github', { repository: 'acme/shop' }, 'Token is required to connect GitHub: a token.'],
      ['github', { repository: 'acme/shop', secret: '  ' }, 'Token must not be blank.'],
      [
        'github',
        { repository: 'acme/shop', secret: 'x', base_url: 'api.github.com' },
        'API URL must be an absolute http(s) URL, such as https://api.github.com.',
      ],
      [
        'slack',
        { secret: 'ftp://hooks.slack.com/x' },
        /^Incoming webhook URL must be an absolute http\(s\) URL, such as https:\/\/hooks\.slack\.com/,
      ],
      [
        'slack',
        { url: 'https://hooks.slack.com/x', secret: 'https://hooks.slack.com/x' },
        "'url' is not a Slack setting: Slack takes 'secret'.",
      ],
      [
        'webhook',
        { secret: WEBHOOK_SECRET },
        'Payload URL is required for Webhook (https://hooks.example.com/testpilot).',
      ],
      [
        'webhook',
        { url: 'https://hooks.example.com', secret: 'short' },
        'Signing secret must be at least 16 characters: it signs every delivery.',
      ],
      ['gitlab', { project: 'not a path', secret: 'x' }, /^Project ID or path must be the project's id/],
      [
        'jira',
        { site_url: 'https://acme.atlassian.net', email: 'nobody', project_key: 'SHOP', secret: 'x' },
        'Account email must be a valid email address.',
      ],
      [
        'jira',
        { site_url: 'https://acme.atlassian.net', email: JIRA_EMAIL, project_key: '1-SHOP', secret: 'x' },
        /^Project key must be a Jira project key/,
      ],
      ['jira', { site_url: 'https://acme.atlassian.net', secret: 'x' }, /^Account email is required for Jira/],
    ];
    for (const [kind, body, message] of cases) expectError(await connect(kind, body, token), 400, message);
    expectError(
      await connect('slack', { secret: 'https://x.test', colour: 'red' }, token),
      400,
      "'colour' is not an accepted field.",
    );
    expectError(await connect('teams', { secret: 'x' }, token), 400, /'kind'/);
    expect((await t.get('/api/v1/integrations', token)).json().data).toEqual([]);
  });

  it('refuses link-local and metadata addresses, which this server never reaches', async () => {
    const { token } = await accountWithProject(t);
    expectError(
      await connect('webhook', { url: 'http://169.254.169.254/latest/meta-data', secret: WEBHOOK_SECRET }, token),
      400,
      'Payload URL may not be reached from this server: Blocked 169.254.169.254: 169.254.169.254 is a link-local (cloud metadata) address, which runs never reach.',
    );
    expectError(
      await connect('github', { repository: 'acme/shop', base_url: 'http://[fe80::1]/', secret: 'x' }, token),
      400,
      /^API URL may not be reached from this server: Blocked/,
    );
    expectError(
      await connect('slack', { secret: 'http://100.100.100.200/hook' }, token),
      400,
      'Incoming webhook URL may not be reached from this server: Blocked 100.100.100.200: 100.100.100.200 is a cloud metadata address, which runs never reach.',
    );
  });
});

describe('POST /api/v1/integrations/{kind}/test', () => {
  it('posts a message to Slack and says what Slack answered, refusals included', async () => {
    const { token } = await accountWithProject(t);
    await connected('slack', token);
    const before = slack.received.length;
    const res = await t.post('/api/v1/integrations/slack/test', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Slack accepted the test message.',
      data: { accepted: true, status: 200, message: '200 ok' },
    });
    const [sent] = slack.received.slice(before);
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe(SLACK_HOOK_PATH);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.json).toMatchObject({
      text: expect.stringContaining('TestPilot is connected'),
      blocks: expect.any(Array),
    });

    slack.answerNext({ status: 410, body: 'channel_is_archived' });
    const refused = await t.post('/api/v1/integrations/slack/test', undefined, token);
    expect(refused.json()).toEqual({
      success: true,
      message: 'Slack did not accept the test message: 410 channel_is_archived',
      data: { accepted: false, status: 410, message: '410 channel_is_archived' },
    });
    const [listed] = (await t.get('/api/v1/integrations', token)).json().data;
    expect(listed.last_delivery).toEqual({
      event: 'test',
      status: 'failed',
      attempts: 1,
      message: '410 channel_is_archived',
      at: t.clock.now().toISOString(),
    });
  });

  it('signs the webhook ping with the stored secret', async () => {
    const { token } = await accountWithProject(t);
    await connected('webhook', token);
    const before = webhook.received.length;
    const res = await t.post('/api/v1/integrations/webhook/test', undefined, token);
    expect(res.json().data).toEqual({ accepted: true, status: 202, message: '202 {"received":true}' });
    const [sent] = webhook.received.slice(before);
    expect(sent!.path).toBe('/testpilot');
    expect(sent!.headers['x-testpilot-event']).toBe('ping');
    expect(sent!.headers['x-testpilot-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(sent!.raw).digest('hex')}`;
    expect(sent!.headers['x-testpilot-signature']).toBe(expected);
    expect(sent!.json).toEqual({
      event: 'ping',
      delivered_at: t.clock.now().toISOString(),
      data: { message: 'TestPilot is connected.', app_url: APP_URL },
    });
  });

  it('asks GitHub, GitLab and Jira for the repository or project with the token', async () => {
    const { token } = await accountWithProject(t);
    await connected('github', token);
    await connected('gitlab', token);
    await connected('jira', token);

    const gh = await t.post('/api/v1/integrations/github/test', undefined, token);
    expect(gh.json().data).toEqual({ accepted: true, status: 200, message: '200' });
    const ghSent = github.received.at(-1)!;
    expect([ghSent.method, ghSent.path]).toEqual(['GET', '/repos/acme/shop']);
    expect(ghSent.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(ghSent.headers.accept).toBe('application/vnd.github+json');
    expect(ghSent.headers['x-github-api-version']).toBe('2022-11-28');

    const gl = await t.post('/api/v1/integrations/gitlab/test', undefined, token);
    expect(gl.json().data.accepted).toBe(true);
    const glSent = gitlab.received.at(-1)!;
    expect([glSent.method, glSent.path]).toEqual(['GET', '/api/v4/projects/acme%2Fshop']);
    expect(glSent.headers['private-token']).toBe(GITLAB_TOKEN);

    const jr = await t.post('/api/v1/integrations/jira/test', undefined, token);
    expect(jr.json().data.accepted).toBe(true);
    const jrSent = jira.received.at(-1)!;
    expect([jrSent.method, jrSent.path]).toEqual(['GET', '/rest/api/3/project/SHOP']);
    expect(jrSent.headers.authorization).toBe(`Basic ${Buffer.from(`${JIRA_EMAIL}:${JIRA_TOKEN}`).toString('base64')}`);

    // A wrong token: the service's own words come back.
    const wrongToken = await connect(
      'github',
      { repository: 'acme/shop', base_url: github.url, secret: 'ghp_wrong' },
      token,
    );
    expect(wrongToken.statusCode, wrongToken.body).toBe(200);
    const wrong = await t.post('/api/v1/integrations/github/test', undefined, token);
    expect(wrong.json()).toMatchObject({
      message: 'GitHub did not accept the test message: 401 Bad credentials',
      data: { accepted: false, status: 401, message: '401 Bad credentials' },
    });
    const { secret: _kept, ...jiraSettings } = bodies().jira;
    expect((await connect('jira', { ...jiraSettings, project_key: 'NOPE' }, token)).statusCode).toBe(200);
    const missing = await t.post('/api/v1/integrations/jira/test', undefined, token);
    expect(missing.json().data).toEqual({
      accepted: false,
      status: 404,
      message: "404 No project could be found with key 'NOPE'.",
    });
  });

  it('says so when the service cannot be reached, and when the integration is not connected', async () => {
    const { token } = await accountWithProject(t);
    const closed = await slackStandIn();
    await closed.close();
    await connect('slack', { secret: `${closed.url}${SLACK_HOOK_PATH}` }, token);
    const res = await t.post('/api/v1/integrations/slack/test', undefined, token);
    expect(res.json().data).toEqual({
      accepted: false,
      status: null,
      message: `Could not reach ${closed.url.replace('http://', '')}: the connection was refused`,
    });
    expectError(
      await t.post('/api/v1/integrations/gitlab/test', undefined, token),
      400,
      'GitLab is not connected to this project: connect it first.',
    );
  });
});

/** A test case whose second step failed in two runs, the latest with a screenshot. */
async function failingIssue(token: string, projectId: number, environmentId: number) {
  const testCase = await createTestCase(t, token, environmentId, {
    title: 'Checkout',
    steps: ['Go to /cart', 'Click Pay with the saved card'],
  });
  const step = testCase.steps[1]!;
  await seedRun(t.db, {
    projectId,
    testCaseId: testCase.id,
    title: 'Checkout',
    status: 'failed',
    steps: [
      {
        stepId: step.id,
        text: step.steps,
        status: 'failed',
        message: 'Timed out',
        finishedAt: at('2026-11-01T10:00:00Z'),
      },
    ],
  });
  const latest = await seedRun(t.db, {
    projectId,
    testCaseId: testCase.id,
    title: 'Checkout',
    status: 'failed',
    environmentUrl: 'https://staging.shop.test',
    steps: [
      {
        stepId: step.id,
        text: step.steps,
        status: 'failed',
        message: 'Card declined',
        finishedAt: at('2026-11-02T09:31:00Z'),
      },
    ],
  });
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const [artifact] = await t.db.query<{ id: number }>(
    `INSERT INTO run_artifacts (run_id, kind, name, content_type, content, created_at)
     VALUES ($1, 'screenshot', 'step-2.png', 'image/png', $2, now()) RETURNING id`,
    [latest, png],
  );
  await t.db.query('UPDATE run_steps SET screenshot_id = $1 WHERE run_id = $2', [artifact!.id, latest]);
  return { testCase, step, latest, png, path: `/api/v1/issues/${testCase.id}/${step.id}/jira` };
}

describe('Jira issues from issues', () => {
  it('says where to connect Jira while it is not', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const { path } = await failingIssue(token, project.id, staging.id);
    expect((await t.get(path, token)).json()).toEqual({ success: true, data: { connected: false, issue: null } });
    expectError(
      await t.post(path, undefined, token),
      400,
      'Jira is not connected to this project: connect it in Settings › Integrations first.',
    );
  });

  it('creates the issue with its evidence, attaches the latest screenshot, and shows it from then on', async () => {
    const { token, project, staging } = await accountWithProject(t);
    await connected('jira', token);
    const { testCase, step, latest, png, path } = await failingIssue(token, project.id, staging.id);
    const before = jira.received.length;

    const res = await t.post(path, undefined, token);
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json().data.key as string;
    expect(key).toMatch(/^SHOP-\d+$/);
    expect(res.json()).toEqual({
      success: true,
      message: `Jira issue ${key} created. The latest screenshot is attached.`,
      data: { key, url: `${jira.url}/browse/${key}`, created_at: t.clock.now().toISOString() },
    });

    const [create, attach] = jira.received.slice(before);
    expect([create!.method, create!.path]).toEqual(['POST', '/rest/api/3/issue']);
    const fields = (create!.json as { fields: Record<string, unknown> }).fields;
    expect(fields).toMatchObject({
      project: { key: 'SHOP' },
      issuetype: { name: 'Bug' },
      summary: 'Checkout: Click Pay with the saved card',
      description: { type: 'doc', version: 1 },
    });
    const description = JSON.stringify(fields.description);
    for (const evidence of [
      'Click Pay with the saved card',
      'Card declined',
      'Timed out',
      'Staging',
      'https://staging.shop.test',
      `${APP_URL}/live-test?run=${latest}`,
      `${APP_URL}/issues/${testCase.id}/${step.id}`,
    ]) {
      expect(description).toContain(evidence);
    }
    expect(attach!.path).toBe(`/rest/api/3/issue/${key}/attachments`);
    expect(attach!.headers['x-atlassian-token']).toBe('no-check');
    expect(jira.attachments.at(-1)).toEqual({ key, name: 'step-2.png', type: 'image/png', size: png.length });

    expect((await t.get(path, token)).json().data).toEqual({
      connected: true,
      issue: { key, url: `${jira.url}/browse/${key}`, created_at: t.clock.now().toISOString() },
    });
    expectError(
      await t.post(path, undefined, token),
      409,
      `This issue is in Jira already: ${key} (${jira.url}/browse/${key}).`,
    );
  });

  it("shows Jira's own words when it refuses the issue, and keeps nothing", async () => {
    const { token, project, staging } = await accountWithProject(t);
    await connected('jira', token, { issue_type: 'Story' });
    const { path } = await failingIssue(token, project.id, staging.id);
    expectError(
      await t.post(path, undefined, token),
      400,
      'Jira refused the issue: 400: issuetype: Specify a valid issue type',
    );
    expect((await t.get(path, token)).json().data).toEqual({ connected: true, issue: null });

    jira.answerNext({ status: 503, body: { errorMessages: ['Service unavailable'], errors: {} } });
    expectError(await t.post(path, undefined, token), 502, 'Jira could not create the issue: 503: Service unavailable');
  });

  it("answers 404 for another organization's issue", async () => {
    const { token, project, staging } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const { path } = await failingIssue(token, project.id, staging.id);
    expectError(await t.get(path, other.token), 404);
    expectError(await t.post(path, undefined, other.token), 404);
  });
});

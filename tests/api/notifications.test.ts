import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesOf, type DeliveryRow } from '../../server/db/integrations.ts';
import type { SuiteEndedEvent, TestTurnedFlakyEvent } from '../../server/notify/notifier.ts';
import { startRunner, type Runner } from '../../server/runner/service.ts';
import { accountWithProject } from '../support/projects.ts';
import {
  GITHUB_TOKEN,
  githubStandIn,
  GITLAB_TOKEN,
  gitlabStandIn,
  SLACK_HOOK_PATH,
  slackStandIn,
  webhookStandIn,
  type Received,
  type StandIn,
} from '../support/standIns.ts';
import { APP_URL, createTestApp, type TestApp } from '../support/testApp.ts';

// The app with the queue of a server process that runs no tests (RUNNER_CONCURRENCY=0): it still
// works the deliveries, as every process that starts the runner does.
const quiet = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };
const WEBHOOK_SECRET = 'whsec_0123456789abcdef';
const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b';

let t: TestApp;
let runner: Runner;
let slack: StandIn;
let webhook: StandIn;
let github: StandIn;
let gitlab: StandIn;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date() });
  runner = await startRunner(
    t.db,
    { concurrency: 0, chromePath: undefined, browserWsEndpoint: undefined, privateNetworks: 'allow', model: null },
    t.secretKey,
    quiet,
    // Retries 1-2 s apart, then 2-4 s: the test waits for them, never for a fixed time.
    { queue: { deliveryRetryDelaySeconds: 1 } },
  );
  [slack, webhook, github, gitlab] = await Promise.all([
    slackStandIn(),
    webhookStandIn(),
    githubStandIn(),
    gitlabStandIn(),
  ]);
});
afterAll(async () => {
  await runner.stop();
  await Promise.all([slack, webhook, github, gitlab].map((s) => s.close()));
  await t.close();
});

/** A project with every notifying integration connected, pointing at the stand-ins. */
async function connectedProject(only?: string[]) {
  const account = await accountWithProject(t);
  const bodies: Record<string, Record<string, unknown>> = {
    slack: { secret: `${slack.url}${SLACK_HOOK_PATH}` },
    webhook: { url: `${webhook.url}/hooks/${account.project.id}`, secret: WEBHOOK_SECRET },
    github: { repository: 'acme/shop', base_url: github.url, secret: GITHUB_TOKEN },
    gitlab: { project: '4521', base_url: gitlab.url, secret: GITLAB_TOKEN },
  };
  for (const [kind, body] of Object.entries(bodies)) {
    if (only && !only.includes(kind)) continue;
    const res = await t.put(`/api/v1/integrations/${kind}`, body, account.token);
    expect(res.statusCode, res.body).toBe(201);
  }
  return account;
}

async function integrationId(projectId: number, kind: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM integrations WHERE project_id = $1 AND kind = $2', [
    projectId,
    kind,
  ]);
  return row!.id;
}

/** Waits until every delivery of the integration is settled (delivered or failed for good). */
async function settledDeliveries(projectId: number, kind: string, count: number): Promise<DeliveryRow[]> {
  const id = await integrationId(projectId, kind);
  for (;;) {
    const rows = await deliveriesOf(t.db, id);
    if (rows.length >= count && rows.every((d) => d.status === 'delivered' || d.status === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function suiteEnded(projectId: number, overrides: Partial<SuiteEndedEvent> = {}): SuiteEndedEvent {
  return {
    projectId,
    projectName: 'Shop',
    suiteId: 12,
    environmentLabel: 'Staging',
    status: 'failed',
    total: 20,
    passed: 17,
    failed: 2,
    flaky: 1,
    quarantined: 0,
    commitSha: null,
    url: `${APP_URL}/suites/12`,
    failedRuns: [
      {
        runId: 301,
        title: 'Checkout',
        environmentLabel: 'Staging',
        message: 'Expected "Thank you" but the page said "Card declined"',
        failureClass: 'app_bug',
        url: `${APP_URL}/live-test?run=301`,
      },
      {
        runId: 302,
        title: 'Search <beta>',
        environmentLabel: 'Staging',
        message: 'No button named Search',
        failureClass: 'broken_test',
        url: `${APP_URL}/live-test?run=302`,
      },
    ],
    ...overrides,
  };
}

const forProject = (projectId: number) => (r: Received) => r.path === `/hooks/${projectId}`;

describe('Notifier.suiteEnded', () => {
  it('posts a failed suite to Slack and to the webhook, signed, with links to the suite and its failed runs', async () => {
    const { project, token } = await connectedProject(['slack', 'webhook']);
    const slackBefore = slack.received.length;
    await runner.notifier.suiteEnded(suiteEnded(project.id));

    const [hook] = await webhook.waitFor(1, forProject(project.id));
    expect(hook!.method).toBe('POST');
    expect(hook!.headers['x-testpilot-event']).toBe('suite.failed');
    expect(hook!.headers['x-testpilot-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(hook!.raw).digest('hex')}`;
    expect(hook!.headers['x-testpilot-signature']).toBe(signature);
    expect(hook!.json).toEqual({
      event: 'suite.failed',
      delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        project: { id: project.id, name: 'Shop' },
        suite: {
          id: 12,
          status: 'failed',
          environment: 'Staging',
          total: 20,
          passed: 17,
          failed: 2,
          flaky: 1,
          quarantined: 0,
          commit_sha: null,
          url: `${APP_URL}/suites/12`,
        },
        failed_runs: [
          expect.objectContaining({ run_id: 301, failure_class: 'app_bug', url: `${APP_URL}/live-test?run=301` }),
          expect.objectContaining({ run_id: 302, title: 'Search <beta>', failure_class: 'broken_test' }),
        ],
      },
    });

    const [message] = (await slack.waitFor(slackBefore + 1)).slice(slackBefore);
    expect(message!.path).toBe(SLACK_HOOK_PATH);
    const body = message!.json as { text: string; blocks: { text: { text: string } }[] };
    expect(body.text).toBe(`Suite 12 of Shop failed on Staging: 2 of 20 failed (1 flaky) ${APP_URL}/suites/12`);
    const blocks = body.blocks.map((b) => b.text.text).join('\n');
    expect(blocks).toContain(`<${APP_URL}/suites/12|Open the suite>`);
    expect(blocks).toContain(`<${APP_URL}/live-test?run=301|Checkout>`);
    // Slack's markup characters in a title are escaped, so a title cannot forge a link.
    expect(blocks).toContain(`<${APP_URL}/live-test?run=302|Search &lt;beta&gt;>`);
    expect(blocks).toContain('_(app bug)_');

    const [delivered] = await settledDeliveries(project.id, 'webhook', 1);
    expect(delivered).toMatchObject({
      event: 'suite.failed',
      status: 'delivered',
      attempts: 1,
      message: '202 {"received":true}',
    });
    await settledDeliveries(project.id, 'slack', 1);
    const listed = (await t.get('/api/v1/integrations', token)).json().data;
    expect(
      listed.map((i: { kind: string; last_delivery: { status: string } }) => [i.kind, i.last_delivery?.status]),
    ).toEqual([
      ['slack', 'delivered'],
      ['webhook', 'delivered'],
    ]);
  });

  it('sends nothing to Slack or the webhook for a suite that passed', async () => {
    const { project } = await connectedProject(['slack', 'webhook']);
    await runner.notifier.suiteEnded(suiteEnded(project.id, { status: 'passed', failed: 0, failedRuns: [] }));
    for (const kind of ['slack', 'webhook'])
      expect(await deliveriesOf(t.db, await integrationId(project.id, kind))).toEqual([]);
  });

  it('retries a delivery the service answered 500, with the same delivery id, until it is accepted', async () => {
    const { project } = await connectedProject(['webhook']);
    webhook.answerNext({ status: 500, body: 'upstream broke' });
    await runner.notifier.suiteEnded(suiteEnded(project.id));
    const [first, second] = await webhook.waitFor(2, forProject(project.id));
    expect(second!.headers['x-testpilot-delivery']).toBe(first!.headers['x-testpilot-delivery']);
    // Each attempt is signed afresh: its delivered_at changed.
    expect(second!.headers['x-testpilot-signature']).toBe(
      `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(second!.raw).digest('hex')}`,
    );
    const [delivery] = await settledDeliveries(project.id, 'webhook', 1);
    expect(delivery).toMatchObject({ id: first!.headers['x-testpilot-delivery'], status: 'delivered', attempts: 2 });
  });

  it('does not retry what Slack refused (a 4xx), and records why', async () => {
    const { project, token } = await connectedProject(['slack']);
    const before = slack.received.length;
    slack.answerNext({ status: 404, body: 'no_service' });
    await runner.notifier.suiteEnded(suiteEnded(project.id));
    const [delivery] = await settledDeliveries(project.id, 'slack', 1);
    // 'failed' is written only once no retry will follow.
    expect(delivery).toMatchObject({ event: 'suite.failed', status: 'failed', attempts: 1, message: '404 no_service' });
    expect(slack.received.length - before).toBe(1);
    const [listed] = (await t.get('/api/v1/integrations', token)).json().data;
    expect(listed.last_delivery).toMatchObject({ status: 'failed', attempts: 1, message: '404 no_service' });
  });

  it('refuses to deliver to a link-local address, whatever the stored settings say, without retrying', async () => {
    const { project } = await connectedProject(['webhook']);
    await t.db.query(
      `UPDATE integrations SET config = '{"url": "http://169.254.169.254/latest/meta-data"}' WHERE project_id = $1`,
      [project.id],
    );
    await runner.notifier.suiteEnded(suiteEnded(project.id));
    const [delivery] = await settledDeliveries(project.id, 'webhook', 1);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      message:
        'Blocked 169.254.169.254: 169.254.169.254 is a link-local (cloud metadata) address, which runs never reach.',
    });
  });
});

describe('commit statuses', () => {
  it('marks the commit pending when the suite starts, then failure (GitHub) and failed (GitLab) at its end', async () => {
    const { project } = await connectedProject(['github', 'gitlab']);
    const sha = `${SHA.slice(0, 35)}${String(project.id).padStart(5, '0')}`;
    const statusPath = (r: Received) => r.path.endsWith(`/statuses/${sha}`);
    await runner.notifier.suiteStarted({
      projectId: project.id,
      suiteId: 12,
      commitSha: sha,
      url: `${APP_URL}/suites/12`,
      total: 20,
    });
    const [ghPending] = await github.waitFor(1, statusPath);
    const [glRunning] = await gitlab.waitFor(1, statusPath);
    // The end is sent once the start was delivered, as a suite's own end comes after its start.
    await settledDeliveries(project.id, 'github', 1);
    await settledDeliveries(project.id, 'gitlab', 1);
    await runner.notifier.suiteEnded(suiteEnded(project.id, { commitSha: sha }));
    const [, ghEnd] = await github.waitFor(2, statusPath);
    const [, glEnd] = await gitlab.waitFor(2, statusPath);

    expect([ghPending!.method, ghPending!.path]).toEqual(['POST', `/repos/acme/shop/statuses/${sha}`]);
    for (const r of [ghPending!, ghEnd!]) {
      expect(r.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
      expect(r.headers.accept).toBe('application/vnd.github+json');
      expect(r.headers['x-github-api-version']).toBe('2022-11-28');
    }
    expect(ghPending!.json).toEqual({
      state: 'pending',
      target_url: `${APP_URL}/suites/12`,
      description: 'Running 20 tests',
      context: 'testpilot',
    });
    expect(ghEnd!.json).toEqual({
      state: 'failure',
      target_url: `${APP_URL}/suites/12`,
      description: '2 of 20 failed (1 flaky) on Staging',
      context: 'testpilot',
    });

    expect([glRunning!.method, glRunning!.path]).toEqual(['POST', `/api/v4/projects/4521/statuses/${sha}`]);
    expect(glRunning!.headers['private-token']).toBe(GITLAB_TOKEN);
    expect(glRunning!.json).toEqual({
      state: 'running',
      target_url: `${APP_URL}/suites/12`,
      description: 'Running 20 tests',
      name: 'testpilot',
    });
    expect(glEnd!.json).toMatchObject({ state: 'failed', name: 'testpilot', target_url: `${APP_URL}/suites/12` });
    const deliveries = await settledDeliveries(project.id, 'github', 2);
    expect(deliveries.map((d) => [d.event, d.status])).toEqual([
      ['status.running', 'delivered'],
      ['status.failed', 'delivered'],
    ]);
  });

  it('marks a passed suite success, and sends no status without a commit', async () => {
    const { project } = await connectedProject(['github', 'gitlab', 'slack']);
    const sha = `${SHA.slice(0, 30)}${String(project.id).padStart(10, '0')}`;
    await runner.notifier.suiteStarted({
      projectId: project.id,
      suiteId: 13,
      commitSha: null,
      url: `${APP_URL}/suites/13`,
      total: 3,
    });
    await runner.notifier.suiteEnded(
      suiteEnded(project.id, {
        suiteId: 14,
        status: 'passed',
        total: 3,
        passed: 3,
        failed: 0,
        flaky: 0,
        commitSha: sha,
        failedRuns: [],
      }),
    );
    const [gh] = await github.waitFor(1, (r) => r.path.endsWith(sha));
    const [gl] = await gitlab.waitFor(1, (r) => r.path.endsWith(sha));
    expect(gh!.json).toMatchObject({ state: 'success', description: '3 of 3 passed on Staging' });
    expect(gl!.json).toMatchObject({ state: 'success' });
    expect((await settledDeliveries(project.id, 'github', 1)).map((d) => d.event)).toEqual(['status.passed']);
    expect(await deliveriesOf(t.db, await integrationId(project.id, 'slack'))).toEqual([]);
  });
});

describe('Notifier.testTurnedFlaky', () => {
  it('tells Slack and the webhook which test turned flaky, with its score and run', async () => {
    const { project } = await connectedProject(['slack', 'webhook']);
    const slackBefore = slack.received.length;
    const event: TestTurnedFlakyEvent = {
      projectId: project.id,
      projectName: 'Shop',
      testCaseId: 5,
      title: 'Checkout',
      environmentLabel: 'Staging',
      score: 42,
      runId: 301,
      url: `${APP_URL}/live-test?run=301`,
    };
    await runner.notifier.testTurnedFlaky(event);
    const [hook] = await webhook.waitFor(1, forProject(project.id));
    expect(hook!.headers['x-testpilot-event']).toBe('test.flaky');
    expect((hook!.json as { data: unknown }).data).toEqual({
      project: { id: project.id, name: 'Shop' },
      test_case: { id: 5, title: 'Checkout' },
      environment: 'Staging',
      score: 42,
      run_id: 301,
      url: `${APP_URL}/live-test?run=301`,
    });
    const [message] = (await slack.waitFor(slackBefore + 1)).slice(slackBefore);
    expect((message!.json as { text: string }).text).toBe(
      `Checkout turned flaky on Staging in Shop (score 42/100) ${APP_URL}/live-test?run=301`,
    );
  });

  it('sends nothing once the integration is disconnected', async () => {
    const { project, token } = await connectedProject(['webhook']);
    await t.delete('/api/v1/integrations/webhook', token);
    const before = webhook.received.length;
    await runner.notifier.testTurnedFlaky({
      projectId: project.id,
      projectName: 'Shop',
      testCaseId: 5,
      title: 'Checkout',
      environmentLabel: 'Staging',
      score: 42,
      runId: 301,
      url: `${APP_URL}/live-test?run=301`,
    });
    expect(await t.db.query('SELECT id FROM integrations WHERE project_id = $1', [project.id])).toEqual([]);
    expect(webhook.received.length).toBe(before);
  });
});

import { createHmac } from 'node:crypto';
import type { IntegrationConfig, IntegrationKind } from '../db/integrations.ts';
import type { CommitState, DeliveryPayload } from './messages.ts';
import { jsonOf, type OutboundRequest } from './outbound.ts';

/** An integration as a request needs it: its config and its secret, decrypted. */
export interface Connection {
  kind: IntegrationKind;
  config: IntegrationConfig;
  secret: string;
}

export const SERVICE_NAMES: Record<IntegrationKind, string> = {
  slack: 'Slack',
  webhook: 'Webhook',
  github: 'GitHub',
  gitlab: 'GitLab',
  jira: 'Jira',
};

export const GITHUB_API_DEFAULT = 'https://api.github.com';
export const GITLAB_DEFAULT = 'https://gitlab.com';
export const JIRA_ISSUE_TYPE_DEFAULT = 'Bug';
/** The context (GitHub) and name (GitLab) our commit statuses go by. */
export const STATUS_CONTEXT = 'testpilot';
const USER_AGENT = 'TestPilot';

const GITHUB_STATES: Record<CommitState, string> = {
  running: 'pending',
  passed: 'success',
  failed: 'failure',
  error: 'error',
  stopped: 'error',
};
// GitLab has a state for a pipeline under way and one for a cancelled one.
const GITLAB_STATES: Record<CommitState, string> = {
  running: 'running',
  passed: 'success',
  failed: 'failed',
  error: 'failed',
  stopped: 'canceled',
};

const json = (body: unknown) => JSON.stringify(body);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the X-TestPilot-Signature header carries it. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

function githubHeaders(token: string): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': USER_AGENT,
  };
}

function githubRepoUrl(config: IntegrationConfig): string {
  const [owner, repo] = (config.repository ?? '').split('/');
  return `${trimSlash(config.base_url ?? GITHUB_API_DEFAULT)}/repos/${encodeURIComponent(owner!)}/${encodeURIComponent(repo!)}`;
}

function gitlabProjectUrl(config: IntegrationConfig): string {
  return `${trimSlash(config.base_url ?? GITLAB_DEFAULT)}/api/v4/projects/${encodeURIComponent(config.project ?? '')}`;
}

/** Jira Cloud's basic authentication: the account's email and an API token. */
export function jiraHeaders(c: Connection): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${c.config.email ?? ''}:${c.secret}`).toString('base64')}`,
    accept: 'application/json',
    'user-agent': USER_AGENT,
  };
}

export function jiraSite(c: Connection): string {
  return trimSlash(c.config.site_url ?? '');
}

function webhookRequest(
  c: Connection,
  event: string,
  data: Record<string, unknown>,
  deliveryId: string,
  now: Date,
): OutboundRequest {
  const body = json({ event, delivered_at: now.toISOString(), data });
  return {
    method: 'POST',
    url: c.config.url ?? '',
    headers: {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-testpilot-event': event,
      'x-testpilot-delivery': deliveryId,
      'x-testpilot-signature': webhookSignature(c.secret, body),
    },
    body,
  };
}

function slackRequest(c: Connection, text: string, blocks: unknown[]): OutboundRequest {
  return {
    method: 'POST',
    url: c.secret,
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
    body: json({ text, blocks }),
  };
}

/** The request one attempt of a delivery makes, or null when the payload is not for this kind. */
export function deliveryRequest(
  c: Connection,
  payload: DeliveryPayload,
  deliveryId: string,
  now: Date,
): OutboundRequest | null {
  if (c.kind === 'slack' && payload.kind === 'slack') return slackRequest(c, payload.text, payload.blocks);
  if (c.kind === 'webhook' && payload.kind === 'webhook') {
    return webhookRequest(c, payload.event, payload.data, deliveryId, now);
  }
  if (payload.kind !== 'commit_status') return null;
  if (c.kind === 'github') {
    return {
      method: 'POST',
      url: `${githubRepoUrl(c.config)}/statuses/${encodeURIComponent(payload.sha)}`,
      headers: { ...githubHeaders(c.secret), 'content-type': 'application/json' },
      body: json({
        state: GITHUB_STATES[payload.state],
        target_url: payload.targetUrl,
        description: payload.description,
        context: STATUS_CONTEXT,
      }),
    };
  }
  if (c.kind === 'gitlab') {
    return {
      method: 'POST',
      url: `${gitlabProjectUrl(c.config)}/statuses/${encodeURIComponent(payload.sha)}`,
      headers: { 'private-token': c.secret, 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: json({
        state: GITLAB_STATES[payload.state],
        target_url: payload.targetUrl,
        description: payload.description,
        name: STATUS_CONTEXT,
      }),
    };
  }
  return null;
}

/**
 * 'Send a test message': a message where the service shows messages (Slack, the webhook), and
 * where it does not, a read that proves the token reaches the repository or project.
 */
export function testRequest(c: Connection, deliveryId: string, now: Date, appUrl: string): OutboundRequest {
  switch (c.kind) {
    case 'slack': {
      const text = `TestPilot is connected: failed suites and tests that turn flaky will be posted here. ${appUrl}`;
      return slackRequest(c, text, [{ type: 'section', text: { type: 'mrkdwn', text: `:white_check_mark: ${text}` } }]);
    }
    case 'webhook':
      return webhookRequest(c, 'ping', { message: 'TestPilot is connected.', app_url: appUrl }, deliveryId, now);
    case 'github':
      return { method: 'GET', url: githubRepoUrl(c.config), headers: githubHeaders(c.secret) };
    case 'gitlab':
      return {
        method: 'GET',
        url: gitlabProjectUrl(c.config),
        headers: { 'private-token': c.secret, 'user-agent': USER_AGENT },
      };
    case 'jira':
      return {
        method: 'GET',
        url: `${jiraSite(c)}/rest/api/3/project/${encodeURIComponent(c.config.project_key ?? '')}`,
        headers: jiraHeaders(c),
      };
  }
}

/** What a Jira error answer says: `errorMessages` and the per-field `errors`, in one line. */
export function jiraErrorText(body: string): string {
  const parsed = jsonOf(body) as { errorMessages?: unknown; errors?: unknown } | undefined;
  if (!parsed || typeof parsed !== 'object') return body;
  const messages = Array.isArray(parsed.errorMessages) ? parsed.errorMessages.map(String) : [];
  const fields =
    parsed.errors && typeof parsed.errors === 'object'
      ? Object.entries(parsed.errors as Record<string, unknown>).map(([field, text]) => `${field}: ${String(text)}`)
      : [];
  return [...messages, ...fields].join('; ') || body;
}

/** The words of a service's answer: its error text where it has one, 'ok' otherwise. */
export function describeAnswer(kind: IntegrationKind): (status: number, body: string) => string {
  return (status, body) => {
    if (kind === 'slack' || kind === 'webhook') return body.slice(0, 300);
    if (kind === 'jira') return status >= 400 ? jiraErrorText(body) : '';
    // GitHub answers { message }, GitLab { message } or { error }; a success needs no words.
    if (status < 400) return '';
    const parsed = jsonOf(body) as { message?: unknown; error?: unknown } | undefined;
    const said = parsed?.message ?? parsed?.error;
    if (typeof said === 'string') return said;
    if (said !== undefined) return JSON.stringify(said);
    return body.slice(0, 300);
  };
}

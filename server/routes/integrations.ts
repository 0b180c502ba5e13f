import { randomUUID } from 'node:crypto';
import {
  deleteIntegration,
  findIntegration,
  findJiraIssue,
  insertDelivery,
  insertJiraIssue,
  latestFailures,
  latestFailureScreenshot,
  listIntegrations,
  projectOfStep,
  recordDeliveryAttempt,
  upsertIntegration,
  type IntegrationConfig,
  type IntegrationKind,
  type IntegrationRow,
  type IntegrationWithDelivery,
} from '../db/integrations.ts';
import { findIssue } from '../db/issues.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { isAbsoluteHttpUrl } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { connectionOf, SECRET_UNREADABLE } from '../notify/deliver.ts';
import { createJiraIssue } from '../notify/jira.ts';
import { egressRefusalOf, sendOutbound } from '../notify/outbound.ts';
import {
  describeAnswer,
  GITHUB_API_DEFAULT,
  GITLAB_DEFAULT,
  JIRA_ISSUE_TYPE_DEFAULT,
  SERVICE_NAMES,
  testRequest,
  type Connection,
} from '../notify/services.ts';
import { encryptSecret } from '../security/encryption.ts';
import { projectInScope } from './scope.ts';

type IntegrationInput = BodyOf<'saveIntegration'>;
type Field = keyof IntegrationInput;

/** The fields each kind takes, besides `secret`. */
const FIELDS: Record<IntegrationKind, (keyof IntegrationConfig)[]> = {
  slack: [],
  webhook: ['url'],
  github: ['repository', 'base_url'],
  gitlab: ['project', 'base_url'],
  jira: ['site_url', 'email', 'project_key', 'issue_type'],
};

/** What the secret is, in each kind's own words. */
const SECRET_NAMES: Record<IntegrationKind, string> = {
  slack: 'the incoming-webhook URL',
  webhook: 'a signing secret',
  github: 'a token',
  gitlab: 'a token',
  jira: 'an API token',
};

const MIN_WEBHOOK_SECRET = 16;
/** Secrets at least this long show their last 4 characters; shorter ones show nothing. */
const HINT_MIN_LENGTH = 16;
const JIRA_FAILURES_SHOWN = 5;

const GITHUB_REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
const GITLAB_PROJECT = /^(?:\d+|[A-Za-z0-9_.][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_.][A-Za-z0-9_.-]*)+)$/;
const JIRA_PROJECT_KEY = /^[A-Z][A-Z0-9_]{0,49}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function integrationView(i: IntegrationWithDelivery) {
  return {
    kind: i.kind,
    config: i.config,
    has_secret: true,
    secret_hint: i.secret_hint,
    created_at: i.created_at,
    updated_at: i.updated_at,
    last_delivery: i.last_delivery,
  };
}

function notConnected(kind: IntegrationKind): ApiError {
  return new ApiError(404, `${SERVICE_NAMES[kind]} is not connected to this project.`);
}

function text(body: IntegrationInput, field: Field): string | undefined {
  const value = body[field]?.trim();
  if (value === '') throw new ApiError(400, `'${field}' must not be blank.`);
  return value;
}

function required(body: IntegrationInput, field: Field, kind: IntegrationKind, example: string): string {
  const value = text(body, field);
  if (value === undefined) throw new ApiError(400, `'${field}' is required for ${SERVICE_NAMES[kind]} (${example}).`);
  return value;
}

/** An absolute http(s) URL that this server may reach, without a trailing slash. */
async function checkedUrl(value: string, field: string, example: string, services: Services): Promise<string> {
  if (!isAbsoluteHttpUrl(value) || /\s/.test(value)) {
    throw new ApiError(400, `'${field}' must be an absolute http(s) URL, such as ${example}.`);
  }
  const refusal = await egressRefusalOf(value, services.privateNetworks);
  if (refusal) throw new ApiError(400, `'${field}' may not be reached from this server: ${refusal}`);
  return value.replace(/\/+$/, '');
}

/** The config a kind keeps, checked field by field, with defaults filled in. */
async function checkedConfig(
  kind: IntegrationKind,
  body: IntegrationInput,
  services: Services,
): Promise<IntegrationConfig> {
  const offered = (Object.keys(body) as Field[]).filter((f) => f !== 'secret');
  const foreign = offered.find((f) => !(FIELDS[kind] as string[]).includes(f));
  if (foreign) {
    const takes = [...FIELDS[kind], 'secret'].map((f) => `'${f}'`).join(', ');
    throw new ApiError(
      400,
      `'${foreign}' is not a ${SERVICE_NAMES[kind]} setting: ${SERVICE_NAMES[kind]} takes ${takes}.`,
    );
  }
  switch (kind) {
    case 'slack':
      return {};
    case 'webhook': {
      const url = required(body, 'url', kind, 'https://hooks.example.com/testpilot');
      return { url: await checkedUrl(url, 'url', 'https://hooks.example.com/testpilot', services) };
    }
    case 'github': {
      const repository = required(body, 'repository', kind, 'owner/name');
      if (!GITHUB_REPOSITORY.test(repository)) {
        throw new ApiError(400, `'repository' must be owner/name, such as acme/shop.`);
      }
      const base = text(body, 'base_url') ?? GITHUB_API_DEFAULT;
      return { repository, base_url: await checkedUrl(base, 'base_url', GITHUB_API_DEFAULT, services) };
    }
    case 'gitlab': {
      const project = required(body, 'project', kind, 'its id or path');
      if (!GITLAB_PROJECT.test(project)) {
        throw new ApiError(400, `'project' must be the project's id (such as 4521) or its path (such as acme/shop).`);
      }
      const base = text(body, 'base_url') ?? GITLAB_DEFAULT;
      return { project, base_url: await checkedUrl(base, 'base_url', GITLAB_DEFAULT, services) };
    }
    case 'jira': {
      const site = required(body, 'site_url', kind, 'https://acme.atlassian.net');
      const email = required(body, 'email', kind, 'the account the API token belongs to');
      if (!EMAIL.test(email)) throw new ApiError(400, `'email' must be a valid email address.`);
      const key = required(body, 'project_key', kind, 'such as SHOP').toUpperCase();
      if (!JIRA_PROJECT_KEY.test(key)) {
        throw new ApiError(
          400,
          `'project_key' must be a Jira project key: a letter, then letters, digits or _ (SHOP).`,
        );
      }
      return {
        site_url: await checkedUrl(site, 'site_url', 'https://acme.atlassian.net', services),
        email,
        project_key: key,
        issue_type: text(body, 'issue_type') ?? JIRA_ISSUE_TYPE_DEFAULT,
      };
    }
  }
}

/** The new secret checked, or undefined to keep the stored one (only when there is one). */
async function checkedSecret(
  kind: IntegrationKind,
  body: IntegrationInput,
  existing: IntegrationRow | undefined,
  services: Services,
): Promise<string | undefined> {
  // A secret is kept exactly as given but for surrounding spaces, which no token or URL has.
  const secret = text(body, 'secret');
  if (secret === undefined) {
    if (existing) return undefined;
    throw new ApiError(400, `'secret' is required to connect ${SERVICE_NAMES[kind]}: ${SECRET_NAMES[kind]}.`);
  }
  if (kind === 'slack') {
    return checkedUrl(
      secret,
      'secret',
      'https://hooks.slack.com/services/T000/B000/XXXX (the incoming-webhook URL)',
      services,
    );
  }
  if (kind === 'webhook' && secret.length < MIN_WEBHOOK_SECRET) {
    throw new ApiError(400, `'secret' must be at least ${MIN_WEBHOOK_SECRET} characters: it signs every delivery.`);
  }
  return secret;
}

function secretHint(secret: string): string | null {
  return secret.length >= HINT_MIN_LENGTH ? secret.slice(-4) : null;
}

export function integrationHandlers(services: Services): Record<string, Handler> {
  const { db, now, secretKey } = services;

  async function withDelivery(projectId: number, kind: IntegrationKind) {
    const found = (await listIntegrations(db, projectId)).find((i) => i.kind === kind);
    return integrationView(found!);
  }

  function connection(integration: IntegrationRow): Connection {
    const c = connectionOf(integration, secretKey);
    if (!c) throw new ApiError(400, SECRET_UNREADABLE);
    return c;
  }

  return {
    async listIntegrations(request) {
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      return { success: true, data: (await listIntegrations(db, project.id)).map(integrationView) };
    },

    async saveIntegration(request, reply) {
      const { kind } = request.params as { kind: IntegrationKind };
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      const body = request.body as IntegrationInput;
      const existing = await findIntegration(db, project.id, kind);
      const config = await checkedConfig(kind, body, services);
      const secret = await checkedSecret(kind, body, existing, services);
      const { created } = await upsertIntegration(db, {
        projectId: project.id,
        kind,
        config,
        secretEncrypted: secret === undefined ? existing!.secret_encrypted : encryptSecret(secret, secretKey),
        secretHint: secret === undefined ? existing!.secret_hint : secretHint(secret),
        now: now(),
      });
      reply.code(created ? 201 : 200);
      const name = SERVICE_NAMES[kind];
      return {
        success: true,
        message: created ? `${name} connected.` : `${name} settings saved.`,
        data: await withDelivery(project.id, kind),
      };
    },

    async deleteIntegration(request) {
      const { kind } = request.params as { kind: IntegrationKind };
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      if (!(await deleteIntegration(db, project.id, kind))) throw notConnected(kind);
      return { success: true, message: `${SERVICE_NAMES[kind]} disconnected.` };
    },

    async testIntegration(request) {
      const { kind } = request.params as { kind: IntegrationKind };
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      const integration = await findIntegration(db, project.id, kind);
      const name = SERVICE_NAMES[kind];
      if (!integration) throw new ApiError(400, `${name} is not connected to this project: connect it first.`);
      const deliveryId = randomUUID();
      const request_ = testRequest(connection(integration), deliveryId, now(), services.appUrl);
      const refusal = await egressRefusalOf(request_.url, services.privateNetworks);
      if (refusal) throw new ApiError(400, `${name} may not be reached from this server: ${refusal}`);
      const outcome = await sendOutbound(request_, {
        privateNetworks: services.privateNetworks,
        describe: describeAnswer(kind),
      });
      await insertDelivery(db, { id: deliveryId, integrationId: integration.id, event: 'test', now: now() });
      await recordDeliveryAttempt(db, {
        id: deliveryId,
        status: outcome.ok ? 'delivered' : 'failed',
        attempts: 1,
        message: outcome.message,
        now: now(),
      });
      return {
        success: true,
        message: outcome.ok
          ? `${name} accepted the test message.`
          : `${name} did not accept the test message: ${outcome.message}`,
        data: { accepted: outcome.ok, status: outcome.status, message: outcome.message },
      };
    },

    async getJiraIssue(request) {
      const { test_case_id, test_case_step_id } = request.params as { test_case_id: number; test_case_step_id: number };
      const projectId = await projectOfStep(db, authOf(request).organizationId, test_case_id, test_case_step_id);
      if (projectId === undefined) throw noIssue(test_case_id, test_case_step_id);
      const issue = await findJiraIssue(db, test_case_step_id);
      return {
        success: true,
        data: {
          connected: (await findIntegration(db, projectId, 'jira')) !== undefined,
          issue: issue ? { key: issue.issue_key, url: issue.url, created_at: issue.created_at } : null,
        },
      };
    },

    async createJiraIssue(request, reply) {
      const auth = authOf(request);
      const { test_case_id, test_case_step_id } = request.params as { test_case_id: number; test_case_step_id: number };
      const projectId = await projectOfStep(db, auth.organizationId, test_case_id, test_case_step_id);
      const issue = await findIssue(db, auth.organizationId, test_case_id, test_case_step_id);
      if (projectId === undefined || !issue) throw noIssue(test_case_id, test_case_step_id);
      const jira = await findIntegration(db, projectId, 'jira');
      if (!jira) {
        throw new ApiError(400, 'Jira is not connected to this project: connect it in Settings › Integrations first.');
      }
      const existing = await findJiraIssue(db, test_case_step_id);
      if (existing) throw new ApiError(409, `This issue is in Jira already: ${existing.issue_key} (${existing.url}).`);
      const failures = await latestFailures(db, test_case_step_id, JIRA_FAILURES_SHOWN);
      if (failures.length === 0) throw new ApiError(400, 'This step has not failed yet: there is nothing to report.');

      const created = await createJiraIssue(
        connection(jira),
        {
          title: issue.title,
          step: issue.step,
          failures,
          issueUrl: `${services.appUrl}/issues/${test_case_id}/${test_case_step_id}`,
          runUrl: (runId) => `${services.appUrl}/live-test?run=${runId}`,
        },
        await latestFailureScreenshot(db, test_case_step_id),
        services.privateNetworks,
      );
      if (!created.ok) {
        throw created.refused
          ? new ApiError(400, `Jira refused the issue: ${created.message}`)
          : new ApiError(502, `Jira could not create the issue: ${created.message}`);
      }
      const at = now();
      await insertJiraIssue(db, { stepId: test_case_step_id, key: created.key, url: created.url, now: at });
      const attached = !created.attachment
        ? ''
        : created.attachment.ok
          ? ' The latest screenshot is attached.'
          : ` The screenshot could not be attached: ${created.attachment.message}.`;
      reply.code(201);
      return {
        success: true,
        message: `Jira issue ${created.key} created.${attached}`,
        data: { key: created.key, url: created.url, created_at: at },
      };
    },
  };
}

function noIssue(testCaseId: number, stepId: number): ApiError {
  return new ApiError(404, `Test case ${testCaseId} has no step ${stepId}.`);
}

import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the services integrations talk to, on 127.0.0.1: each records what it received
 * and answers as the real service documents (status codes and payload shapes), failures included.
 */

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as sent (what a webhook signature covers). */
  raw: Buffer;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
}

export interface Answer {
  status: number;
  /** A string is sent as text/plain; anything else as JSON. */
  body?: unknown;
}

export interface StandIn {
  /** The base URL, without a trailing slash. */
  url: string;
  received: Received[];
  /** Answers the next requests with these, in order, whatever they are, before the usual answers resume. */
  answerNext(...answers: Answer[]): void;
  /** Waits until `count` requests matching `where` arrived (a test's own timeout ends it). */
  waitFor(count: number, where?: (r: Received) => boolean): Promise<Received[]>;
  close(): Promise<void>;
}

type Route = (r: Received) => Answer | Promise<Answer>;

async function startStandIn(route: Route): Promise<StandIn> {
  const received: Received[] = [];
  const scripted: Answer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, text, json };
      received.push(r);
      void Promise.resolve(scripted.shift() ?? route(r)).then((answer) => {
        const isText = typeof answer.body === 'string';
        res.writeHead(answer.status, {
          'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
        });
        res.end(answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext: (...answers) => void scripted.push(...answers),
    async waitFor(count, where = () => true) {
      for (;;) {
        const matching = received.filter(where);
        if (matching.length >= count) return matching;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const SLACK_HOOK_PATH = '/services/T0001/B0001/abcdefghijklmnopqrstuvwx';

/**
 * Slack incoming webhooks: 200 `ok`; 400 `invalid_payload` (no text or blocks, or not JSON),
 * 404 `no_service` (an unknown or revoked URL). 403 `action_prohibited` and 410
 * `channel_is_archived` come through `answerNext`.
 */
export function slackStandIn(): Promise<StandIn> {
  return startStandIn((r) => {
    if (r.method !== 'POST' || r.path !== SLACK_HOOK_PATH) return { status: 404, body: 'no_service' };
    const body = r.json as { text?: unknown; blocks?: unknown } | undefined;
    if (!body || (typeof body.text !== 'string' && !Array.isArray(body.blocks))) {
      return { status: 400, body: 'invalid_payload' };
    }
    return { status: 200, body: 'ok' };
  });
}

/** A receiver of our webhooks: any 2xx is success. */
export function webhookStandIn(): Promise<StandIn> {
  return startStandIn(() => ({ status: 202, body: { received: true } }));
}

export const GITHUB_TOKEN = 'ghp_standInToken0123456789abcdefghij';

/**
 * GitHub's REST API: POST /repos/{owner}/{repo}/statuses/{sha} answers 201 with the status;
 * 401 `Bad credentials`; 404 for a repository the token cannot see; 422 `Validation Failed` for a
 * bad state. GET /repos/{owner}/{repo} answers the repository.
 */
export function githubStandIn(repository = 'acme/shop'): Promise<StandIn> {
  return startStandIn((r) => {
    if (r.headers.authorization !== `Bearer ${GITHUB_TOKEN}`) {
      return { status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } };
    }
    const notFound = { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    const status = r.path.match(/^\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]{7,64})$/);
    if (r.method === 'POST' && status) {
      if (status[1] !== repository) return notFound;
      const body = r.json as { state?: string; target_url?: string; description?: string; context?: string };
      if (!['pending', 'success', 'failure', 'error'].includes(body?.state ?? '')) {
        return {
          status: 422,
          body: { message: 'Validation Failed', errors: [{ resource: 'Status', code: 'custom', field: 'state' }] },
        };
      }
      return {
        status: 201,
        body: {
          id: 1,
          state: body.state,
          target_url: body.target_url,
          description: body.description,
          context: body.context,
        },
      };
    }
    const repo = r.path.match(/^\/repos\/([^/]+\/[^/]+)$/);
    if (r.method === 'GET' && repo) {
      return repo[1] === repository
        ? { status: 200, body: { id: 42, full_name: repository, private: true } }
        : notFound;
    }
    return notFound;
  });
}

export const GITLAB_TOKEN = 'glpat-standInToken0123456789';

/**
 * GitLab's API v4: POST /api/v4/projects/{id}/statuses/{sha} answers 201 with the status; 401
 * `401 Unauthorized`; 404 `404 Project Not Found`; 400 for a bad state. GET /api/v4/projects/{id}
 * answers the project. The project may be named by id or by its URL-encoded path.
 */
export function gitlabStandIn(path = 'acme/shop', id = 4521): Promise<StandIn> {
  return startStandIn((r) => {
    if (r.headers['private-token'] !== GITLAB_TOKEN) return { status: 401, body: { message: '401 Unauthorized' } };
    const notFound = { status: 404, body: { message: '404 Project Not Found' } };
    const known = (ref: string) => ref === String(id) || ref === encodeURIComponent(path);
    const status = r.path.match(/^\/api\/v4\/projects\/([^/]+)\/statuses\/([0-9a-f]{7,64})$/);
    if (r.method === 'POST' && status) {
      if (!known(status[1]!)) return notFound;
      const body = r.json as { state?: string; name?: string; target_url?: string; description?: string };
      if (!['pending', 'running', 'success', 'failed', 'canceled'].includes(body?.state ?? '')) {
        return { status: 400, body: { message: 'state does not have a valid value' } };
      }
      return {
        status: 201,
        body: { id: 7, sha: status[2], status: body.state, name: body.name, target_url: body.target_url },
      };
    }
    const project = r.path.match(/^\/api\/v4\/projects\/([^/]+)$/);
    if (r.method === 'GET' && project) {
      return known(project[1]!) ? { status: 200, body: { id, path_with_namespace: path } } : notFound;
    }
    return notFound;
  });
}

export const JIRA_EMAIL = 'qa@acme.test';
export const JIRA_TOKEN = 'ATATT3xFfGF0standInToken0123';

/**
 * Jira Cloud REST v3: POST /rest/api/3/issue answers 201 `{ id, key, self }`, 400
 * `{ errorMessages, errors }` for an unknown project or issue type or a description that is not
 * an ADF document, 401 without the right basic credentials. Attachments need
 * `X-Atlassian-Token: no-check` (else 403) and a multipart `file`. GET /rest/api/3/project/{key}
 * answers the project or 404.
 */
export function jiraStandIn(projectKey = 'SHOP', issueTypes = ['Bug', 'Task']) {
  let next = 1;
  const attachments: { key: string; name: string; type: string; size: number }[] = [];
  const expected = `Basic ${Buffer.from(`${JIRA_EMAIL}:${JIRA_TOKEN}`).toString('base64')}`;
  return startStandIn(async (r) => {
    if (r.headers.authorization !== expected) {
      return {
        status: 401,
        body: {
          errorMessages: ['You are not authenticated. Authentication required to perform this operation.'],
          errors: {},
        },
      };
    }
    if (r.method === 'POST' && r.path === '/rest/api/3/issue') {
      const fields = (r.json as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
      const errors: Record<string, string> = {};
      if ((fields.project as { key?: string } | undefined)?.key !== projectKey)
        errors.project = 'valid project is required';
      if (!issueTypes.includes((fields.issuetype as { name?: string } | undefined)?.name ?? '')) {
        errors.issuetype = 'Specify a valid issue type';
      }
      if (typeof fields.summary !== 'string' || !fields.summary)
        errors.summary = 'You must specify a summary of the issue.';
      const description = fields.description as { type?: string; version?: number } | undefined;
      if (description && (description.type !== 'doc' || description.version !== 1)) {
        errors.description = 'Operation value must be an Atlassian Document.';
      }
      if (Object.keys(errors).length) return { status: 400, body: { errorMessages: [], errors } };
      const id = 10000 + next;
      const key = `${projectKey}-${next++}`;
      return { status: 201, body: { id: String(id), key, self: `http://jira.test/rest/api/3/issue/${id}` } };
    }
    const attach = r.path.match(/^\/rest\/api\/3\/issue\/([A-Z][A-Z0-9_]*-\d+)\/attachments$/);
    if (r.method === 'POST' && attach) {
      if (r.headers['x-atlassian-token'] !== 'no-check') return { status: 403, body: 'XSRF check failed' };
      const form = await new Request('http://stand.in/', {
        method: 'POST',
        headers: { 'content-type': String(r.headers['content-type']) },
        body: r.raw,
      }).formData();
      const file = form.get('file');
      if (!(file instanceof Blob))
        return { status: 400, body: { errorMessages: ['No file was attached.'], errors: {} } };
      const name = (file as File).name;
      attachments.push({ key: attach[1]!, name, type: file.type, size: file.size });
      return { status: 200, body: [{ id: '20001', filename: name, size: file.size, mimeType: file.type }] };
    }
    const project = r.path.match(/^\/rest\/api\/3\/project\/([^/]+)$/);
    if (r.method === 'GET' && project) {
      return project[1] === projectKey
        ? { status: 200, body: { id: '10000', key: projectKey, name: 'Shop' } }
        : { status: 404, body: { errorMessages: [`No project could be found with key '${project[1]}'.`], errors: {} } };
    }
    return { status: 404, body: { errorMessages: ['Not found'], errors: {} } };
  }).then((standIn) => ({ ...standIn, attachments }));
}

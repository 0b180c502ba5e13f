import type { FailureEvidence } from '../db/integrations.ts';
import type { PrivateNetworks } from '../runner/egress.ts';
import { jsonOf, sendOutbound, type Outcome } from './outbound.ts';
import { JIRA_ISSUE_TYPE_DEFAULT, jiraErrorText, jiraHeaders, jiraSite, type Connection } from './services.ts';

/** What a Jira issue is made from: the TestPilot issue and its evidence. */
export interface JiraEvidence {
  title: string;
  step: string;
  failures: FailureEvidence[];
  /** Links into the app. */
  issueUrl: string;
  runUrl: (runId: number) => string;
}

const SUMMARY_MAX = 255;

type AdfNode = Record<string, unknown>;
const text = (value: string, marks?: AdfNode[]): AdfNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (value: string, href: string): AdfNode => text(value, [{ type: 'link', attrs: { href } }]);
const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });
const heading = (value: string): AdfNode => ({ type: 'heading', attrs: { level: 3 }, content: [text(value)] });

function when(date: Date): string {
  return `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The issue's description as an Atlassian Document Format document (Jira Cloud REST v3). */
export function jiraDescription(e: JiraEvidence): AdfNode {
  const latest = e.failures[0];
  const content: AdfNode[] = [
    paragraph(text('TestPilot found a failing step in the test case '), text(e.title, [{ type: 'strong' }]), text('.')),
    heading('Failed step'),
    { type: 'codeBlock', content: [text(e.step)] },
  ];
  if (latest) {
    content.push(
      heading('Environment'),
      paragraph(text(`${latest.environment_label} (`), link(latest.environment_url, latest.environment_url), text(')')),
      heading('Latest failures'),
      {
        type: 'bulletList',
        content: e.failures.map((f) => ({
          type: 'listItem',
          content: [
            paragraph(
              link(`Run ${f.run_id}`, e.runUrl(f.run_id)),
              text(` on ${f.environment_label}, ${when(f.occurred_at)}: `),
              text(f.message || '(no message)', [{ type: 'code' }]),
            ),
          ],
        })),
      },
    );
  }
  content.push(paragraph(link('Open the issue in TestPilot', e.issueUrl)));
  return { version: 1, type: 'doc', content };
}

export function jiraSummary(e: Pick<JiraEvidence, 'title' | 'step'>): string {
  const summary = `${e.title}: ${e.step}`.replace(/\s+/g, ' ').trim();
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}

export type JiraCreation =
  { ok: true; key: string; url: string; attachment: Outcome | null } | { ok: false; refused: boolean; message: string };

/**
 * Creates the issue (POST /rest/api/3/issue), then attaches the screenshot when there is one
 * (POST /rest/api/3/issue/{key}/attachments, which Jira wants with X-Atlassian-Token: no-check).
 * `refused` tells Jira's own refusals (its words, for the user) from Jira being unreachable or failing.
 */
export async function createJiraIssue(
  c: Connection,
  evidence: JiraEvidence,
  screenshot: { name: string; content_type: string; content: Uint8Array } | undefined,
  privateNetworks: PrivateNetworks,
): Promise<JiraCreation> {
  const site = jiraSite(c);
  const body = {
    fields: {
      project: { key: c.config.project_key },
      summary: jiraSummary(evidence),
      issuetype: { name: c.config.issue_type ?? JIRA_ISSUE_TYPE_DEFAULT },
      description: jiraDescription(evidence),
    },
  };
  const created = await sendOutbound(
    {
      method: 'POST',
      url: `${site}/rest/api/3/issue`,
      headers: { ...jiraHeaders(c), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    { privateNetworks, describe: (_status, answer) => jiraErrorText(answer) },
  );
  if (!created.ok) {
    if (created.status === null) return { ok: false, refused: !created.retryable, message: created.message };
    const said = jiraErrorText(created.body).replace(/\s+/g, ' ').trim().slice(0, 500);
    return {
      ok: false,
      refused: !created.retryable,
      message: said ? `${created.status}: ${said}` : `${created.status}`,
    };
  }
  const answer = jsonOf(created.body) as { key?: unknown } | undefined;
  if (typeof answer?.key !== 'string') {
    return { ok: false, refused: false, message: 'Jira answered without the new issue key.' };
  }
  const key = answer.key;
  let attachment: Outcome | null = null;
  if (screenshot) {
    const form = new FormData();
    form.append('file', new Blob([screenshot.content], { type: screenshot.content_type }), screenshot.name);
    attachment = await sendOutbound(
      {
        method: 'POST',
        url: `${site}/rest/api/3/issue/${encodeURIComponent(key)}/attachments`,
        headers: { ...jiraHeaders(c), 'x-atlassian-token': 'no-check' },
        body: form,
      },
      { privateNetworks, describe: (_status, said) => jiraErrorText(said) },
    );
  }
  return { ok: true, key, url: `${site}/browse/${encodeURIComponent(key)}`, attachment };
}

import type { IntegrationInput, IntegrationKind } from '../../../api/settings.ts';

export type IntegrationField = Exclude<keyof IntegrationInput, 'secret'>;

export interface FieldSpec {
  name: IntegrationField;
  label: string;
  placeholder: string;
  /** Optional fields fall back to the server's default (shown as the placeholder) when left blank. */
  optional?: boolean;
}

export interface ServiceSpec {
  kind: IntegrationKind;
  title: string;
  description: string;
  fields: FieldSpec[];
  secretLabel: string;
  secretPlaceholder: string;
  /** What 'Send a test message' does for this service. */
  testHint: string;
}

/** The integrations a project can connect, in the order the page shows them. */
export const SERVICES: ServiceSpec[] = [
  {
    kind: 'slack',
    title: 'Slack',
    description: 'Posts failed suites and tests that turn flaky to a channel, through an incoming webhook.',
    fields: [],
    secretLabel: 'Incoming webhook URL',
    secretPlaceholder: 'https://hooks.slack.com/services/…',
    testHint: 'Posts a message to the channel.',
  },
  {
    kind: 'webhook',
    title: 'Webhook',
    description:
      "POSTs failed suites and flaky tests as JSON to your URL, signed in 'X-TestPilot-Signature' (HMAC-SHA256 of the body).",
    fields: [{ name: 'url', label: 'Payload URL', placeholder: 'https://hooks.example.com/testpilot' }],
    secretLabel: 'Signing secret',
    secretPlaceholder: 'At least 16 characters',
    testHint: "POSTs a signed 'ping' event.",
  },
  {
    kind: 'github',
    title: 'GitHub',
    description: "Sets the 'testpilot' commit status on the commits suites run for: pending, then success or failure.",
    fields: [
      { name: 'repository', label: 'Repository', placeholder: 'owner/name' },
      { name: 'base_url', label: 'API URL', placeholder: 'https://api.github.com', optional: true },
    ],
    secretLabel: 'Token',
    secretPlaceholder: 'A token that may write commit statuses',
    testHint: 'Reads the repository with the token.',
  },
  {
    kind: 'gitlab',
    title: 'GitLab',
    description: "Sets the 'testpilot' commit status on the commits suites run for: running, then success or failed.",
    fields: [
      { name: 'project', label: 'Project ID or path', placeholder: 'acme/shop' },
      { name: 'base_url', label: 'GitLab URL', placeholder: 'https://gitlab.com', optional: true },
    ],
    secretLabel: 'Access token',
    secretPlaceholder: 'A token with the api scope',
    testHint: 'Reads the project with the token.',
  },
  {
    kind: 'jira',
    title: 'Jira',
    description: 'Creates a Jira issue from an issue, with its step, failures, run links and screenshot.',
    fields: [
      { name: 'site_url', label: 'Site URL', placeholder: 'https://acme.atlassian.net' },
      { name: 'email', label: 'Account email', placeholder: 'qa@acme.com' },
      { name: 'project_key', label: 'Project key', placeholder: 'SHOP' },
      { name: 'issue_type', label: 'Issue type', placeholder: 'Bug', optional: true },
    ],
    secretLabel: 'API token',
    secretPlaceholder: 'From id.atlassian.com › Security › API tokens',
    testHint: 'Reads the project with the token.',
  },
];

export type FormValues = Record<IntegrationField | 'secret', string>;

/** What the form sends: the filled fields trimmed, and the secret only when one was typed. */
export function integrationBody(spec: ServiceSpec, values: FormValues): IntegrationInput {
  const body: IntegrationInput = {};
  for (const field of spec.fields) {
    const value = values[field.name].trim();
    if (value || !field.optional) body[field.name] = value;
  }
  if (values.secret.trim()) body.secret = values.secret.trim();
  return body;
}

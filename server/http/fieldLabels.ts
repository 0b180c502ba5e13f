/**
 * The fields of the calls the app's forms make, named as those forms label them: a refusal says "Full name must be
 * at most 200 characters.", not "'full_name' must …", and its answer names the field itself in `data.field`, for the
 * form to show the message under it and for an API client to know which one it was.
 */

/** A label, or one made from the field's index in its list and the request's body. */
type Label = string | ((index: number, body: unknown) => string);

/** A test account's field: plainly named when the request adds one account, by its number when it adds several. */
const accountField =
  (name: string) =>
  (i: number, body: unknown): string => {
    const accounts = (body as { credential?: unknown } | null)?.credential;
    return Array.isArray(accounts) && accounts.length > 1 ? `Account ${i + 1} ${name.toLowerCase()}` : name;
  };

const TEST_CASE: Record<string, Label> = {
  title: 'Title',
  environment_id: 'Environment',
  goal: 'Goal',
  steps: 'Steps',
  'steps.#': (i) => `Step ${i + 1}`,
  expected_result: 'Expected result',
  execution_status: 'Status',
};

const SCHEDULE: Record<string, Label> = {
  name: 'Name',
  cron: 'Cron expression',
  timezone: 'Time zone',
  environment_id: 'Environment',
  test_case_ids: 'Chosen test cases',
  'test_case_ids.#': (i) => `Chosen test case ${i + 1}`,
};

/** Per operation, the label of each field path; `#` stands for an index in a list. */
const LABELS: Record<string, Record<string, Label>> = {
  signup: {
    full_name: 'Full name',
    company_name: 'Company name',
    email: 'Email address',
    password: 'Password',
  },
  signin: { email: 'Email', password: 'Password' },
  forgotPassword: { email: 'Email' },
  resetPassword: { new_password: 'New password', confirm_password: 'Confirm password' },
  changePassword: {
    current_password: 'Current password',
    new_password: 'New password',
    confirm_password: 'Confirm new password',
  },
  createProject: {
    name: 'Project name',
    'environments.#.label': (i) => `Environment ${i + 1} label`,
    'environments.#.url': (i) => `Environment ${i + 1} URL`,
    'extra_urls.#': (i) => `Additional URL ${i + 1}`,
  },
  addEnvironment: { label: 'Label', url: 'URL' },
  updateEnvironment: { label: 'Name', url: 'URL' },
  updateProject: { name: 'Project name' },
  createApiKey: { name: 'Key name' },
  updateOrganization: { name: 'Organization name' },
  updateProfile: { full_name: 'Full name' },
  createTestCase: TEST_CASE,
  updateTestCase: TEST_CASE,
  importTestCases: { environment_id: 'Environment' },
  createSchedule: SCHEDULE,
  updateSchedule: SCHEDULE,
  createCredentials: {
    'credential.#.env_id': accountField('Environment'),
    'credential.#.type': accountField('Template'),
    'credential.#.username': accountField('Username'),
    'credential.#.password': accountField('Password'),
    'credential.#.totp_secret': accountField('Two-factor secret'),
  },
};

/** The secret of each integration, as its card labels it. */
const SECRET_LABELS: Record<string, string> = {
  slack: 'Incoming webhook URL',
  webhook: 'Signing secret',
  github: 'Token',
  gitlab: 'Access token',
  jira: 'API token',
};

const INTEGRATION_LABELS: Record<string, Record<string, string>> = {
  webhook: { url: 'Payload URL' },
  github: { repository: 'Repository', base_url: 'API URL' },
  gitlab: { project: 'Project ID or path', base_url: 'GitLab URL' },
  jira: { site_url: 'Site URL', email: 'Account email', project_key: 'Project key', issue_type: 'Issue type' },
};

/** The label of a field path ('environments.1.url') in an operation's form, or null when no form names it. */
export function fieldLabel(
  operationId: string | undefined,
  path: string,
  params: unknown,
  body?: unknown,
): string | null {
  if (operationId === 'saveIntegration') {
    const kind = String((params as { kind?: unknown } | null)?.kind ?? '');
    return path === 'secret' ? (SECRET_LABELS[kind] ?? null) : (INTEGRATION_LABELS[kind]?.[path] ?? null);
  }
  const labels = operationId ? LABELS[operationId] : undefined;
  if (!labels) return null;
  const indices: number[] = [];
  const pattern = path.replace(/\.(\d+)(?=\.|$)/g, (_, n: string) => {
    indices.push(Number(n));
    return '.#';
  });
  const label = labels[pattern];
  if (label === undefined) return null;
  return typeof label === 'string' ? label : label(indices[0] ?? 0, body);
}

/** A field path as the API's messages quote it: 'full_name', 'environments.1.url'. */
const PATH = "'([a-z_]+(?:\\.[a-z0-9_]+)*)'";

/**
 * A refusal in the words of the operation's form: the field it names in quotes, as its subject ('full_name' must …)
 * or in brackets after the words that name it (The URL of environment 'QA' ('environments.1.url') must …), is said by
 * its label or left out; `field` is that field's path, or null when the form has no such field.
 */
export function labelled(
  message: string,
  operationId: string | undefined,
  params: unknown,
  body?: unknown,
): { message: string; field: string | null } {
  const subject = new RegExp(`^${PATH}`).exec(message);
  if (subject) {
    const label = fieldLabel(operationId, subject[1]!, params, body);
    if (label !== null) return { message: label + message.slice(subject[0].length), field: subject[1]! };
  }
  const named = new RegExp(` \\(${PATH}\\)`).exec(message);
  if (named && fieldLabel(operationId, named[1]!, params, body) !== null) {
    return { message: message.replace(named[0], ''), field: named[1]! };
  }
  return { message, field: null };
}

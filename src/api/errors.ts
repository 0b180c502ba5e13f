/**
 * The error catalogue of spec §8: which field of a failed answer each call reads, and the
 * message it falls back to. Every screen and machine takes its error text from here.
 */
export const NETWORK_ERROR = 'Network error occurred';

export type Operation =
  | 'signup'
  | 'signin'
  | 'activate'
  | 'verifyEmail'
  | 'resendVerification'
  | 'forgotPassword'
  | 'resetPassword'
  | 'signout'
  | 'getMe'
  | 'listProjects'
  | 'createProject'
  | 'getProject'
  | 'updateProject'
  | 'selectProject'
  | 'listEnvironments'
  | 'addEnvironment'
  | 'listCredentials'
  | 'createCredentials'
  | 'deleteCredential'
  | 'listTestCases'
  | 'getTestCase'
  | 'createTestCase'
  | 'updateTestCase'
  | 'deleteTestCase'
  | 'importTestCases'
  | 'readSteps'
  | 'listAttachments'
  | 'addAttachment'
  | 'deleteAttachment'
  | 'getDashboard'
  | 'listResults'
  | 'getModelStatus'
  | 'createGeneration'
  | 'getGeneration'
  | 'keepProposals'
  | 'getLatestRun'
  | 'getInsights'
  | 'createRuns'
  | 'getRun'
  | 'streamRunEvents'
  | 'stopRun'
  | 'stopAllRuns'
  | 'rerunRun'
  | 'setRunClass'
  | 'getSuite'
  | 'listIssues'
  | 'getIssue'
  | 'updateIssue'
  | 'completeOnboardingStep'
  | 'listOrganizationEnvironments'
  | 'updateEnvironment'
  | 'requestEnvironmentDeletion'
  | 'deleteEnvironment'
  | 'requestProjectDeletion'
  | 'deleteProject'
  | 'getCredentialTotp'
  | 'listInbox'
  | 'listApiKeys'
  | 'createApiKey'
  | 'revokeApiKey'
  | 'listIntegrations'
  | 'saveIntegration'
  | 'deleteIntegration'
  | 'testIntegration'
  | 'getJiraIssue'
  | 'createJiraIssue'
  | 'getOrganization'
  | 'updateOrganization'
  | 'uploadOrganizationLogo'
  | 'removeOrganizationLogo'
  | 'listPlans'
  | 'getProfile'
  | 'updateProfile'
  | 'uploadProfilePhoto'
  | 'removeProfilePhoto'
  | 'changePassword'
  | 'signOutEverywhere'
  | 'listSchedules'
  | 'createSchedule'
  | 'updateSchedule'
  | 'deleteSchedule'
  | 'previewSchedule';

/** Spec §7: the test-case, dashboard and issue fetches fail this way before any request without a token. */
export const NO_TOKEN = 'No authentication token found';

/** Where a call's error message is read from, per spec §7: `data.message` or the top-level `message`. */
const catalogue: Record<Operation, { reads: 'data.message' | 'message'; fallback: string }> = {
  signup: { reads: 'data.message', fallback: 'Signup failed.' },
  signin: { reads: 'data.message', fallback: 'Login failed' },
  activate: { reads: 'data.message', fallback: 'Invalid activation key or activation failed.' },
  verifyEmail: { reads: 'message', fallback: 'Activation failed. Please try again.' },
  resendVerification: { reads: 'message', fallback: 'Failed to send email' },
  forgotPassword: { reads: 'message', fallback: 'Failed to send email' },
  resetPassword: { reads: 'message', fallback: 'Failed to reset password' },
  signout: { reads: 'message', fallback: 'Sign out failed' },
  getMe: { reads: 'message', fallback: 'Failed to load your account' },
  listProjects: { reads: 'message', fallback: 'Failed to fetch projects' },
  createProject: { reads: 'message', fallback: 'Failed to create project' },
  getProject: { reads: 'message', fallback: 'Failed to fetch the project' },
  updateProject: { reads: 'message', fallback: 'Failed to update the project' },
  selectProject: { reads: 'message', fallback: 'Failed to switch project' },
  listEnvironments: { reads: 'message', fallback: 'Failed to fetch environments' },
  addEnvironment: { reads: 'message', fallback: 'Failed to add environment' },
  listCredentials: { reads: 'message', fallback: 'Failed to fetch credentials' },
  createCredentials: { reads: 'message', fallback: 'Failed to create credentials' },
  deleteCredential: { reads: 'message', fallback: 'Failed to delete credential' },
  listTestCases: { reads: 'message', fallback: 'Failed to fetch test cases' },
  getTestCase: { reads: 'message', fallback: 'Failed to fetch test case' },
  createTestCase: { reads: 'message', fallback: 'Failed to create test case' },
  updateTestCase: { reads: 'message', fallback: 'Failed to update test case' },
  deleteTestCase: { reads: 'message', fallback: 'Failed to delete test case' },
  importTestCases: { reads: 'message', fallback: 'Failed to import test cases' },
  readSteps: { reads: 'message', fallback: 'Failed to read the steps' },
  getDashboard: { reads: 'message', fallback: 'Failed to fetch dashboard data' },
  listResults: { reads: 'message', fallback: 'Failed to fetch results' },
  getModelStatus: { reads: 'message', fallback: 'Failed to learn whether a model is configured' },
  createGeneration: { reads: 'message', fallback: 'Failed to start generating tests' },
  getGeneration: { reads: 'message', fallback: 'Failed to follow the generation' },
  keepProposals: { reads: 'message', fallback: 'Failed to keep the test cases' },
  getLatestRun: { reads: 'message', fallback: 'Failed to fetch the latest run' },
  getInsights: { reads: 'message', fallback: 'Failed to fetch insights' },
  createRuns: { reads: 'message', fallback: 'Failed to start the run' },
  getRun: { reads: 'message', fallback: 'Failed to fetch the run' },
  streamRunEvents: { reads: 'message', fallback: 'Failed to follow the run' },
  stopRun: { reads: 'message', fallback: 'Failed to stop the run' },
  stopAllRuns: { reads: 'message', fallback: 'Failed to stop the runs' },
  rerunRun: { reads: 'message', fallback: 'Failed to start the run' },
  setRunClass: { reads: 'message', fallback: 'Failed to correct the class' },
  getSuite: { reads: 'message', fallback: 'Failed to load the suite' },
  listIssues: { reads: 'message', fallback: 'Failed to fetch issues' },
  getIssue: { reads: 'message', fallback: 'Failed to fetch issue' },
  updateIssue: { reads: 'message', fallback: 'Failed to update issue' },
  completeOnboardingStep: { reads: 'message', fallback: 'Failed to save your progress' },
  listOrganizationEnvironments: { reads: 'message', fallback: 'Failed to fetch environments' },
  updateEnvironment: { reads: 'message', fallback: 'Failed to update the environment' },
  requestEnvironmentDeletion: { reads: 'message', fallback: 'Failed to send the code' },
  deleteEnvironment: { reads: 'message', fallback: 'Failed to delete the environment' },
  requestProjectDeletion: { reads: 'message', fallback: 'Failed to send the code' },
  deleteProject: { reads: 'message', fallback: 'Failed to delete the project' },
  getCredentialTotp: { reads: 'message', fallback: 'Failed to read the two-factor code' },
  listInbox: { reads: 'message', fallback: 'Failed to fetch the inbox' },
  listApiKeys: { reads: 'message', fallback: 'Failed to fetch API keys' },
  createApiKey: { reads: 'message', fallback: 'Failed to create the API key' },
  revokeApiKey: { reads: 'message', fallback: 'Failed to revoke the API key' },
  listIntegrations: { reads: 'message', fallback: 'Failed to fetch integrations' },
  saveIntegration: { reads: 'message', fallback: 'Failed to save the integration' },
  deleteIntegration: { reads: 'message', fallback: 'Failed to disconnect the integration' },
  testIntegration: { reads: 'message', fallback: 'Failed to send the test message' },
  getJiraIssue: { reads: 'message', fallback: 'Failed to fetch the Jira issue' },
  createJiraIssue: { reads: 'message', fallback: 'Failed to create the Jira issue' },
  getOrganization: { reads: 'message', fallback: 'Failed to fetch the organization' },
  updateOrganization: { reads: 'message', fallback: 'Failed to update the organization' },
  listAttachments: { reads: 'message', fallback: 'Failed to fetch the files' },
  addAttachment: { reads: 'message', fallback: 'Failed to attach the file' },
  deleteAttachment: { reads: 'message', fallback: 'Failed to remove the file' },
  uploadOrganizationLogo: { reads: 'message', fallback: 'Failed to upload the logo' },
  removeOrganizationLogo: { reads: 'message', fallback: 'Failed to remove the logo' },
  listPlans: { reads: 'message', fallback: 'Failed to fetch plans' },
  getProfile: { reads: 'message', fallback: 'Failed to fetch your profile' },
  updateProfile: { reads: 'message', fallback: 'Failed to update your profile' },
  uploadProfilePhoto: { reads: 'message', fallback: 'Failed to upload the photo' },
  removeProfilePhoto: { reads: 'message', fallback: 'Failed to remove the photo' },
  changePassword: { reads: 'message', fallback: 'Failed to change your password' },
  signOutEverywhere: { reads: 'message', fallback: 'Failed to sign out everywhere' },
  listSchedules: { reads: 'message', fallback: 'Failed to fetch schedules' },
  createSchedule: { reads: 'message', fallback: 'Failed to create the schedule' },
  updateSchedule: { reads: 'message', fallback: 'Failed to save the schedule' },
  deleteSchedule: { reads: 'message', fallback: 'Failed to delete the schedule' },
  previewSchedule: { reads: 'message', fallback: 'Failed to read the cron expression' },
};

export function fallbackMessage(operation: Operation): string {
  return catalogue[operation].fallback;
}

/**
 * A failed call: `status` is 0 when the server could not be reached. `message` is what the
 * catalogue says to show; `serverMessage` is the server's own words, when it gave any.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly operation: Operation;
  readonly body: unknown;
  readonly serverMessage: string | null;

  constructor(operation: Operation, status: number, message: string, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.operation = operation;
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessageOf(operation, body);
  }

  /** The request field the server refused, as a path ('full_name', 'environments.1.url'); null when none. */
  get field(): string | null {
    const field = (this.body as { data?: { field?: unknown } } | undefined)?.data?.field;
    return typeof field === 'string' && field !== '' ? field : null;
  }

  /** True when the server says the password was right but the account awaits activation. */
  get activationRequired(): boolean {
    const data = (this.body as { data?: { activation_required?: unknown } } | undefined)?.data;
    return data?.activation_required === true;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message a failed answer carries, read where the catalogue says; null when it has none. */
export function serverMessageOf(operation: Operation, body: unknown): string | null {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    data?: { message?: unknown };
  };
  const { reads } = catalogue[operation];
  const primary = reads === 'data.message' ? answer.data?.message : answer.message;
  const secondary = reads === 'data.message' ? answer.message : answer.data?.message;
  return text(primary) ?? text(secondary) ?? null;
}

/** The message a failed answer carries, else the call's fallback. */
export function messageFor(operation: Operation, body: unknown): string {
  return serverMessageOf(operation, body) ?? catalogue[operation].fallback;
}

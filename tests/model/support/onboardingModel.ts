/**
 * The model of the onboarding machine for the model-based tests of /create-project, /config and
 * /add-tests: the payload cases of its events, what of the context tells states apart, and which
 * events the screens give no way to send. Shared by the onboarding*.model.test.tsx files, one per
 * step the user opens first (the machine's input), and, with the real server's cases, by the
 * Chromium specs (tests/e2e/modelMachines.ts).
 */
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import type { TestCase } from '../../../src/api/testCases.ts';
import { onboardingMachine, type OnboardingContext, type Step } from '../../../src/machines/onboarding.ts';
import type { CredentialRow, ProjectForm } from '../../../src/machines/onboardingForms.ts';
import { serverError } from '../../unit/support/deferredActor.ts';
import { testCase } from '../../unit/support/testCases.ts';
import { machineModel, type ModelEvent } from './model.ts';

export const ENVIRONMENTS = [
  { id: 11, label: 'Staging', url: 'https://staging.shop.example' },
  { id: 12, label: 'Production', url: 'https://shop.example' },
];
export const PROJECT_ID = 5;
export const PROJECT = {
  id: PROJECT_ID,
  name: 'Shop',
  environments: ENVIRONMENTS,
  start_urls: [],
  created_at: '2026-11-01T00:00:00Z',
};

export const PROJECT_FORM: ProjectForm = {
  name: 'Shop',
  environments: ENVIRONMENTS.map(({ label, url }) => ({ label, url })),
  extraUrls: [],
};
/** A complete test account, and one without its password (which Continue refuses). */
export const COMPLETE_ROWS: CredentialRow[] = [{ username: 'qa@shop.example', password: 'Secret123', envId: '12' }];
export const INCOMPLETE_ROWS: CredentialRow[] = [{ username: 'qa@shop.example', password: '', envId: '12' }];

export const TEST_FILE = new File(['title,step\nLog in,Open /login\n'], 'login.csv', { type: 'text/csv' });
export const IMPORTED: TestCase[] = [testCase(31, 'Log in', { environment_id: 11, goal: '', expected_result: '' })];
export const IMPORT_ERROR = 'Line 3: the title is missing';

export const STEP_INDEX: Record<Step, number> = { project: 0, config: 1, tests: 2 };
export const STEP_ROUTE: Record<Step, string> = { project: '/create-project', config: '/config', tests: '/add-tests' };

export const currentStep = (s: AnyMachineSnapshot): Step | null =>
  (Object.keys(STEP_INDEX) as Step[]).find((step) => s.matches(step)) ?? null;
/** The uploads under way. */
export const uploading = (c: OnboardingContext) => c.uploads.filter((u) => u.status === 'uploading');

/** The payload cases of a model of the flow, apart from the steps' announcements (the same for every model). */
export interface OnboardingCases {
  /** The cases of every event but `route.entered` and an upload's reports. */
  events: ModelEvent[];
  /** What the upload `id`, while under way, can report: `upload.progress`, `upload.done`, `upload.failed`. */
  reports: (id: string) => ModelEvent[];
}

/** The cases the happy-dom suite sends, its fake server answering with any outcome. */
const CASES: OnboardingCases = {
  events: [
    { type: 'project.submit', form: PROJECT_FORM },
    { type: 'xstate.done.actor.createProject', output: { success: true, message: 'Project created.', data: PROJECT } },
    {
      type: 'xstate.error.actor.createProject',
      error: serverError('createProject', 400, 'A project named Shop already exists.'),
    },
    // Back on the Project step, the project made is read again, shown, and changed rather than made twice.
    { type: 'xstate.done.actor.loadProject', output: { success: true, data: PROJECT } },
    { type: 'xstate.error.actor.loadProject', error: serverError('getProject', 500, 'Database down') },
    { type: 'project.retry' },
    {
      type: 'xstate.done.actor.updateProject',
      output: { success: true, message: 'Project updated.', data: PROJECT },
    },
    {
      type: 'xstate.error.actor.updateProject',
      error: serverError('updateProject', 400, 'That name is taken by another project.'),
    },
    { type: 'xstate.done.actor.loadEnvironments', output: { success: true, data: ENVIRONMENTS } },
    { type: 'xstate.error.actor.loadEnvironments', error: serverError('listEnvironments', 500, 'Database down') },
    { type: 'xstate.done.actor.loadTestEnvironments', output: { success: true, data: ENVIRONMENTS } },
    // Offline: the machine shows its own message whatever the failure.
    {
      type: 'xstate.error.actor.loadTestEnvironments',
      error: new ApiError('listEnvironments', 0, 'Network error occurred'),
    },
    { type: 'config.submit', rows: INCOMPLETE_ROWS },
    { type: 'config.submit', rows: COMPLETE_ROWS },
    { type: 'xstate.done.actor.createCredentials', output: { success: true, message: 'Credentials saved.', data: [] } },
    {
      type: 'xstate.error.actor.createCredentials',
      error: serverError('createCredentials', 400, 'Unknown environment.'),
    },
    { type: 'xstate.done.actor.skipConfig', output: { success: true, data: { completed: 2 } } },
    // No message from the server: the screen's own, 'Failed to save your progress'.
    {
      type: 'xstate.error.actor.skipConfig',
      error: new ApiError('completeOnboardingStep', 503, 'Failed to save your progress', { success: false }),
    },
    { type: 'tests.upload', envId: ENVIRONMENTS[0]!.id, files: [TEST_FILE] },
    { type: 'xstate.done.actor.finishTests', output: { success: true, data: { completed: 3 } } },
    {
      type: 'xstate.error.actor.finishTests',
      error: serverError('completeOnboardingStep', 400, 'Add a test case first.'),
    },
  ],
  reports: (id) => [
    { type: 'upload.progress', id, progress: 40 },
    { type: 'upload.done', id, created: IMPORTED },
    { type: 'upload.failed', id, error: IMPORT_ERROR },
  ],
};

const ROUTES_ENTERED: ModelEvent[] = (Object.keys(STEP_INDEX) as Step[]).map((step) => ({
  type: 'route.entered',
  step,
}));

/** What of the context tells states apart (see `onboardingModelConfig`). */
const contextKey = (c: OnboardingContext) => [
  c.completed,
  c.projectId !== null,
  c.ownProjectId !== null,
  c.project !== null,
  c.error,
  c.environments.length > 0,
  [...new Set(c.uploads.map((u) => u.status))].sort(),
];
const stateKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, contextKey(s.context as OnboardingContext)]);

/** Events the screens give no way to send in a state; `opened` is the state the flow starts in. */
const filterEvents =
  (opened: string) =>
  (s: AnyMachineSnapshot, e: EventObject): boolean => {
    const c = s.context as OnboardingContext;
    switch (e.type) {
      case 'route.entered': {
        const step = (e as EventObject & { step: Step }).step;
        // The layout announces the step of the route it shows as it opens; the model sends that
        // announcement right after opening. The flow's own redirects announce their step too, a no-op
        // inside the redirect's step; and clicking the step already shown changes no route.
        if (step === currentStep(s)) return stateKey(s) === opened;
        // Another step is entered from the sidebar, whose buttons are disabled for steps not reached yet.
        return STEP_INDEX[step] <= c.completed;
      }
      case 'upload.progress':
      case 'upload.done':
      case 'upload.failed':
        // Only an upload under way reports (the cases carry its id; without one there is none).
        return 'id' in e;
      case 'tests.finish':
        // Skip and Finish are disabled while a file is uploading.
        return uploading(c).length === 0;
      default:
        return true;
    }
  };

export interface OnboardingInput {
  projectId: number | null;
  completed: number;
  step: Step;
}

/**
 * The model of the flow opened at `input.step` with the account's project and progress, sending
 * `cases` (by default the happy-dom suite's), and only the events `only` lets through besides those
 * the screens offer. The context that tells states apart: the sidebar's ticks and the steps it lets
 * one open, whether there is a project (the `checking` guards), the error shown, whether the
 * environments are known (the file pickers), and which kinds of upload rows are shown: a set, so
 * that uploading again stays in the graph.
 */
export const onboardingModelConfig = (
  input: OnboardingInput,
  cases: OnboardingCases = CASES,
  only: (s: AnyMachineSnapshot, e: EventObject) => boolean = () => true,
) => {
  const offered = filterEvents(stateKey(createActor(onboardingMachine, { input }).getSnapshot()));
  return {
    input,
    events: (s: AnyMachineSnapshot) => [
      ...ROUTES_ENTERED,
      ...cases.events,
      ...uploading(s.context as OnboardingContext).flatMap((u) => cases.reports(u.id)),
    ],
    filterEvents: (s: AnyMachineSnapshot, e: EventObject) => offered(s, e) && only(s, e),
    context: contextKey,
  };
};
export const onboardingModel = (input: OnboardingInput) =>
  machineModel('onboarding', onboardingMachine, onboardingModelConfig(input));

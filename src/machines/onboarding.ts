import { assertEvent, assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { api } from '../api/index.ts';
import type { Environment, OnboardingStep, Project } from '../api/projects.ts';
import type { TestCase } from '../api/testCases.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage, REDIRECT_DELAY_MS } from './effects.ts';
import {
  credentialPayload,
  credentialRowsComplete,
  FILL_ALL_FIELDS,
  projectFormComplete,
  projectPayload,
  projectUpdates,
  type CredentialRow,
  type ProjectForm,
} from './onboardingForms.ts';

export interface Upload {
  id: string;
  envId: number;
  fileName: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error: string | null;
  created: TestCase[];
}

export interface OnboardingContext {
  /** The step whose route the user opened first. */
  entryStep: Step;
  projectId: number | null;
  /**
   * The project this onboarding made (or, resumed half-way, the one it made before): the Project step
   * shows it to change, never a blank form that would make a second one. Null for 'Add project'.
   */
  ownProjectId: number | null;
  /** That project as last read, for the Project step's form. */
  project: Project | null;
  completed: number;
  environments: Environment[];
  error: string | null;
  uploads: Upload[];
}

export type Step = 'project' | 'config' | 'tests';

export type OnboardingEvent =
  | { type: 'route.entered'; step: Step }
  | { type: 'project.submit'; form: ProjectForm }
  | { type: 'project.retry' }
  /** Only sent with 'Sign-in Required?' on: with it off, Continue is disabled (spec §5). */
  | { type: 'config.submit'; rows: CredentialRow[] }
  | { type: 'config.skip' }
  | { type: 'environments.retry' }
  | { type: 'tests.upload'; envId: number; files: File[] }
  | { type: 'tests.finish' }
  | { type: 'upload.progress'; id: string; progress: number }
  | { type: 'upload.done'; id: string; created: TestCase[] }
  | { type: 'upload.failed'; id: string; error: string };

/** What the onboarding tells the rest of the app; provided by the app (the auth session). */
export interface OnboardingNotices {
  projectCreated: (_: unknown, p: { projectId: number }) => void;
  progressed: (_: unknown, p: { completed: number }) => void;
}

const uploadFile = fromCallback<OnboardingEvent, { id: string; envId: number; file: File }>(({ input, sendBack }) => {
  const controller = new AbortController();
  api
    .upload({
      file: input.file,
      environmentId: input.envId,
      signal: controller.signal,
      onProgress: (progress) => sendBack({ type: 'upload.progress', id: input.id, progress }),
    })
    .then((answer) => sendBack({ type: 'upload.done', id: input.id, created: answer.data }))
    .catch((error: unknown) =>
      sendBack({ type: 'upload.failed', id: input.id, error: errorMessage(error, fallbackMessage('importTestCases')) }),
    );
  return () => controller.abort();
});

function stepEntered(event: OnboardingEvent): Step {
  assertEvent(event, 'route.entered');
  return event.step;
}

const updateUpload = (uploads: Upload[], id: string, change: Partial<Upload>) =>
  uploads.map((u) => (u.id === id ? { ...u, ...change } : u));

/**
 * Onboarding (spec §2, §4): create the project, store test accounts, add tests. Each step is
 * marked complete on the server in turn; a user who returns continues where they stopped.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    /** `newProject`: opened to add another project (the switcher's Add project), not to go on with onboarding's. */
    input: {} as { projectId: number | null; completed: number; step: Step; newProject?: boolean },
  },
  actors: {
    createProject: fromPromise(({ input }: { input: ProjectForm }) => api.projects.create(projectPayload(input))),
    loadProject: fromPromise(({ input }: { input: { projectId: number } }) => api.projects.get(input.projectId)),
    /** The changed environments first, then the name (always sent), whose answer is the project as it now is. */
    updateProject: fromPromise(async ({ input }: { input: { project: Project; form: ProjectForm } }) => {
      const { name, environments } = projectUpdates(input.project, input.form);
      for (const { id, ...change } of environments) await api.settings.updateEnvironment(id, change);
      return api.projects.update(input.project.id, { name });
    }),
    loadEnvironments: fromPromise(({ input }: { input: { projectId: number } }) =>
      api.projects.environments(input.projectId),
    ),
    createCredentials: fromPromise(({ input }: { input: CredentialRow[] }) =>
      api.projects.createCredentials(credentialPayload(input)),
    ),
    completeStep: fromPromise(({ input }: { input: { step: OnboardingStep } }) =>
      api.projects.completeOnboardingStep(input.step),
    ),
    uploadFile,
  },
  actions: {
    ...effectActions,
    projectCreated: (_, _p: { projectId: number }) => {},
    progressed: (_, _p: { completed: number }) => {},
  },
  guards: {
    hasProject: ({ context }) => context.projectId !== null,
    hasOwnProject: ({ context }) => context.ownProjectId !== null,
    updatesOwnProject: ({ context, event }) => {
      assertEvent(event, 'project.submit');
      return context.project !== null && projectFormComplete(event.form);
    },
    projectFormComplete: ({ event }) => {
      assertEvent(event, 'project.submit');
      return projectFormComplete(event.form);
    },
    credentialsIncomplete: ({ event }) => {
      assertEvent(event, 'config.submit');
      return !credentialRowsComplete(event.rows);
    },
    isProjectStep: ({ event }) => stepEntered(event) === 'project',
    isConfigStep: ({ event }) => stepEntered(event) === 'config',
    isTestsStep: ({ event }) => stepEntered(event) === 'tests',
  },
  delays: { redirectDelay: REDIRECT_DELAY_MS },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    entryStep: input.step,
    projectId: input.projectId,
    // Half-way through onboarding, the current project is the one it made; done with it, Add project makes another.
    ownProjectId: !input.newProject && input.completed >= 1 && input.completed < 3 ? input.projectId : null,
    project: null,
    completed: input.completed,
    environments: [],
    error: null,
    uploads: [],
  }),
  initial: 'routing',
  on: {
    'route.entered': [
      { guard: 'isProjectStep', target: '.project' },
      { guard: 'isConfigStep', target: '.config' },
      { guard: 'isTestsStep', target: '.tests' },
    ],
    // An upload goes on when the user opens another step meanwhile, and reports wherever the flow is:
    // dropped, its result would leave it 'uploading' for good, and Finish disabled.
    'upload.progress': {
      actions: assign({
        uploads: ({ context, event }) => updateUpload(context.uploads, event.id, { progress: event.progress }),
      }),
    },
    'upload.done': {
      actions: assign({
        uploads: ({ context, event }) =>
          updateUpload(context.uploads, event.id, { status: 'done', progress: 100, created: event.created }),
      }),
    },
    'upload.failed': {
      actions: assign({
        uploads: ({ context, event }) =>
          updateUpload(context.uploads, event.id, { status: 'failed', error: event.error }),
      }),
    },
  },
  states: {
    routing: {
      always: [
        { guard: ({ context }) => context.entryStep === 'config', target: 'config' },
        { guard: ({ context }) => context.entryStep === 'tests', target: 'tests' },
        { target: 'project' },
      ],
    },
    project: {
      // Arriving at the step the flow is already on changes nothing (no second load).
      on: { 'route.entered': { guard: 'isProjectStep' } },
      initial: 'checking',
      entry: assign({ error: null }),
      states: {
        // A project this onboarding made is shown as it is now, to change: Back never makes a second one.
        checking: { always: [{ guard: 'hasOwnProject', target: 'loadingProject' }, { target: 'editing' }] },
        loadingProject: {
          invoke: {
            id: 'loadProject',
            src: 'loadProject',
            input: ({ context }) => ({ projectId: context.ownProjectId ?? 0 }),
            onDone: { target: 'editing', actions: assign({ project: ({ event }) => event.output.data }) },
            onError: {
              target: 'projectFailed',
              actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('getProject')) }),
            },
          },
        },
        projectFailed: {
          on: { 'project.retry': { target: 'loadingProject', actions: assign({ error: null }) } },
        },
        editing: {
          on: {
            'project.submit': [
              { guard: 'updatesOwnProject', target: 'updating' },
              { guard: 'projectFormComplete', target: 'creating' },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createProject',
            src: 'createProject',
            input: ({ event }) => {
              assertEvent(event, 'project.submit');
              return event.form;
            },
            onDone: {
              target: 'created',
              actions: [
                assign({
                  projectId: ({ event }) => event.output.data.id,
                  ownProjectId: ({ event }) => event.output.data.id,
                  project: ({ event }) => event.output.data,
                  environments: ({ event }) => event.output.data.environments,
                  completed: ({ context }) => Math.max(context.completed, 1),
                }),
                { type: 'projectCreated', params: ({ event }) => ({ projectId: event.output.data.id }) },
                { type: 'progressed', params: { completed: 1 } },
                { type: 'notify', params: { tone: 'success', message: 'Project created successfully!' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('createProject')) }),
                { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
              ],
            },
          },
        },
        updating: {
          invoke: {
            id: 'updateProject',
            src: 'updateProject',
            input: ({ context, event }) => {
              assertEvent(event, 'project.submit');
              return { project: context.project!, form: event.form };
            },
            onDone: {
              target: 'updated',
              actions: [
                assign({
                  project: ({ event }) => event.output.data,
                  environments: ({ event }) => event.output.data.environments,
                }),
                { type: 'notify', params: { tone: 'success', message: 'Project updated successfully!' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('updateProject')) }),
                { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
              ],
            },
          },
        },
        created: {
          after: {
            redirectDelay: { target: '#onboarding.config', actions: { type: 'navigate', params: { to: '/config' } } },
          },
        },
        updated: {
          after: {
            redirectDelay: { target: '#onboarding.config', actions: { type: 'navigate', params: { to: '/config' } } },
          },
        },
      },
    },
    config: {
      // Arriving at the step the flow is already on changes nothing (no second load).
      on: { 'route.entered': { guard: 'isConfigStep' } },
      initial: 'checking',
      entry: assign({ error: null }),
      states: {
        checking: { always: [{ guard: 'hasProject', target: 'loadingEnvironments' }, { target: 'noProject' }] },
        noProject: {},
        loadingEnvironments: {
          invoke: {
            id: 'loadEnvironments',
            src: 'loadEnvironments',
            input: ({ context }) => ({ projectId: context.projectId ?? 0 }),
            onDone: { target: 'editing', actions: assign({ environments: ({ event }) => event.output.data }) },
            onError: {
              target: 'environmentsFailed',
              actions: [
                assign({ error: fallbackMessage('listEnvironments') }),
                { type: 'notify', params: { tone: 'error', message: fallbackMessage('listEnvironments') } },
              ],
            },
          },
        },
        environmentsFailed: {
          on: { 'environments.retry': { target: 'loadingEnvironments', actions: assign({ error: null }) } },
        },
        editing: {
          on: {
            'config.submit': [
              { guard: 'credentialsIncomplete', actions: assign({ error: FILL_ALL_FIELDS }) },
              { target: 'saving', actions: assign({ error: null }) },
            ],
            'config.skip': 'skipping',
          },
        },
        saving: {
          invoke: {
            id: 'createCredentials',
            src: 'createCredentials',
            input: ({ event }) => {
              assertEvent(event, 'config.submit');
              return event.rows;
            },
            onDone: {
              target: 'saved',
              actions: [
                assign({ completed: ({ context }) => Math.max(context.completed, 2) }),
                { type: 'progressed', params: { completed: 2 } },
                { type: 'notify', params: { tone: 'success', message: 'Credentials created successfully!' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('createCredentials')) }),
                { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.error ?? '' }) },
              ],
            },
          },
        },
        saved: {
          after: {
            redirectDelay: { target: '#onboarding.tests', actions: { type: 'navigate', params: { to: '/add-tests' } } },
          },
        },
        skipping: {
          invoke: {
            id: 'skipConfig',
            src: 'completeStep',
            input: { step: 'config' },
            onDone: {
              target: '#onboarding.tests',
              actions: [
                assign({ completed: ({ context }) => Math.max(context.completed, 2) }),
                { type: 'progressed', params: { completed: 2 } },
                { type: 'navigate', params: { to: '/add-tests' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({
                error: ({ event }) => errorMessage(event.error, fallbackMessage('completeOnboardingStep')),
              }),
            },
          },
        },
      },
    },
    tests: {
      initial: 'checking',
      entry: assign({ error: null }),
      // Arriving at the step the flow is already on changes nothing (no second load).
      on: { 'route.entered': { guard: 'isTestsStep' } },
      states: {
        checking: { always: [{ guard: 'hasProject', target: 'loadingEnvironments' }, { target: 'noProject' }] },
        noProject: {},
        loadingEnvironments: {
          invoke: {
            id: 'loadTestEnvironments',
            src: 'loadEnvironments',
            input: ({ context }) => ({ projectId: context.projectId ?? 0 }),
            onDone: { target: 'choosing', actions: assign({ environments: ({ event }) => event.output.data }) },
            onError: {
              target: 'environmentsFailed',
              actions: [
                assign({ error: fallbackMessage('listEnvironments') }),
                { type: 'notify', params: { tone: 'error', message: fallbackMessage('listEnvironments') } },
              ],
            },
          },
        },
        environmentsFailed: {
          on: { 'environments.retry': { target: 'loadingEnvironments', actions: assign({ error: null }) } },
        },
        choosing: {
          on: {
            'tests.upload': {
              actions: assign(({ context, event, spawn }) => {
                // Numbered within the flow (its uploads are never removed), so the same choices give the same ids.
                const added = event.files.map((file, i) => {
                  const id = `upload-${context.uploads.length + i + 1}`;
                  spawn('uploadFile', { id, input: { id, envId: event.envId, file } });
                  return {
                    id,
                    envId: event.envId,
                    fileName: file.name,
                    progress: 0,
                    status: 'uploading' as const,
                    error: null,
                    created: [],
                  };
                });
                return { uploads: [...context.uploads, ...added] };
              }),
            },
            'tests.finish': 'finishing',
          },
        },
        finishing: {
          invoke: {
            id: 'finishTests',
            src: 'completeStep',
            input: { step: 'tests' },
            onDone: {
              target: '#onboarding.finished',
              actions: [
                assign({ completed: 3 }),
                { type: 'progressed', params: { completed: 3 } },
                { type: 'navigate', params: { to: '/dashboard' } },
              ],
            },
            onError: {
              target: 'choosing',
              actions: assign({
                error: ({ event }) => errorMessage(event.error, fallbackMessage('completeOnboardingStep')),
              }),
            },
          },
        },
      },
    },
    finished: { type: 'final' },
  },
});

export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

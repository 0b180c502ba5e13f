import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import type { Environment, Project } from '../../../src/api/projects.ts';
import { onboardingMachine, type OnboardingEvent, type Step } from '../../../src/machines/onboarding.ts';
import { projectPayload, type CredentialRow, type ProjectForm } from '../../../src/machines/onboardingForms.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';
import { testCase } from '../support/testCases.ts';

const environments: Environment[] = [
  { id: 7, label: 'Staging', url: 'https://staging.shop.io' },
  { id: 8, label: 'Production', url: 'https://shop.io' },
];

const project: Project = {
  id: 42,
  name: 'Shop',
  environments,
  start_urls: ['https://shop.io/cart'],
  created_at: '2025-01-01T00:00:00.000Z',
  step_timeout_ms: 10000,
  run_timeout_ms: 300000,
  retries: 1,
  flaky_threshold: 30,
};

const form: ProjectForm = {
  name: '  Shop ',
  environments: [
    { label: ' Staging', url: 'https://staging.shop.io ' },
    { label: 'Production', url: ' https://shop.io' },
  ],
  extraUrls: [' https://shop.io/cart ', '', '   '],
};

const rows: CredentialRow[] = [
  { username: ' qa@shop.io ', password: 'Secret1Pass', envId: '7' },
  { username: 'admin', password: 'Admin1Pass', envId: '8' },
];

interface UploadInput {
  id: string;
  envId: number;
  file: File;
}

function start(input: { projectId: number | null; completed: number; step: Step; newProject?: boolean }) {
  const createProject = deferredActor<{ success: true; message: string; data: Project }, ProjectForm>();
  const loadEnvironments = deferredActor<{ success: true; data: Environment[] }, { projectId: number }>();
  const loadProject = deferredActor<{ success: true; data: Project }, { projectId: number }>();
  const createCredentials = deferredActor<unknown, CredentialRow[]>();
  const completeStep = deferredActor<unknown, { step: 'config' | 'tests' }>();
  const uploads: { input: UploadInput; sendBack: (event: OnboardingEvent) => void }[] = [];
  const uploadFile = fromCallback<OnboardingEvent, UploadInput>(({ input, sendBack }) => {
    uploads.push({ input, sendBack });
  });
  const effects = effectSpies();
  const created: { projectId: number }[] = [];
  const progressed: { completed: number }[] = [];
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        createProject: createProject.logic,
        loadEnvironments: loadEnvironments.logic,
        loadProject: loadProject.logic,
        createCredentials: createCredentials.logic,
        completeStep: completeStep.logic,
        uploadFile,
      },
      actions: {
        ...effects.actions,
        projectCreated: (_, p) => void created.push(p),
        progressed: (_, p) => void progressed.push(p),
      },
    }),
    { input },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    snapshot,
    createProject,
    loadEnvironments,
    loadProject,
    createCredentials,
    completeStep,
    uploads,
    effects,
    created,
    progressed,
  };
}

/** Nothing was asked of the server or the app. */
function expectNoCalls(t: ReturnType<typeof start>) {
  expect(t.createProject.calls).toEqual([]);
  expect(t.loadEnvironments.calls).toEqual([]);
  expect(t.loadProject.calls).toEqual([]);
  expect(t.createCredentials.calls).toEqual([]);
  expect(t.completeStep.calls).toEqual([]);
  expect(t.uploads).toEqual([]);
  expect(t.effects.navigations).toEqual([]);
  expect(t.effects.notices).toEqual([]);
  expect(t.created).toEqual([]);
  expect(t.progressed).toEqual([]);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('onboarding machine', () => {
  describe('where it starts', () => {
    it('starts at the project step, calling nothing', () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      expect(t.snapshot().value).toEqual({ project: 'editing' });
      expect(t.snapshot().context).toEqual({
        entryStep: 'project',
        projectId: null,
        ownProjectId: null,
        project: null,
        completed: 0,
        environments: [],
        error: null,
        uploads: [],
      });
      expectNoCalls(t);
    });

    it('opened to add another project (the switcher’s Add project), shows an empty form, not the one onboarding made', () => {
      const t = start({ projectId: 42, completed: 1, step: 'project', newProject: true });
      expect(t.snapshot().value).toEqual({ project: 'editing' });
      expect(t.snapshot().context.ownProjectId).toBeNull();
      expect(t.loadProject.calls).toEqual([]);
    });

    it("starts at the config step and loads the project's environments", () => {
      const t = start({ projectId: 42, completed: 1, step: 'config' });
      expect(t.snapshot().value).toEqual({ config: 'loadingEnvironments' });
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }]);
    });

    it("starts at the tests step and loads the project's environments", () => {
      const t = start({ projectId: 42, completed: 2, step: 'tests' });
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }]);
    });

    it.each(['config', 'tests'] as const)(
      'waits in noProject at the %s step without a project, calling nothing',
      (step) => {
        const t = start({ projectId: null, completed: 0, step });
        expect(t.snapshot().value).toEqual({ [step]: 'noProject' });
        expectNoCalls(t);
      },
    );
  });

  describe('the project step', () => {
    it('ignores a submit with an incomplete form', () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form: { ...form, name: '   ' } });
      t.actor.send({
        type: 'project.submit',
        form: { ...form, environments: [form.environments[0]!, { label: 'Production', url: ' ' }] },
      });
      expect(t.snapshot().value).toEqual({ project: 'editing' });
      expect(t.createProject.calls).toEqual([]);
    });

    it('creates the project, toasts, and after 2 s goes to /config and loads its environments', async () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form });
      expect(t.snapshot().value).toEqual({ project: 'creating' });
      expect(t.createProject.calls).toEqual([form]);
      // The real actor sends this payload: trimmed, blank extra URLs left out.
      expect(projectPayload(t.createProject.calls[0]!)).toEqual({
        name: 'Shop',
        environments: [
          { label: 'Staging', url: 'https://staging.shop.io' },
          { label: 'Production', url: 'https://shop.io' },
        ],
        extra_urls: ['https://shop.io/cart'],
      });

      await t.createProject.resolve({ success: true, message: 'Project created', data: project });
      expect(t.snapshot().value).toEqual({ project: 'created' });
      expect(t.snapshot().context).toMatchObject({ projectId: 42, completed: 1, environments, error: null });
      expect(t.created).toEqual([{ projectId: 42 }]);
      expect(t.progressed).toEqual([{ completed: 1 }]);
      expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Project created successfully!' }]);

      vi.advanceTimersByTime(1999);
      expect(t.effects.navigations).toEqual([]);
      expect(t.snapshot().value).toEqual({ project: 'created' });
      expect(t.loadEnvironments.calls).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(t.effects.navigations).toEqual([{ to: '/config' }]);
      expect(t.snapshot().value).toEqual({ config: 'loadingEnvironments' });
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }]);
    });

    it("shows the server's message and toasts it on failure", async () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form });
      await t.createProject.reject(serverError('createProject', 400, 'A project with this name exists.'));
      expect(t.snapshot().value).toEqual({ project: 'editing' });
      expect(t.snapshot().context.error).toBe('A project with this name exists.');
      expect(t.snapshot().context.projectId).toBeNull();
      expect(t.effects.notices).toEqual([{ tone: 'error', message: 'A project with this name exists.' }]);
      expect(t.created).toEqual([]);
      expect(t.progressed).toEqual([]);
      vi.advanceTimersByTime(5000);
      expect(t.effects.navigations).toEqual([]);
    });

    it("falls back to 'Failed to create project' when the server gave no message", async () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form });
      await t.createProject.reject(new ApiError('createProject', 500, 'Failed to create project', { success: false }));
      expect(t.snapshot().context.error).toBe('Failed to create project');
      expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Failed to create project' }]);
    });

    it('can submit again after a failure', async () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form });
      await t.createProject.reject(new Error(''));
      t.actor.send({ type: 'project.submit', form });
      expect(t.snapshot().value).toEqual({ project: 'creating' });
      expect(t.createProject.calls).toEqual([form, form]);
    });
  });

  describe('the config step', () => {
    async function atConfig() {
      const t = start({ projectId: 42, completed: 1, step: 'config' });
      await t.loadEnvironments.resolve({ success: true, data: environments });
      return t;
    }

    it('loads the environments into the context', async () => {
      const t = await atConfig();
      expect(t.snapshot().value).toEqual({ config: 'editing' });
      expect(t.snapshot().context.environments).toEqual(environments);
      expect(t.snapshot().context.error).toBeNull();
    });

    it("says 'Failed to fetch environments' and loads again on retry", async () => {
      const t = start({ projectId: 42, completed: 1, step: 'config' });
      await t.loadEnvironments.reject(serverError('listEnvironments', 500, 'Database down'));
      expect(t.snapshot().value).toEqual({ config: 'environmentsFailed' });
      expect(t.snapshot().context.error).toBe('Failed to fetch environments');
      expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Failed to fetch environments' }]);

      t.actor.send({ type: 'environments.retry' });
      expect(t.snapshot().value).toEqual({ config: 'loadingEnvironments' });
      expect(t.snapshot().context.error).toBeNull();
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }, { projectId: 42 }]);
      await t.loadEnvironments.resolve({ success: true, data: environments });
      expect(t.snapshot().value).toEqual({ config: 'editing' });
      expect(t.snapshot().context.environments).toEqual(environments);
    });

    it.each([
      ['no rows', []],
      ['a row without a password', [rows[0]!, { ...rows[1]!, password: '' }]],
      ['a row without an environment', [{ ...rows[0]!, envId: '' }, rows[1]!]],
    ])("says 'Please fill in all required fields.' for %s, calling nothing", async (_, incomplete) => {
      const t = await atConfig();
      t.actor.send({ type: 'config.submit', rows: incomplete });
      expect(t.snapshot().value).toEqual({ config: 'editing' });
      expect(t.snapshot().context.error).toBe('Please fill in all required fields.');
      expect(t.createCredentials.calls).toEqual([]);
      expect(t.effects.notices).toEqual([]);
    });

    it('saves the credentials, toasts, and after 2 s goes to /add-tests', async () => {
      const t = await atConfig();
      t.actor.send({ type: 'config.submit', rows: [] });
      expect(t.snapshot().context.error).toBe('Please fill in all required fields.');
      t.actor.send({ type: 'config.submit', rows });
      expect(t.snapshot().value).toEqual({ config: 'saving' });
      expect(t.snapshot().context.error).toBeNull();
      expect(t.createCredentials.calls).toEqual([rows]);

      await t.createCredentials.resolve({ success: true, message: 'Created', data: [] });
      expect(t.snapshot().value).toEqual({ config: 'saved' });
      expect(t.snapshot().context.completed).toBe(2);
      expect(t.progressed).toEqual([{ completed: 2 }]);
      expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Credentials created successfully!' }]);

      vi.advanceTimersByTime(1999);
      expect(t.effects.navigations).toEqual([]);
      expect(t.snapshot().value).toEqual({ config: 'saved' });
      vi.advanceTimersByTime(1);
      expect(t.effects.navigations).toEqual([{ to: '/add-tests' }]);
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }, { projectId: 42 }]);
    });

    it("shows the server's message on failure, else 'Failed to create credentials'", async () => {
      const t = await atConfig();
      t.actor.send({ type: 'config.submit', rows });
      await t.createCredentials.reject(serverError('createCredentials', 400, 'Unknown environment.'));
      expect(t.snapshot().value).toEqual({ config: 'editing' });
      expect(t.snapshot().context.error).toBe('Unknown environment.');
      expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Unknown environment.' }]);

      t.actor.send({ type: 'config.submit', rows });
      expect(t.snapshot().context.error).toBeNull();
      await t.createCredentials.reject(
        new ApiError('createCredentials', 500, 'Failed to create credentials', { success: false }),
      );
      expect(t.snapshot().value).toEqual({ config: 'editing' });
      expect(t.snapshot().context.error).toBe('Failed to create credentials');
      expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to create credentials' });
      expect(t.progressed).toEqual([]);
      vi.advanceTimersByTime(5000);
      expect(t.effects.navigations).toEqual([]);
    });

    it('skips: marks the step complete, then goes to /add-tests', async () => {
      const t = await atConfig();
      t.actor.send({ type: 'config.skip' });
      expect(t.snapshot().value).toEqual({ config: 'skipping' });
      expect(t.completeStep.calls).toEqual([{ step: 'config' }]);
      expect(t.effects.navigations).toEqual([]);

      await t.completeStep.resolve({ success: true, data: { completed: 2 } });
      expect(t.effects.navigations).toEqual([{ to: '/add-tests' }]);
      expect(t.progressed).toEqual([{ completed: 2 }]);
      expect(t.snapshot().context.completed).toBe(2);
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
      expect(t.createCredentials.calls).toEqual([]);
    });

    it('stays on the step with the error when skipping fails', async () => {
      const t = await atConfig();
      t.actor.send({ type: 'config.skip' });
      await t.completeStep.reject(serverError('completeOnboardingStep', 400, 'Create a project first.'));
      expect(t.snapshot().value).toEqual({ config: 'editing' });
      expect(t.snapshot().context.error).toBe('Create a project first.');
      expect(t.effects.navigations).toEqual([]);
      expect(t.progressed).toEqual([]);
    });
  });

  describe('the tests step', () => {
    async function atTests() {
      const t = start({ projectId: 42, completed: 2, step: 'tests' });
      await t.loadEnvironments.resolve({ success: true, data: environments });
      return t;
    }

    const files = () => [new File(['a'], 'login.csv'), new File(['b'], 'checkout.xlsx')];

    it('loads the environments into the context', async () => {
      const t = await atTests();
      expect(t.snapshot().value).toEqual({ tests: 'choosing' });
      expect(t.snapshot().context.environments).toEqual(environments);
    });

    it("says 'Failed to fetch environments' and loads again on retry", async () => {
      const t = start({ projectId: 42, completed: 2, step: 'tests' });
      await t.loadEnvironments.reject(new Error(''));
      expect(t.snapshot().value).toEqual({ tests: 'environmentsFailed' });
      expect(t.snapshot().context.error).toBe('Failed to fetch environments');
      t.actor.send({ type: 'environments.retry' });
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
      expect(t.snapshot().context.error).toBeNull();
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }, { projectId: 42 }]);
    });

    it('starts one upload per file', async () => {
      const t = await atTests();
      const [login, checkout] = files();
      t.actor.send({ type: 'tests.upload', envId: 8, files: [login!, checkout!] });
      const { uploads } = t.snapshot().context;
      expect(uploads).toHaveLength(2);
      expect(uploads).toEqual([
        {
          id: expect.any(String),
          envId: 8,
          fileName: 'login.csv',
          progress: 0,
          status: 'uploading',
          error: null,
          created: [],
        },
        {
          id: expect.any(String),
          envId: 8,
          fileName: 'checkout.xlsx',
          progress: 0,
          status: 'uploading',
          error: null,
          created: [],
        },
      ]);
      expect(uploads[0]!.id).not.toBe(uploads[1]!.id);
      expect(t.uploads.map((u) => u.input)).toEqual([
        { id: uploads[0]!.id, envId: 8, file: login },
        { id: uploads[1]!.id, envId: 8, file: checkout },
      ]);
      expect(t.snapshot().value).toEqual({ tests: 'choosing' });
    });

    it('adds the uploads of a second choice to those of the first, numbered on', async () => {
      const t = await atTests();
      const [login, checkout] = files();
      t.actor.send({ type: 'tests.upload', envId: 7, files: [login!] });
      t.actor.send({ type: 'tests.upload', envId: 8, files: [checkout!] });
      expect(t.snapshot().context.uploads.map((u) => [u.id, u.fileName, u.envId])).toEqual([
        ['upload-1', 'login.csv', 7],
        ['upload-2', 'checkout.xlsx', 8],
      ]);
      expect(t.uploads).toHaveLength(2);
    });

    it("updates only the matching upload with each upload's progress, success and failure", async () => {
      const t = await atTests();
      t.actor.send({ type: 'tests.upload', envId: 7, files: files() });
      const [first, second] = t.snapshot().context.uploads;
      const [firstUpload, secondUpload] = t.uploads;

      firstUpload!.sendBack({ type: 'upload.progress', id: first!.id, progress: 40 });
      expect(t.snapshot().context.uploads).toEqual([{ ...first, progress: 40 }, second]);

      secondUpload!.sendBack({ type: 'upload.progress', id: second!.id, progress: 15 });
      expect(t.snapshot().context.uploads).toEqual([
        { ...first, progress: 40 },
        { ...second, progress: 15 },
      ]);

      const created = [testCase(1, 'Log in'), testCase(2, 'Log out')];
      firstUpload!.sendBack({ type: 'upload.done', id: first!.id, created });
      expect(t.snapshot().context.uploads).toEqual([
        { ...first, status: 'done', progress: 100, created },
        { ...second, progress: 15 },
      ]);

      secondUpload!.sendBack({ type: 'upload.failed', id: second!.id, error: 'Line 3: the title is missing' });
      expect(t.snapshot().context.uploads).toEqual([
        { ...first, status: 'done', progress: 100, created },
        { ...second, progress: 15, status: 'failed', error: 'Line 3: the title is missing' },
      ]);
      expect(t.snapshot().value).toEqual({ tests: 'choosing' });
    });

    it('keeps track of an upload that reports while the user is on another step', async () => {
      const t = await atTests();
      t.actor.send({ type: 'tests.upload', envId: 7, files: files().slice(0, 1) });
      const [upload] = t.snapshot().context.uploads;
      t.actor.send({ type: 'route.entered', step: 'config' });
      expect(t.snapshot().value).toEqual({ config: 'loadingEnvironments' });
      t.uploads[0]!.sendBack({ type: 'upload.progress', id: upload!.id, progress: 60 });
      t.uploads[0]!.sendBack({ type: 'upload.done', id: upload!.id, created: [testCase(1, 'Log in')] });
      t.actor.send({ type: 'route.entered', step: 'tests' });
      await t.loadEnvironments.resolve({ success: true, data: environments });
      expect(t.snapshot().value).toEqual({ tests: 'choosing' });
      expect(t.snapshot().context.uploads).toEqual([
        { ...upload, status: 'done', progress: 100, created: [testCase(1, 'Log in')] },
      ]);
    });

    it('ignores upload events for an unknown upload', async () => {
      const t = await atTests();
      t.actor.send({ type: 'tests.upload', envId: 7, files: files() });
      const before = t.snapshot().context.uploads;
      t.actor.send({ type: 'upload.progress', id: 'nope', progress: 50 });
      t.actor.send({ type: 'upload.done', id: 'nope', created: [] });
      t.actor.send({ type: 'upload.failed', id: 'nope', error: 'x' });
      expect(t.snapshot().context.uploads).toEqual(before);
    });

    it('finishes: marks the step complete, then goes to /dashboard and is done', async () => {
      const t = await atTests();
      t.actor.send({ type: 'tests.finish' });
      expect(t.snapshot().value).toEqual({ tests: 'finishing' });
      expect(t.completeStep.calls).toEqual([{ step: 'tests' }]);
      expect(t.progressed).toEqual([]);
      expect(t.effects.navigations).toEqual([]);

      await t.completeStep.resolve({ success: true, data: { completed: 3 } });
      expect(t.progressed).toEqual([{ completed: 3 }]);
      expect(t.effects.navigations).toEqual([{ to: '/dashboard' }]);
      expect(t.snapshot().value).toBe('finished');
      expect(t.snapshot().context.completed).toBe(3);
      expect(t.snapshot().status).toBe('done');
    });

    it('goes back to choosing with the error when finishing fails', async () => {
      const t = await atTests();
      t.actor.send({ type: 'tests.finish' });
      await t.completeStep.reject(serverError('completeOnboardingStep', 400, 'Add a test case first.'));
      expect(t.snapshot().value).toEqual({ tests: 'choosing' });
      expect(t.snapshot().context.error).toBe('Add a test case first.');
      expect(t.progressed).toEqual([]);
      expect(t.effects.navigations).toEqual([]);
      expect(t.snapshot().status).toBe('active');

      t.actor.send({ type: 'tests.finish' });
      await t.completeStep.reject(new ApiError('completeOnboardingStep', 500, 'x', { success: false }));
      expect(t.snapshot().context.error).toBe('Failed to save your progress');
    });
  });

  describe('route.entered', () => {
    it('moves between the steps, showing the project it made when it comes back to the first', async () => {
      const t = start({ projectId: 42, completed: 2, step: 'project' });
      expect(t.snapshot().value).toEqual({ project: 'loadingProject' });
      expect(t.loadProject.calls).toEqual([{ projectId: 42 }]);
      await t.loadProject.resolve({ success: true, data: project });
      expect(t.snapshot().value).toEqual({ project: 'editing' });
      expect(t.snapshot().context.project).toEqual(project);

      t.actor.send({ type: 'route.entered', step: 'config' });
      expect(t.snapshot().value).toEqual({ config: 'loadingEnvironments' });
      expect(t.loadEnvironments.calls).toEqual([{ projectId: 42 }]);
      await t.loadEnvironments.resolve({ success: true, data: environments });
      expect(t.snapshot().value).toEqual({ config: 'editing' });

      t.actor.send({ type: 'route.entered', step: 'tests' });
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
      expect(t.loadEnvironments.calls).toHaveLength(2);

      t.actor.send({ type: 'route.entered', step: 'project' });
      expect(t.snapshot().value).toEqual({ project: 'loadingProject' });
      expect(t.loadProject.calls).toHaveLength(2);
    });

    it('clears the error of the step it leaves', async () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form });
      await t.createProject.reject(new Error('Boom'));
      expect(t.snapshot().context.error).toBe('Boom');
      t.actor.send({ type: 'route.entered', step: 'config' });
      expect(t.snapshot().value).toEqual({ config: 'noProject' });
      expect(t.snapshot().context.error).toBeNull();
    });

    it('cancels the pending redirect when the user leaves for another step', async () => {
      const t = start({ projectId: null, completed: 0, step: 'project' });
      t.actor.send({ type: 'project.submit', form });
      await t.createProject.resolve({ success: true, message: 'Project created', data: project });
      t.actor.send({ type: 'route.entered', step: 'tests' });
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
      vi.advanceTimersByTime(5000);
      expect(t.effects.navigations).toEqual([]);
      expect(t.snapshot().value).toEqual({ tests: 'loadingEnvironments' });
    });
  });
});

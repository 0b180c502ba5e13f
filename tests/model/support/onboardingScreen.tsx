/**
 * The onboarding screens (/create-project, /config, /add-tests and their sidebar) bound to the
 * onboarding model: how each model event is done on the screen (typing, clicking, the server or an
 * upload answering) and what each state shows. Used by the onboarding*.model.test.tsx files.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { OnboardingContext, Step } from '../../../src/machines/onboarding.ts';
import {
  credentialPayload,
  projectPayload,
  type CredentialRow,
  type ProjectForm,
} from '../../../src/machines/onboardingForms.ts';
import { field, IN_TOAST, meOk, page, renderScreen, type Reply } from '../../unit/support/renderScreen.tsx';
import { heldApi, replyFor } from './heldApi.ts';
import { describeModel } from './describeModel.ts';
import type { GeneratedPath, MachineModel } from './model.ts';
import {
  currentStep,
  ENVIRONMENTS,
  onboardingModel,
  PROJECT_ID,
  STEP_INDEX,
  STEP_ROUTE,
  type OnboardingInput,
} from './onboardingModel.ts';
import { fakeUploads } from './onboardingUploads.ts';
import { sentTo } from './shellApi.ts';

const PROJECTS = 'POST /api/v1/projects';
const ENVS = `GET /api/v1/${PROJECT_ID}/environments`;
const CREDENTIALS = 'POST /api/v1/credentials';
const ONBOARDING = 'POST /api/v1/onboarding';
const PROJECT_READ = `GET /api/v1/projects/${PROJECT_ID}`;
const PROJECT_UPDATE = `PATCH /api/v1/projects/${PROJECT_ID}`;
const HELD = [PROJECTS, ENVS, CREDENTIALS, ONBOARDING, PROJECT_READ, PROJECT_UPDATE];
const TOKEN = 'tok-model';
export const PATH_TIMEOUT_MS = 30_000;

const STEP_LABEL: Record<Step, string> = { project: 'Project', config: 'Config', tests: 'Add tests' };
const STEPS = Object.keys(STEP_INDEX) as Step[];

const ME = (meOk as { body: { data: Record<string, unknown> } }).body.data;
const meAt = ({ completed, projectId }: OnboardingInput): Reply => ({
  status: 200,
  body: {
    success: true,
    data: { ...ME, has_project: projectId !== null, current_project_id: projectId, onboarding: { completed } },
  },
});

type Snapshot = AnyMachineSnapshot;
type ModelStep = GeneratedPath['steps'][number];
const ctx = (s: Snapshot) => s.context as OnboardingContext;

const button = (name: string | RegExp) => page().getByRole('button', { name }) as HTMLButtonElement;
const findButton = async (name: string | RegExp) => (await page().findByRole('button', { name })) as HTMLButtonElement;
const sidebar = () => within(screen.getByRole('navigation', { name: 'Onboarding' }));
const stepButton = (step: Step) =>
  sidebar().getByRole('button', { name: new RegExp(`${STEP_LABEL[step]}$`) }) as HTMLButtonElement;
const heading = (name: string) => page().findByRole('heading', { level: 1, name });
/** The Config step's Environment picker (of its first account). */
const environmentSelect = () => page().getByRole('combobox', { name: /^Environment/ });

/** What a later step shows when it is opened before there is a project. */
async function noProjectYet() {
  expect(await heading('Create a project first')).toBeTruthy();
  expect(page().getByRole('link', { name: 'Create a project' })).toBeTruthy();
}

/** The error the state holds, in an alert; none when it holds none (upload rows' own alerts aside). */
async function expectError(error: string | null, uploadErrors: string[] = []) {
  if (error) {
    await waitFor(() =>
      expect(
        page()
          .getAllByRole('alert')
          .some((a) => a.textContent?.startsWith(error)),
        `alert '${error}'`,
      ).toBe(true),
    );
  } else {
    const alerts = page()
      .queryAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts.filter((text) => !uploadErrors.includes(text ?? ''))).toEqual([]);
  }
}

/** The sidebar: a tick on each completed step, the later steps disabled, the step shown current. */
function expectSidebar(s: Snapshot) {
  const current = currentStep(s);
  for (const step of STEPS) {
    const b = stepButton(step);
    const index = STEP_INDEX[step];
    expect(b.disabled, `${step} step disabled`).toBe(index > ctx(s).completed);
    expect(b.querySelector('[aria-label="completed"]') !== null, `${step} step ticked`).toBe(index < ctx(s).completed);
    expect(b.getAttribute('aria-current'), `${step} step current`).toBe(step === current ? 'step' : null);
  }
}

/** The state's screen bindings for one run of `path` of the model opened at `input`. */
function bindings(input: OnboardingInput, path: GeneratedPath) {
  const api = heldApi({ 'GET /api/v1/me': meAt(input) }, HELD);
  let s!: ReturnType<typeof renderScreen>;
  let uploads!: ReturnType<typeof fakeUploads>;

  const uploadIndex = (s: Snapshot, id: string) => {
    const index = ctx(s).uploads.findIndex((u) => u.id === id);
    expect(index, `the upload ${id}`).toBeGreaterThanOrEqual(0);
    return index;
  };
  /** The progress bar of upload `id`: rows are named by file, so the same file chosen twice has two. */
  const progressOf = async (s: Snapshot, id: string) => {
    const upload = ctx(s).uploads.find((u) => u.id === id)!;
    const sameFile = ctx(s).uploads.filter((u) => u.fileName === upload.fileName);
    const bars = await page().findAllByRole('progressbar', { name: `Upload of ${upload.fileName}` });
    expect(bars).toHaveLength(sameFile.length);
    return bars[sameFile.indexOf(upload)]!;
  };
  const waitingOn = (route: string) => waitFor(() => expect(api.pending(route)).toBe(1));

  const states: Record<string, (snapshot: Snapshot) => Promise<void> | void> = {
    // Every step: the route it belongs to, and the sidebar.
    project: async (snapshot) => {
      await waitFor(() => expect(s.route()).toBe(STEP_ROUTE.project));
      expect(await heading('Create your project')).toBeTruthy();
      expectSidebar(snapshot);
    },
    config: async (snapshot) => {
      await waitFor(() => expect(s.route()).toBe(STEP_ROUTE.config));
      expectSidebar(snapshot);
    },
    tests: async (snapshot) => {
      await waitFor(() => expect(s.route()).toBe(STEP_ROUTE.tests));
      expectSidebar(snapshot);
    },

    'project.editing': async ({ context }) => {
      expect((await findButton('Continue')).getAttribute('aria-busy')).toBeNull();
      await expectError(context.error);
      // The project this onboarding made, as it is: no blank form, no '+ Add more URLs' to make another.
      if (context.project) {
        expect(field('Project name').value).toBe(context.project.name);
        expect(field('Environment 1 label').value).toBe(ENVIRONMENTS[0]!.label);
        expect(field('Environment 2 URL').value).toBe(ENVIRONMENTS[1]!.url);
        expect(page().queryByRole('button', { name: '+ Add more URLs' })).toBeNull();
      } else expect(page().getByRole('button', { name: '+ Add more URLs' })).toBeTruthy();
    },
    'project.loadingProject': async () => {
      expect(await page().findByLabelText('Loading your project')).toBeTruthy();
      expect(page().queryByRole('button', { name: 'Continue' })).toBeNull();
      await waitingOn(PROJECT_READ);
    },
    'project.projectFailed': async ({ context }) => {
      await expectError(context.error);
      expect(await findButton('Try again')).toBeTruthy();
      expect(page().queryByRole('button', { name: 'Continue' })).toBeNull();
    },
    'project.updating': async () => {
      expect((await findButton('Saving...')).disabled).toBe(true);
      await waitingOn(PROJECT_UPDATE);
      expect(api.pending(PROJECTS)).toBe(0);
    },
    'project.updated': async () => {
      expect((await findButton('Saving...')).disabled).toBe(true);
      expect(await screen.findByText('Project updated successfully!', IN_TOAST)).toBeTruthy();
      expect(api.pending(PROJECT_UPDATE)).toBe(0);
    },
    'project.creating': async () => {
      expect((await findButton('Creating...')).disabled).toBe(true);
      await waitingOn(PROJECTS);
    },
    'project.created': async () => {
      expect((await findButton('Creating...')).disabled).toBe(true);
      expect(await screen.findByText('Project created successfully!', IN_TOAST)).toBeTruthy();
      expect(api.pending(PROJECTS)).toBe(0);
    },

    'config.noProject': noProjectYet,
    'config.loadingEnvironments': async () => {
      expect(await heading('Test accounts')).toBeTruthy();
      await waitFor(() => expect(environmentSelect().getAttribute('placeholder')).toBe('Loading…'));
      expect(button('Continue').disabled).toBe(true);
      expect(button('Skip').disabled).toBe(true);
      await expectError(null);
      await waitingOn(ENVS);
    },
    'config.environmentsFailed': async ({ context }) => {
      expect(await heading('Test accounts')).toBeTruthy();
      await expectError(context.error);
      expect(await findButton('Try again')).toBeTruthy();
      expect(button('Continue').disabled).toBe(true);
      expect(button('Skip').disabled).toBe(true);
    },
    'config.editing': async ({ context }) => {
      expect(await heading('Test accounts')).toBeTruthy();
      await waitFor(() => expect(button('Continue').disabled).toBe(false));
      expect(button('Skip').disabled).toBe(false);
      expect(environmentSelect().getAttribute('placeholder')).toBe('Choose');
      expect((page().getByRole('switch', { name: 'Sign-in Required?' }) as HTMLInputElement).checked).toBe(true);
      await expectError(context.error);
    },
    'config.saving': async () => {
      expect((await findButton('Creating...')).disabled).toBe(true);
      expect(button('Skip').disabled).toBe(true);
      await waitingOn(CREDENTIALS);
    },
    'config.saved': async () => {
      expect((await findButton('Creating...')).disabled).toBe(true);
      expect(await screen.findByText('Credentials created successfully!', IN_TOAST)).toBeTruthy();
      expect(api.pending(CREDENTIALS)).toBe(0);
    },
    'config.skipping': async () => {
      await waitFor(() => expect(button('Skip').disabled).toBe(true));
      expect(button('Continue').disabled).toBe(true);
      expect(environmentSelect().getAttribute('placeholder')).toBe('Choose');
      await waitingOn(ONBOARDING);
    },

    'tests.noProject': noProjectYet,
    'tests.loadingEnvironments': async (snapshot) => {
      expect(await page().findByLabelText('Loading environments')).toBeTruthy();
      expect(button('Skip').disabled).toBe(true);
      expect(button('Finish').disabled).toBe(true);
      expectPickers(snapshot, false);
      await expectError(null, uploadErrors(snapshot));
      await waitingOn(ENVS);
    },
    'tests.environmentsFailed': async (snapshot) => {
      await expectError(ctx(snapshot).error, uploadErrors(snapshot));
      expect(await findButton('Try again')).toBeTruthy();
      expect(page().queryByLabelText('Loading environments')).toBeNull();
      expect(button('Finish').disabled).toBe(true);
      expectPickers(snapshot, false);
    },
    'tests.choosing': async (snapshot) => {
      const idle = !ctx(snapshot).uploads.some((u) => u.status === 'uploading');
      await waitFor(() => expect(button('Finish').disabled).toBe(!idle));
      expect(button('Skip').disabled).toBe(!idle);
      expect(page().queryByLabelText('Loading environments')).toBeNull();
      expectPickers(snapshot, true);
      await expectError(ctx(snapshot).error, uploadErrors(snapshot));
      expectUploadRows(snapshot);
    },
    'tests.finishing': async (snapshot) => {
      expect((await findButton('Finishing...')).disabled).toBe(true);
      expect(button('Skip').disabled).toBe(true);
      expectPickers(snapshot, false);
      await waitingOn(ONBOARDING);
    },

    finished: async () => {
      await waitFor(() => expect(s.route()).toBe('/dashboard'));
      expect(screen.queryByRole('navigation', { name: 'Onboarding' })).toBeNull();
    },
  };

  const uploadErrors = (snapshot: Snapshot) => ctx(snapshot).uploads.flatMap((u) => (u.error ? [u.error] : []));
  /** One file picker per known environment, usable only once the environments are in. */
  function expectPickers(snapshot: Snapshot, enabled: boolean) {
    const pickers = page().queryAllByRole('button', { name: /^Choose test files for/ }) as HTMLButtonElement[];
    expect(pickers.map((b) => b.getAttribute('aria-label'))).toEqual(
      ctx(snapshot).environments.map((e) => `Choose test files for ${e.label}`),
    );
    for (const picker of pickers) expect(picker.disabled).toBe(!enabled);
  }
  /** The upload rows: one kind of row for each kind of upload the state holds, and no other kind. */
  function expectUploadRows(snapshot: Snapshot) {
    const kinds = new Set(ctx(snapshot).uploads.map((u) => u.status));
    const badges = (re: RegExp) => page().queryAllByText(re);
    expect(badges(/^\d+%$/).length > 0, 'an upload in progress').toBe(kinds.has('uploading'));
    expect(badges(/^\d+ test cases?$/).length > 0, 'an upload done').toBe(kinds.has('done'));
    expect(badges(/^Failed$/).length > 0, 'an upload failed').toBe(kinds.has('failed'));
    if (kinds.size) expect(page().getAllByRole('progressbar', { name: /^Upload of / }).length).toBeGreaterThan(0);
  }

  const environmentsLoaded = async (step: ModelStep) => {
    await api.settle(ENVS, replyFor(step.event));
  };
  const environmentsFailed = async (step: ModelStep) => {
    await api.settle(ENVS, replyFor(step.event));
    expect(await screen.findByText('Failed to fetch environments', IN_TOAST)).toBeTruthy();
  };
  /** A step done moves on 2 s after its toast. */
  const redirectDelay = () => act(() => vi.advanceTimersByTimeAsync(2000));
  // A value goes in as pasted: every path fills these forms, and typing them key by key took most of a path's time.
  const enter = async (label: string, value: string) => {
    await s.user.clear(field(label));
    if (value) await s.user.paste(value);
  };

  const events: Record<string, (step: ModelStep) => Promise<unknown> | void> = {
    'xstate.init': () => {
      sessionStorage.setItem('token', TOKEN);
      uploads = fakeUploads();
      s = renderScreen(STEP_ROUTE[input.step]);
    },

    'route.entered': async (step) => {
      const { step: target } = step.event as unknown as { step: Step };
      const before = path.stateBefore(step);
      if (currentStep(before) === target) {
        // The layout announced the route it opened at: nothing more is asked of the server (no second load).
        await waitFor(() => expect(s.route()).toBe(STEP_ROUTE[target]));
        const loads = before.matches({ [target]: 'loadingEnvironments' }) ? [ENVS] : [];
        expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((c) => c !== 'GET /api/v1/me')).toEqual(loads);
        return;
      }
      // Requests of the step being left are answered late; the flow no longer listens to them.
      const stale = HELD.map((route) => [route, api.pending(route)] as const);
      if (target === 'project' && ctx(before).projectId === null && currentStep(before) !== 'project')
        await s.user.click(page().getByRole('link', { name: 'Create a project' }));
      else {
        expect(stepButton(target).disabled).toBe(false);
        await s.user.click(stepButton(target));
      }
      await waitFor(() => expect(s.route()).toBe(STEP_ROUTE[target]));
      for (const [route, count] of stale) for (let i = 0; i < count; i++) await api.settle(route, 'network-error');
    },

    'project.submit': async (step) => {
      const { form } = step.event as unknown as { form: ProjectForm };
      const values: [string, string][] = [
        ['Project name', form.name],
        ...form.environments.flatMap((env, i): [string, string][] => [
          [`Environment ${i + 1} label`, env.label],
          [`Environment ${i + 1} URL`, env.url],
        ]),
      ];
      for (const [label, value] of values) await enter(label, value);
      await s.user.click(await findButton('Continue'));
      // A complete form goes to the server as typed, with the session's token.
      if (step.state.matches({ project: 'creating' })) {
        const call = await sentTo(api, PROJECTS);
        expect(call.body).toEqual(projectPayload(form));
        expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      }
      // The project made before is changed, never made again: its name (the environments are as they were).
      if (step.state.matches({ project: 'updating' })) {
        expect((await sentTo(api, PROJECT_UPDATE)).body).toEqual({ name: form.name });
        expect(api.to('PATCH', '/api/v1/environments/11')).toHaveLength(0);
      }
    },
    'xstate.done.actor.createProject': async (step) => {
      await api.settle(PROJECTS, replyFor(step.event));
    },
    'xstate.error.actor.createProject': async (step) => {
      await api.settle(PROJECTS, replyFor(step.event));
      expect(await screen.findByText(ctx(step.state).error!, IN_TOAST)).toBeTruthy();
    },
    'xstate.after.redirectDelay.onboarding.project.created': redirectDelay,
    'xstate.after.redirectDelay.onboarding.project.updated': redirectDelay,
    'xstate.done.actor.loadProject': async (step) => {
      await api.settle(PROJECT_READ, replyFor(step.event));
    },
    'xstate.error.actor.loadProject': async (step) => {
      await api.settle(PROJECT_READ, replyFor(step.event));
    },
    'project.retry': async () => {
      await s.user.click(await findButton('Try again'));
    },
    'xstate.done.actor.updateProject': async (step) => {
      await api.settle(PROJECT_UPDATE, replyFor(step.event));
    },
    'xstate.error.actor.updateProject': async (step) => {
      await api.settle(PROJECT_UPDATE, replyFor(step.event));
      expect(await screen.findByText(ctx(step.state).error!, IN_TOAST)).toBeTruthy();
    },

    // The Config and Add tests steps load the environments alike.
    'xstate.done.actor.loadEnvironments': environmentsLoaded,
    'xstate.error.actor.loadEnvironments': environmentsFailed,
    'xstate.done.actor.loadTestEnvironments': environmentsLoaded,
    'xstate.error.actor.loadTestEnvironments': environmentsFailed,
    'environments.retry': async () => {
      await s.user.click(await findButton('Try again'));
    },

    'config.submit': async (step) => {
      const { rows } = step.event as unknown as { rows: CredentialRow[] };
      const [row] = rows;
      await enter('Username', row!.username);
      await enter('Password', row!.password);
      if (row!.envId) {
        const env = ENVIRONMENTS.find((e) => String(e.id) === row!.envId)!;
        await s.user.click(environmentSelect());
        await s.user.click(await screen.findByRole('option', { name: env.label }));
      }
      await s.user.click(await findButton('Continue'));
      // Complete rows go to the server as typed.
      if (step.state.matches({ config: 'saving' }))
        expect((await sentTo(api, CREDENTIALS)).body).toEqual({ credential: credentialPayload(rows) });
    },
    'xstate.done.actor.createCredentials': async (step) => {
      await api.settle(CREDENTIALS, replyFor(step.event));
    },
    'xstate.error.actor.createCredentials': async (step) => {
      await api.settle(CREDENTIALS, replyFor(step.event));
      expect(await screen.findByText(ctx(step.state).error!, IN_TOAST)).toBeTruthy();
    },
    'xstate.after.redirectDelay.onboarding.config.saved': redirectDelay,
    'config.skip': async () => {
      await s.user.click(await findButton('Skip'));
    },
    'xstate.done.actor.skipConfig': async (step) => {
      const call = await api.settle(ONBOARDING, replyFor(step.event));
      expect(call.body).toEqual({ step: 'config' });
      expect(api.to('POST', '/api/v1/credentials')).toHaveLength(0);
    },
    'xstate.error.actor.skipConfig': async (step) => {
      await api.settle(ONBOARDING, replyFor(step.event));
    },

    'tests.upload': async (step) => {
      const { envId, files } = step.event as unknown as { envId: number; files: File[] };
      const env = ENVIRONMENTS.find((e) => e.id === envId)!;
      const picker = await findButton(`Choose test files for ${env.label}`);
      expect(picker.disabled).toBe(false);
      const sent = uploads.requests.length;
      await s.user.upload(picker.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!, files);
      await waitFor(() => expect(uploads.requests).toHaveLength(sent + files.length));
      for (const [i, file] of files.entries()) {
        const request = uploads.requests[sent + i]!;
        expect([request.method, request.url]).toEqual(['POST', '/api/v1/test-cases/import']);
        expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
        expect(request.form.get('environment_id')).toBe(String(envId));
        expect((request.form.get('file') as File).name).toBe(file.name);
      }
      const added = ctx(step.state).uploads.slice(-files.length);
      for (const upload of added)
        expect((await progressOf(step.state, upload.id)).getAttribute('aria-valuenow')).toBe('0');
    },
    // The flow numbers its uploads in the order chosen, one per file, as the screen sends them.
    'upload.progress': async (step) => {
      const { id, progress } = step.event as unknown as { id: string; progress: number };
      await uploads.progress(uploadIndex(step.state, id), progress);
      expect(await page().findByText(`${progress}%`)).toBeTruthy();
      expect((await progressOf(step.state, id)).getAttribute('aria-valuenow')).toBe(String(progress));
    },
    'upload.done': async (step) => {
      const { id, created } = step.event as unknown as { id: string; created: { title: string }[] };
      await uploads.respond(uploadIndex(step.state, id), 200, {
        success: true,
        message: 'Imported.',
        data: created,
      });
      const done = ctx(step.state).uploads.filter((u) => u.status === 'done' && u.created.length === created.length);
      // "1 test case", "2 test cases": the count as the badge reads it.
      const count = `${created.length} test case${created.length === 1 ? '' : 's'}`;
      expect(await page().findAllByText(count)).toHaveLength(done.length);
      expect((await progressOf(step.state, id)).getAttribute('aria-valuenow')).toBe('100');
      for (const t of created) expect(page().getAllByText(t.title, { exact: false }).length).toBeGreaterThan(0);
    },
    'upload.failed': async (step) => {
      const { id, error } = step.event as unknown as { id: string; error: string };
      await uploads.respond(uploadIndex(step.state, id), 422, { success: false, message: error });
      expect((await page().findAllByText(error)).length).toBeGreaterThan(0);
      expect(page().getAllByText('Failed')).toHaveLength(
        ctx(step.state).uploads.filter((u) => u.status === 'failed').length,
      );
    },
    'tests.finish': async (step) => {
      // Skip and Finish both finish the step: the path whose server then fails uses Finish, the others Skip.
      const failing = path.eventAfter(step)?.type === 'xstate.error.actor.finishTests';
      await s.user.click(await findButton(failing ? 'Finish' : 'Skip'));
    },
    'xstate.done.actor.finishTests': async (step) => {
      const call = await api.settle(ONBOARDING, replyFor(step.event));
      expect(call.body).toEqual({ step: 'tests' });
    },
    'xstate.error.actor.finishTests': async (step) => {
      await api.settle(ONBOARDING, replyFor(step.event));
    },
  };

  return { states, events };
}

/**
 * Registers the model-based tests of the flow opened at `input.step`: the paths that reach every
 * state and transition the model opened there can reach, each run on the rendered app. What it
 * cannot reach from there (`unreachable`) the flows opened at the other steps reach.
 */
export function describeOnboardingModel(
  title: string,
  input: OnboardingInput,
  unreachable: MachineModel['unreachable'],
) {
  const model = onboardingModel(input);
  describeModel(
    title,
    model,
    async (path) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await path.test(bindings(input, path));
    },
    // A path types through up to three forms: more than the default 5 s on a busy machine.
    { timeout: PATH_TIMEOUT_MS, unreachable: { ...unreachable, but: 'those only another step opens at' } },
  );
  return model;
}

import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ExecutionStatus, TestCase } from '../../src/api/testCases.ts';
import {
  stepsOf,
  testModalMachine,
  type TestCaseFormValues,
  type TestModalContext,
  type TestModalRequest,
} from '../../src/machines/testModal.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import type { ApiCall, Reply } from '../unit/support/renderScreen.tsx';
import { field, IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { DASHBOARD, signedIn } from './support/appScreens.ts';
import { CHECKOUT, ENVIRONMENTS, listOf, SIGN_IN } from './support/appTestCases.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';
import { sentTo } from './support/shellApi.ts';

const COMPLETE: TestCaseFormValues = {
  title: 'Passkey login ',
  environmentId: '2',
  goal: 'No password',
  steps: 'Open login\nUse a passkey',
  expectedResult: 'Dashboard',
};
/** An edit of the test case: its values with a new title. */
const EDITED: TestCaseFormValues = { ...COMPLETE, title: 'Sign in with a passkey' };
/** What a user may leave out: here the title. */
const INCOMPLETE: TestCaseFormValues = { ...COMPLETE, title: '' };
const ENVIRONMENT_LABELS: Record<string, string> = { '1': 'Staging', '2': 'Production' };
/** A step the grammar does not understand, which the server's model reads. */
const UNREAD = 'Make the form go';

/** POST /steps/read as a server with a model answers: the model's reading of UNREAD, none of other lines. */
const readSteps = (call: ApiCall): Reply => {
  const { lines } = call.body as { lines: string[] };
  const data = lines.map((line) => ({
    line,
    read_by: line === UNREAD ? 'model' : null,
    description: line === UNREAD ? 'Click the button “Send”' : null,
    wording: line === UNREAD ? 'Click the button “Send”' : null,
    reason: 'Not a step the grammar knows.',
    suggestion: null,
    model_reason: line === UNREAD ? null : 'The step says no one action.',
    pending: false,
  }));
  return { status: 200, body: { success: true, data } };
};

const flipped = (status: ExecutionStatus): ExecutionStatus => (status === 'In Progress' ? 'Paused' : 'In Progress');
const testCaseOf = (request: TestModalRequest | null) =>
  request && request.mode !== 'create' ? request.testCase : null;

/** A path types into a whole form on a busy machine: more than the default 5 s. */
const PATH_TIMEOUT = 30_000;

const model = machineModel('testModal', testModalMachine, {
  events: (snapshot): ModelEvent[] => {
    const { request } = snapshot.context as TestModalContext;
    const testCase = testCaseOf(request) ?? SIGN_IN;
    return [
      { type: 'modal.open', request: { mode: 'create', framing: 'test' } },
      { type: 'modal.open', request: { mode: 'create', framing: 'bug' } },
      { type: 'modal.open', request: { mode: 'edit', testCase: SIGN_IN } },
      { type: 'modal.open', request: { mode: 'run', testCase: SIGN_IN } },
      // Editing changes the prefilled title: a case of its own, so a generated path saves an edit too.
      { type: 'form.submit', projectId: 1, values: request?.mode === 'edit' ? EDITED : COMPLETE },
      { type: 'form.submit', projectId: 1, values: INCOMPLETE },
      // The server answers with the test case as saved.
      {
        type: 'xstate.done.actor.saveTestCase',
        output: {
          success: true,
          message: 'Saved.',
          data: request?.mode === 'edit' ? { ...SIGN_IN, title: EDITED.title } : SIGN_IN,
        },
      },
      {
        type: 'xstate.error.actor.saveTestCase',
        error: serverError('createTestCase', 422, 'That environment is not in this project.'),
      },
      // The server answers with the test case as saved: its status flipped.
      {
        type: 'xstate.done.actor.saveStatus',
        output: {
          success: true,
          message: 'Saved.',
          data: { ...testCase, execution_status: flipped(testCase.execution_status) },
        },
      },
      { type: 'xstate.error.actor.saveStatus', error: serverError('updateTestCase', 409, 'A run is under way.') },
      // Steps typed: one the grammar does not understand goes to the server, which answers the model's reading.
      { type: 'steps.change', projectId: 1, lines: ['Go to /form', UNREAD] },
    ];
  },
  context: ({ request, error }: TestModalContext) => [
    request?.mode ?? null,
    request?.mode === 'create' ? request.framing : request?.mode === 'run' ? request.testCase.execution_status : null,
    error,
  ],
  // The In Progress / Paused switch is in the run view only; the edit form has none, and the run view no steps to type.
  filterEvents: (s, e) => {
    const mode = (s.context as TestModalContext).request?.mode;
    if (e.type === 'status.toggle') return mode === 'run';
    return !(e.type === 'steps.change' && mode === 'run');
  },
});

const CREATE = 'POST /api/v1/test-cases';
const UPDATE = `PATCH /api/v1/test-cases/${SIGN_IN.id}`;
/** Where the form of `request` saves: a new test case, or the one it edits. */
const saveRoute = (request: TestModalRequest) => (request.mode === 'create' ? CREATE : UPDATE);

const DIALOG_NAMES = { test: 'Create a Test', bug: 'Recreate a Bug', edit: 'Edit Test Case', run: 'Test Case' };
const dialogName = (request: TestModalRequest) =>
  request.mode === 'create' ? DIALOG_NAMES[request.framing] : DIALOG_NAMES[request.mode];

describeModel(
  'testModal machine, path by path on /test-cases and /dashboard',
  model,
  async (path) => {
    // The server's copy of the test case the paths open, which a saved status changes.
    let signIn: TestCase = SIGN_IN;
    const api = heldApi(
      {
        ...signedIn(),
        'GET /api/v1/1/environments': ENVIRONMENTS,
        'GET /api/v1/test-cases': () => listOf(signIn, CHECKOUT),
        // The edit form lists the test case's files.
        'GET /api/v1/test-cases/1/attachments': { status: 200, body: { success: true, data: [] } },
        'POST /api/v1/steps/read': readSteps,
        ...DASHBOARD,
      },
      [CREATE, UPDATE],
    );
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    const dialog = () => within(screen.getByRole('dialog'));
    const button = (name: string) => dialog().getByRole<HTMLButtonElement>('button', { name });
    const textarea = (label: string) =>
      dialog().getByLabelText<HTMLTextAreaElement>(new RegExp(`^${label}`), { selector: 'textarea' });
    const toggle = () => dialog().getByRole<HTMLInputElement>('switch', { name: 'In Progress or Paused' });
    const loads = (route: string) => api.to('GET', route).length;
    /** Goes to a page of the app as a user does, from the sidebar. */
    const go = async (label: 'Dashboard' | 'Test Cases', route: string) => {
      if (s.route() !== route) await s.user.click(screen.getByRole('link', { name: label }));
      await waitFor(() => expect(s.route()).toBe(route));
    };
    const setText = async (input: HTMLInputElement | HTMLTextAreaElement, text: string) => {
      await s.user.clear(input);
      if (text) await s.user.type(input, text.replace(/\n/g, '{Enter}'));
      expect(input.value).toBe(text);
    };
    /** The form shows the test case's own values, as it opens to edit it. */
    const prefilled = async (testCase: TestCase) => {
      await waitFor(() => expect(field('Title').value).toBe(testCase.title));
      expect(field('Environment').value).toBe(testCase.environment_label);
      expect(textarea('Goal').value).toBe(testCase.goal);
      expect(textarea('Steps').value).toBe(testCase.steps.map((step) => step.steps).join('\n'));
      expect(textarea('Expected result').value).toBe(testCase.expected_result);
    };

    await path.test({
      states: {
        closed: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        },
        open: async ({ context }) => {
          expect(await screen.findByRole('dialog', { name: dialogName(context.request!) })).toBeTruthy();
        },
        'open.idle': async ({ context }) => {
          const request = context.request as TestModalRequest;
          expect(button('Close').disabled).toBe(false);
          if (request.mode === 'run') {
            expect(dialog().getByText(request.testCase.title)).toBeTruthy();
            const status = request.testCase.execution_status;
            await waitFor(() => expect(toggle().checked).toBe(status === 'In Progress'));
            expect(toggle().disabled).toBe(false);
            expect(dialog().getByText(status)).toBeTruthy();
            expect(button('Edit').disabled).toBe(false);
            expect(dialog().queryByRole('textbox')).toBeNull();
            return;
          }
          expect((await dialog().findByRole<HTMLButtonElement>('button', { name: 'Save' })).disabled).toBe(false);
          expect(button('Cancel').disabled).toBe(false);
          const placeholder =
            request.mode === 'create' && request.framing === 'bug'
              ? 'Checkout fails with a saved card'
              : 'Sign in with a valid account';
          expect(field('Title').placeholder).toBe(placeholder);
          if (context.error) expect(dialog().getByRole('alert').textContent).toBe(context.error);
          else expect(dialog().queryByRole('alert')).toBeNull();
        },
        'open.saving': async () => {
          const busy = await dialog().findByRole<HTMLButtonElement>('button', { name: 'Saving...' });
          expect(busy.getAttribute('aria-busy')).toBe('true');
          expect(button('Cancel').disabled).toBe(true);
          expect(button('Close').disabled).toBe(true);
          expect(dialog().queryByRole('alert')).toBeNull();
        },
        'open.savingStatus': async ({ context }) => {
          const status = testCaseOf(context.request)!.execution_status;
          await waitFor(() => expect(toggle().disabled).toBe(true));
          // The switch keeps the saved status until the server answers.
          expect(toggle().checked).toBe(status === 'In Progress');
          expect(button('Edit').disabled).toBe(true);
          expect(button('Close').disabled).toBe(true);
        },
      },
      events: {
        'xstate.init': async () => {
          s = await renderSignedInScreen('/test-cases');
          await page().findByRole('button', { name: new RegExp(`^${SIGN_IN.title}`) });
        },
        'modal.open': async ({ event }) => {
          const { request } = event as unknown as { request: TestModalRequest };
          if (request.mode === 'create' && request.framing === 'test') {
            const header = within(screen.getByRole('banner'));
            await s.user.click(header.getAllByRole('button', { name: 'Add Test Case' })[0]!);
          } else if (request.mode === 'create') {
            await go('Dashboard', '/dashboard');
            await s.user.click(await page().findByRole('button', { name: 'Recreate a Bug' }));
          } else if (request.mode === 'edit') {
            await go('Test Cases', '/test-cases');
            await s.user.click(await page().findByRole('button', { name: `Actions for ${SIGN_IN.title}` }));
            await s.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
            await prefilled(signIn);
          } else {
            await go('Test Cases', '/test-cases');
            const item = await page().findByRole('button', { name: new RegExp(`^${SIGN_IN.title}`) });
            if (item.getAttribute('aria-expanded') !== 'true') await s.user.click(item);
            await s.user.click(await page().findByRole('button', { name: 'Run Test' }));
          }
        },
        'modal.close': async (step) => {
          const request = path.stateBefore(step).context.request as TestModalRequest;
          // The form has Cancel; the run view only the dialog's own close button.
          await s.user.click(button(request.mode === 'run' ? 'Close' : 'Cancel'));
        },
        'modal.edit': async ({ state }) => {
          await s.user.click(button('Edit'));
          expect(await screen.findByRole('dialog', { name: DIALOG_NAMES.edit })).toBeTruthy();
          await prefilled(testCaseOf(state.context.request)!);
        },
        'form.submit': async ({ event, state }) => {
          const { values } = event as unknown as { values: TestCaseFormValues };
          await setText(field('Title'), values.title);
          await s.user.click(field('Environment'));
          await s.user.click(await screen.findByRole('option', { name: ENVIRONMENT_LABELS[values.environmentId] }));
          await waitFor(() => expect(field('Environment').value).toBe(ENVIRONMENT_LABELS[values.environmentId]));
          await setText(textarea('Goal'), values.goal);
          await setText(textarea('Steps'), values.steps);
          await setText(textarea('Expected result'), values.expectedResult);
          await s.user.click(button('Save'));
          // A complete form goes to the server as typed, trimmed; a new one names its project, an edit does not.
          if (state.matches({ open: 'saving' }))
            expect((await sentTo(api, saveRoute(state.context.request))).body).toEqual({
              ...(state.context.request?.mode === 'edit' ? {} : { project_id: 1 }),
              title: values.title.trim(),
              environment_id: Number(values.environmentId),
              goal: values.goal.trim(),
              steps: stepsOf(values.steps),
              expected_result: values.expectedResult.trim(),
            });
        },
        'status.toggle': async () => s.user.click(toggle()),
        'steps.change': async ({ event }) => {
          const { lines } = event as unknown as { lines: string[] };
          await setText(textarea('Steps'), lines.join('\n'));
          // The model's reading shows under the step once typing pauses, before any run.
          const preview = dialog().getByRole('list', { name: 'How the steps will run' });
          await waitFor(() => expect(preview.textContent).toContain('2. Read by the model: Click the button “Send”'), {
            timeout: 3000,
          });
        },
        'xstate.done.actor.saveTestCase': async (step) => {
          const request = path.stateBefore(step).context.request as TestModalRequest;
          const onDashboard = s.route() === '/dashboard';
          const list = onDashboard ? '/api/v1/dashboard' : '/api/v1/test-cases';
          const loaded = loads(list);
          await api.settle(saveRoute(request), replyFor(step.event));
          const message = request.mode === 'edit' ? 'Test case updated' : 'Test case created';
          expect(await screen.findByText(message, IN_TOAST)).toBeTruthy();
          // What the page shows of the test cases loads again.
          await waitFor(() => expect(loads(list)).toBeGreaterThan(loaded));
        },
        'xstate.error.actor.saveTestCase': async (step) => {
          await api.settle(saveRoute(path.stateBefore(step).context.request), replyFor(step.event));
        },
        'xstate.done.actor.saveStatus': async (step) => {
          const saved = (step.event as unknown as { output: { data: TestCase } }).output.data;
          const loaded = loads('/api/v1/test-cases');
          signIn = saved;
          const call = await api.settle(UPDATE, replyFor(step.event));
          expect(call.body).toEqual({ execution_status: saved.execution_status });
          await waitFor(() => expect(loads('/api/v1/test-cases')).toBeGreaterThan(loaded));
        },
        'xstate.error.actor.saveStatus': async (step) => {
          const testCase = testCaseOf(step.state.context.request)!;
          const call = await api.settle(UPDATE, replyFor(step.event));
          expect(call.body).toEqual({ execution_status: flipped(testCase.execution_status) });
          expect(await screen.findByText('A run is under way.', IN_TOAST)).toBeTruthy();
        },
      },
    });
    expect(api.unrouted).toEqual([]);
  },
  { timeout: PATH_TIMEOUT },
);

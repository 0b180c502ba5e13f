import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import type { ExecutionStatus, TestCase, TestCaseInput } from '../../../src/api/testCases.ts';
import {
  formValuesOf,
  stepsOf,
  testModalMachine,
  type TestCaseFormValues,
  type TestModalRequest,
} from '../../../src/machines/testModal.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

const LOGIN: TestCase = {
  id: 7,
  title: 'Sign in',
  environment_id: 4,
  environment_label: 'Staging',
  goal: 'A user can sign in',
  expected_result: 'The dashboard opens',
  execution_status: 'In Progress',
  result: 'Draft',
  execution_start_date: null,
  steps: [
    { id: 1, steps: 'Open /login', status: 'Draft', lastRun: null },
    { id: 2, steps: 'Submit the form', status: 'Draft', lastRun: null },
  ],
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

const withStatus = (status: ExecutionStatus): TestCase => ({ ...LOGIN, execution_status: status });

const COMPLETE: TestCaseFormValues = {
  title: '  Sign in  ',
  environmentId: '4',
  goal: '  A user can sign in ',
  steps: '  Open /login  \n\n   \n Submit the form\n',
  expectedResult: '  The dashboard opens  ',
};

const BODY: TestCaseInput = {
  project_id: 9,
  title: 'Sign in',
  environment_id: 4,
  goal: 'A user can sign in',
  steps: ['Open /login', 'Submit the form'],
  expected_result: 'The dashboard opens',
};

const INCOMPLETE_MESSAGE = 'Give the test case a title, an environment and at least one step.';

type Saved = { success: true; message: string; data: TestCase };

function start() {
  const save = deferredActor<Saved, { id: number | null; body: TestCaseInput }>();
  const status = deferredActor<Saved, { id: number; status: ExecutionStatus }>();
  const effects = effectSpies();
  const actor = createActor(
    testModalMachine.provide({
      actors: { saveTestCase: save.logic, saveStatus: status.logic },
      actions: effects.actions,
    }),
  ).start();
  const snap = () => actor.getSnapshot();
  const open = (request: TestModalRequest) => actor.send({ type: 'modal.open', request });
  const submit = (values: TestCaseFormValues = COMPLETE, projectId = 9) =>
    actor.send({ type: 'form.submit', projectId, values });
  return { actor, save, status, effects, snap, open, submit };
}

describe('testModal helpers', () => {
  it('stepsOf splits by line, trims each line and drops the blank ones', () => {
    expect(stepsOf('  a  \n\n   \n\tb\r\n c ')).toEqual(['a', 'b', 'c']);
    expect(stepsOf('')).toEqual([]);
    expect(stepsOf(' \n  \n')).toEqual([]);
  });

  it('formValuesOf(null) gives a blank form', () => {
    expect(formValuesOf(null)).toEqual({ title: '', environmentId: '', goal: '', steps: '', expectedResult: '' });
  });

  it("formValuesOf(testCase) gives its values, steps one per line, the environment's id as a string", () => {
    expect(formValuesOf(LOGIN)).toEqual({
      title: 'Sign in',
      environmentId: '4',
      goal: 'A user can sign in',
      steps: 'Open /login\nSubmit the form',
      expectedResult: 'The dashboard opens',
    });
    expect(formValuesOf({ ...LOGIN, environment_id: null }).environmentId).toBe('');
    expect(formValuesOf({ ...LOGIN, steps: [] }).steps).toBe('');
  });
});

describe('testModal machine: opening and closing', () => {
  it('starts closed with no request, no error and version 0', () => {
    const t = start();
    expect(t.snap().value).toBe('closed');
    expect(t.snap().context).toEqual({ request: null, error: null, fieldError: null, version: 0 });
  });

  it.each<[string, TestModalRequest]>([
    ['create a test', { mode: 'create', framing: 'test' }],
    ['create a bug', { mode: 'create', framing: 'bug' }],
    ['edit', { mode: 'edit', testCase: LOGIN }],
    ['run', { mode: 'run', testCase: LOGIN }],
  ])("'modal.open' (%s) opens the modal with that request", (_, request) => {
    const t = start();
    t.open(request);
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context.request).toEqual(request);
    expect(t.snap().context.error).toBeNull();
  });

  it("'modal.close' closes the modal and clears the request and the error", () => {
    const t = start();
    t.open({ mode: 'edit', testCase: LOGIN });
    t.submit({ ...COMPLETE, title: '' });
    expect(t.snap().context.error).toBe(INCOMPLETE_MESSAGE);
    t.actor.send({ type: 'modal.close' });
    expect(t.snap().value).toBe('closed');
    expect(t.snap().context).toEqual({ request: null, error: null, fieldError: null, version: 0 });
  });

  it('opening again after a close stores the new request', () => {
    const t = start();
    t.open({ mode: 'run', testCase: LOGIN });
    t.actor.send({ type: 'modal.close' });
    t.open({ mode: 'create', framing: 'bug' });
    expect(t.snap().context.request).toEqual({ mode: 'create', framing: 'bug' });
  });

  it('ignores form, edit and status events while closed', () => {
    const t = start();
    t.actor.send({ type: 'modal.edit' });
    t.submit();
    t.actor.send({ type: 'status.toggle' });
    expect(t.snap().value).toBe('closed');
    expect(t.snap().context).toEqual({ request: null, error: null, fieldError: null, version: 0 });
    expect(t.save.calls).toEqual([]);
    expect(t.status.calls).toEqual([]);
  });
});

describe("testModal machine: 'modal.edit'", () => {
  it('in run mode switches to edit mode with the same test case', () => {
    const t = start();
    t.open({ mode: 'run', testCase: LOGIN });
    t.actor.send({ type: 'modal.edit' });
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context.request).toEqual({ mode: 'edit', testCase: LOGIN });
  });

  it.each<[string, TestModalRequest]>([
    ['create', { mode: 'create', framing: 'test' }],
    ['edit', { mode: 'edit', testCase: LOGIN }],
  ])('does nothing in %s mode', (_, request) => {
    const t = start();
    t.open(request);
    t.actor.send({ type: 'modal.edit' });
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context.request).toEqual(request);
  });
});

describe("testModal machine: 'form.submit'", () => {
  it.each<[string, Partial<TestCaseFormValues>]>([
    ['a blank title', { title: '   ' }],
    ['no environment', { environmentId: '' }],
    ['no step', { steps: '' }],
    ['only blank step lines', { steps: '  \n\t\n ' }],
  ])('refuses a form with %s and calls nothing', (_, change) => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.submit({ ...COMPLETE, ...change });
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context.error).toBe(INCOMPLETE_MESSAGE);
    expect(t.save.calls).toEqual([]);
    expect(t.effects.notices).toEqual([]);
  });

  it('saves nothing from the run view, which shows no form', () => {
    const t = start();
    t.open({ mode: 'run', testCase: LOGIN });
    t.submit(COMPLETE);
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context.error).toBeNull();
    expect(t.save.calls).toEqual([]);
  });

  it('creates: saves with id null and the body built from the form', () => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.submit();
    expect(t.snap().matches({ open: 'saving' })).toBe(true);
    expect(t.save.calls).toEqual([{ id: null, body: BODY }]);
  });

  it('edits: saves with the test case id', () => {
    const t = start();
    t.open({ mode: 'edit', testCase: LOGIN });
    t.submit(COMPLETE, 12);
    expect(t.save.calls).toEqual([{ id: 7, body: { ...BODY, project_id: 12 } }]);
  });

  it('turns the environment id into a number and cuts the trimmed expected result to 200 characters', () => {
    const t = start();
    t.open({ mode: 'create', framing: 'bug' });
    const long = `${'a'.repeat(199)}bcd`;
    t.submit({ ...COMPLETE, environmentId: '31', expectedResult: `   ${long}   ` });
    const body = t.save.calls[0]?.body;
    expect(body?.environment_id).toBe(31);
    expect(body?.expected_result).toBe(`${'a'.repeat(199)}b`);
    expect(body?.expected_result).toHaveLength(200);
  });

  it('keeps an expected result of exactly 200 characters whole', () => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.submit({ ...COMPLETE, expectedResult: 'x'.repeat(200) });
    expect(t.save.calls[0]?.body.expected_result).toBe('x'.repeat(200));
  });

  it('clears an earlier error when a complete form is submitted', () => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.submit({ ...COMPLETE, steps: '' });
    expect(t.snap().context.error).toBe(INCOMPLETE_MESSAGE);
    t.submit();
    expect(t.snap().matches({ open: 'saving' })).toBe(true);
    expect(t.snap().context.error).toBeNull();
  });

  it('ignores a second submit while saving', () => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.submit();
    t.submit();
    expect(t.save.calls).toHaveLength(1);
  });

  it.each<[string, TestModalRequest, string]>([
    ['a create', { mode: 'create', framing: 'test' }, 'Test case created'],
    ['a bug', { mode: 'create', framing: 'bug' }, 'Test case created'],
    ['an edit', { mode: 'edit', testCase: LOGIN }, 'Test case updated'],
  ])("success of %s toasts '%s', closes and increments the version", async (_, request, message) => {
    const t = start();
    t.open(request);
    t.submit();
    await t.save.resolve({ success: true, message: 'Saved', data: LOGIN });
    expect(t.snap().value).toBe('closed');
    expect(t.snap().context).toEqual({ request: null, error: null, fieldError: null, version: 1 });
    expect(t.effects.notices).toEqual([{ tone: 'success', message }]);
  });

  it('counts every saved change in the version', async () => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.submit();
    await t.save.resolve({ success: true, message: 'Saved', data: LOGIN });
    t.open({ mode: 'edit', testCase: LOGIN });
    t.submit();
    await t.save.resolve({ success: true, message: 'Saved', data: LOGIN });
    expect(t.snap().context.version).toBe(2);
  });

  it("create failure: back to the form with the server's message, else 'Failed to create test case'", async () => {
    const t = start();
    const request: TestModalRequest = { mode: 'create', framing: 'test' };
    t.open(request);
    t.submit();
    await t.save.reject(serverError('createTestCase', 400, 'Environment not found.'));
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context).toEqual({ request, error: 'Environment not found.', fieldError: null, version: 0 });
    t.submit();
    await t.save.reject(new ApiError('createTestCase', 500, 'Internal Server Error', { success: false }));
    expect(t.snap().context.error).toBe('Failed to create test case');
    t.submit();
    await t.save.reject(new Error(''));
    expect(t.snap().context.error).toBe('Failed to create test case');
    expect(t.effects.notices).toEqual([]);
  });

  it("a refusal of one field is carried as that field's, for the form to show under it, and cleared by the next save", async () => {
    const t = start();
    const request: TestModalRequest = { mode: 'create', framing: 'test' };
    t.open(request);
    t.submit();
    await t.save.reject(serverError('createTestCase', 400, 'Title must not be blank.', { field: 'title' }));
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context).toEqual({
      request,
      error: null,
      fieldError: { field: 'title', message: 'Title must not be blank.' },
      version: 0,
    });
    t.submit();
    expect(t.snap().context.fieldError).toBeNull();
    expect(t.effects.notices).toEqual([]);
  });

  it("edit failure: back to the form with the server's message, else 'Failed to update test case'", async () => {
    const t = start();
    const request: TestModalRequest = { mode: 'edit', testCase: LOGIN };
    t.open(request);
    t.submit();
    await t.save.reject(serverError('updateTestCase', 404, 'Test case not found.'));
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context).toEqual({ request, error: 'Test case not found.', fieldError: null, version: 0 });
    t.submit();
    await t.save.reject(new ApiError('updateTestCase', 500, 'Internal Server Error', { success: false }));
    expect(t.snap().context.error).toBe('Failed to update test case');
    t.submit();
    await t.save.reject(new Error(''));
    expect(t.snap().context.error).toBe('Failed to update test case');
    expect(t.effects.notices).toEqual([]);
  });

  it('can save after a failure', async () => {
    const t = start();
    t.open({ mode: 'edit', testCase: LOGIN });
    t.submit();
    await t.save.reject(serverError('updateTestCase', 400, 'Title is too long.'));
    t.submit();
    expect(t.snap().context.error).toBeNull();
    await t.save.resolve({ success: true, message: 'Saved', data: LOGIN });
    expect(t.snap().value).toBe('closed');
    expect(t.snap().context.version).toBe(1);
  });
});

describe("testModal machine: 'status.toggle'", () => {
  it.each<['edit' | 'run', ExecutionStatus, ExecutionStatus]>([
    ['run', 'In Progress', 'Paused'],
    ['run', 'Paused', 'In Progress'],
    ['edit', 'In Progress', 'Paused'],
    ['edit', 'Paused', 'In Progress'],
  ])('in %s mode saves %s flipped to %s', (mode, from, to) => {
    const t = start();
    t.open({ mode, testCase: withStatus(from) });
    t.actor.send({ type: 'status.toggle' });
    expect(t.snap().matches({ open: 'savingStatus' })).toBe(true);
    expect(t.status.calls).toEqual([{ id: 7, status: to }]);
  });

  it.each(['run', 'edit'] as const)(
    'success in %s mode replaces the test case with the answer and increments the version',
    async (mode) => {
      const t = start();
      t.open({ mode, testCase: withStatus('In Progress') });
      t.actor.send({ type: 'status.toggle' });
      const answer = { ...withStatus('Paused'), updated_at: '2024-02-02T00:00:00Z' };
      await t.status.resolve({ success: true, message: 'Updated', data: answer });
      expect(t.snap().matches({ open: 'idle' })).toBe(true);
      expect(t.snap().context).toEqual({
        request: { mode, testCase: answer },
        error: null,
        fieldError: null,
        version: 1,
      });
      expect(t.effects.notices).toEqual([]);
      // The next toggle starts from the saved status.
      t.actor.send({ type: 'status.toggle' });
      expect(t.status.calls.at(-1)).toEqual({ id: 7, status: 'In Progress' });
    },
  );

  it("failure toasts the server's message, else 'Failed to update test case', and keeps the old status", async () => {
    const t = start();
    const request: TestModalRequest = { mode: 'run', testCase: withStatus('Paused') };
    t.open(request);
    t.actor.send({ type: 'status.toggle' });
    await t.status.reject(serverError('updateTestCase', 409, 'A run is already under way.'));
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.snap().context).toEqual({ request, error: null, fieldError: null, version: 0 });
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'A run is already under way.' }]);
    t.actor.send({ type: 'status.toggle' });
    await t.status.reject(new ApiError('updateTestCase', 500, 'Internal Server Error', { success: false }));
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to update test case' });
    t.actor.send({ type: 'status.toggle' });
    await t.status.reject(new Error(''));
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to update test case' });
    expect(t.snap().context).toEqual({ request, error: null, fieldError: null, version: 0 });
    expect(t.status.calls).toEqual([
      { id: 7, status: 'In Progress' },
      { id: 7, status: 'In Progress' },
      { id: 7, status: 'In Progress' },
    ]);
  });

  it('does nothing in create mode', () => {
    const t = start();
    t.open({ mode: 'create', framing: 'test' });
    t.actor.send({ type: 'status.toggle' });
    expect(t.snap().matches({ open: 'idle' })).toBe(true);
    expect(t.status.calls).toEqual([]);
  });

  it('ignores a second toggle while saving', () => {
    const t = start();
    t.open({ mode: 'run', testCase: LOGIN });
    t.actor.send({ type: 'status.toggle' });
    t.actor.send({ type: 'status.toggle' });
    expect(t.status.calls).toHaveLength(1);
  });
});

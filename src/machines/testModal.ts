import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { ExecutionStatus, TestCase, TestCaseInput, TestCasePatch } from '../api/testCases.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage, fieldErrorOf, type FieldError } from './effects.ts';
import { savedReadingsOf, stepReadingsMachine } from './stepReadings.ts';

export const EXPECTED_RESULT_LIMIT = 200;

export type TestModalRequest =
  | { mode: 'create'; framing: 'test' | 'bug' }
  | { mode: 'edit'; testCase: TestCase }
  | { mode: 'run'; testCase: TestCase };

export interface TestCaseFormValues {
  title: string;
  environmentId: string;
  goal: string;
  /** One step per line. */
  steps: string;
  expectedResult: string;
}

export interface TestModalContext {
  request: TestModalRequest | null;
  /** A refusal of the form as a whole; one of a field is `fieldError`, shown under that field. */
  error: string | null;
  fieldError: FieldError | null;
  /** Grows with every saved change, so lists that show test cases know to reload. */
  version: number;
}

export type TestModalEvent =
  | { type: 'modal.open'; request: TestModalRequest }
  | { type: 'modal.close' }
  | { type: 'modal.edit' }
  | { type: 'form.submit'; projectId: number; values: TestCaseFormValues }
  | { type: 'status.toggle' }
  /** The steps as typed, for the model's readings of those the grammar does not understand. */
  | { type: 'steps.change'; projectId: number | null; lines: string[] };

export function stepsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The steps' text with its `index`-th step (counting non-blank lines, as `stepsOf` does) written as `step`. */
export function withStep(text: string, index: number, step: string): string {
  let seen = -1;
  return text
    .split('\n')
    .map((line) => (line.trim() !== '' && ++seen === index ? step : line))
    .join('\n');
}

export function formValuesOf(testCase: TestCase | null): TestCaseFormValues {
  return {
    title: testCase?.title ?? '',
    environmentId: testCase?.environment_id ? String(testCase.environment_id) : '',
    goal: testCase?.goal ?? '',
    steps: testCase?.steps.map((s) => s.steps).join('\n') ?? '',
    expectedResult: testCase?.expected_result ?? '',
  };
}

function payloadOf(projectId: number, v: TestCaseFormValues): TestCaseInput {
  return {
    project_id: projectId,
    title: v.title.trim(),
    environment_id: Number(v.environmentId),
    goal: v.goal.trim(),
    steps: stepsOf(v.steps),
    expected_result: v.expectedResult.trim().slice(0, EXPECTED_RESULT_LIMIT),
  };
}

/** An edit changes the test case's own fields; the project it belongs to is not one of them. */
function patchOf(input: TestCaseInput): TestCasePatch {
  const { project_id: _project, ...patch } = input;
  return patch;
}

const testCaseOf = (request: TestModalRequest | null) =>
  request && request.mode !== 'create' ? request.testCase : null;
const flipped = (status: ExecutionStatus): ExecutionStatus => (status === 'In Progress' ? 'Paused' : 'In Progress');

/**
 * The test modal: create a test case (or a bug reproduction), edit one, or view it with its
 * 'In Progress' / 'Paused' toggle, which starts from the test's status and is saved at once.
 * It closes only between saves: a save under way may already be done on the server, and its
 * answer is what tells the lists showing test cases to reload.
 */
export const testModalMachine = setup({
  types: {
    context: {} as TestModalContext,
    events: {} as TestModalEvent,
    children: {} as { stepReadings: 'stepReadings'; saveTestCase: 'saveTestCase'; saveStatus: 'saveStatus' },
  },
  actors: {
    saveTestCase: fromPromise(({ input }: { input: { id: number | null; body: TestCaseInput } }) =>
      input.id === null ? api.testCases.create(input.body) : api.testCases.update(input.id, patchOf(input.body)),
    ),
    saveStatus: fromPromise(({ input }: { input: { id: number; status: ExecutionStatus } }) =>
      api.testCases.update(input.id, { execution_status: input.status }),
    ),
    stepReadings: stepReadingsMachine,
  },
  actions: effectActions,
  guards: {
    formComplete: ({ context, event }) => {
      // The run view shows no form: only create and edit save one.
      if (context.request?.mode === 'run') return false;
      assertEvent(event, 'form.submit');
      const { values } = event;
      return values.title.trim() !== '' && values.environmentId !== '' && stepsOf(values.steps).length > 0;
    },
  },
}).createMachine({
  id: 'testModal',
  context: { request: null, error: null, fieldError: null, version: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'modal.open': {
          target: 'open',
          actions: assign({ request: ({ event }) => event.request, error: null, fieldError: null }),
        },
      },
    },
    open: {
      // The model's readings of the steps as they are typed: the saved test case's to start with; the edit form's
      // lines are read from the start, the others once typed.
      invoke: {
        id: 'stepReadings',
        src: 'stepReadings',
        input: ({ context }) => ({
          lines: context.request?.mode === 'edit' ? context.request.testCase.steps.map((s) => s.steps) : [],
          readings: savedReadingsOf(testCaseOf(context.request)),
        }),
      },
      on: { 'steps.change': { actions: sendTo('stepReadings', ({ event }) => event) } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'modal.close': {
              target: '#testModal.closed',
              actions: assign({ request: null, error: null, fieldError: null }),
            },
            'modal.edit': {
              guard: ({ context }) => context.request?.mode === 'run',
              actions: [
                assign({
                  request: ({ context }) => ({ mode: 'edit' as const, testCase: testCaseOf(context.request)! }),
                }),
                sendTo('stepReadings', ({ context }) => ({
                  type: 'steps.change' as const,
                  projectId: null,
                  lines: testCaseOf(context.request)!.steps.map((s) => s.steps),
                })),
              ],
            },
            'form.submit': [
              { guard: 'formComplete', target: 'saving', actions: assign({ error: null, fieldError: null }) },
              {
                guard: ({ context }) => context.request?.mode !== 'run',
                actions: assign({ error: 'Give the test case a title, an environment and at least one step.' }),
              },
            ],
            'status.toggle': { guard: ({ context }) => testCaseOf(context.request) !== null, target: 'savingStatus' },
          },
        },
        saving: {
          invoke: {
            id: 'saveTestCase',
            src: 'saveTestCase',
            input: ({ context, event }) => {
              assertEvent(event, 'form.submit');
              return { id: testCaseOf(context.request)?.id ?? null, body: payloadOf(event.projectId, event.values) };
            },
            onDone: {
              target: '#testModal.closed',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    tone: 'success',
                    message: context.request?.mode === 'edit' ? 'Test case updated' : 'Test case created',
                  }),
                },
                assign({ request: null, version: ({ context }) => context.version + 1 }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ context, event }) =>
                  fieldErrorOf(event.error)
                    ? null
                    : errorMessage(
                        event.error,
                        fallbackMessage(context.request?.mode === 'edit' ? 'updateTestCase' : 'createTestCase'),
                      ),
                fieldError: ({ event }) => fieldErrorOf(event.error),
              }),
            },
          },
        },
        savingStatus: {
          invoke: {
            id: 'saveStatus',
            src: 'saveStatus',
            input: ({ context }) => {
              const testCase = testCaseOf(context.request)!;
              return { id: testCase.id, status: flipped(testCase.execution_status) };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                request:
                  context.request && context.request.mode !== 'create'
                    ? { ...context.request, testCase: event.output.data }
                    : context.request,
                version: context.version + 1,
              })),
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  tone: 'error',
                  message: errorMessage(event.error, fallbackMessage('updateTestCase')),
                }),
              },
            },
          },
        },
      },
    },
  },
});

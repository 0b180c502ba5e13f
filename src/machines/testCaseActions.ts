import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage } from './effects.ts';

export const LINK_COPIED = 'Link copied';
export const LINK_COPY_FAILED = 'Could not copy the link: your browser did not allow access to the clipboard.';
export const TEST_CASE_DELETED = 'Test case deleted';

/** The address that opens one test case in the list (the screen reads `open` on arrival). */
export function testCaseLink(origin: string, testCaseId: number): string {
  return `${origin}/test-cases?open=${testCaseId}`;
}

export interface TestCaseTarget {
  id: number;
  title: string;
}

export interface TestCaseActionsContext {
  /** Where links point: the app's origin. */
  origin: string;
  /** The test case the delete dialog asks about. */
  target: TestCaseTarget | null;
  error: string | null;
  /** Grows with every deletion, so the list knows to reload. */
  deletions: number;
}

export type TestCaseActionsEvent =
  | { type: 'delete.request'; testCase: TestCaseTarget }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'link.copy'; testCaseId: number };

/**
 * The row actions of /test-cases: delete a test case after a confirmation dialog, and copy a
 * link to it. The two run side by side, so copying a link never waits for a deletion.
 */
export const testCaseActionsMachine = setup({
  types: {
    context: {} as TestCaseActionsContext,
    events: {} as TestCaseActionsEvent,
    input: {} as { origin: string },
  },
  actors: {
    deleteTestCase: fromPromise(({ input }: { input: { id: number } }) => api.testCases.remove(input.id)),
    // Async, so a browser without a clipboard (an insecure page) rejects instead of throwing.
    writeClipboard: fromPromise(async ({ input }: { input: { text: string } }) => {
      await navigator.clipboard.writeText(input.text);
    }),
  },
  actions: effectActions,
}).createMachine({
  id: 'testCaseActions',
  context: ({ input }) => ({ origin: input.origin, target: null, error: null, deletions: 0 }),
  type: 'parallel',
  states: {
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'delete.request': {
              target: 'confirming',
              actions: assign({ target: ({ event }) => event.testCase, error: null }),
            },
          },
        },
        confirming: {
          on: {
            'delete.confirm': { target: 'deleting', actions: assign({ error: null }) },
            'delete.cancel': { target: 'idle', actions: assign({ target: null, error: null }) },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteTestCase',
            src: 'deleteTestCase',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ target: null, deletions: ({ context }) => context.deletions + 1 }),
                { type: 'notify', params: { tone: 'success', message: TEST_CASE_DELETED } },
              ],
            },
            onError: {
              target: 'confirming',
              actions: assign({
                error: ({ event }) => errorMessage(event.error, fallbackMessage('deleteTestCase')),
              }),
            },
          },
        },
      },
    },
    link: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'link.copy': 'copying' },
        },
        copying: {
          invoke: {
            id: 'writeClipboard',
            src: 'writeClipboard',
            input: ({ context, event }) => {
              assertEvent(event, 'link.copy');
              return { text: testCaseLink(context.origin, event.testCaseId) };
            },
            onDone: { target: 'idle', actions: { type: 'notify', params: { tone: 'success', message: LINK_COPIED } } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { tone: 'error', message: LINK_COPY_FAILED } },
            },
          },
        },
      },
    },
  },
});

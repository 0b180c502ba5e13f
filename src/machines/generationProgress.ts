import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { Generation } from '../api/generations.ts';
import { effectActions, errorMessage } from './effects.ts';

/** How often a generation under way is read again. */
export const FOLLOW_MS = 1500;
export const TEST_CASES_KEPT = 'Test cases kept';

export interface GenerationProgressContext {
  id: number;
  generation: Generation | null;
  /** Why the last read failed; the generation is read again all the same. */
  error: string | null;
  keepError: string | null;
}

export type GenerationProgressEvent = { type: 'generation.changed' } | { type: 'generation.keepPassing' };

const ended = (g: Generation) => g.status === 'done' || g.status === 'failed';

/** The proposals that passed their run and are not kept yet: what 'Keep all that passed' keeps. */
export const passingProposals = (g: Generation | null): number[] =>
  (g?.proposals ?? []).filter((p) => !p.kept && p.result === 'Passed').map((p) => p.test_case_id);

/**
 * A generation as it goes: read again every FOLLOW_MS until it is done or failed; then each change
 * to a proposal (kept, edited, discarded) reads it again, and 'Keep all that passed' keeps them.
 */
export const generationProgressMachine = setup({
  types: {
    context: {} as GenerationProgressContext,
    events: {} as GenerationProgressEvent,
    input: {} as { id: number },
  },
  actors: {
    readGeneration: fromPromise(({ input }: { input: { id: number } }) => api.generations.get(input.id)),
    keepPassing: fromPromise(({ input }: { input: { id: number; testCaseIds: number[] } }) =>
      api.generations.keep(input.id, input.testCaseIds),
    ),
  },
  actions: {
    ...effectActions,
    /** Test cases were kept or changed: the lists that show them read again. */
    testCasesChanged: () => {},
  },
  delays: { follow: FOLLOW_MS },
}).createMachine({
  id: 'generationProgress',
  context: ({ input }) => ({ id: input.id, generation: null, error: null, keepError: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readGeneration',
        src: 'readGeneration',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: ({ event }) => ended(event.output.data),
            target: 'ended',
            actions: assign({ generation: ({ event }) => event.output.data, error: null }),
          },
          { target: 'following', actions: assign({ generation: ({ event }) => event.output.data, error: null }) },
        ],
        onError: { target: 'following', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    following: { after: { follow: 'reading' } },
    ended: {
      on: {
        'generation.changed': { target: 'reading', actions: 'testCasesChanged' },
        'generation.keepPassing': {
          guard: ({ context }) => passingProposals(context.generation).length > 0,
          target: 'keeping',
          actions: assign({ keepError: null }),
        },
      },
    },
    keeping: {
      invoke: {
        id: 'keepPassing',
        src: 'keepPassing',
        input: ({ context }) => ({ id: context.id, testCaseIds: passingProposals(context.generation) }),
        onDone: {
          target: 'reading',
          actions: ['testCasesChanged', { type: 'notify', params: { tone: 'success', message: TEST_CASES_KEPT } }],
        },
        onError: {
          target: 'ended',
          actions: [
            assign({ keepError: ({ event }) => errorMessage(event.error) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.keepError ?? '' }) },
          ],
        },
      },
    },
  },
});

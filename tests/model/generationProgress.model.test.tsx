import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Generation, Proposal } from '../../src/api/generations.ts';
import {
  FOLLOW_MS,
  generationProgressMachine,
  TEST_CASES_KEPT,
  type GenerationProgressContext,
} from '../../src/machines/generationProgress.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { onePage } from '../unit/support/lists.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';

const READ = 'GET /api/v1/generations/7';
const KEEP = 'POST /api/v1/generations/7/keep';
const STAGING = { id: 12, label: 'Staging', url: 'https://staging.shop.test' };
/** A read may wait a whole FOLLOW_MS before it is sent. */
const NEXT_READ = { timeout: FOLLOW_MS + 5000 };

const HOME: Proposal = {
  test_case_id: 1,
  title: 'Home',
  kind: 'page',
  steps: ['Go to /', 'I see "Home"'],
  kept: false,
  run_id: 101,
  run_status: 'passed',
  result: 'Passed',
  message: '',
};

const generation = (over: Partial<Generation>): Generation => ({
  id: 7,
  project_id: 1,
  environment_id: 12,
  environment_label: 'Staging',
  source: 'explore',
  input: STAGING.url,
  status: 'queued',
  message: '',
  pages: [],
  proposals: [],
  model_tokens: 0,
  suite_id: null,
  created_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  ...over,
});
const EXPLORING = generation({ status: 'exploring', message: 'Explored 1 page…' });
const DONE = generation({ status: 'done', message: 'Explored 1 page: 1 test case proposed.', proposals: [HOME] });
const KEPT = { ...DONE, proposals: [{ ...HOME, kept: true }] };

const model = machineModel('generationProgress', generationProgressMachine, {
  input: { id: 7 },
  events: ({ context }: { context: GenerationProgressContext }): ModelEvent[] => [
    ...[EXPLORING, context.generation?.proposals[0]?.kept ? KEPT : DONE].map((data) => ({
      type: 'xstate.done.actor.readGeneration',
      output: { success: true, data },
    })),
    { type: 'xstate.error.actor.readGeneration', error: serverError('getGeneration', 500, 'The worker is busy.') },
    { type: 'xstate.after.follow.generationProgress.following' },
    { type: 'generation.changed' },
    { type: 'generation.keepPassing' },
    { type: 'xstate.done.actor.keepPassing', output: { success: true, message: 'Kept 1 test case.', data: KEPT } },
    {
      type: 'xstate.error.actor.keepPassing',
      error: serverError('keepProposals', 403, 'Your Starter plan includes up to 5 test cases.'),
    },
  ],
  // Only a proposal's own Discard changes it here (its Keep is the same request as Keep all).
  filterEvents: (snapshot, event) =>
    event.type !== 'generation.changed' ||
    (snapshot.context as GenerationProgressContext).generation?.proposals.length === 1,
  context: (c: GenerationProgressContext) => [
    c.generation?.status ?? null,
    c.generation?.proposals.map((p) => p.kept) ?? null,
    c.error,
    c.keepError,
  ],
});

describeModel(
  'generationProgress machine, path by path in the test modal',
  model,
  async (path) => {
    const api = heldApi(
      {
        ...signedIn(),
        'GET /api/v1/1/environments': ok([STAGING]),
        'GET /api/v1/test-cases': onePage([]),
        'GET /api/v1/model': ok({ enabled: false, model: null, host: null }),
        'POST /api/v1/generations': { status: 201, body: { success: true, message: 'Exploring', data: EXPLORING } },
        'DELETE /api/v1/test-cases/1': ok(null, 'Test case deleted.'),
      },
      [READ, KEEP],
    );
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    const dialog = () => within(screen.getByRole('dialog', { name: 'Create a Test' }));
    /** What the modal shows of the generation last read, or of the read that failed before any. */
    const shows = async ({ generation: g, error, keepError }: GenerationProgressContext) => {
      if (!g) {
        if (error) expect(await dialog().findByText(error)).toBeTruthy();
        return;
      }
      expect(await dialog().findByText(g.status === 'done' ? 'Done.' : 'Exploring…')).toBeTruthy();
      if (keepError) expect(await dialog().findByText(keepError, { selector: '[role=alert] *' })).toBeTruthy();
    };
    await path.test({
      states: {
        reading: async ({ context }) => {
          await waitFor(() => expect(api.pending(READ)).toBe(1), NEXT_READ);
          const c = context as GenerationProgressContext;
          if (c.generation) await shows(c);
          else expect(await dialog().findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
        },
        following: ({ context }) => shows(context as GenerationProgressContext),
        ended: async ({ context }) => {
          const c = context as GenerationProgressContext;
          await shows(c);
          const home = within(dialog().getByLabelText('Home'));
          if (c.generation!.proposals[0]!.kept) {
            expect(home.getByText('Kept')).toBeTruthy();
            expect(dialog().queryByRole('button', { name: /^Keep all that passed/ })).toBeNull();
          } else expect(dialog().getByRole('button', { name: 'Keep all that passed (1)' })).toBeTruthy();
        },
        keeping: async () => {
          const button = await dialog().findByRole('button', { name: 'Keep all that passed (1)' });
          expect(button.hasAttribute('data-loading')).toBe(true);
          await waitFor(() => expect(api.pending(KEEP)).toBe(1));
          expect(api.to('POST', '/api/v1/generations/7/keep').at(-1)!.body).toEqual({ test_case_ids: [1] });
        },
      },
      events: {
        'xstate.init': async () => {
          s = await renderSignedInScreen('/test-cases');
          await s.user.click((await page().findAllByRole('button', { name: 'Add Test Case' }))[0]!);
          await screen.findByRole('dialog', { name: 'Create a Test' });
          await s.user.click(dialog().getByText('Explore a URL'));
          await s.user.click(dialog().getByRole('combobox', { name: /^Environment/ }));
          await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
          await s.user.click(dialog().getByRole('button', { name: 'Generate tests' }));
        },
        'xstate.done.actor.readGeneration': (step) => api.settle(READ, replyFor(step.event)),
        'xstate.error.actor.readGeneration': (step) => api.settle(READ, replyFor(step.event)),
        'xstate.after.follow.generationProgress.following': () =>
          waitFor(() => expect(api.pending(READ)).toBe(1), NEXT_READ),
        'generation.changed': async () => {
          await s.user.click(within(dialog().getByLabelText('Home')).getByRole('button', { name: 'Discard' }));
          await waitFor(() => expect(api.to('DELETE', '/api/v1/test-cases/1')).toHaveLength(1));
        },
        'generation.keepPassing': () =>
          s.user.click(dialog().getByRole('button', { name: 'Keep all that passed (1)' })),
        'xstate.done.actor.keepPassing': async (step) => {
          await api.settle(KEEP, replyFor(step.event));
          expect(await screen.findByText(TEST_CASES_KEPT, IN_TOAST)).toBeTruthy();
        },
        'xstate.error.actor.keepPassing': ({ event, state }) =>
          oneMoreToast(state.context.keepError as string, () => api.settle(KEEP, replyFor(event))),
      },
    });
    expect(api.unrouted).toEqual([]);
  },
  { timeout: 60_000 },
);

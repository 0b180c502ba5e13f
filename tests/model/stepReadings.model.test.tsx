import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { StepReading } from '../../src/api/testCases.ts';
import { stepReadingsMachine, unreadLines, type StepReadingsContext } from '../../src/machines/stepReadings.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { signedIn } from './support/appScreens.ts';
import { ENVIRONMENTS, listOf, SIGN_IN } from './support/appTestCases.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';

/**
 * The model's readings in the test modal's steps editor (Add Test Case): typed steps the grammar does not
 * understand go to POST /steps/read once typing pauses; the model's reading shows under the step, a line still
 * being read is asked again, and a failed read says why.
 */
const UNREAD = 'Make the form go';
const UNDERSTOOD = 'Go to /form';

const reading = (over: Partial<StepReading>): StepReading => ({
  line: UNREAD,
  read_by: null,
  description: null,
  wording: null,
  reason: '"Make" is not a step I know.',
  suggestion: null,
  model_reason: null,
  pending: false,
  ...over,
});
const READ = reading({ read_by: 'model', description: 'Click the button “Send”', wording: 'Click the button “Send”' });
const PENDING = reading({ pending: true });

const model = machineModel('stepReadings', stepReadingsMachine, {
  // As the test modal starts it for a new test case: no lines, no saved readings.
  input: {},
  events: [
    { type: 'steps.change', projectId: 1, lines: [UNDERSTOOD, UNREAD] },
    { type: 'steps.change', projectId: 1, lines: [UNDERSTOOD] },
    { type: 'xstate.done.actor.readSteps', output: { success: true, data: [READ] } },
    { type: 'xstate.done.actor.readSteps', output: { success: true, data: [PENDING] } },
    { type: 'xstate.error.actor.readSteps', error: serverError('readSteps', 503, 'The model is busy.') },
  ],
  context: ({ lines, readings, polls, error }: StepReadingsContext) => [lines, readings, polls, error],
});

const READ_ROUTE = 'POST /api/v1/steps/read';
/** Waits for a read to be sent: the machine's own timers run in real time. */
const WAIT = { timeout: 4000 };

describeModel(
  'stepReadings machine, path by path in the test modal on /test-cases',
  model,
  async (path) => {
    const api = heldApi(
      {
        ...signedIn(),
        'GET /api/v1/1/environments': ENVIRONMENTS,
        'GET /api/v1/test-cases': () => listOf(SIGN_IN),
      },
      [READ_ROUTE],
    );
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    let sent = 0;
    const dialog = () => within(screen.getByRole('dialog'));
    const steps = () => dialog().getByLabelText<HTMLTextAreaElement>(/^Steps/, { selector: 'textarea' });
    const preview = () => dialog().queryByRole('list', { name: 'How the steps will run' });
    const noReadUnderWay = () => expect(api.pending(READ_ROUTE)).toBe(0);

    await path.test({
      states: {
        idle: async ({ context }) => {
          noReadUnderWay();
          const shown = preview()?.textContent ?? '';
          if (context.lines.includes(UNREAD) && context.readings[UNREAD]?.read_by === 'model') {
            await waitFor(() =>
              expect(preview()?.textContent).toContain('2. Read by the model: Click the button “Send”'),
            );
          } else expect(shown).not.toContain('Read by the model');
          if (context.error) {
            await waitFor(() => expect(dialog().getByText(/The model's readings could not be fetched/)).toBeTruthy());
            expect(dialog().getByText(/could not be fetched/).textContent).toContain(context.error);
          }
        },
        'waiting.typing': () => noReadUnderWay(),
        'waiting.polling': async () => {
          noReadUnderWay();
          expect(preview()?.textContent).toContain('The model is reading it…');
        },
        reading: async ({ context }) => {
          await waitFor(() => expect(api.pending(READ_ROUTE)).toBe(1), WAIT);
          // Only the lines the grammar does not understand, and not answered yet, went to the server.
          const call = api.to('POST', '/api/v1/steps/read').at(-1)!;
          expect(call.body).toEqual({ project_id: 1, lines: unreadLines(context) });
        },
      },
      events: {
        'xstate.init': async () => {
          s = await renderSignedInScreen('/test-cases');
          await s.user.click((await page().findAllByRole('button', { name: 'Add Test Case' }))[0]!);
          await screen.findByRole('dialog', { name: 'Create a Test' });
        },
        'steps.change': async ({ event }) => {
          const { lines } = event as unknown as { lines: string[] };
          await s.user.clear(steps());
          await s.user.type(steps(), lines.join('{Enter}'));
          expect(steps().value).toBe(lines.join('\n'));
        },
        'xstate.after.readAfter.stepReadings.waiting.typing': async () => {
          await waitFor(() => expect(api.to('POST', '/api/v1/steps/read')).toHaveLength(sent + 1), WAIT);
          sent += 1;
        },
        'xstate.after.pollAfter.stepReadings.waiting.polling': async () => {
          await waitFor(() => expect(api.to('POST', '/api/v1/steps/read')).toHaveLength(sent + 1), WAIT);
          sent += 1;
        },
        'xstate.done.actor.readSteps': async ({ event }) => {
          await api.settle(READ_ROUTE, replyFor(event));
        },
        'xstate.error.actor.readSteps': async ({ event }) => {
          await api.settle(READ_ROUTE, replyFor(event));
        },
      },
    });
    expect(api.unrouted).toEqual([]);
  },
  { timeout: 60_000 },
);

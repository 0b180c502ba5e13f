import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { cronPreviewMachine, type CronPreviewContext } from '../../src/machines/cronPreview.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { onePage } from '../unit/support/lists.ts';
import { field, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

const PREVIEW = 'GET /api/v1/schedules/preview';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const WEEKDAYS = '0 9 * * 1-5';
const NIGHTLY = '0 2 * * *';
const INVALID = 'The cron expression “0 2 * * *” is not valid here.';
const MEANINGS: Record<string, string> = { [WEEKDAYS]: 'At 09:00, Monday through Friday', [NIGHTLY]: 'At 02:00' };

const meaningOf = (cron: string) => ({
  cron,
  timezone: ZONE,
  description: MEANINGS[cron],
  next_runs: ['2026-11-23T09:00:00.000Z', '2026-11-24T09:00:00.000Z'],
});

const model = machineModel('cronPreview', cronPreviewMachine, {
  // The form starts on the weekday preset, in the browser's zone.
  input: { cron: WEEKDAYS, timezone: ZONE },
  events: ({ context }: { context: CronPreviewContext }): ModelEvent[] => [
    { type: 'cron.typed', cron: NIGHTLY, timezone: ZONE },
    { type: 'cron.typed', cron: '', timezone: ZONE },
    { type: 'xstate.done.actor.readCron', output: { success: true, data: meaningOf(context.cron) } },
    { type: 'xstate.error.actor.readCron', error: serverError('previewSchedule', 400, INVALID) },
  ],
  context: (c: CronPreviewContext) => [c.cron, c.preview?.description ?? null, c.error],
});

describeModel(
  'cronPreview machine, path by path in the schedule form',
  model,
  async (path) => {
    const api = heldApi(
      {
        ...signedIn(),
        'GET /api/v1/results': onePage([]),
        'GET /api/v1/1/environments': ok([{ id: 12, label: 'Staging', url: 'https://staging.shop.test' }]),
        'GET /api/v1/test-cases': onePage([{ id: 1, title: 'Sign in' }]),
      },
      [PREVIEW],
    );
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    const dialog = () => within(screen.getByRole('dialog', { name: 'Schedule test runs' }));
    /** What the preview shows when no expression is being read: the meaning, the refusal, or the prompt. */
    const showsLast = async ({ preview, error }: CronPreviewContext) => {
      if (error) expect((await dialog().findByRole('alert')).textContent).toBe(error);
      else if (preview) expect(await dialog().findByText(preview.description)).toBeTruthy();
      else expect(await dialog().findByText('Type a cron expression or choose a preset.')).toBeTruthy();
      expect(dialog().queryByText('At 23:59')).toBeNull();
    };
    /** Does `action`, then answers the read it replaced, if one was under way: the form must not show it. */
    const restarting = async (action: () => Promise<void>) => {
      const replaced = api.pending(PREVIEW);
      await action();
      for (let i = 0; i < replaced; i += 1) {
        await api.settle(PREVIEW, ok({ ...meaningOf(WEEKDAYS), description: 'At 23:59' }));
      }
    };
    await path.test({
      states: {
        '': ({ context }) => {
          expect(field('Cron expression').value).toBe((context as CronPreviewContext).cron);
        },
        typing: ({ context }) => showsLast(context as CronPreviewContext),
        empty: ({ context }) => showsLast(context as CronPreviewContext),
        reading: async ({ context }) => {
          const { cron, preview } = context as CronPreviewContext;
          await waitFor(() => expect(api.pending(PREVIEW)).toBe(1));
          const asked = new URLSearchParams(api.to('GET', '/api/v1/schedules/preview').at(-1)!.search);
          expect(Object.fromEntries(asked)).toEqual({ cron, timezone: ZONE });
          if (preview) expect(await dialog().findByText(preview.description)).toBeTruthy();
          else expect(await dialog().findByRole('progressbar', { name: 'Reading the expression' })).toBeTruthy();
        },
        read: async ({ context }) => {
          await showsLast(context as CronPreviewContext);
          expect(within(dialog().getByRole('list', { name: 'Next runs' })).getAllByRole('listitem')).toHaveLength(2);
        },
        invalid: ({ context }) => showsLast(context as CronPreviewContext),
      },
      events: {
        'xstate.init': async () => {
          s = await renderSignedInScreen('/results');
          await s.user.click(page().getByRole('button', { name: 'Schedule' }));
          await screen.findByRole('dialog', { name: 'Schedule test runs' });
        },
        'cron.typed': ({ event }) =>
          restarting(() =>
            (event as unknown as { cron: string }).cron === ''
              ? s.user.clear(field('Cron expression'))
              : s.user.click(dialog().getByRole('button', { name: 'Nightly at 2:00' })),
          ),
        // The pause ends: a blank expression shows the prompt, another is sent to be read.
        'xstate.after.typingPause.cronPreview.typing': async ({ state }) => {
          if ((state.context as CronPreviewContext).cron === '')
            expect(await dialog().findByText('Type a cron expression or choose a preset.')).toBeTruthy();
          else await waitFor(() => expect(api.pending(PREVIEW)).toBe(1));
        },
        'xstate.done.actor.readCron': (step) => api.settle(PREVIEW, replyFor(step.event)),
        'xstate.error.actor.readCron': (step) => api.settle(PREVIEW, replyFor(step.event)),
      },
    });
    expect(api.unrouted).toEqual([]);
  },
  { timeout: 30_000 },
);

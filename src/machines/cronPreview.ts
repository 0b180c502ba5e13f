import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { components } from '../api/schema.d.ts';
import { errorMessage } from './effects.ts';

/** Time to let typing settle: the expression is read once the writer pauses, not at every key. */
export const CRON_PAUSE_MS = 300;

export interface CronTyped {
  cron: string;
  timezone: string;
}

export interface CronPreviewContext extends CronTyped {
  /** What the last expression read means, and its next runs: it stays on screen while another is read. */
  preview: components['schemas']['SchedulePreview'] | null;
  /** Why the last expression read is not valid. */
  error: string | null;
}

export type CronPreviewEvent = { type: 'cron.typed' } & CronTyped;

/**
 * The schedule form's preview of a cron expression: once typing pauses, the server says what the
 * expression means and when it runs next in the zone chosen, or why it is not valid.
 */
export const cronPreviewMachine = setup({
  types: { context: {} as CronPreviewContext, events: {} as CronPreviewEvent, input: {} as CronTyped },
  actors: {
    readCron: fromPromise(({ input }: { input: CronTyped }) => api.schedules.preview(input.cron, input.timezone)),
  },
  delays: { typingPause: CRON_PAUSE_MS },
  guards: { blank: ({ context }) => context.cron.trim() === '' },
}).createMachine({
  id: 'cronPreview',
  context: ({ input }) => ({ ...input, preview: null, error: null }),
  initial: 'checking',
  on: {
    'cron.typed': {
      guard: ({ context, event }) => event.cron !== context.cron || event.timezone !== context.timezone,
      target: '.typing',
      reenter: true,
      actions: assign({ cron: ({ event }) => event.cron, timezone: ({ event }) => event.timezone }),
    },
  },
  states: {
    checking: { always: [{ guard: 'blank', target: 'empty' }, { target: 'reading' }] },
    typing: { after: { typingPause: 'checking' } },
    empty: { entry: assign({ preview: null, error: null }) },
    reading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'readCron',
        src: 'readCron',
        input: ({ context }) => ({ cron: context.cron, timezone: context.timezone }),
        onDone: { target: 'read', actions: assign({ preview: ({ event }) => event.output.data }) },
        onError: { target: 'invalid', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    read: {},
    invalid: {},
  },
});

import { and, assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import { fallbackMessage } from '../api/errors.ts';
import type { StepReading, TestCase } from '../api/testCases.ts';
import { parseSteps } from '../steps/index.ts';
import { errorMessage } from './effects.ts';

/** What the editor shows of the model's part in a line: its reading, its refusal, or that it is still reading. */
export type LineReading = Pick<StepReading, 'read_by' | 'description' | 'wording' | 'model_reason' | 'pending'>;

export interface StepReadingsContext {
  /** The project the lines belong to; null: the caller's current one. */
  projectId: number | null;
  lines: string[];
  /** By line: what the server answered, or the saved test case carried. */
  readings: Record<string, LineReading>;
  /** Reads that answered lines still pending in a row: the editor stops asking after a few. */
  polls: number;
  error: string | null;
}

export type StepReadingsEvent = { type: 'steps.change'; projectId: number | null; lines: string[] };

export interface StepReadingsInput {
  lines?: string[];
  readings?: Record<string, LineReading>;
}

/** Time to let typing settle before a read; a line is read once the writer pauses, not at every key. */
export const READ_AFTER_MS = 800;
/** Time before asking again for lines the model was still reading. */
export const POLL_AFTER_MS = 2000;
export const MAX_POLLS = 5;
const MAX_LINES = 100;

/** The readings a saved test case carries: the model's, of its steps the grammar does not understand. */
export function savedReadingsOf(testCase: TestCase | null): Record<string, LineReading> {
  const readings: Record<string, LineReading> = {};
  for (const step of testCase?.steps ?? []) {
    const saved = step.model_reading;
    if (!saved) continue;
    readings[step.steps] = {
      read_by: saved.description ? 'model' : null,
      description: saved.description,
      wording: saved.wording,
      model_reason: saved.reason,
      pending: false,
    };
  }
  return readings;
}

/** The lines the grammar does not understand and the server has not answered for (or answered as pending). */
export function unreadLines({ lines, readings, polls }: StepReadingsContext): string[] {
  const parsed = parseSteps(lines);
  const unread = lines.filter((line, i) => {
    if (parsed[i]!.ok) return false;
    const reading = readings[line];
    return !reading || (reading.pending && polls < MAX_POLLS);
  });
  // The most lines one read takes; the others are read next.
  return [...new Set(unread)].slice(0, MAX_LINES);
}

const changed = (a: readonly string[], b: readonly string[]) => a.length !== b.length || a.some((x, i) => x !== b[i]);

/**
 * The model's readings of the lines being typed in the test modal: once the writer pauses, the lines the grammar
 * does not understand go to the server (POST /steps/read), which answers the grammar's or the model's reading of
 * each; a line the model was still reading is asked again a few times. The grammar's own readings are the editor's,
 * computed as it types: this machine holds only what the server adds.
 */
export const stepReadingsMachine = setup({
  types: {
    context: {} as StepReadingsContext,
    events: {} as StepReadingsEvent,
    input: {} as StepReadingsInput,
  },
  actors: {
    readSteps: fromPromise(({ input }: { input: { projectId: number | null; lines: string[] } }) =>
      api.testCases.readSteps(input.projectId, input.lines),
    ),
  },
  delays: { readAfter: READ_AFTER_MS, pollAfter: POLL_AFTER_MS },
  guards: {
    hasUnread: ({ context }) => unreadLines(context).length > 0,
    onlyPending: ({ context }) => unreadLines(context).every((line) => context.readings[line]?.pending),
  },
  actions: {
    takeLines: assign(({ context, event }) => ({
      projectId: event.projectId,
      lines: event.lines,
      polls: changed(context.lines, event.lines) ? 0 : context.polls,
    })),
  },
}).createMachine({
  id: 'stepReadings',
  context: ({ input }) => ({
    projectId: null,
    lines: input.lines ?? [],
    readings: input.readings ?? {},
    polls: 0,
    error: null,
  }),
  initial: 'settling',
  states: {
    settling: {
      always: [
        { guard: and(['hasUnread', 'onlyPending']), target: 'waiting.polling' },
        { guard: 'hasUnread', target: 'waiting' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: { 'steps.change': { target: 'settling', actions: 'takeLines' } },
    },
    waiting: {
      initial: 'typing',
      on: { 'steps.change': { target: 'settling', actions: 'takeLines' } },
      states: {
        typing: { after: { readAfter: '#stepReadings.reading' } },
        polling: { after: { pollAfter: '#stepReadings.reading' } },
      },
    },
    reading: {
      on: { 'steps.change': { actions: 'takeLines' } },
      invoke: {
        id: 'readSteps',
        src: 'readSteps',
        input: ({ context }) => ({ projectId: context.projectId, lines: unreadLines(context) }),
        onDone: {
          target: 'settling',
          actions: assign(({ context, event }) => {
            const readings = { ...context.readings };
            for (const { line, read_by, description, wording, model_reason, pending } of event.output.data) {
              readings[line] = { read_by, description, wording, model_reason, pending };
            }
            const pending = event.output.data.some((reading) => reading.pending);
            return { readings, polls: pending ? context.polls + 1 : 0, error: null };
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('readSteps')) }),
        },
      },
    },
  },
});

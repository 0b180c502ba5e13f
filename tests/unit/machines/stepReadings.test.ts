import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StepReading } from '../../../src/api/testCases.ts';
import {
  MAX_POLLS,
  POLL_AFTER_MS,
  READ_AFTER_MS,
  stepReadingsMachine,
  type StepReadingsInput,
} from '../../../src/machines/stepReadings.ts';
import { deferredActor, serverError } from '../support/deferredActor.ts';

type Read = { success: true; data: StepReading[] };

const answer = (line: string, over: Partial<StepReading> = {}): StepReading => ({
  line,
  read_by: null,
  description: null,
  wording: null,
  reason: 'Not a step I know.',
  suggestion: null,
  model_reason: null,
  pending: false,
  ...over,
});

function start(input: StepReadingsInput = {}) {
  const read = deferredActor<Read, { projectId: number | null; lines: string[] }>();
  const actor = createActor(stepReadingsMachine.provide({ actors: { readSteps: read.logic } }), { input });
  actor.start();
  return { actor, read };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stepReadings machine', () => {
  it('reads only the lines the grammar does not understand, once typing pauses', async () => {
    const { actor, read } = start();
    actor.send({ type: 'steps.change', projectId: 3, lines: ['Go to /form', 'Make the form go'] });
    vi.advanceTimersByTime(READ_AFTER_MS - 1);
    // More typing restarts the wait.
    actor.send({ type: 'steps.change', projectId: 3, lines: ['Go to /form', 'Make the form go now'] });
    vi.advanceTimersByTime(READ_AFTER_MS - 1);
    expect(read.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(read.calls).toEqual([{ projectId: 3, lines: ['Make the form go now'] }]);
    const reading = answer('Make the form go now', { read_by: 'model', description: 'Click “Send”' });
    await read.resolve({ success: true, data: [reading] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.readings['Make the form go now']?.description).toBe('Click “Send”');
    // A line answered is not asked again.
    actor.send({ type: 'steps.change', projectId: 3, lines: ['Make the form go now', 'Click Send'] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks again for lines the model is still reading, a few times at most', async () => {
    const { actor, read } = start({ lines: ['Make the form go'] });
    vi.advanceTimersByTime(READ_AFTER_MS);
    for (let i = 0; i < MAX_POLLS; i++) {
      expect(read.calls).toHaveLength(i + 1);
      await read.resolve({ success: true, data: [answer('Make the form go', { pending: true })] });
      vi.advanceTimersByTime(POLL_AFTER_MS);
    }
    expect(read.calls).toHaveLength(MAX_POLLS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('starts from the readings a saved test case carries, asking nothing for them', () => {
    const saved = { read_by: 'model' as const, description: 'Click “Send”', wording: null, model_reason: null };
    const { actor, read } = start({
      lines: ['Make the form go'],
      readings: { 'Make the form go': { ...saved, pending: false } },
    });
    vi.advanceTimersByTime(READ_AFTER_MS * 2);
    expect(read.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the error of a read that failed, and reads again when the lines change', async () => {
    const { actor, read } = start({ lines: ['Make the form go'] });
    vi.advanceTimersByTime(READ_AFTER_MS);
    await read.reject(serverError('readSteps', 400, "'lines.0' must not be blank."));
    expect(actor.getSnapshot().context.error).toBe("'lines.0' must not be blank.");
    actor.send({ type: 'steps.change', projectId: null, lines: ['Make the form go', 'Do the needful'] });
    vi.advanceTimersByTime(READ_AFTER_MS);
    expect(read.calls.at(-1)).toEqual({ projectId: null, lines: ['Make the form go', 'Do the needful'] });
  });
});

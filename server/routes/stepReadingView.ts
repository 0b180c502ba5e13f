import { describeAction, parseStep, type Action, type ParsedStep } from '../../src/steps/index.ts';
import type { ModelReading } from '../db/stepReadings.ts';

/** A value with its objects' keys in order (and undefined left out), so two equal actions write the same JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([, one]) => one !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, one]) => [key, canonical(one)]));
}

const sameAction = (a: Action, b: Action) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The grammar's own phrasing of an action: the editor's words for it, when the grammar reads them back as this very
 * action (then the step can be written so, and needs no model); else null.
 */
export function grammarWording(action: Action): string | null {
  const words = describeAction(action);
  const again = parseStep(words);
  return again.ok && sameAction(again.action, action) ? words : null;
}

/** The contract's ModelReading: what the model read a saved step as, or why it could not. */
export function modelReadingView(reading: ModelReading) {
  return {
    model: reading.model,
    description: reading.action ? describeAction(reading.action) : null,
    wording: reading.action ? grammarWording(reading.action) : null,
    reason: reading.action ? null : reading.reason,
  };
}

/** The contract's StepReading: how one line reads, by the grammar, the model, or neither (and why). */
export function stepReadingView(line: string, parsed: ParsedStep, reading: ModelReading | undefined, pending: boolean) {
  if (parsed.ok) {
    const description = describeAction(parsed.action);
    return {
      line,
      read_by: 'grammar' as const,
      description,
      wording: null,
      reason: null,
      suggestion: null,
      model_reason: null,
      pending: false,
    };
  }
  const model = reading ? modelReadingView(reading) : null;
  return {
    line,
    read_by: model?.description ? ('model' as const) : null,
    description: model?.description ?? null,
    wording: model?.wording ?? null,
    reason: parsed.reason,
    suggestion: parsed.suggestion,
    model_reason: model?.reason ?? null,
    pending,
  };
}

import { describeLocator } from '../locate/locatorSpec.ts';
import type { Resolution } from '../locate/resolve.ts';
import type { StepOutcome } from '../execute/stepContext.ts';
import type { ResolvedElement, StepResult } from './evidence.ts';

const kept = (r: Resolution): ResolvedElement => ({
  spec: r.spec,
  fingerprint: r.fingerprint,
  foundByWords: r.foundByWords,
});

/**
 * What a passed step reports of the elements it used: the locator a user reads (for a step written as several, each
 * part's that used one, in order), the one it healed from, and what the replay cache keeps, for the step or for
 * each of its parts.
 */
export function elementsReport(outcome: StepOutcome): Pick<
  StepResult,
  'locator' | 'healedFrom' | 'resolved' | 'resolvedParts' | 'replayed'
> & {
  healedNote: string | null;
} {
  const used = [outcome.resolution, ...(outcome.parts ?? [])].filter((r): r is Resolution => r !== null);
  const healed = used.filter((r) => r.healed !== null);
  const join = (list: string[]) => (list.length === 0 ? null : list.join('; '));
  return {
    locator: join(used.map((r) => describeLocator(r.spec))),
    healedFrom: join(healed.map((r) => r.healed!.from)),
    healedNote: join(healed.map((r) => r.healed!.note)),
    resolved: outcome.resolution ? kept(outcome.resolution) : null,
    resolvedParts: outcome.parts ? outcome.parts.map((r) => (r ? kept(r) : null)) : null,
    replayed: used.length > 0 && used.every((r) => r.replayed),
  };
}

/** How many of a test's latest outcomes on one environment its flakiness is computed from (migration 15 keeps as many). */
export const FLAKINESS_HISTORY = 20;
/** No score before this many outcomes: two runs say nothing about flakiness. */
export const FLAKINESS_MIN_RUNS = 5;

/** One run's outcome as flakiness sees it: flaky is a pass that needed a retry. */
export type Outcome = 'pass' | 'fail' | 'flaky';

export interface Flakiness {
  runs: number;
  /** Times the outcome changed from one run to the next (pass ↔ fail; flaky counts as pass). */
  flips: number;
  /** flips ÷ (runs − 1). */
  flip_rate: number;
  /** Runs that failed and then passed on a retry. */
  retry_passes: number;
  /** 0–100, or null until FLAKINESS_MIN_RUNS outcomes exist. */
  score: number | null;
}

/**
 * Flakiness of outcomes in the order they happened: the flip rate and the retry-pass rate, each
 * 0–1, combined as the chance that at least one of them shows (1 − (1 − flip)(1 − retry)), so a
 * test that alternates and a test that always needs a retry both score high, a steady one 0.
 */
export function flakinessOf(outcomes: readonly Outcome[]): Flakiness {
  const recent = outcomes.slice(-FLAKINESS_HISTORY);
  const runs = recent.length;
  let flips = 0;
  for (let i = 1; i < runs; i++) if ((recent[i] === 'fail') !== (recent[i - 1] === 'fail')) flips++;
  const retryPasses = recent.filter((o) => o === 'flaky').length;
  const flipRate = runs > 1 ? flips / (runs - 1) : 0;
  const retryRate = runs > 0 ? retryPasses / runs : 0;
  const score = runs < FLAKINESS_MIN_RUNS ? null : Math.round(100 * (1 - (1 - flipRate) * (1 - retryRate)));
  return { runs, flips, flip_rate: Math.round(flipRate * 1000) / 1000, retry_passes: retryPasses, score };
}

/** Why a test is quarantined, in words, or null when it is not. */
export function quarantineReason(f: Flakiness, threshold: number): string | null {
  if (f.score === null || f.score < threshold) return null;
  return (
    `Flakiness ${f.score} is at or above the project's threshold of ${threshold}: ` +
    `${f.flips} flip${f.flips === 1 ? '' : 's'} and ${f.retry_passes} pass${f.retry_passes === 1 ? '' : 'es'} ` +
    `on retry in its last ${f.runs} runs.`
  );
}

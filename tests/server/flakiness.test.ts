import { describe, expect, it } from 'vitest';
import { flakinessOf, quarantineReason, type Outcome } from '../../server/flakiness/score.ts';

const seq = (s: string): Outcome[] => [...s].map((c) => (c === 'P' ? 'pass' : c === 'F' ? 'fail' : 'flaky'));

describe('flakiness of a test over its history', () => {
  it('is 0 for a test that always passes, and for one that always fails: steady is not flaky', () => {
    expect(flakinessOf(seq('PPPPPPPPPP'))).toEqual({ runs: 10, flips: 0, flip_rate: 0, retry_passes: 0, score: 0 });
    expect(flakinessOf(seq('FFFFFF'))).toMatchObject({ flips: 0, score: 0 });
  });

  it('counts flips between consecutive outcomes over runs − 1', () => {
    expect(flakinessOf(seq('PFPFPF'))).toEqual({ runs: 6, flips: 5, flip_rate: 1, retry_passes: 0, score: 100 });
    // One regression that stayed broken: a single flip in nine steps.
    expect(flakinessOf(seq('PPPPPFFFFF'))).toMatchObject({ flips: 1, flip_rate: 0.111, score: 11 });
  });

  it('counts a pass on retry as a pass for flips and as a retry pass on its own', () => {
    expect(flakinessOf(seq('PPPPRPPPPP'))).toEqual({ runs: 10, flips: 0, flip_rate: 0, retry_passes: 1, score: 10 });
    expect(flakinessOf(seq('RRRRR'))).toMatchObject({ flips: 0, retry_passes: 5, score: 100 });
  });

  it('combines both as the chance that either shows: 1 − (1 − flip rate)(1 − retry rate)', () => {
    // 2 flips in 4 steps (0.5), 1 retry pass in 5 (0.2): 1 − 0.5 × 0.8 = 0.6.
    expect(flakinessOf(seq('PFPPR'))).toMatchObject({ flips: 2, flip_rate: 0.5, retry_passes: 1, score: 60 });
  });

  it('has no score before 5 outcomes, and looks at the latest 20 only', () => {
    expect(flakinessOf(seq('PFPF'))).toMatchObject({ runs: 4, flips: 3, score: null });
    const old = 'PFPFPFPFPF';
    const recent = 'PPPPPPPPPPPPPPPPPPPP';
    expect(flakinessOf(seq(old + recent))).toMatchObject({ runs: 20, flips: 0, score: 0 });
  });

  it('quarantines at the threshold and says why', () => {
    const f = flakinessOf(seq('PFPFP'));
    expect(quarantineReason(f, 100)).toBe(
      "Flakiness 100 is at or above the project's threshold of 100: 4 flips and 0 passes on retry in its last 5 runs.",
    );
    expect(quarantineReason(flakinessOf(seq('PPPPPPPPPR')), 30)).toBeNull();
    expect(quarantineReason(flakinessOf(seq('PFPF')), 1)).toBeNull();
  });
});

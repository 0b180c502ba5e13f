/**
 * Where a step's time went, in milliseconds: finding its elements (resolve), waiting for the page to settle after it
 * (settle), keeping its evidence (the screenshot and the trace's group), and the rest, the action itself (act).
 */
export interface StepPhases {
  resolve: number;
  act: number;
  settle: number;
  evidence: number;
}

type TimedPhase = Exclude<keyof StepPhases, 'act'>;

/** Adds up the time a step spends in each phase; what no phase claims is the action's. */
export class StepClock {
  private spent: Record<TimedPhase, number> = { resolve: 0, settle: 0, evidence: 0 };

  /** Runs `work`, counting its time to `phase`. */
  async time<T>(phase: TimedPhase, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.spent[phase] += performance.now() - started;
    }
  }

  /** Starts the count again, for the next step. */
  reset(): void {
    this.spent = { resolve: 0, settle: 0, evidence: 0 };
  }

  /** The step's phases, given its whole duration. */
  phases(durationMs: number): StepPhases {
    const round = (ms: number) => Math.round(ms);
    const { resolve, settle, evidence } = this.spent;
    return {
      resolve: round(resolve),
      act: Math.max(0, round(durationMs - resolve - settle - evidence)),
      settle: round(settle),
      evidence: round(evidence),
    };
  }
}

/** Runs `work`, counting its time to `phase` on the step's clock when the run keeps one. */
export const timed = <T>(clock: StepClock | undefined, phase: TimedPhase, work: () => Promise<T>): Promise<T> =>
  clock ? clock.time(phase, work) : work();

import type { Database } from '../db/database.ts';
import { cachedReadings, keepReading, type ModelReading } from '../db/stepReadings.ts';
import { ModelProvider, ModelRefused, ModelUnreachable } from './provider.ts';
import type { ModelConfig } from './config.ts';
import { readStep } from './readStep.ts';

/** A step the grammar left not understood, as the model is asked about it: with why, and its test's steps. */
export interface UnreadStep {
  text: string;
  reason: string;
  suggestion: string | null;
  steps: readonly string[];
}

export interface StepReaderBounds {
  /** Model calls under way at once in this process, whatever asks. */
  concurrency: number;
  /** How long a request (a save, the editor's read) waits for answers; later ones are kept when they come. */
  waitMs: number;
  /** Texts one request asks the model about at most; the others are read at run time or by a later request. */
  askedPerRequest: number;
  /** One model call's own limit (the client's timeout, each of its tries). */
  callTimeoutMs: number;
}

export const READING_BOUNDS: StepReaderBounds = {
  concurrency: 4,
  waitMs: 8_000,
  askedPerRequest: 20,
  callTimeoutMs: 30_000,
};

type Log = { error: (object: object, message: string) => void };

/**
 * Asks the model, once per text in a project, what a step the grammar does not understand means, and keeps the
 * answer (step_readings, and the project's saved steps of that text). A request waits `waitMs` at most: the model may
 * be slow, and a save is not held for it. Calls that outlive the wait go on, bounded by `concurrency` and their own
 * timeout, and keep their answer when it comes; a text the model could not be asked about (unreachable) is not kept,
 * so the next request asks again. What is in flight is known to this process only: another process may ask the same
 * text once more, which costs a call and changes nothing.
 */
export class StepReader {
  private readonly provider: ModelProvider | null;
  private readonly inFlight = new Map<string, Promise<ModelReading | null>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private readonly closing = new AbortController();

  constructor(
    private readonly db: Database,
    config: ModelConfig | null,
    private readonly now: () => Date,
    private readonly log: Log,
    private readonly bounds: StepReaderBounds = READING_BOUNDS,
  ) {
    this.provider = config ? new ModelProvider(config, { timeoutMs: bounds.callTimeoutMs }) : null;
  }

  get enabled(): boolean {
    return this.provider !== null;
  }

  /**
   * The readings of these steps in the project, by text: those kept, and those the model answers within the wait.
   * A text missing from the answer is still being read (or could not be, without a model).
   */
  async read(projectId: number, unread: readonly UnreadStep[]) {
    const readings = new Map<string, ModelReading>();
    if (!this.provider || unread.length === 0) return readings;
    const texts = [...new Set(unread.map((s) => s.text))];
    for (const [text, reading] of await cachedReadings(this.db, projectId, texts)) readings.set(text, reading);
    const asked = unread
      .filter((s, i) => !readings.has(s.text) && unread.findIndex((o) => o.text === s.text) === i)
      .slice(0, this.bounds.askedPerRequest)
      .map((step) =>
        this.ask(projectId, step).then((reading) => {
          if (reading) readings.set(step.text, reading);
        }),
      );
    if (asked.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.bounds.waitMs)));
      await Promise.race([Promise.all(asked), waited]);
      clearTimeout(timer);
    }
    // A copy: answers that come later are kept in the database, not added to what was answered.
    return new Map(readings);
  }

  /** Ends the calls under way (the server is closing); their texts are asked again by a later request. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.inFlight.values()]);
  }

  private ask(projectId: number, step: UnreadStep): Promise<ModelReading | null> {
    const key = `${projectId}\n${step.text}`;
    const known = this.inFlight.get(key);
    if (known) return known;
    const asking = this.askOnce(projectId, step).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, asking);
    return asking;
  }

  private async askOnce(projectId: number, step: UnreadStep): Promise<ModelReading | null> {
    const provider = this.provider!;
    await this.turn();
    let reading: ModelReading;
    try {
      if (this.closing.signal.aborted) return null;
      const input = { text: step.text, grammarReason: step.reason, suggestion: step.suggestion, steps: step.steps };
      const answer = await readStep(provider, input, this.closing.signal);
      reading = { model: provider.model, action: answer.action, reason: answer.reason };
    } catch (error) {
      if (error instanceof ModelUnreachable || !(error instanceof ModelRefused)) {
        if (!(error instanceof ModelUnreachable)) this.log.error({ err: error }, 'reading a step with the model');
        return null;
      }
      // An answer we would not use (invalid twice, or declined) is the model's reading too: not asked again.
      reading = { model: provider.model, action: null, reason: error.message };
    } finally {
      this.release();
    }
    try {
      await keepReading(this.db, projectId, step.text, reading, this.now());
    } catch (error) {
      // The project or the database is gone (deleted meanwhile, or closing): the answer is not kept.
      if (!this.closing.signal.aborted) this.log.error({ err: error }, "keeping the model's reading of a step");
    }
    return reading;
  }

  private async turn(): Promise<void> {
    if (this.running < this.bounds.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

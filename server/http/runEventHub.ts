import type { Database } from '../db/database.ts';
import { RUN_EVENTS_CHANNEL } from '../db/runEvents.ts';

/**
 * One LISTEN per server process for every run's live stream: a NOTIFY carrying a run's id wakes the
 * streams of that run, whichever process wrote its events.
 */
export class RunEventHub {
  private readonly subscribers = new Map<number, Set<() => void>>();
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  private readonly closers = new Set<() => void>();

  constructor(private readonly db: Database) {}

  /** Calls `wake` whenever the run has new events, until the returned function is called. */
  async subscribe(runId: number, wake: () => void): Promise<() => void> {
    // Without LISTEN (a dropped connection), streams still look again on their own every few seconds.
    this.listening ??= this.db.listen(RUN_EVENTS_CHANNEL, (payload) => this.wake(Number(payload))).catch(() => null);
    await this.listening;
    let set = this.subscribers.get(runId);
    if (!set) this.subscribers.set(runId, (set = new Set()));
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.subscribers.delete(runId);
    };
  }

  /** Registers a stream to end when the server closes; returns the function that unregisters it. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  async close(): Promise<void> {
    for (const close of [...this.closers]) close();
    const unlisten = await this.listening;
    this.listening = null;
    await unlisten?.().catch(() => undefined);
  }

  private wake(runId: number): void {
    for (const wake of this.subscribers.get(runId) ?? []) wake();
  }
}

import { appendRunEvents, pruneFrames, type RunEventKind } from '../db/runEvents.ts';
import type { Queryable } from '../db/database.ts';

/** The page's picture goes out at most this often: a few frames a second is enough to watch a run. */
export const FRAME_INTERVAL_MS = 250;
/** After this many frames written, the older ones are dropped (a live view needs only the latest). */
const PRUNE_EVERY_FRAMES = 20;

/**
 * Writes one run's events in the order they happened, one write at a time, so that the ids a live
 * stream resumes from never skip an event that commits late. Events that arrive while a write is
 * under way go out together in the next one; of the frames, only the latest waiting one is written.
 */
export class RunEventWriter {
  private chain: Promise<unknown> = Promise.resolve();
  private pending: { kind: RunEventKind; data: unknown }[] = [];
  private frame: { data: string; at: number } | null = null;
  private flushQueued = false;
  private frameTimer: NodeJS.Timeout | null = null;
  private lastFrameAt = 0;
  private framesWritten = 0;

  constructor(
    private readonly db: Queryable,
    private readonly runId: number,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(kind: Exclude<RunEventKind, 'frame' | 'status' | 'step'>, data: unknown): void {
    this.pending.push({ kind, data });
    this.queueFlush();
  }

  /** The page as it looks now: a JPEG, base64-encoded as Chromium sends it. */
  pushFrame(data: string, at: number): void {
    this.frame = { data, at };
    if (this.frameTimer) return;
    if (this.frameDue()) this.queueFlush();
    else this.waitForFrameSlot();
  }

  /** Runs `write` after every event pushed before it, and before any pushed after. */
  run<T>(write: () => Promise<T>): Promise<T> {
    const done = this.chain.then(() => this.flush()).then(write);
    this.chain = done.catch(() => undefined);
    return done;
  }

  /**
   * Writes what is waiting, drops the run's frames (its steps keep their own screenshots), then
   * makes the last write, the run's end: a stream that sees the end finds no frame left.
   */
  async close<T>(last: () => Promise<T>): Promise<T> {
    if (this.frameTimer) clearTimeout(this.frameTimer);
    this.frameTimer = null;
    this.frame = null;
    await this.run(() => pruneFrames(this.db, this.runId, false));
    return this.run(last);
  }

  private frameDue(): boolean {
    return Date.now() - this.lastFrameAt >= FRAME_INTERVAL_MS;
  }

  private waitForFrameSlot(): void {
    this.frameTimer = setTimeout(
      () => {
        this.frameTimer = null;
        this.queueFlush();
      },
      this.lastFrameAt + FRAME_INTERVAL_MS - Date.now(),
    );
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.chain = this.chain.then(() => this.flush()).catch((error: unknown) => this.onError(error));
  }

  private async flush(): Promise<void> {
    this.flushQueued = false;
    const batch = this.pending;
    this.pending = [];
    const frame = this.frame && this.frameDue() ? this.frame : null;
    if (frame) {
      this.frame = null;
      this.lastFrameAt = Date.now();
      batch.push({ kind: 'frame', data: frame });
    } else if (this.frame && !this.frameTimer) {
      this.waitForFrameSlot();
    }
    await appendRunEvents(this.db, this.runId, batch, this.now());
    if (frame && ++this.framesWritten % PRUNE_EVERY_FRAMES === 0) await pruneFrames(this.db, this.runId, true);
  }
}

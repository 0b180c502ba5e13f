/**
 * Runs at most `concurrency` tasks at once. Waiting tasks queue per key and start in turn across
 * keys (round robin), so a client that floods the queue delays its own tasks, not everyone's.
 */
export class FairQueue {
  private running = 0;
  /** Keys in the order of their turn (a Map iterates in insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly concurrency: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    await this.turn(key);
    try {
      return await task();
    } finally {
      this.next();
    }
  }

  private turn(key: string): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((start) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push(start);
      else this.waiting.set(key, [start]);
    });
  }

  /** Hands the slot of a finished task to the first key in line, which then goes to the back. */
  private next(): void {
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running -= 1;
      return;
    }
    const [key, queue] = first.value;
    this.waiting.delete(key);
    const start = queue.shift()!;
    if (queue.length > 0) this.waiting.set(key, queue);
    start();
  }
}

import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../server/security/fairQueue.ts';

/** A task the test ends by hand, recording when it started. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (log.push(name), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it('runs at most its concurrency at once, and gives waiting clients turns in order', async () => {
    const queue = new FairQueue(2);
    const started: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'b2'].map((name) => ({ name, ...heldTask(started, name) }));
    const results = tasks.map((task) => queue.run(task.name[0]!, task.run));
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    for (const task of tasks) {
      task.finish();
      await settle();
    }
    await Promise.all(results);
    // After the first two, a, b and c take turns: b and c do not wait for all of a.
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'a4', 'b2']);
  });

  it('frees the slot of a task that failed', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'next')).toBe('next');
  });
});

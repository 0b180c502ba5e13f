import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { resourceMachine } from '../../../src/machines/resource.ts';
import { deferredActor, serverError } from '../support/deferredActor.ts';

function start(input: unknown = { projectId: 1 }) {
  const load = deferredActor<unknown>();
  const actor = createActor(resourceMachine.provide({ actors: { load: load.logic } }), { input }).start();
  const snap = () => actor.getSnapshot();
  return { actor, load, snap };
}

/** A loader whose every call the test settles on its own, so an earlier call can answer late. */
function loaderByCall() {
  const calls: { input: unknown; resolve: (value: unknown) => void }[] = [];
  const logic = fromPromise<unknown, unknown>(
    ({ input }) => new Promise((resolve) => void calls.push({ input, resolve })),
  );
  return { logic, calls };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('resource machine', () => {
  it('starts loading with its input', () => {
    const t = start({ projectId: 4 });
    expect(t.snap().value).toBe('loading');
    expect(t.snap().context).toEqual({ input: { projectId: 4 }, data: null, error: null });
    expect(t.load.calls).toEqual([{ projectId: 4 }]);
  });

  it('loading → success stores the data', async () => {
    const t = start();
    await t.load.resolve({ items: [1, 2] });
    expect(t.snap().value).toBe('success');
    expect(t.snap().context).toEqual({ input: { projectId: 1 }, data: { items: [1, 2] }, error: null });
  });

  it("loading → failure stores an ApiError's message", async () => {
    const t = start();
    await t.load.reject(serverError('listTestCases', 403, 'You are not a member of this project.'));
    expect(t.snap().value).toBe('failure');
    expect(t.snap().context.error).toBe('You are not a member of this project.');
    expect(t.snap().context.data).toBeNull();
  });

  it("uses the call's catalogue message when the server gave none", async () => {
    const t = start();
    await t.load.reject(new ApiError('listTestCases', 500, 'Failed to fetch test cases', { success: false }));
    expect(t.snap().context.error).toBe('Failed to fetch test cases');
  });

  it("loading → failure stores a plain Error's message", async () => {
    const t = start();
    await t.load.reject(new Error('boom'));
    expect(t.snap().value).toBe('failure');
    expect(t.snap().context.error).toBe('boom');
  });

  it('reload after success keeps the last data while loading, with the same input', async () => {
    const t = start({ projectId: 1 });
    await t.load.resolve(['a']);
    t.actor.send({ type: 'resource.reload' });
    expect(t.snap().value).toBe('loading');
    expect(t.snap().context).toEqual({ input: { projectId: 1 }, data: ['a'], error: null });
    expect(t.load.calls).toEqual([{ projectId: 1 }, { projectId: 1 }]);
    await t.load.resolve(['a', 'b']);
    expect(t.snap().value).toBe('success');
    expect(t.snap().context.data).toEqual(['a', 'b']);
  });

  it('reload with a new input loads that input and keeps it for later reloads', async () => {
    const t = start({ projectId: 1 });
    await t.load.resolve(['a']);
    t.actor.send({ type: 'resource.reload', input: { projectId: 2 } });
    expect(t.snap().value).toBe('loading');
    expect(t.snap().context.input).toEqual({ projectId: 2 });
    expect(t.snap().context.data).toEqual(['a']);
    expect(t.load.calls.at(-1)).toEqual({ projectId: 2 });
    await t.load.resolve(['z']);
    t.actor.send({ type: 'resource.reload' });
    expect(t.load.calls).toEqual([{ projectId: 1 }, { projectId: 2 }, { projectId: 2 }]);
  });

  it('reload after a failure loads again, and success clears the error', async () => {
    const t = start('first');
    await t.load.reject(new Error('offline'));
    t.actor.send({ type: 'resource.reload', input: 'second' });
    expect(t.snap().value).toBe('loading');
    expect(t.load.calls).toEqual(['first', 'second']);
    await t.load.resolve(42);
    expect(t.snap().value).toBe('success');
    expect(t.snap().context).toEqual({ input: 'second', data: 42, error: null });
  });

  it('a reload during loading restarts the load, and the first answer is ignored', async () => {
    const loader = loaderByCall();
    const actor = createActor(resourceMachine.provide({ actors: { load: loader.logic } }), { input: 1 }).start();
    actor.send({ type: 'resource.reload', input: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loader.calls.map((c) => c.input)).toEqual([1, 2]);
    loader.calls[0]?.resolve('stale');
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toBeNull();
    loader.calls[1]?.resolve('fresh');
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context).toEqual({ input: 2, data: 'fresh', error: null });
  });

  it('a reload during loading without an input restarts with the same input', () => {
    const t = start('same');
    t.actor.send({ type: 'resource.reload' });
    expect(t.snap().value).toBe('loading');
    expect(t.load.calls).toEqual(['same', 'same']);
  });

  it('fails with an error when no loader was provided', async () => {
    const actor = createActor(resourceMachine, { input: 1 }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('no loader was provided');
  });
});

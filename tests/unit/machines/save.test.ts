import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { saveMachine } from '../../../src/machines/save.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

const SUCCESS = 'Environment Staging updated';

function start() {
  const save = deferredActor<unknown, unknown>();
  const effects = effectSpies();
  const actor = createActor(saveMachine.provide({ actors: { save: save.logic }, actions: effects.actions }), {
    input: { success: SUCCESS },
  }).start();
  return { actor, save, effects, snap: () => actor.getSnapshot() };
}

describe('save machine', () => {
  it('starts idle with nothing saved', () => {
    const t = start();
    expect(t.snap().value).toBe('idle');
    expect(t.snap().context).toEqual({
      success: SUCCESS,
      placesFieldErrors: false,
      result: null,
      error: null,
      fieldError: null,
      saves: 0,
    });
  });

  it("'save.submit' calls the provided save with the input", () => {
    const t = start();
    t.actor.send({ type: 'save.submit', input: { id: 12, label: 'Staging' } });
    expect(t.snap().value).toBe('saving');
    expect(t.save.calls).toEqual([{ id: 12, label: 'Staging' }]);
  });

  it('a success stores the answer, counts the save and toasts the success message', async () => {
    const t = start();
    t.actor.send({ type: 'save.submit', input: 'first' });
    await t.save.resolve({ success: true, data: { key: 'tp_1' } });
    expect(t.snap().value).toBe('idle');
    expect(t.snap().context).toMatchObject({ result: { success: true, data: { key: 'tp_1' } }, error: null, saves: 1 });
    expect(t.effects.notices).toEqual([{ tone: 'success', message: SUCCESS }]);
    t.actor.send({ type: 'save.submit', input: 'second' });
    await t.save.resolve({ success: true, data: { key: 'tp_2' } });
    expect(t.snap().context).toMatchObject({ result: { success: true, data: { key: 'tp_2' } }, saves: 2 });
    expect(t.save.calls).toEqual(['first', 'second']);
    expect(t.effects.notices).toHaveLength(2);
  });

  it("a failure stores the server's message and toasts it, without counting a save", async () => {
    const t = start();
    t.actor.send({ type: 'save.submit', input: 1 });
    await t.save.reject(serverError('updateEnvironment', 400, 'An environment named Staging already exists.'));
    expect(t.snap().value).toBe('idle');
    expect(t.snap().context).toMatchObject({
      error: 'An environment named Staging already exists.',
      result: null,
      saves: 0,
    });
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'An environment named Staging already exists.' }]);
  });

  it("a field's refusal is kept with its field; a form that shows it under the field gets no toast of it", async () => {
    const refusal = new ApiError('updateEnvironment', 400, 'URL must be an absolute http(s) URL.', {
      success: false,
      message: 'URL must be an absolute http(s) URL.',
      data: { message: 'URL must be an absolute http(s) URL.', field: 'url' },
    });
    const plain = start();
    plain.actor.send({ type: 'save.submit', input: 1 });
    await plain.save.reject(refusal);
    expect(plain.snap().context.fieldError).toEqual({ field: 'url', message: 'URL must be an absolute http(s) URL.' });
    expect(plain.effects.notices).toEqual([{ tone: 'error', message: 'URL must be an absolute http(s) URL.' }]);

    const save = deferredActor<unknown, unknown>();
    const effects = effectSpies();
    const placing = createActor(saveMachine.provide({ actors: { save: save.logic }, actions: effects.actions }), {
      input: { success: SUCCESS, placesFieldErrors: true },
    }).start();
    placing.send({ type: 'save.submit', input: 1 });
    await save.reject(refusal);
    expect(placing.getSnapshot().context.fieldError?.field).toBe('url');
    expect(effects.notices).toEqual([]);
    placing.send({ type: 'save.submit', input: 2 });
    expect(placing.getSnapshot().context.fieldError).toBeNull();
  });

  it("a failure without a server message shows the call's own message", async () => {
    const t = start();
    t.actor.send({ type: 'save.submit', input: 1 });
    await t.save.reject(new ApiError('updateEnvironment', 0, 'Network error occurred'));
    expect(t.snap().context.error).toBe('Network error occurred');
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Network error occurred' }]);
  });

  it('a new submit clears the last error while it saves', async () => {
    const t = start();
    t.actor.send({ type: 'save.submit', input: 1 });
    await t.save.reject(serverError('updateProfile', 400, 'Too long.'));
    t.actor.send({ type: 'save.submit', input: 2 });
    expect(t.snap().value).toBe('saving');
    expect(t.snap().context.error).toBeNull();
  });

  it("'save.reset' clears the result and the error", async () => {
    const t = start();
    t.actor.send({ type: 'save.submit', input: 1 });
    await t.save.resolve({ data: { key: 'tp_1' } });
    t.actor.send({ type: 'save.reset' });
    expect(t.snap().context).toMatchObject({ result: null, error: null, saves: 1 });
    t.actor.send({ type: 'save.submit', input: 2 });
    await t.save.reject(serverError('createApiKey', 400, 'Name taken.'));
    expect(t.snap().context.error).toBe('Name taken.');
    t.actor.send({ type: 'save.reset' });
    expect(t.snap().value).toBe('idle');
    expect(t.snap().context).toMatchObject({ result: null, error: null });
  });

  it("fails with 'no save was provided' when the screen provided none", async () => {
    const effects = effectSpies();
    const actor = createActor(saveMachine.provide({ actions: effects.actions }), {
      input: { success: SUCCESS },
    }).start();
    actor.send({ type: 'save.submit', input: 1 });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(done.context.error).toBe('no save was provided');
    expect(done.context.saves).toBe(0);
    expect(effects.notices).toEqual([{ tone: 'error', message: 'no save was provided' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { testCaseActionsMachine, testCaseLink } from '../../../src/machines/testCaseActions.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

const LOGIN = { id: 3, title: 'Sign in' };

function start() {
  const remove = deferredActor<unknown, { id: number }>();
  const clipboard = deferredActor<void, { text: string }>();
  const effects = effectSpies();
  const actor = createActor(
    testCaseActionsMachine.provide({
      actors: { deleteTestCase: remove.logic, writeClipboard: clipboard.logic },
      actions: effects.actions,
    }),
    { input: { origin: 'https://qa.example' } },
  ).start();
  const deletion = () => (actor.getSnapshot().value as { deletion: string }).deletion;
  return { actor, remove, clipboard, effects, deletion };
}

describe('testCaseActions machine: delete', () => {
  it('asks first; Cancel closes the dialog without calling the server', () => {
    const t = start();
    t.actor.send({ type: 'delete.confirm' });
    expect(t.deletion()).toBe('idle');
    t.actor.send({ type: 'delete.request', testCase: LOGIN });
    expect(t.deletion()).toBe('confirming');
    expect(t.actor.getSnapshot().context.target).toEqual(LOGIN);
    t.actor.send({ type: 'delete.cancel' });
    expect(t.deletion()).toBe('idle');
    expect(t.actor.getSnapshot().context.target).toBeNull();
    expect(t.remove.calls).toEqual([]);
  });

  it("confirm → deleting → done: deletes that test case, toasts 'Test case deleted' and counts the deletion", async () => {
    const t = start();
    t.actor.send({ type: 'delete.request', testCase: LOGIN });
    t.actor.send({ type: 'delete.confirm' });
    expect(t.deletion()).toBe('deleting');
    expect(t.remove.calls).toEqual([{ id: 3 }]);
    // A second confirm while the call is under way sends nothing more.
    t.actor.send({ type: 'delete.confirm' });
    expect(t.remove.calls).toHaveLength(1);
    expect(t.actor.getSnapshot().context.deletions).toBe(0);
    await t.remove.resolve({ success: true, message: 'Deleted' });
    expect(t.deletion()).toBe('idle');
    expect(t.actor.getSnapshot().context).toMatchObject({ target: null, error: null, deletions: 1 });
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Test case deleted' }]);
  });

  it("confirm → deleting → failed: keeps the dialog with the server's message, else 'Failed to delete test case'", async () => {
    const t = start();
    t.actor.send({ type: 'delete.request', testCase: LOGIN });
    t.actor.send({ type: 'delete.confirm' });
    await t.remove.reject(serverError('deleteTestCase', 404, 'Test case not found.'));
    expect(t.deletion()).toBe('confirming');
    expect(t.actor.getSnapshot().context.error).toBe('Test case not found.');
    t.actor.send({ type: 'delete.confirm' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    await t.remove.reject(new ApiError('deleteTestCase', 500, 'Failed to delete test case', { success: false }));
    expect(t.actor.getSnapshot().context.error).toBe('Failed to delete test case');
    expect(t.actor.getSnapshot().context.deletions).toBe(0);
    expect(t.effects.notices).toEqual([]);
    // Retrying after a failure can still succeed.
    t.actor.send({ type: 'delete.confirm' });
    await t.remove.resolve({ success: true });
    expect(t.deletion()).toBe('idle');
    expect(t.actor.getSnapshot().context.deletions).toBe(1);
  });
});

describe('testCaseActions machine: copy link', () => {
  it('builds the link from the origin and the id', () => {
    expect(testCaseLink('http://localhost:5173', 42)).toBe('http://localhost:5173/test-cases?open=42');
  });

  it("writes the test case's link to the clipboard and toasts 'Link copied'", async () => {
    const t = start();
    t.actor.send({ type: 'link.copy', testCaseId: 7 });
    expect(t.actor.getSnapshot().matches({ link: 'copying' })).toBe(true);
    expect(t.clipboard.calls).toEqual([{ text: 'https://qa.example/test-cases?open=7' }]);
    await t.clipboard.resolve();
    expect(t.actor.getSnapshot().matches({ link: 'idle' })).toBe(true);
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Link copied' }]);
  });

  it('toasts an error when the browser refuses the clipboard', async () => {
    const t = start();
    t.actor.send({ type: 'link.copy', testCaseId: 7 });
    await t.clipboard.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    expect(t.actor.getSnapshot().matches({ link: 'idle' })).toBe(true);
    expect(t.effects.notices).toEqual([
      { tone: 'error', message: 'Could not copy the link: your browser did not allow access to the clipboard.' },
    ]);
  });

  it('copies a link while a deletion is under way', () => {
    const t = start();
    t.actor.send({ type: 'delete.request', testCase: LOGIN });
    t.actor.send({ type: 'delete.confirm' });
    t.actor.send({ type: 'link.copy', testCaseId: 9 });
    expect(t.deletion()).toBe('deleting');
    expect(t.clipboard.calls).toEqual([{ text: 'https://qa.example/test-cases?open=9' }]);
  });
});

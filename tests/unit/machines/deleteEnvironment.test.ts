import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { deleteEnvironmentMachine } from '../../../src/machines/deleteEnvironment.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

const STAGING = { id: 12, label: 'Staging' };
const PREVIEW = { id: 13, label: 'Preview' };
const TEN_MINUTES = 10 * 60 * 1000;
const SENT = 'We emailed you a 4-digit code.';
const RESENT = 'We emailed you a new code; the old one no longer works.';
const WRONG = 'That code is not right.';

const codeAnswer = (expiresAt: string) => ({ success: true, message: 'Sent', data: { expires_at: expiresAt } });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000).toISOString();

function start() {
  const requestCode = deferredActor<unknown, { id: number }>();
  const remove = deferredActor<unknown, { id: number; code: string }>();
  const effects = effectSpies();
  const deleted: unknown[] = [];
  const actor = createActor(
    deleteEnvironmentMachine.provide({
      actors: { requestCode: requestCode.logic, deleteEnvironment: remove.logic },
      actions: { ...effects.actions, environmentDeleted: () => void deleted.push('deleted') },
    }),
  ).start();
  const snap = () => actor.getSnapshot();
  return { actor, requestCode, remove, effects, deleted, snap };
}

type Flow = ReturnType<typeof start>;

/** Opens the dialog for Staging, sends the code and lands on the code boxes. */
async function toCodeEntry(t: Flow, expiresAt = inMinutes(10)) {
  t.actor.send({ type: 'delete.start', environment: STAGING });
  t.actor.send({ type: 'delete.sendCode' });
  await t.requestCode.resolve(codeAnswer(expiresAt));
  return expiresAt;
}

async function wrongCode(t: Flow) {
  t.actor.send({ type: 'delete.submit', code: '0000' });
  await t.remove.reject(serverError('deleteEnvironment', 400, WRONG));
}

afterEach(() => vi.useRealTimers());

describe('deleteEnvironment machine: confirming', () => {
  it("starts closed; 'delete.start' opens confirming for the environment, 'delete.cancel' closes", () => {
    const t = start();
    expect(t.snap().value).toBe('closed');
    t.actor.send({ type: 'delete.start', environment: STAGING });
    expect(t.snap().value).toBe('confirming');
    expect(t.snap().context).toMatchObject({ environment: STAGING, error: null, wrongCodes: 0, expiresAt: null });
    t.actor.send({ type: 'delete.cancel' });
    expect(t.snap().value).toBe('closed');
    expect(t.requestCode.calls).toEqual([]);
  });

  it("'delete.sendCode' asks for a code for the environment's id", () => {
    const t = start();
    t.actor.send({ type: 'delete.start', environment: STAGING });
    t.actor.send({ type: 'delete.sendCode' });
    expect(t.snap().value).toBe('sendingCode');
    expect(t.requestCode.calls).toEqual([{ id: 12 }]);
  });

  it('a refusal goes back to confirming with the message, and no code entry', async () => {
    const t = start();
    const refusal = 'A project needs at least 2 environments: add one before deleting this.';
    t.actor.send({ type: 'delete.start', environment: STAGING });
    t.actor.send({ type: 'delete.sendCode' });
    await t.requestCode.reject(serverError('requestEnvironmentDeletion', 400, refusal));
    expect(t.snap().value).toBe('confirming');
    expect(t.snap().context.error).toBe(refusal);
    expect(t.snap().matches('codeEntry')).toBe(false);
    expect(t.effects.notices).toEqual([]);
  });

  it("a sent code opens codeEntry.waiting with expiresAt, wrongCodes 0 and the toast '" + SENT + "'", async () => {
    const t = start();
    const expiresAt = await toCodeEntry(t);
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    expect(t.snap().context).toMatchObject({ expiresAt, wrongCodes: 0, error: null });
    expect(t.effects.notices).toEqual([{ tone: 'success', message: SENT }]);
  });
});

describe('deleteEnvironment machine: the code', () => {
  it('ignores a submit that is not exactly four digits', async () => {
    const t = start();
    await toCodeEntry(t);
    for (const code of ['', '123', '12a4', '12 4', '12345', 'abcd']) {
      t.actor.send({ type: 'delete.submit', code });
      expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    }
    expect(t.remove.calls).toEqual([]);
  });

  it('four digits delete with the id and the code; success calls environmentDeleted and toasts', async () => {
    const t = start();
    await toCodeEntry(t);
    t.actor.send({ type: 'delete.submit', code: '1234' });
    expect(t.snap().value).toEqual({ codeEntry: 'deleting' });
    expect(t.remove.calls).toEqual([{ id: 12, code: '1234' }]);
    expect(t.deleted).toEqual([]);
    await t.remove.resolve({ success: true, message: 'Deleted' });
    expect(t.snap().value).toBe('deleted');
    expect(t.deleted).toEqual(['deleted']);
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'success', message: 'Environment Staging deleted' });
  });

  it('a wrong code goes back to waiting with the message and counts it', async () => {
    const t = start();
    await toCodeEntry(t);
    await wrongCode(t);
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    expect(t.snap().context).toMatchObject({ error: WRONG, wrongCodes: 1 });
    t.actor.send({ type: 'delete.submit', code: '1234' });
    expect(t.snap().context.error).toBeNull();
    expect(t.remove.calls.at(-1)).toEqual({ id: 12, code: '1234' });
    expect(t.deleted).toEqual([]);
  });

  it('the fifth wrong code voids it: submit is ignored, resend is allowed', async () => {
    const t = start();
    await toCodeEntry(t);
    for (let i = 1; i <= 4; i += 1) {
      await wrongCode(t);
      expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
      expect(t.snap().context.wrongCodes).toBe(i);
    }
    await wrongCode(t);
    expect(t.snap().value).toEqual({ codeEntry: 'voided' });
    expect(t.snap().context).toMatchObject({ wrongCodes: 5, error: WRONG });
    t.actor.send({ type: 'delete.submit', code: '1234' });
    expect(t.snap().value).toEqual({ codeEntry: 'voided' });
    expect(t.remove.calls).toHaveLength(5);
    t.actor.send({ type: 'delete.resend' });
    expect(t.snap().value).toEqual({ codeEntry: 'resending' });
    expect(t.requestCode.calls).toEqual([{ id: 12 }, { id: 12 }]);
  });

  it('resend mails a new code: waiting again with the new expiresAt, wrongCodes reset and a toast', async () => {
    const t = start();
    await toCodeEntry(t, inMinutes(5));
    await wrongCode(t);
    t.actor.send({ type: 'delete.resend' });
    expect(t.snap().value).toEqual({ codeEntry: 'resending' });
    expect(t.requestCode.calls).toEqual([{ id: 12 }, { id: 12 }]);
    const renewed = inMinutes(10);
    await t.requestCode.resolve(codeAnswer(renewed));
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    expect(t.snap().context).toMatchObject({ expiresAt: renewed, wrongCodes: 0, error: null });
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'success', message: RESENT });
  });

  it('a failed resend goes back to waiting with the message', async () => {
    const t = start();
    await toCodeEntry(t);
    t.actor.send({ type: 'delete.resend' });
    await t.requestCode.reject(serverError('requestEnvironmentDeletion', 429, 'Too many codes. Wait a minute.'));
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    expect(t.snap().context.error).toBe('Too many codes. Wait a minute.');
  });

  it("'delete.cancel' from the code boxes closes the dialog", async () => {
    const t = start();
    await toCodeEntry(t);
    t.actor.send({ type: 'delete.cancel' });
    expect(t.snap().value).toBe('closed');
    t.actor.send({ type: 'delete.submit', code: '1234' });
    expect(t.remove.calls).toEqual([]);
  });

  it("from deleted, 'delete.start' opens for another environment with a clean slate", async () => {
    const t = start();
    await toCodeEntry(t);
    await wrongCode(t);
    t.actor.send({ type: 'delete.submit', code: '1234' });
    await t.remove.resolve({ success: true });
    expect(t.snap().value).toBe('deleted');
    t.actor.send({ type: 'delete.start', environment: PREVIEW });
    expect(t.snap().value).toBe('confirming');
    expect(t.snap().context).toEqual({ environment: PREVIEW, expiresAt: null, wrongCodes: 0, error: null });
    t.actor.send({ type: 'delete.sendCode' });
    expect(t.requestCode.calls.at(-1)).toEqual({ id: 13 });
  });
});

describe('deleteEnvironment machine: expiry', () => {
  const EXPIRED = 'The code has expired. Send a new one.';

  it('expires the code after ten minutes, not before; a resend restarts the clock', async () => {
    vi.useFakeTimers();
    const t = start();
    await toCodeEntry(t, new Date(Date.now() + TEN_MINUTES).toISOString());
    vi.advanceTimersByTime(TEN_MINUTES - 1000);
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    expect(t.snap().context.error).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(t.snap().value).toEqual({ codeEntry: 'expired' });
    expect(t.snap().context.error).toBe(EXPIRED);

    t.actor.send({ type: 'delete.submit', code: '1234' });
    expect(t.snap().value).toEqual({ codeEntry: 'expired' });
    expect(t.remove.calls).toEqual([]);

    t.actor.send({ type: 'delete.resend' });
    expect(t.snap().value).toEqual({ codeEntry: 'resending' });
    await t.requestCode.resolve(codeAnswer(new Date(Date.now() + TEN_MINUTES).toISOString()));
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    expect(t.snap().context.error).toBeNull();
    vi.advanceTimersByTime(TEN_MINUTES - 1000);
    expect(t.snap().value).toEqual({ codeEntry: 'waiting' });
    vi.advanceTimersByTime(1000);
    expect(t.snap().value).toEqual({ codeEntry: 'expired' });
    expect(t.snap().context.error).toBe(EXPIRED);
  });

  it('a closed dialog does not expire later', async () => {
    vi.useFakeTimers();
    const t = start();
    await toCodeEntry(t, new Date(Date.now() + TEN_MINUTES).toISOString());
    t.actor.send({ type: 'delete.cancel' });
    vi.advanceTimersByTime(TEN_MINUTES * 2);
    expect(t.snap().value).toBe('closed');
    expect(t.snap().context.error).toBeNull();
  });
});

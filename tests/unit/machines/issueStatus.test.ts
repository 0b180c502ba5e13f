import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import type { IssueStatus } from '../../../src/api/testCases.ts';
import { issueStatusMachine } from '../../../src/machines/issueStatus.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

function detail(status: IssueStatus) {
  return {
    success: true,
    data: { test_case_id: 4, test_case_step_id: 9, title: 'Checkout', step: 'Pay', status, occurrences: [] },
  };
}

function start(status: IssueStatus = 'Unresolved') {
  const save = deferredActor<unknown>();
  const effects = effectSpies();
  const actor = createActor(
    issueStatusMachine.provide({ actors: { saveStatus: save.logic }, actions: effects.actions }),
    { input: { testCaseId: 4, stepId: 9, status } },
  ).start();
  return { actor, save, effects, snapshot: () => actor.getSnapshot() };
}

describe('issueStatus machine', () => {
  it('starts idle with the status it was given', () => {
    const t = start('Ignored');
    expect(t.snapshot().value).toBe('idle');
    expect(t.snapshot().context.status).toBe('Ignored');
  });

  it('ignores an issue: saving, then saved with the status the server answers, and a toast', async () => {
    const t = start();
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    expect(t.snapshot().value).toBe('saving');
    expect(t.save.calls).toEqual([{ testCaseId: 4, stepId: 9, status: 'Ignored' }]);
    // The status changes only once the server has saved it.
    expect(t.snapshot().context.status).toBe('Unresolved');
    await t.save.resolve(detail('Ignored'));
    expect(t.snapshot().value).toBe('saved');
    expect(t.snapshot().context.status).toBe('Ignored');
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Issue ignored.' }]);
  });

  it('marks an ignored issue unresolved again, after saving it', async () => {
    const t = start();
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    await t.save.resolve(detail('Ignored'));
    t.actor.send({ type: 'issue.setStatus', status: 'Unresolved' });
    expect(t.save.calls.at(-1)).toEqual({ testCaseId: 4, stepId: 9, status: 'Unresolved' });
    await t.save.resolve(detail('Unresolved'));
    expect(t.snapshot().context.status).toBe('Unresolved');
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'success', message: 'Issue marked as unresolved.' });
  });

  it('does not save the status the issue already has, nor a second change while saving', () => {
    const t = start();
    t.actor.send({ type: 'issue.setStatus', status: 'Unresolved' });
    expect(t.snapshot().value).toBe('idle');
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    expect(t.save.calls).toHaveLength(1);
  });

  it("fails with the server's message and keeps the status", async () => {
    const t = start();
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    await t.save.reject(serverError('updateIssue', 404, 'Issue not found.'));
    expect(t.snapshot().value).toBe('failed');
    expect(t.snapshot().context.error).toBe('Issue not found.');
    expect(t.snapshot().context.status).toBe('Unresolved');
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Issue not found.' }]);
  });

  it("falls back to 'Failed to update issue', and a retry clears the error", async () => {
    const t = start();
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    await t.save.reject(new ApiError('updateIssue', 500, 'Failed to update issue', { success: false }));
    expect(t.snapshot().context.error).toBe('Failed to update issue');
    t.actor.send({ type: 'issue.setStatus', status: 'Ignored' });
    expect(t.snapshot().value).toBe('saving');
    expect(t.snapshot().context.error).toBeNull();
    await t.save.reject(new Error(''));
    expect(t.snapshot().context.error).toBe('Failed to update issue');
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to update issue' });
  });
});

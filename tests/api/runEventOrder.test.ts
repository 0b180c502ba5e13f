import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendRunEvents, recordRunStatus, runEventsAfter } from '../../server/db/runEvents.ts';
import { accountWithProject } from '../support/projects.ts';
import { seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { testDatabaseKind } from '../support/testDatabase.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite has one connection, so two writers never overlap there: this is PostgreSQL's case.
describe.runIf(testDatabaseKind === 'postgres')('a run’s events, written by two writers at once', () => {
  it('commit in the order of their ids, so a stream that reads in between never skips one', async () => {
    const { project } = await accountWithProject(t);
    const runId = await seedRun(t.db, {
      projectId: project.id,
      testCaseId: null,
      title: 'Checkout',
      status: 'running',
    });
    const now = new Date();

    // A writer records the run's status in a transaction that has not committed yet…
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const first = t.db.transaction(async (tx) => {
      await recordRunStatus(tx, runId, now);
      await committing;
    });
    await sleep(100);
    // …while another adds the page's console line.
    const second = appendRunEvents(t.db, runId, [{ kind: 'console', data: { text: 'tick' } }], now);
    await Promise.race([second, sleep(300)]);

    // A live stream reads now, then again once both have committed, from where it stopped.
    const before = await runEventsAfter(t.db, runId, '0', 100);
    commit();
    await Promise.all([first, second]);
    const cursor = before.at(-1)?.id ?? '0';
    const after = await runEventsAfter(t.db, runId, cursor, 100);

    const streamed = [...before, ...after].map((e) => e.kind);
    expect(streamed).toEqual(['status', 'console']);
  });
});

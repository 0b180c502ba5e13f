import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendRunEvents, recordRunStatus, runEvents, runEventsAfter } from '../../server/db/runEvents.ts';
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

/** A run under way in a project of its own. */
async function runningRun(): Promise<number> {
  const { project } = await accountWithProject(t);
  return seedRun(t.db, { projectId: project.id, testCaseId: null, title: 'Checkout', status: 'running' });
}

describe('a run’s events', () => {
  it('come back in the order of their ids when the ids gain a digit', async () => {
    const runId = await runningRun();
    // The next ten ids cross the power of ten above the sequence: …95 to …04, gaining a digit halfway.
    const [seq] = await t.db.query<{ last: string }>(`SELECT last_value::text AS last FROM run_events_id_seq`);
    const boundary = 10 ** String(BigInt(seq!.last) + 10n).length;
    await t.db.query(`SELECT setval('run_events_id_seq', $1)`, [boundary - 6]);
    const lines = Array.from({ length: 10 }, (_, i) => ({ kind: 'console' as const, data: { text: `line ${i}` } }));
    await appendRunEvents(t.db, runId, lines, new Date());

    const texts = (events: { data: Record<string, unknown> }[]) => events.map((e) => e.data.text);
    const after = await runEventsAfter(t.db, runId, '0', 100);
    expect(after.map((e) => BigInt(e.id) - BigInt(boundary))).toEqual([-5n, -4n, -3n, -2n, -1n, 0n, 1n, 2n, 3n, 4n]);
    expect(texts(after)).toEqual(lines.map((l) => l.data.text));
    expect(texts(await runEvents(t.db, runId, ['console']))).toEqual(lines.map((l) => l.data.text));
  });
});

// PGlite has one connection, so two writers never overlap there: this is PostgreSQL's case.
describe.runIf(testDatabaseKind === 'postgres')('a run’s events, written by two writers at once', () => {
  it('commit in the order of their ids, so a stream that reads in between never skips one', async () => {
    const runId = await runningRun();
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

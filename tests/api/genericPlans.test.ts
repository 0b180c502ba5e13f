import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { dashboard, latestRunSummary } from '../../server/db/runs.ts';
import { accountWithProject } from '../support/projects.ts';
import { seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { testDatabaseKind } from '../support/testDatabase.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Runs `work` eight times on one connection, as a busy pool does (PostgreSQL weighs a generic plan after the fifth),
 * and answers how many rows of runs it read.
 */
async function runsReadByRepeating(work: (tx: Queryable) => Promise<unknown>): Promise<number> {
  return t.db.transaction(async (tx) => {
    for (let i = 0; i < 8; i += 1) await work(tx);
    const [read] = await tx.query<{ rows: number }>(
      `SELECT (idx_tup_fetch + seq_tup_read)::int AS rows FROM pg_stat_xact_user_tables WHERE relid = 'runs'::regclass`,
    );
    return read!.rows;
  });
}

// A prepared statement runs on a generic plan once PostgreSQL judges it no dearer than planning each run; that plan
// guesses from the average project (see PLAN_EACH_RUN). PGlite prepares nothing, so this is PostgreSQL's case.
describe.runIf(testDatabaseKind === 'postgres')('a small project beside one with many runs', () => {
  it("reads the small project's own runs for its latest run and its dashboard", async () => {
    const small = await accountWithProject(t);
    const oldest = await seedRun(t.db, {
      projectId: small.project.id,
      testCaseId: null,
      title: 'Checkout',
      status: 'passed',
      startedAt: new Date('2026-11-20T10:00:00Z'),
      finishedAt: new Date('2026-11-20T10:01:00Z'),
    });
    const big = await accountWithProject(t);
    await t.db.query(
      `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status, started_at, finished_at)
       SELECT $1, 'Search', 'Staging', 'https://staging.shop.test', 'passed', $2, $2 FROM generate_series(1, 5000)`,
      [big.project.id, new Date('2026-11-21T10:00:00Z')],
    );
    await t.db.exec('ANALYZE runs');

    expect(await latestRunSummary(t.db, small.project.id)).toMatchObject({ id: oldest });
    // Eight reads of one run each, give or take the index's own bookkeeping; not 5,000 a read.
    expect(await runsReadByRepeating((tx) => latestRunSummary(tx, small.project.id))).toBeLessThan(50);
    expect(await runsReadByRepeating((tx) => dashboard(tx, small.project.id, t.clock.now()))).toBeLessThan(50);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { listRunSummaries } from '../../server/db/runs.ts';
import { accountWithProject } from '../support/projects.ts';
import { seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { projectAtVersion } from '../support/upgrade.ts';

// A search of runs matches the project's pairs of test case title and environment label (migration 17), which
// the database keeps as runs are inserted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (token: string, text: string) =>
  (await t.get(`/api/v1/results?search=${encodeURIComponent(text)}&limit=100`, token)).json() as {
    meta: { total: number };
    data: { id: number; test_case_name: string }[];
  };

describe('the titles and labels a search of runs matches', () => {
  it('are kept as runs are inserted, one at a time or many in one statement', async () => {
    const { token, project } = await accountWithProject(t);
    const one = await seedRun(t.db, {
      projectId: project.id,
      testCaseId: null,
      title: 'Refund an order',
      status: 'passed',
    });
    await t.db.query(
      `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status)
       SELECT $1, 'Bulk refund ' || i, 'Canary', 'https://canary.shop.test', 'passed' FROM generate_series(1, 3) AS i`,
      [project.id],
    );
    expect((await search(token, 'REFUND')).meta.total).toBe(4);
    expect((await search(token, 'canary')).meta.total).toBe(3);
    expect((await search(token, 'an order')).data.map((r) => r.id)).toEqual([one]);
    const [kept] = await t.db.query<{ pairs: number }>(
      'SELECT count(*)::int AS pairs FROM run_search_keys WHERE project_id = $1',
      [project.id],
    );
    expect(kept!.pairs).toBe(4);
  });

  it('may hold a pair twice, from two first runs inserted at once, and a search still lists each run once', async () => {
    const { token, project } = await accountWithProject(t);
    for (let i = 0; i < 3; i += 1)
      await seedRun(t.db, { projectId: project.id, testCaseId: null, title: 'Pay by card', status: 'passed' });
    // Many pairs, so that a search matching most of them walks the runs instead of reading each pair's.
    for (let i = 0; i < 20; i += 1)
      await seedRun(t.db, { projectId: project.id, testCaseId: null, title: `Pay by voucher ${i}`, status: 'passed' });
    await t.db.query(
      `INSERT INTO run_search_keys (project_id, test_case_title, environment_label)
       VALUES ($1, 'Pay by card', 'Staging'), ($1, 'Pay by voucher 1', 'Staging')`,
      [project.id],
    );
    // A few pairs of the 21 match: each pair's runs are read.
    const card = await search(token, 'card');
    expect(card.meta.total).toBe(3);
    expect(new Set(card.data.map((r) => r.id)).size).toBe(3);
    // All of them match: the runs are walked.
    const pay = await search(token, 'pay by');
    expect(pay.meta.total).toBe(23);
    expect(new Set(pay.data.map((r) => r.id)).size).toBe(23);
  });
});

describe('migration 17', () => {
  it('keeps the titles and labels of the runs a database held before it', async () => {
    const { db, projectId } = await projectAtVersion(16);
    try {
      const runs: [string, string][] = [
        ['Checkout', 'Staging'],
        ['Checkout', 'Production'],
        ['Login', 'Staging'],
      ];
      for (const [title, label] of runs)
        await seedRun(db, {
          projectId: projectId,
          testCaseId: null,
          title,
          environmentLabel: label,
          status: 'passed',
        });

      expect(await migrate(db, 17)).toEqual([17]);
      const list = (text: string) =>
        listRunSummaries(db, projectId, { search: text, result: null, failureClass: null }, { page: 1, limit: 25 });
      expect((await list('checkout')).total).toBe(2);
      expect((await list('STAGING')).items.map((r) => r.test_case_name)).toEqual(['Login', 'Checkout']);
    } finally {
      await db.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { vacuumEmbedded } from '../../server/db/maintenance.ts';
import { accountWithProject } from '../support/projects.ts';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// What the database does for a list of 100,000 runs over a year: the queries behind each page, run through
// EXPLAIN, read an index and never every run of the project.
let t: TestApp;
let db: Database;
let token: string;
/** A query the app sent, with the SET LOCAL statements its transaction had sent before it. */
const seen: { sql: string; params: readonly unknown[]; settings: string[] }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // Every query the app sends goes through here, to be explained afterwards, in a transaction of its own or not.
  const query = db.query.bind(db);
  db.query = (sql, params = []) => {
    seen.push({ sql, params, settings: [] });
    return query(sql, params);
  };
  const transaction = db.transaction.bind(db);
  db.transaction = (work) =>
    transaction((tx) => {
      const settings: string[] = [];
      return work({
        query: (sql, params = []) => {
          if (/^SET LOCAL /.test(sql)) settings.push(sql);
          else seen.push({ sql, params, settings: [...settings] });
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      });
    });
  t = await createTestApp({ db });
  const account = await accountWithProject(t);
  token = account.token;
  await query(
    `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status, started_at)
     SELECT $1, 'Test case ' || (i % 1000), CASE WHEN i % 2 = 0 THEN 'Staging' ELSE 'Production' END,
            'https://shop.test', CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'passed' END,
            now() - make_interval(mins => i * 30)
     FROM generate_series(1, 100000) AS i`,
    [account.project.id],
  );
  // Test cases enough that reading them all costs more than looking a page of them up.
  await query(
    `INSERT INTO test_cases (project_id, environment_id, title, goal, expected_result, created_at, updated_at)
     SELECT $1, $2, 'Test case ' || i, 'A shopper checks out', 'The order is placed', now(), now()
     FROM generate_series(1, 2000) AS i`,
    [account.project.id, account.staging.id],
  );
  // A tenth of them with a step that failed, as the counts kept of failures hold them (migration 14).
  await query(
    `INSERT INTO test_case_steps (test_case_id, position, text)
     SELECT id, 0, 'Click "Pay"' FROM test_cases WHERE project_id = $1 AND id % 10 = 0`,
    [account.project.id],
  );
  await query(
    `INSERT INTO step_failures (test_case_step_id, failure_class, test_case_id, project_id, failures, last_failed_at)
     SELECT s.id, 'app_bug', s.test_case_id, $1, 3, now() - make_interval(mins => s.id)
     FROM test_case_steps s JOIN test_cases tc ON tc.id = s.test_case_id WHERE tc.project_id = $1`,
    [account.project.id],
  );
  // As autovacuum would by now on PostgreSQL, and the hourly maintenance does on PGlite.
  if (testDatabaseKind === 'postgres') await db.exec('VACUUM ANALYZE runs, test_cases, step_failures');
  await vacuumEmbedded(db);
});
afterAll(() => t.close());

/** The plan of every query on runs that a request sends, as the names of its nodes and their relations. */
async function plansOf(path: string): Promise<string[][]> {
  seen.length = 0;
  const res = await t.get(path, token);
  expect(res.statusCode).toBe(200);
  const plans: string[][] = [];
  for (const { sql, params, settings } of seen.filter((q) => /\bFROM runs\b/.test(q.sql))) {
    const [row] = await db.transaction(async (tx) => {
      for (const setting of settings) await tx.query(setting);
      return tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    });
    const nodes: string[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(`${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`);
      node.Plans?.forEach(walk);
    };
    walk(row!['QUERY PLAN'][0].Plan);
    plans.push(nodes);
  }
  return plans;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

describe('the plans of list queries over 100,000 runs', () => {
  it("start from the tables' sizes and visibility, which only the hourly maintenance gives PGlite", async () => {
    const [runs] = await db.query<{ reltuples: number; relallvisible: number }>(
      `SELECT reltuples::int AS reltuples, relallvisible FROM pg_class WHERE oid = 'runs'::regclass`,
    );
    expect(runs!.reltuples).toBeGreaterThanOrEqual(100000);
    expect(runs!.relallvisible).toBeGreaterThan(0);
  });

  it.each([
    ['the first page', '/api/v1/results'],
    ['page 40', '/api/v1/results?page=40'],
    ['the failed runs', '/api/v1/results?result=Failed'],
    ['a search that matches few runs', '/api/v1/results?search=case%20999'],
    ['the failed runs of a search that matches half of them', '/api/v1/results?result=Failed&search=staging'],
    ['the dashboard', '/api/v1/dashboard'],
  ])('%s reads runs through an index', async (_what, path) => {
    const plans = await plansOf(path);
    expect(plans.length).toBeGreaterThan(0);
    for (const nodes of plans) expect(nodes).not.toContain('Seq Scan on runs');
  });

  it('a search that matches few runs reads the trigram index of titles', async () => {
    const plans = await plansOf('/api/v1/results?search=case%20999');
    expect(plans.flat().some((node) => /Bitmap Index Scan/.test(node))).toBe(true);
  });

  it("the issues list reads its page's test cases by id, not every test case", async () => {
    const plans = await plansOf('/api/v1/issues');
    expect(plans.length).toBeGreaterThan(0);
    for (const nodes of plans) expect(nodes).not.toContain('Seq Scan on test_cases');
  });

  // One run in a hundred: counting 200 of them, walking the runs newest first read 18,000 of them.
  it('a search that matches one run in a hundred counts its matches from the trigram index', async () => {
    const [count] = await plansOf('/api/v1/results?search=case%2099');
    expect(count).toEqual(expect.arrayContaining(['Bitmap Heap Scan on runs', 'Bitmap Index Scan']));
  });
});

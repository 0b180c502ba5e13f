import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { vacuumEmbedded } from '../../server/db/maintenance.ts';
import { accountWithProject } from '../support/projects.ts';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// What the database does for a list of 20,000 runs over a year: the queries behind each page, run through
// EXPLAIN, read an index and never every run of the project.
let t: TestApp;
let db: Database;
let token: string;
const seen: { sql: string; params: readonly unknown[] }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // Every query the app sends goes through here, to be explained afterwards.
  const query = db.query.bind(db);
  db.query = (sql, params = []) => {
    seen.push({ sql, params });
    return query(sql, params);
  };
  t = await createTestApp({ db });
  const account = await accountWithProject(t);
  token = account.token;
  await query(
    `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status, started_at)
     SELECT $1, 'Test case ' || (i % 1000), CASE WHEN i % 2 = 0 THEN 'Staging' ELSE 'Production' END,
            'https://shop.test', CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'passed' END,
            now() - make_interval(mins => i * 30)
     FROM generate_series(1, 20000) AS i`,
    [account.project.id],
  );
  // As autovacuum would by now on PostgreSQL, and the hourly maintenance does on PGlite.
  if (testDatabaseKind === 'postgres') await db.exec('VACUUM ANALYZE runs');
  await vacuumEmbedded(db);
});
afterAll(() => t.close());

/** The plan of every query on runs that a request sends, as the names of its nodes and their relations. */
async function plansOf(path: string): Promise<string[][]> {
  seen.length = 0;
  const res = await t.get(path, token);
  expect(res.statusCode).toBe(200);
  const plans: string[][] = [];
  for (const { sql, params } of seen.filter((q) => /\bFROM runs\b/.test(q.sql))) {
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
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

describe('the plans of list queries over 20,000 runs', () => {
  it("start from the tables' sizes and visibility, which only the hourly maintenance gives PGlite", async () => {
    const [runs] = await db.query<{ reltuples: number; relallvisible: number }>(
      `SELECT reltuples::int AS reltuples, relallvisible FROM pg_class WHERE oid = 'runs'::regclass`,
    );
    expect(runs!.reltuples).toBeGreaterThanOrEqual(20000);
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
});

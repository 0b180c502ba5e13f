import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planApp, type PlanApp } from '../support/planApp.ts';
import { accountWithProject } from '../support/projects.ts';
import { explain, rowsRead, vacuumAsMaintained, type PlanNode } from '../support/queryPlans.ts';

// What the database does for a list of 100,000 runs over a year: the queries behind each page, run through
// EXPLAIN, read an index and never every run of the project.
let app: PlanApp;

beforeAll(async () => {
  app = await planApp();
  const { t, db, query, account } = app;
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
  // Another project whose 1,000 issues are all ignored.
  const other = await accountWithProject(t);
  await query(
    `WITH cases AS (
       INSERT INTO test_cases (project_id, environment_id, title, goal, expected_result, created_at, updated_at)
       SELECT $1, $2, 'Other ' || i, 'A goal', 'A result', now(), now() FROM generate_series(1, 1000) AS i
       RETURNING id
     ), steps AS (
       INSERT INTO test_case_steps (test_case_id, position, text) SELECT id, 0, 'Open' FROM cases RETURNING id
     )
     INSERT INTO issue_states (test_case_step_id, project_id, status, updated_at)
     SELECT id, $1, 'Ignored', now() FROM steps`,
    [other.project.id, other.staging.id],
  );
  // Each of them with its latest outcomes on staging, as the flakiness list reads them (migration 15).
  await query(
    `INSERT INTO flakiness_windows (test_case_id, environment_id, project_id, statuses, last_run_id)
     SELECT id, $2, $1, '{passed,failed,passed,passed,failed}', 0 FROM test_cases WHERE project_id = $1`,
    [account.project.id, account.staging.id],
  );
  // As autovacuum would by now on PostgreSQL, and the hourly maintenance does on PGlite.
  await vacuumAsMaintained(db, ['runs', 'test_cases', 'step_failures', 'issue_states', 'flakiness_windows']);
  // Seeding a hundred thousand runs into embedded PGlite took over the 60 s hook limit beside the other suites in CI.
}, 180_000);
afterAll(() => app.close());

/** The plan of every query on `table` that a request sends, explained with `options`, as its nodes. */
async function explained(path: string, options = '', table = 'runs'): Promise<PlanNode[][]> {
  app.seen.length = 0;
  const res = await app.t.get(path, app.account.token);
  expect(res.statusCode).toBe(200);
  return explain(
    app.db,
    app.seen.filter((q) => new RegExp(`\\bFROM ${table}\\b`).test(q.sql)),
    options,
  );
}

/** The plan of every query on `table` that a request sends, as the names of its nodes, their relations and indexes. */
async function plansOf(path: string, table = 'runs'): Promise<string[][]> {
  return (await explained(path, '', table)).map((nodes) =>
    nodes.map((node) => {
      const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
      return `${node['Node Type']}${relation}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;
    }),
  );
}

/** How many runs (rows or index entries) the queries of a request read, those they kept and those they passed. */
async function runsRead(path: string): Promise<number> {
  return rowsRead(await explained(path, 'ANALYZE, '), 'runs');
}

describe('the plans of list queries over 100,000 runs', () => {
  it("start from the tables' sizes and visibility, which only the hourly maintenance gives PGlite", async () => {
    const [runs] = await app.db.query<{ reltuples: number; relallvisible: number }>(
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
    ['a search for a run by its #id', '/api/v1/results?search=%2354321'],
    ['the failed runs of a search that matches half of them', '/api/v1/results?result=Failed&search=staging'],
    ['the dashboard', '/api/v1/dashboard'],
  ])('%s reads runs through an index', async (_what, path) => {
    const plans = await plansOf(path);
    expect(plans.length).toBeGreaterThan(0);
    for (const nodes of plans) expect(nodes).not.toContain('Seq Scan on runs');
  });

  // Matching runs by trigrams read "cas" and "ase" of every run's "Test case …" to find a hundred of them.
  it("a search that matches few runs reads only theirs, by the project's titles and labels that match", async () => {
    const plans = await plansOf('/api/v1/results?search=case%20999');
    expect(plans).toHaveLength(2);
    for (const nodes of plans)
      expect(nodes).toEqual(expect.arrayContaining(['Index Only Scan on runs using runs_search_key_idx']));
  });

  it.each([
    ['the issues list', '/api/v1/issues'],
    ['the test-cases list', '/api/v1/test-cases'],
    ['a deep page of test cases', '/api/v1/test-cases?page=60'],
  ])("%s reads its page's test cases by id, not every test case", async (_what, path) => {
    const plans = await plansOf(path);
    expect(plans.length).toBeGreaterThan(0);
    for (const nodes of plans) expect(nodes).not.toContain('Seq Scan on test_cases');
  });

  it.each([
    ['the issues list', '/api/v1/issues'],
    ['a class of issues', '/api/v1/issues?failure_class=app_bug'],
    ['a page past the last', '/api/v1/issues?page=99'],
  ])("%s reads the project's ignored issues once, not every organization's", async (_what, path) => {
    const plans = await explained(path, 'ANALYZE, ', 'step_failures');
    expect(plans.length).toBeGreaterThan(0);
    for (const nodes of plans) {
      const scans = nodes.filter((node) => node['Relation Name'] === 'issue_states');
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan['Actual Loops']).toBe(1);
    }
    expect(rowsRead(plans, 'issue_states')).toBe(0);
  });

  it.each([
    ['the flakiness list', '/api/v1/flakiness'],
    ['a deep page of it', '/api/v1/flakiness?page=60'],
  ])("%s reads its page's windows and their test cases by key, not every one", async (_what, path) => {
    const plans = await plansOf(path, 'flakiness_windows');
    expect(plans).toHaveLength(2);
    const [page] = plans;
    expect(page).not.toContain('Seq Scan on test_cases');
    expect(page).not.toContain('Seq Scan on flakiness_windows');
  });

  // One run in a hundred: counting 200 of them, walking the runs newest first read 18,000 of them.
  it('a search that matches one run in a hundred counts its matches by the titles that match', async () => {
    const [count] = await plansOf('/api/v1/results?search=case%2099');
    expect(count).toEqual(expect.arrayContaining(['Index Only Scan on runs using runs_search_key_idx']));
    // The 201 that say there are over 200, in any order, then the newest 25 of each of its 22 pairs for the page.
    // Counting the newest 201 read all 1,100 matches to sort them.
    expect(await runsRead('/api/v1/results?search=case%2099')).toBeLessThan(201 + 22 * 25 + 50);
  });

  // Read by their titles and labels, the matches of a search that matches every run were all 100,000 of them.
  it.each([
    ['every run', 'staging'],
    ['a quarter of the runs', '1'],
  ])('a search that matches %s walks the runs newest first and stops past the count', async (_what, search) => {
    // The count goes 200 matches past the page, and the page reads its 25.
    expect(await runsRead(`/api/v1/results?search=${search}`)).toBeLessThan(2000);
  });

  // Asked as "the id, or a title or label that contains the digits", PostgreSQL read every run of the project.
  it('a search for a run by its #id reads that run and the runs whose titles hold the digits', async () => {
    const [run] = await app.db.query<{ id: number }>('SELECT max(id) - 500 AS id FROM runs');
    const page = (await app.t.get(`/api/v1/results?search=${run!.id}`, app.account.token)).json();
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([run!.id]);
    expect(await runsRead(`/api/v1/results?search=%23${run!.id}`)).toBeLessThan(100);
    // Digits that are both a title's and a run's id: both runs, newest first.
    const [invoice] = await app.db.query<{ id: number }>(
      `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status)
       SELECT project_id, 'Invoice 77777', 'Staging', environment_url, 'passed' FROM runs WHERE id = 77777
       RETURNING id`,
    );
    const both = (await app.t.get('/api/v1/results?search=77777', app.account.token)).json();
    expect(both.meta.total).toBe(2);
    expect(both.data.map((r: { id: number }) => r.id)).toEqual([invoice!.id, 77777]);
    const second = (await app.t.get('/api/v1/results?search=77777&limit=1&page=2', app.account.token)).json();
    expect(second.data.map((r: { id: number }) => r.id)).toEqual([77777]);
  });
});

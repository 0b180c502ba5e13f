import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResult, type RunStatus } from '../../server/db/runStatus.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase, setPlan } from '../support/projects.ts';
import { seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// The lists that grow without end answer a page at a time, searched and filtered on the server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe('GET /api/v1/results, a page at a time', () => {
  async function projectWith30Runs() {
    const account = await accountWithProject(t);
    const { token, project, staging } = account;
    const login = await createTestCase(t, token, staging.id, { title: 'Login 100% of the time' });
    const statuses = ['passed', 'failed', 'stopped', 'error', 'flaky', 'running'] as const;
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push(
        await seedRun(t.db, {
          projectId: project.id,
          testCaseId: login.id,
          title: i % 3 === 0 ? 'Checkout' : 'Login 100% of the time',
          environmentLabel: i % 2 === 0 ? 'Staging' : 'Production',
          status: statuses[i % statuses.length]!,
        }),
      );
    }
    await t.db.query(`UPDATE runs SET failure_class = 'app_bug' WHERE id = ANY($1::int[])`, [ids.slice(0, 4)]);
    return { token, project, ids: ids.reverse() };
  }

  it('answers 25 runs, newest first, with the total, then the rest on page 2', async () => {
    const { token, ids } = await projectWith30Runs();
    const first = (await t.get('/api/v1/results', token)).json();
    expect(first.meta).toEqual({ page: 1, limit: 25, total: 30 });
    expect(first.data.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 25));
    const second = (await t.get(`/api/v1/results?${query({ page: 2 })}`, token)).json();
    expect(second.meta).toEqual({ page: 2, limit: 25, total: 30 });
    expect(second.data.map((r: { id: number }) => r.id)).toEqual(ids.slice(25));
    const past = (await t.get(`/api/v1/results?${query({ page: 9, limit: 10 })}`, token)).json();
    expect(past).toEqual({ success: true, meta: { page: 9, limit: 10, total: 30 }, data: [] });
  });

  it('searches the test case and the environment in any case, LIKE wildcards taken literally, or a #id', async () => {
    const { token, ids } = await projectWith30Runs();
    const total = async (params: Record<string, string | number>) =>
      (await t.get(`/api/v1/results?${query(params)}`, token)).json().meta.total;
    expect(await total({ search: 'checkout' })).toBe(10);
    expect(await total({ search: 'PRODUCTION' })).toBe(15);
    expect(await total({ search: '100%' })).toBe(20);
    expect(await total({ search: '%' })).toBe(20);
    expect(await total({ search: '_' })).toBe(0);
    const byId = (await t.get(`/api/v1/results?${query({ search: `#${ids[3]}` })}`, token)).json();
    expect(byId.data.map((r: { id: number }) => r.id)).toEqual([ids[3]]);
  });

  it('filters by result (Failed includes error runs, not stopped ones) and by failure class, with the search', async () => {
    const { token } = await projectWith30Runs();
    const list = async (params: Record<string, string | number>) =>
      (await t.get(`/api/v1/results?${query({ limit: 100, ...params })}`, token)).json();
    const failed = await list({ result: 'Failed' });
    expect(failed.meta.total).toBe(10);
    expect(new Set(failed.data.map((r: { status: string }) => r.status))).toEqual(new Set(['failed', 'error']));
    const stopped = await list({ result: 'Stopped' });
    expect(stopped.meta.total).toBe(5);
    expect(new Set(stopped.data.map((r: { result: string }) => r.result))).toEqual(new Set(['Stopped']));
    expect((await list({ result: 'In Progress' })).meta.total).toBe(5);
    expect((await list({ result: 'Flaky', search: 'checkout' })).meta.total).toBe(0);
    expect((await list({ result: 'Passed', search: 'checkout' })).meta.total).toBe(5);
    const appBugs = await list({ failure_class: 'app_bug' });
    expect(appBugs.meta.total).toBe(4);
    expect(appBugs.data.every((r: { failure_class: string }) => r.failure_class === 'app_bug')).toBe(true);
  });

  it('files every status under the result the run shows, and moves a run when its status changes', async () => {
    const { token, project } = await accountWithProject(t);
    const statuses: RunStatus[] = ['queued', 'running', 'passed', 'failed', 'stopped', 'error', 'flaky'];
    const ids = new Map<RunStatus, number>();
    for (const status of statuses)
      ids.set(status, await seedRun(t.db, { projectId: project.id, testCaseId: null, title: status, status }));
    const listed = async (result: string) =>
      (
        (await t.get(`/api/v1/results?${query({ result })}`, token)).json().data as { status: string; result: string }[]
      ).map((r) => [r.status, r.result]);
    for (const result of ['Passed', 'Failed', 'Flaky', 'Stopped', 'In Progress'] as const) {
      const expected = statuses
        .filter((s) => runResult(s) === result)
        .reverse()
        .map((s) => [s, result]);
      expect(await listed(result)).toEqual(expected);
    }
    await t.db.query(`UPDATE runs SET status = 'passed' WHERE id = $1`, [ids.get('running')]);
    expect(await listed('In Progress')).toEqual([['queued', 'In Progress']]);
    expect(await listed('Passed')).toEqual([
      ['passed', 'Passed'],
      ['passed', 'Passed'],
    ]);
  });

  it('gives the exact total of a list filtered by result alone, and stops counting a search 8 pages, at most 200 runs, past the page', async () => {
    const { token, project } = await accountWithProject(t);
    await t.db.query(
      `INSERT INTO runs (project_id, test_case_title, environment_label, environment_url, status)
       SELECT $1, 'Bulk ' || i, 'Staging', 'https://staging.shop.test', CASE WHEN i % 10 = 0 THEN 'error' ELSE 'passed' END
       FROM generate_series(1, 1100) AS i`,
      [project.id],
    );
    // Totals of the whole list and of a result come from the counts kept as runs change.
    const first = (await t.get('/api/v1/results', token)).json();
    expect(first.meta).toEqual({ page: 1, limit: 25, total: 1100 });
    expect(first.data[0].test_case_name).toBe('Bulk 1100');
    const failed = (await t.get(`/api/v1/results?${query({ result: 'Failed', page: 2 })}`, token)).json();
    expect(failed.meta).toEqual({ page: 2, limit: 25, total: 110 });
    expect(failed.data.map((r: { test_case_name: string }) => r.test_case_name).slice(0, 2)).toEqual([
      'Bulk 850',
      'Bulk 840',
    ]);
    // A search is counted, but no further than 8 pages past the page, and 200 runs.
    const searched = (await t.get(`/api/v1/results?${query({ search: 'bulk' })}`, token)).json();
    expect(searched.meta).toEqual({ page: 1, limit: 25, total: 200, total_capped: true });
    const deeper = (await t.get(`/api/v1/results?${query({ search: 'bulk', page: 5, limit: 100 })}`, token)).json();
    expect(deeper.meta).toEqual({ page: 5, limit: 100, total: 600, total_capped: true });
    // A smaller page counts eight of its own pages ahead: 20 + 80 runs on page 3 of 10 a page, 8 at one a page.
    const small = (await t.get(`/api/v1/results?${query({ search: 'bulk', page: 3, limit: 10 })}`, token)).json();
    expect(small.meta).toEqual({ page: 3, limit: 10, total: 100, total_capped: true });
    const single = (await t.get(`/api/v1/results?${query({ search: 'bulk', limit: 1 })}`, token)).json();
    expect(single.meta).toEqual({ page: 1, limit: 1, total: 8, total_capped: true });
    expect(single.data.map((r: { test_case_name: string }) => r.test_case_name)).toEqual(['Bulk 1100']);
    // Further on, the count reaches the end and is exact again.
    const later = (await t.get(`/api/v1/results?${query({ search: 'bulk', page: 10, limit: 100 })}`, token)).json();
    expect(later.meta).toEqual({ page: 10, limit: 100, total: 1100 });
    const filtered = (await t.get(`/api/v1/results?${query({ search: 'Bulk 10' })}`, token)).json();
    // 'Bulk 10', 'Bulk 100' to 'Bulk 109' and 'Bulk 1000' to 'Bulk 1099'.
    expect(filtered.meta).toEqual({ page: 1, limit: 25, total: 111 });
    expect(filtered.data[0].test_case_name).toBe('Bulk 1099');
  });

  it.each([
    [{ limit: 101 }, "'limit' must be at most 100."],
    [{ page: 0 }, "'page' must be at least 1."],
    [{ result: 'Draft' }, "'result' must be one of"],
    [{ search: 'x'.repeat(201) }, "'search' must be at most 200 characters"],
  ])('refuses %j with a 400 that names the parameter', async (params, message) => {
    const { token } = await accountWithProject(t);
    const res = await t.get(`/api/v1/results?${query(params)}`, token);
    expectError(res, 400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/v1/test-cases, a page at a time', () => {
  it('pages in creation order, searches titles and filters by the result each test case reads', async () => {
    const { token, project, staging, email } = await accountWithProject(t);
    await setPlan(t.db, email, 'enterprise');
    const created: Awaited<ReturnType<typeof createTestCase>>[] = [];
    for (let i = 1; i <= 28; i += 1) {
      created.push(await createTestCase(t, token, staging.id, { title: `${i % 4 === 0 ? 'Cart' : 'Login'} ${i}` }));
    }
    const vague = await createTestCase(t, token, staging.id, {
      title: 'Vague',
      steps: ['Make the shop happy somehow'],
    });
    const run = (index: number, status: 'passed' | 'failed' | 'running') =>
      seedRun(t.db, { projectId: project.id, testCaseId: created[index]!.id, title: 'x', status });
    await run(0, 'failed');
    await run(0, 'passed');
    await run(1, 'failed');
    await run(2, 'running');
    await seedRun(t.db, { projectId: project.id, testCaseId: vague.id, title: 'Vague', status: 'passed' });

    const list = async (params: Record<string, string | number> = {}) =>
      (await t.get(`/api/v1/test-cases?${query({ project_id: project.id, ...params })}`, token)).json();
    const first = await list();
    expect(first.meta).toEqual({ page: 1, limit: 25, total: 29 });
    expect(first.data.map((c: { id: number }) => c.id)).toEqual(created.slice(0, 25).map((c) => c.id));
    expect(first.data[0].steps).toHaveLength(3);
    const last = await list({ page: 2 });
    expect(last.data.map((c: { title: string }) => c.title)).toEqual(['Login 26', 'Login 27', 'Cart 28', 'Vague']);

    expect(await list({ page: 3 })).toEqual({ success: true, meta: { page: 3, limit: 25, total: 29 }, data: [] });

    expect((await list({ search: 'cart' })).meta.total).toBe(7);
    // A search counts every match, not only the page's; past its last page, the total is still there.
    const cartPage = await list({ search: 'cart', limit: 2, page: 2 });
    expect(cartPage.meta).toEqual({ page: 2, limit: 2, total: 7 });
    expect(cartPage.data.map((c: { title: string }) => c.title)).toEqual(['Cart 12', 'Cart 16']);
    expect((await list({ search: 'cart', page: 2 })).meta).toEqual({ page: 2, limit: 25, total: 7 });
    expect((await list({ search: 'CART 2', limit: 100 })).data.map((c: { title: string }) => c.title)).toEqual([
      'Cart 20',
      'Cart 24',
      'Cart 28',
    ]);
    const titles = async (status: string) =>
      (await list({ status, limit: 100 })).data.map((c: { title: string; result: string }) => [c.title, c.result]);
    expect(await titles('Passed')).toEqual([['Login 1', 'Passed']]);
    expect(await titles('Failed')).toEqual([['Login 2', 'Failed']]);
    expect(await titles('In Progress')).toEqual([['Login 3', 'In Progress']]);
    // Never run, or a step the language does not understand (even after a passing run): Draft.
    const drafts = await titles('Draft');
    expect(drafts).toHaveLength(26);
    expect(drafts).toContainEqual(['Vague', 'Draft']);
  });

  it('leaves proposals out of the pages and their total', async () => {
    const { token, project, staging } = await accountWithProject(t);
    await createTestCase(t, token, staging.id, { title: 'Kept' });
    const proposal = await createTestCase(t, token, staging.id, { title: 'Proposed' });
    await t.db.query('UPDATE test_cases SET proposed = true WHERE id = $1', [proposal.id]);
    const listed = (await t.get(`/api/v1/test-cases?project_id=${project.id}`, token)).json();
    expect(listed.meta.total).toBe(1);
    expect(listed.data.map((c: { title: string }) => c.title)).toEqual(['Kept']);
  });
});

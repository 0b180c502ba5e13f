import type { RunSummary, TestCase } from '../../../src/api/testCases.ts';
import type { ApiCall, Reply } from './renderScreen.tsx';

/** A page of `items` as the server answers it, for the `page` and `limit` the call asked for. */
function pageOf<T>(call: ApiCall, items: T[], defaultLimit = 25): Reply {
  const query = new URLSearchParams(call.search);
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? defaultLimit);
  const data = items.slice((page - 1) * limit, page * limit);
  return { status: 200, body: { success: true, meta: { page, limit, total: items.length }, data } };
}

const contains = (value: string, search: string) => value.toLowerCase().includes(search.toLowerCase());

/** GET /results over these runs, searched, filtered and paged as the server does. */
export function resultsServer(runs: RunSummary[]) {
  return (call: ApiCall): Reply => {
    const query = new URLSearchParams(call.search);
    const search = query.get('search') ?? '';
    const id = /^#?(\d+)$/.exec(search)?.[1];
    const matching = runs.filter(
      (r) =>
        (!search ||
          contains(r.test_case_name, search) ||
          contains(r.environment_label, search) ||
          String(r.id) === id) &&
        (!query.get('result') || r.result === query.get('result')) &&
        (!query.get('failure_class') || r.failure_class === query.get('failure_class')),
    );
    return pageOf(call, matching);
  };
}

/** GET /test-cases over these test cases, searched by title, filtered by result and paged as the server does. */
export function testCasesServer(testCases: TestCase[]) {
  return (call: ApiCall): Reply => {
    const query = new URLSearchParams(call.search);
    const search = query.get('search') ?? '';
    const status = query.get('status');
    return pageOf(
      call,
      testCases.filter((t) => contains(t.title, search) && (!status || t.result === status)),
    );
  };
}

/** A list's only page holding all of `items`, as the server answers a project with no more than that. */
export function onePage(items: unknown[]): Reply {
  return { status: 200, body: { success: true, meta: { page: 1, limit: 25, total: items.length }, data: items } };
}

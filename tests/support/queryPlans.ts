import { expect } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { vacuumEmbedded } from '../../server/db/maintenance.ts';

/** A query the app sent. */
export interface SentQuery {
  sql: string;
  params: readonly unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Every query sent through `db` from now on, in order, to be explained afterwards. */
export function recordQueries(db: Database): { seen: SentQuery[]; query: Database['query'] } {
  const seen: SentQuery[] = [];
  const query = db.query.bind(db);
  db.query = (sql, params = []) => {
    seen.push({ sql, params });
    return query(sql, params);
  };
  return { seen, query };
}

/** The plans of `queries`, explained with `options` (such as 'ANALYZE, '), each as its nodes. */
export async function explain(db: Database, queries: readonly SentQuery[], options = ''): Promise<PlanNode[][]> {
  const plans: PlanNode[][] = [];
  for (const { sql, params } of queries) {
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (${options}FORMAT JSON) ${sql}`,
      params,
    );
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node);
      node.Plans?.forEach(walk);
    };
    walk(row!['QUERY PLAN'][0].Plan);
    plans.push(nodes);
  }
  return plans;
}

/** How many rows (or index entries) of `relation` the plans read: those they kept and those they passed. */
export function rowsRead(plans: readonly PlanNode[][], relation: string): number {
  expect(plans.length).toBeGreaterThan(0);
  return plans
    .flat()
    .filter((node) => node['Relation Name'] === relation)
    .reduce((n, node) => n + (node['Actual Rows']! + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']!, 0);
}

/**
 * Brings `tables` to what autovacuum would have made of them by now on PostgreSQL, and the hourly maintenance
 * on PGlite: their statistics, and their pages marked visible to every transaction. On a PostgreSQL server that
 * other suites share, a transaction still open elsewhere holds VACUUM back from marking the rows just written
 * visible to all, so it runs again until it can mark the first table's pages, for up to half a minute: past
 * that, a test that checks them fails with what it read rather than the setup with its one-minute timeout.
 */
export async function vacuumAsMaintained(db: Database, tables: readonly string[]) {
  if (db.kind === 'pglite') {
    await vacuumEmbedded(db);
    return;
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    await db.exec(`VACUUM ANALYZE ${tables.join(', ')}`);
    const [table] = await db.query<{ relallvisible: number }>(
      `SELECT relallvisible FROM pg_class WHERE oid = $1::regclass`,
      [tables[0]],
    );
    if (table!.relallvisible > 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

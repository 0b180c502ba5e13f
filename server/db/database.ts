import type { PGlite } from '@electric-sql/pglite';

/** The one database interface the server uses; PGlite and PostgreSQL both implement it. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

/** How the job queue (pg-boss) reaches the same database: PGlite's own instance, or a connection string. */
export type QueueBackend =
  { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string; schema: string };

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly queueBackend: QueueBackend;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from this process or any other on
   * the same database) until the returned function is called.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Begins a query text that PostgreSQL plans for the values of each run, never prepared. A prepared statement runs on
 * a generic plan once PostgreSQL judges it no dearer than custom ones, and that plan guesses from the average: where
 * the best index depends on how many rows the value has (a project of 10 runs beside one of 100,000), it can walk the
 * whole table. Queries whose plans differ so begin with this.
 */
export const PLAN_EACH_RUN = '/* planned for each run */';

/** Whether a query failed on a unique index (SQLSTATE 23505), on either implementation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

import pg from 'pg';
import { PLAN_EACH_RUN, type Database, type Queryable } from './database.ts';
import { PostgresListener } from './postgresListener.ts';

export interface PostgresOptions {
  /** Used by tests to isolate each run in a schema of its own. */
  searchPath?: string;
  /** The schema of the job queue's tables; `pgboss` unless given. */
  queueSchema?: string;
  max?: number;
}

/** How many query texts a pool prepares; any past them run unprepared, so a stream of distinct texts cannot grow it. */
const MAX_PREPARED = 500;

/**
 * Names each query text with parameters once, so that it runs as a prepared statement: PostgreSQL parses it once per
 * connection and, after a few runs, plans it once too. Under the list benchmark this took a quarter of PostgreSQL's
 * time per request (1.28 ms to 0.99 ms for a page of 10 test cases). Texts without parameters may hold several
 * statements, which cannot be prepared; texts that begin with PLAN_EACH_RUN are planned for each run's values.
 */
function preparedNames(): (sql: string, params: readonly unknown[]) => string | undefined {
  const names = new Map<string, string>();
  return (sql, params) => {
    if (params.length === 0 || sql.startsWith(PLAN_EACH_RUN)) return undefined;
    let name = names.get(sql);
    if (!name && names.size < MAX_PREPARED) names.set(sql, (name = `testpilot_${names.size}`));
    return name;
  };
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const listener = new PostgresListener(connectionString);
  const nameOf = preparedNames();
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) =>
    (await client.query({ name: nameOf(sql, params), text: sql, values: [...params] })).rows as Row[];
  return {
    kind: 'postgres',
    queueBackend: { kind: 'postgres', connectionString, schema: options.queueSchema ?? 'pgboss' },
    query: (sql, params = []) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = {
        query: (sql, params = []) => run(client, sql, params),
        exec: async (sql) => {
          await client.query(sql);
        },
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

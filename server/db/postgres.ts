import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { PostgresListener } from './postgresListener.ts';

export interface PostgresOptions {
  /** Used by tests to isolate each run in a schema of its own. */
  searchPath?: string;
  /** The schema of the job queue's tables; `pgboss` unless given. */
  queueSchema?: string;
  max?: number;
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const listener = new PostgresListener(connectionString);
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) =>
    (await client.query(sql, [...params])).rows as Row[];
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

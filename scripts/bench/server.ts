import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases a benchmark runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set; `BENCH_DB=postgres`
 * (or `pglite`) keeps only that one.
 */
export function databaseKinds(): DatabaseKind[] {
  const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.BENCH_DB;
  if (!only) return kinds;
  if (!kinds.includes(only as DatabaseKind)) {
    throw new Error(`BENCH_DB=${only}: choose one of ${kinds.join(', ')} (postgres needs TEST_DATABASE_URL).`);
  }
  return [only as DatabaseKind];
}

/** A migrated database: PGlite in memory, or a schema of its own on PostgreSQL (dropped on close). */
async function openBenchDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined);
    await migrate(db);
    return db;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, { searchPath: schema, max: 10 });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The real app listening on a free local port, with mail dropped. */
export async function startServer(kind: DatabaseKind, deps: Partial<AppDeps> = {}): Promise<BenchServer> {
  const db = await openBenchDatabase(kind);
  const app = await buildApp({
    db,
    mailer: { send: async () => {} },
    appUrl: 'http://bench.local',
    secretKey: randomBytes(32),
    ...deps,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const ratio = (ours: number, peer: number) => (peer === 0 ? 'n/a' : (ours / peer).toFixed(2));

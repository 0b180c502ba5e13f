import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';

function wrap(pg: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

export function pgliteDatabase(pg: PGlite): Database {
  return {
    kind: 'pglite',
    queueBackend: { kind: 'pglite', pglite: pg },
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
    close: () => pg.close(),
  };
}

/** What every embedded database is opened with: pg_trgm, whose indexes serve searches in runs. */
export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return { ...options, extensions: { pg_trgm } };
}

/** Opens (creating on first use) an embedded database in `dir`; `undefined` keeps it in memory. */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await fs.mkdir(path.dirname(dir), { recursive: true });
  const pg = await PGlite.create(pgliteOptions({ dataDir: dir }));
  return pgliteDatabase(pg);
}

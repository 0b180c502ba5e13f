import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openPglite, pgliteDatabase, pgliteOptions } from '../../server/db/pglite.ts';
import { createPostgresDatabase } from './postgresDatabases.ts';

/** Which database the API suite runs on: `TEST_DB=postgres` with `TEST_DATABASE_URL`, else PGlite. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A migrated, empty database for one test file, copied from the one the suite's global setup migrated
 * (migratedTemplate.ts): an in-memory PGlite, or a database of its own on the PostgreSQL server (dropped
 * again on close), so files can run side by side.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshot'))]);
    return pgliteDatabase(await PGlite.create(pgliteOptions({ loadDataDir: snapshot })));
  }
  const copy = await createPostgresDatabase(inject('postgresTemplate'));
  const db = copy.open();
  return {
    ...db,
    async close() {
      await db.close();
      await copy.remove();
    },
  };
}

/** A database that can be closed and opened again, as a server restart does. */
export interface TestStore {
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** An empty, unmigrated database: on PGlite a data directory on disk (in memory unless `onDisk`); on PostgreSQL one of its own. */
export async function createTestStore(options: { onDisk?: boolean } = {}): Promise<TestStore> {
  if (testDatabaseKind === 'pglite') {
    const root = options.onDisk ? await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-')) : undefined;
    return {
      // A nested path: PGlite must cope with parents that do not exist yet.
      open: () => openPglite(root ? path.join(root, 'data', 'pglite') : undefined),
      remove: async () => {
        if (root) await fs.rm(root, { recursive: true, force: true });
      },
    };
  }
  const empty = await createPostgresDatabase();
  return { open: async () => empty.open(), remove: () => empty.remove() };
}

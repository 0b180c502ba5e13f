import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite, pgliteDatabase, pgliteOptions } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';

/** Which database the API suite runs on: `TEST_DB=postgres` with `TEST_DATABASE_URL`, else PGlite. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or a schema of its own on
 * the PostgreSQL server (dropped again on close), so files can run side by side.
 */
export async function createTestDatabase(): Promise<Database> {
  const snapshot = testDatabaseKind === 'pglite' ? inject('pgliteSnapshot') : '';
  if (snapshot) {
    // A copy of the database the suite's global setup migrated (pgliteSnapshot.ts).
    return pgliteDatabase(await PGlite.create(pgliteOptions({ loadDataDir: new Blob([await fs.readFile(snapshot)]) })));
  }
  const store = await createTestStore();
  const db = await store.open();
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await store.remove();
    },
  };
}

/** A database that can be closed and opened again, as a server restart does. */
export interface TestStore {
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** On PGlite a data directory on disk (in memory unless `onDisk`); on PostgreSQL a schema of its own. */
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
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  return {
    open: async () => openPostgres(url, { searchPath: schema, max: 4, queueSchema: `${schema}_queue` }),
    async remove() {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`);
      await admin.close();
    },
  };
}

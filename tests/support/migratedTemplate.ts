import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteDatabase, pgliteOptions } from '../../server/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite data directory, or '' on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * The API suite's global setup: on PGlite, one database is created and migrated once, and every test
 * file starts from a copy of its data directory. Creating a PGlite database runs initdb in WebAssembly
 * (2-3 s on this machine); loading a copy takes a quarter of that, for each of the suite's databases.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const pg = await PGlite.create(pgliteOptions());
  await migrate(pgliteDatabase(pg));
  const dump = await pg.dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

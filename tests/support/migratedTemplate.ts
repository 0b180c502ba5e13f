import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteDatabase, pgliteOptions } from '../../server/db/pglite.ts';
import { createPostgresDatabase } from './postgresDatabases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite data directory, or '' on PostgreSQL. */
    pgliteSnapshot: string;
    /** The name of a freshly migrated PostgreSQL database, or '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * The API suite's global setup: one database is created and migrated once, and every test file starts
 * from a copy of it. On PGlite that spares each file initdb in WebAssembly (2-3 s on this machine; loading
 * a copy takes a quarter of that); on PostgreSQL, the migrations (2.5 s a file on 2 busy cores, against
 * a quarter of a second for `CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const template = await createPostgresDatabase();
    const db = template.open();
    await migrate(db);
    // A template is copied only while no one is connected to it.
    await db.close();
    project.provide('pgliteSnapshot', '');
    project.provide('postgresTemplate', template.name);
    return () => template.remove();
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const pg = await PGlite.create(pgliteOptions());
  await migrate(pgliteDatabase(pg));
  const dump = await pg.dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

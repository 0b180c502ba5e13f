import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database.ts';
import { openPostgres } from '../../server/db/postgres.ts';

/** The PostgreSQL server of the API suite (`TEST_DATABASE_URL`), whose databases the suite makes and drops. */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** `url` with its database swapped for `name`. */
function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
}

/** A database of its own on the server, made empty or as a copy of `template`, and dropped by `remove`. */
export async function createPostgresDatabase(template?: string): Promise<{
  name: string;
  open(): Database;
  remove(): Promise<void>;
}> {
  const url = postgresServerUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    name,
    open: () => openPostgres(databaseUrl(url, name), { max: 4 }),
    async remove() {
      // Without FORCE, PostgreSQL waits (up to 5 s) for the file's connections to finish closing: a pool's end()
      // resolves before its clients' sockets close, and a connection ended by FORCE is an uncaught error in its
      // client. Only one still open after that (a leak) is ended by force.
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`).catch(async (error: { code?: string }) => {
        if (error.code !== '55006') throw error;
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      await admin.close();
    },
  };
}

import type { Database } from '../../server/db/database.ts';
import { accountWithProject } from './projects.ts';
import { recordQueries, type SentQuery } from './queryPlans.ts';
import { createTestDatabase } from './testDatabase.ts';
import { createTestApp, type TestApp } from './testApp.ts';

/** The app on a database of its own, with every query sent through it recorded, and an account with a project. */
export interface PlanApp {
  t: TestApp;
  db: Database;
  /** The queries sent so far, in order; empty it before a request to explain that request's. */
  seen: SentQuery[];
  /** Sends a query without recording it, as a test seeding the tables does. */
  query: Database['query'];
  account: Awaited<ReturnType<typeof accountWithProject>>;
  /** Closes the app and its database (the app leaves a database handed to it open; on PostgreSQL, this drops it). */
  close(): Promise<void>;
}

export async function planApp(): Promise<PlanApp> {
  const db = await createTestDatabase();
  const { seen, query } = recordQueries(db);
  const t = await createTestApp({ db });
  const account = await accountWithProject(t);
  return {
    t,
    db,
    seen,
    query,
    account,
    async close() {
      await t.close();
      await db.close();
    },
  };
}

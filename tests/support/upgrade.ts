import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';

/** An embedded database migrated up to `version` with one organization's project in it, for an upgrade test. */
export async function projectAtVersion(version: number): Promise<{ db: Database; projectId: number }> {
  const db = await openPglite(undefined);
  await migrate(db, version);
  const [project] = await db.query<{ id: number }>(
    `WITH org AS (INSERT INTO organizations (name, created_at) VALUES ('Shop', now()) RETURNING id)
     INSERT INTO projects (organization_id, name, created_at) SELECT id, 'Shop', now() FROM org RETURNING id`,
  );
  return { db, projectId: project!.id };
}

/** A test case "Login" of one step in the project, written as the database at its version holds it. */
export async function testCaseStepAt(
  db: Database,
  projectId: number,
  text: string,
): Promise<{ testCaseId: number; stepId: number }> {
  const [step] = await db.query<{ testCaseId: number; stepId: number }>(
    `WITH tc AS (
       INSERT INTO test_cases (project_id, title, goal, expected_result, created_at, updated_at)
       VALUES ($1, 'Login', 'A goal', 'A result', now(), now()) RETURNING id
     )
     INSERT INTO test_case_steps (test_case_id, position, text) SELECT id, 0, $2 FROM tc
     RETURNING test_case_id AS "testCaseId", id AS "stepId"`,
    [projectId, text],
  );
  return step!;
}

import type { Queryable } from './database.ts';
import type { Plan } from './users.ts';

export interface OrganizationRow {
  id: number;
  name: string;
  plan: Plan;
  logo_name: string | null;
  test_cases: number;
}

export async function findOrganization(db: Queryable, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.query<OrganizationRow>(
    `SELECT o.id, o.name, o.plan, f.name AS logo_name,
            (SELECT count(*)::int FROM test_cases t JOIN projects p ON p.id = t.project_id
             WHERE p.organization_id = o.id AND NOT t.proposed) AS test_cases
     FROM organizations o LEFT JOIN files f ON f.id = o.logo_file_id
     WHERE o.id = $1`,
    [id],
  );
  return row;
}

export async function renameOrganization(db: Queryable, id: number, name: string): Promise<void> {
  await db.query('UPDATE organizations SET name = $2 WHERE id = $1', [id, name]);
}

/** Sets the logo (null removes it) and answers the file it replaced, locked, for the caller to delete. */
export async function setOrganizationLogo(tx: Queryable, id: number, fileId: number | null): Promise<number | null> {
  const [before] = await tx.query<{ logo_file_id: number | null }>(
    'SELECT logo_file_id FROM organizations WHERE id = $1 FOR UPDATE',
    [id],
  );
  await tx.query('UPDATE organizations SET logo_file_id = $2 WHERE id = $1', [id, fileId]);
  return before?.logo_file_id ?? null;
}

import type { Queryable } from './database.ts';

export interface UserRow {
  id: number;
  organization_id: number;
  full_name: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  company_name: string;
  plan: Plan;
  onboarding_completed: number;
}

export type Plan = 'starter' | 'pro' | 'enterprise';

const SELECT_USER = `
  SELECT u.id, u.organization_id, u.full_name, u.email, u.password_hash, u.email_verified_at,
         o.name AS company_name, o.plan, u.onboarding_completed
  FROM users u JOIN organizations o ON o.id = u.organization_id`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email]);
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return row;
}

export interface NewAccount {
  companyName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  contactNumber: string | null;
  now: Date;
}

/** Creates the organization and its first user; undefined when the email is taken. */
export async function createAccount(db: Queryable, a: NewAccount): Promise<UserRow | undefined> {
  const [org] = await db.query<{ id: number }>(
    'INSERT INTO organizations (name, created_at) VALUES ($1, $2) RETURNING id',
    [a.companyName, a.now],
  );
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (organization_id, full_name, email, password_hash, contact_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [org!.id, a.fullName, a.email, a.passwordHash, a.contactNumber, a.now],
  );
  return user ? findUserById(db, user.id) : undefined;
}

export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1', [userId, now]);
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function organizationHasProject(db: Queryable, organizationId: number): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM projects WHERE organization_id = $1) AS exists',
    [organizationId],
  );
  return row?.exists ?? false;
}

/** Onboarding steps done in order: 1 project, 2 config, 3 add tests. It only moves forward. */
export async function advanceOnboarding(db: Queryable, userId: number, completed: 1 | 2 | 3): Promise<number> {
  const [row] = await db.query<{ onboarding_completed: number }>(
    `UPDATE users SET onboarding_completed = GREATEST(onboarding_completed, $2) WHERE id = $1
     RETURNING onboarding_completed`,
    [userId, completed],
  );
  return row?.onboarding_completed ?? 0;
}

export async function setCurrentProject(db: Queryable, userId: number, projectId: number): Promise<void> {
  await db.query('UPDATE users SET current_project_id = $2 WHERE id = $1', [userId, projectId]);
}

export async function setFullName(db: Queryable, userId: number, fullName: string): Promise<void> {
  await db.query('UPDATE users SET full_name = $2 WHERE id = $1', [userId, fullName]);
}

/** The name of the user's photo file; null when there is none. */
export async function photoName(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ name: string | null }>(
    'SELECT f.name FROM users u LEFT JOIN files f ON f.id = u.photo_file_id WHERE u.id = $1',
    [userId],
  );
  return row?.name ?? null;
}

/** Sets the photo (null removes it) and answers the file it replaced, locked, for the caller to delete. */
export async function setPhoto(tx: Queryable, userId: number, fileId: number | null): Promise<number | null> {
  const [before] = await tx.query<{ photo_file_id: number | null }>(
    'SELECT photo_file_id FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  await tx.query('UPDATE users SET photo_file_id = $2 WHERE id = $1', [userId, fileId]);
  return before?.photo_file_id ?? null;
}

import { createSession } from '../db/sessions.ts';
import { organizationHasProject, type UserRow } from '../db/users.ts';
import type { Queryable } from '../db/database.ts';
import { hashToken, newToken } from '../security/tokens.ts';

export function userView(user: UserRow) {
  return { id: user.id, full_name: user.full_name, email: user.email, company_name: user.company_name };
}

/** Opens a session for the user and answers as a successful sign-in does. */
export async function signedIn(db: Queryable, user: UserRow, remember: boolean, now: Date) {
  const token = newToken();
  await createSession(db, { userId: user.id, tokenHash: hashToken(token), remember, now });
  return {
    success: true as const,
    message: 'Login successful',
    data: {
      token,
      user: userView(user),
      has_project: await organizationHasProject(db, user.organization_id),
      onboarding: { completed: user.onboarding_completed },
    },
  };
}

import type { Queryable } from '../db/database.ts';
import { issueCode } from '../db/oneTimeCodes.ts';
import type { UserRow } from '../db/users.ts';
import { verificationEmail } from '../mail/templates.ts';
import { hashToken, newActivationKey, newToken } from '../security/tokens.ts';
import type { Services } from '../http/types.ts';

export const VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

/** Hashes a key together with its user, so equal keys of two users do not share a hash. */
export function activationKeyHash(userId: number, key: string): string {
  return hashToken(`${userId}:${key}`);
}

/**
 * Issues a fresh verification link and activation key (voiding the older ones) and returns
 * the email to send once the transaction that issued them has committed.
 */
export async function issueVerification(
  tx: Queryable,
  services: Services,
  user: Pick<UserRow, 'id' | 'email' | 'full_name'>,
) {
  const token = newToken();
  const key = newActivationKey();
  await issueCode(tx, {
    userId: user.id,
    purpose: 'email_verification',
    tokenHash: hashToken(token),
    keyHash: activationKeyHash(user.id, key),
    now: services.now(),
    ttlSeconds: VERIFICATION_TTL_SECONDS,
  });
  const link = `${services.appUrl}/login?${new URLSearchParams({ token, email: user.email })}`;
  return verificationEmail({ to: user.email, fullName: user.full_name, link, activationKey: key });
}

import { consumeToken, issueCode } from '../db/oneTimeCodes.ts';
import { deleteUserSessions } from '../db/sessions.ts';
import { findUserByEmail, markEmailVerified, setPasswordHash } from '../db/users.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { sendInBackground } from '../mail/mailer.ts';
import { passwordResetEmail } from '../mail/templates.ts';
import { hitRateLimit, limitMail } from '../security/rateLimit.ts';
import { hashToken, newToken } from '../security/tokens.ts';

export const RESET_TTL_SECONDS = 60 * 60;

export function passwordHandlers(services: Services): Record<string, Handler> {
  const { db, mailer, now, limits, appUrl, passwords } = services;

  return {
    async forgotPassword(request) {
      const email = (request.body as BodyOf<'forgotPassword'>).email.trim().toLowerCase();
      await limitMail(db, limits, email, request.ip, now());
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = newToken();
        await issueCode(db, {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hashToken(token),
          keyHash: null,
          now: now(),
          ttlSeconds: RESET_TTL_SECONDS,
        });
        const link = `${appUrl}/change-password?${new URLSearchParams({ token })}`;
        sendInBackground(mailer, passwordResetEmail({ to: user.email, fullName: user.full_name, link }), request.log);
      }
      return { success: true, message: 'If an account exists for this email, a password reset link has been sent.' };
    },

    async resetPassword(request) {
      const body = request.body as BodyOf<'resetPassword'>;
      await hitRateLimit(db, `reset:ip:${request.ip}`, limits.publicPerIp, now());
      if (body.new_password !== body.confirm_password) throw new ApiError(400, 'Passwords do not match.');
      // A weak password was refused before this, by the contract's NewPassword (server/http/ruleMessages.ts words it).
      const passwordHash = await passwords.hash(body.new_password, request.ip);
      const changed = await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, 'password_reset', hashToken(body.token), now());
        if (userId === undefined) return false;
        await setPasswordHash(tx, userId, passwordHash);
        // The link proves the address is theirs, so the account is verified too.
        await markEmailVerified(tx, userId, now());
        await deleteUserSessions(tx, userId);
        return true;
      });
      if (!changed)
        throw new ApiError(400, 'This password reset link is invalid, already used or expired. Request a new one.');
      return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
    },
  };
}

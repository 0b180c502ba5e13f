import { deleteSession } from '../db/sessions.ts';
import { findUserByEmail, findUserById } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { hitRateLimit, limitedAttempt } from '../security/rateLimit.ts';
import { signedIn, userView } from './accountViews.ts';

const BAD_CREDENTIALS = 'Invalid email or password.';

export function sessionHandlers(services: Services): Record<string, Handler> {
  const { db, now, limits, passwords } = services;

  return {
    async signin(request) {
      const body = request.body as BodyOf<'signin'>;
      const email = body.email.trim().toLowerCase();
      await hitRateLimit(db, `signin:ip:${request.ip}`, limits.signinPerIp, now());
      // Attempts count per email *and* address: one source cannot guess on, and a stranger
      // elsewhere cannot lock the real user out by failing on purpose.
      const user = await findUserByEmail(db, email);
      const passwordOk = await limitedAttempt(
        db,
        `signin:fail:${email}:${request.ip}`,
        limits.signinPerEmail,
        now(),
        async () =>
          user
            ? passwords.verify(body.password, user.password_hash, request.ip)
            : passwords.verifyDecoy(body.password, request.ip),
      );
      if (!user || !passwordOk) throw new ApiError(401, BAD_CREDENTIALS);
      if (!user.email_verified_at) {
        throw new ApiError(
          403,
          'Your account is not activated yet. Enter the activation key from the email we sent you.',
          {
            extra: { activation_required: true },
          },
        );
      }
      return signedIn(db, user, body.remember ?? false, now());
    },

    async signout(request) {
      const { sessionId } = authOf(request);
      if (sessionId === null)
        throw new ApiError(401, 'An API key has no session to end: revoke the key in Settings instead.');
      await deleteSession(db, sessionId);
      return { success: true, message: 'Signed out.' };
    },

    async getMe(request) {
      const { userId, currentProject } = authOf(request);
      const user = await findUserById(db, userId);
      if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
      return {
        success: true,
        data: {
          user: userView(user),
          organization: { id: user.organization_id, name: user.company_name, plan: user.plan },
          // The current project falls back to the organization's first: there is one exactly when it has any.
          has_project: currentProject !== null,
          current_project_id: currentProject?.id ?? null,
          onboarding: { completed: user.onboarding_completed },
        },
      };
    },
  };
}

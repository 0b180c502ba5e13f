import { consumeKey, consumeToken } from '../db/oneTimeCodes.ts';
import { createAccount, findUserByEmail, markEmailVerified } from '../db/users.ts';
import { ApiError } from '../http/errors.ts';
import { sendInBackground } from '../mail/mailer.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { hitRateLimit, limitedAttempt, limitMail } from '../security/rateLimit.ts';
import { hashToken, normalizeActivationKey } from '../security/tokens.ts';
import { signedIn } from './accountViews.ts';
import { activationKeyHash, issueVerification } from './verification.ts';

const INVALID_KEY = 'Invalid activation key or activation failed.';

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, `'${field}' must not be blank.`);
  return trimmed;
}

export function signupHandlers(services: Services): Record<string, Handler> {
  const { db, mailer, now, limits, passwords } = services;

  return {
    async signup(request, reply) {
      const body = request.body as BodyOf<'signup'>;
      const fullName = required(body.full_name, 'full_name');
      const companyName = required(body.company_name, 'company_name');
      const email = body.email.trim();
      // A weak password was refused before this, by the contract's NewPassword (server/http/ruleMessages.ts words it).
      await hitRateLimit(db, `signup:ip:${request.ip}`, limits.publicPerIp, now());
      if (await findUserByEmail(db, email)) throw new ApiError(409, 'An account with this email already exists.');

      const passwordHash = await passwords.hash(body.password, request.ip);
      const message = await db.transaction(async (tx) => {
        const user = await createAccount(tx, {
          companyName,
          fullName,
          email,
          passwordHash,
          contactNumber: body.contact_number?.trim() || null,
          now: now(),
        });
        if (!user) throw new ApiError(409, 'An account with this email already exists.');
        return issueVerification(tx, services, user);
      });

      reply.code(201);
      try {
        await mailer.send(message);
      } catch (error) {
        request.log.error({ err: error }, 'verification email failed');
        return {
          success: true,
          data: {
            message:
              "Your account was created, but we could not send the verification email. Use 'Resend Code' to try again.",
          },
        };
      }
      return { success: true, data: { message: 'Registration successful. Check your email to verify your account.' } };
    },

    async verifyEmail(request) {
      const { token } = request.body as BodyOf<'verifyEmail'>;
      await hitRateLimit(db, `verify:ip:${request.ip}`, limits.publicPerIp, now());
      const verified = await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, 'email_verification', hashToken(token), now());
        if (userId !== undefined) await markEmailVerified(tx, userId, now());
        return userId !== undefined;
      });
      if (!verified) {
        throw new ApiError(
          400,
          'This verification link is invalid, already used or expired. Sign in to request a new one.',
        );
      }
      return { success: true, message: 'Your email is verified. You can now sign in.' };
    },

    async activate(request) {
      const body = request.body as BodyOf<'activate'>;
      const email = body.email.trim().toLowerCase();
      await hitRateLimit(db, `activate:ip:${request.ip}`, limits.publicPerIp, now());
      const user = await findUserByEmail(db, email);
      const key = normalizeActivationKey(body.activation_key);
      // Tries count per email and address together, as failed sign-ins do: wrong keys sent
      // from elsewhere cannot block the person's own key.
      const answer = await limitedAttempt(
        db,
        `activate:email:${email}:${request.ip}`,
        limits.activatePerEmail,
        now(),
        () =>
          user
            ? db.transaction(async (tx) => {
                if (!(await consumeKey(tx, user.id, 'email_verification', activationKeyHash(user.id, key), now())))
                  return null;
                await markEmailVerified(tx, user.id, now());
                return signedIn(tx, user, body.remember ?? false, now());
              })
            : Promise.resolve(null),
      );
      if (!answer) throw new ApiError(400, INVALID_KEY);
      return answer;
    },

    async resendVerification(request) {
      const email = (request.body as BodyOf<'resendVerification'>).email.trim().toLowerCase();
      await limitMail(db, limits, email, request.ip, now());
      const user = await findUserByEmail(db, email);
      if (user && !user.email_verified_at) {
        const message = await db.transaction((tx) => issueVerification(tx, services, user));
        sendInBackground(mailer, message, request.log);
      }
      return {
        success: true,
        message:
          'If an account with this email is waiting for verification, a new link and activation key are on their way.',
      };
    },
  };
}

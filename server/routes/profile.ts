import type { Queryable } from '../db/database.ts';
import { fileUrl } from '../db/files.ts';
import { deleteOtherSessions, deleteUserSessions } from '../db/sessions.ts';
import { findUserById, photoName, setFullName, setPasswordHash, setPhoto } from '../db/users.ts';
import { authOf, sessionAuthOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requiredText } from '../http/fields.ts';
import { readImageUpload, type CheckedImage } from '../http/imageUploads.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { limitedAttempt } from '../security/rateLimit.ts';
import { replaceImage } from './images.ts';

/** Spec §5: the profile photo accepts svg, jpg and png (not the jpeg extension). */
const PHOTO_EXTENSIONS = ['svg', 'jpg', 'png'] as const;

async function profile(db: Queryable, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    company_name: user.company_name,
    photo_url: fileUrl(await photoName(db, user.id)),
  };
}

export function profileHandlers(services: Services): Record<string, Handler> {
  const { db, now, limits, passwords } = services;

  async function changePhoto(auth: { userId: number; organizationId: number }, image: CheckedImage | null) {
    await db.transaction((tx) =>
      replaceImage(tx, {
        organizationId: auth.organizationId,
        image,
        now: now(),
        attach: (fileId) => setPhoto(tx, auth.userId, fileId),
      }),
    );
  }

  return {
    async getProfile(request) {
      return { success: true, data: await profile(db, authOf(request).userId) };
    },

    async updateProfile(request) {
      const { userId } = authOf(request);
      const fullName = requiredText((request.body as BodyOf<'updateProfile'>).full_name, 'full_name');
      await setFullName(db, userId, fullName);
      return { success: true, message: 'Profile updated.', data: await profile(db, userId) };
    },

    async uploadProfilePhoto(request) {
      const auth = authOf(request);
      await changePhoto(auth, readImageUpload(request, PHOTO_EXTENSIONS, 'profile photo'));
      return { success: true, message: 'Photo updated.', data: await profile(db, auth.userId) };
    },

    async removeProfilePhoto(request) {
      const auth = authOf(request);
      await changePhoto(auth, null);
      return { success: true, message: 'Photo removed.', data: await profile(db, auth.userId) };
    },

    async changePassword(request) {
      const auth = sessionAuthOf(request, 'change the password');
      const body = request.body as BodyOf<'changePassword'>;
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
      const currentOk = await limitedAttempt(
        db,
        `password-change:fail:user:${auth.userId}`,
        limits.passwordChangePerUser,
        now(),
        () => passwords.verify(body.current_password, user.password_hash, request.ip),
      );
      if (!currentOk) throw new ApiError(400, 'Your current password is not right.');
      if (body.new_password !== body.confirm_password) throw new ApiError(400, 'Passwords do not match.');
      // A weak password was refused before this, by the contract's NewPassword (server/http/ruleMessages.ts words it).
      const passwordHash = await passwords.hash(body.new_password, request.ip);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, auth.userId, passwordHash);
        await deleteOtherSessions(tx, auth.userId, auth.sessionId);
      });
      return { success: true, message: 'Your password has been changed. Your other sessions have been signed out.' };
    },

    async signOutEverywhere(request) {
      const auth = sessionAuthOf(request, 'end sessions');
      await deleteUserSessions(db, auth.userId);
      return { success: true, message: 'You have been signed out everywhere.' };
    },
  };
}

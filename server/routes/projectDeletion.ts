import { countWrongTry, issueCode, lockLatestCode, markCodeUsed } from '../db/oneTimeCodes.ts';
import { deleteProject, lockProject } from '../db/projects.ts';
import { findUserById } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { projectDeletionEmail } from '../mail/templates.ts';
import { hitRateLimit } from '../security/rateLimit.ts';
import { newDigitCode, sameDigest } from '../security/tokens.ts';
import {
  DELETION_CODE_DIGITS,
  DELETION_CODE_MAX_TRIES,
  DELETION_CODE_TTL_SECONDS,
  deletionCodeHash,
  mailDeletionCode,
} from './deletionCodes.ts';
import { projectInScope } from './scope.ts';

/** The code bound to its user and project, keyed with the server's secret: a code mailed for one project deletes no other. */
const projectCodeHash = (secretKey: Buffer, userId: number, projectId: number, code: string): string =>
  deletionCodeHash(secretKey, 'project_deletion', userId, projectId, code);

const NO_CODE = 'No deletion code is waiting for this project: send a new code.';

type Attempt = { deleted: true } | { deleted: false; problem: string };

/**
 * Deleting a project, with the same care as an environment (spec §4's Delete Environment dialog): a
 * 4-digit code mailed to the user (10 minutes, once, 5 wrong tries), then the deletion with that code.
 * Everything of the project goes with it, so this is how a project made by mistake stops counting.
 */
export function projectDeletionHandlers(services: Services): Record<string, Handler> {
  const { db, now, limits, secretKey } = services;

  return {
    async requestProjectDeletion(request) {
      const auth = authOf(request);
      const { projectId } = request.params as { projectId: number };
      const project = await projectInScope(db, auth, projectId);
      await hitRateLimit(db, `deletion-code:user:${auth.userId}`, limits.deletionCodesPerUser, now());
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');

      const code = newDigitCode(DELETION_CODE_DIGITS);
      const issued = await db.transaction((tx) =>
        issueCode(tx, {
          userId: user.id,
          purpose: 'project_deletion',
          tokenHash: null,
          keyHash: projectCodeHash(secretKey, user.id, project.id, code),
          now: now(),
          ttlSeconds: DELETION_CODE_TTL_SECONDS,
        }),
      );
      const message = projectDeletionEmail({
        to: user.email,
        fullName: user.full_name,
        project: project.name,
        code,
        validMinutes: DELETION_CODE_TTL_SECONDS / 60,
      });
      return mailDeletionCode(services, request, issued, message);
    },

    async deleteProject(request) {
      const auth = authOf(request);
      const { projectId } = request.params as { projectId: number };
      const { code } = request.body as BodyOf<'deleteProject'>;
      const project = await projectInScope(db, auth, projectId);
      await hitRateLimit(db, `deletion-try:user:${auth.userId}`, limits.deletionTriesPerUser, now());

      // One transaction with the project and the code locked: concurrent tries are counted one by one.
      const attempt = await db.transaction(async (tx): Promise<Attempt> => {
        if (!(await lockProject(tx, project.id))) return { deleted: false, problem: NO_CODE };
        const stored = await lockLatestCode(tx, auth.userId, 'project_deletion');
        if (!stored?.key_hash) return { deleted: false, problem: NO_CODE };
        if (stored.attempts >= DELETION_CODE_MAX_TRIES) {
          return {
            deleted: false,
            problem: `This code was entered wrongly ${DELETION_CODE_MAX_TRIES} times and no longer works: send a new code.`,
          };
        }
        if (stored.used_at) return { deleted: false, problem: 'This code no longer works: send a new code.' };
        if (new Date(stored.expires_at).getTime() <= now().getTime()) {
          return { deleted: false, problem: 'This code has expired: send a new code.' };
        }
        if (!sameDigest(projectCodeHash(secretKey, auth.userId, project.id, code), stored.key_hash)) {
          const left = DELETION_CODE_MAX_TRIES - (await countWrongTry(tx, stored.id, DELETION_CODE_MAX_TRIES, now()));
          return {
            deleted: false,
            problem:
              left > 0
                ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
                : 'That code is not right. No tries are left: send a new code.',
          };
        }
        await markCodeUsed(tx, stored.id, now());
        await deleteProject(tx, project.id);
        return { deleted: true };
      });
      if (!attempt.deleted) throw new ApiError(400, attempt.problem);
      return { success: true, message: `Project '${project.name}' deleted.` };
    },
  };
}

import { isUniqueViolation } from '../db/database.ts';
import {
  countEnvironments,
  deleteEnvironment,
  labelTaken,
  listOrganizationEnvironments,
  lockEnvironmentCount,
  updateEnvironment,
  type EnvironmentRow,
} from '../db/environments.ts';
import { countWrongTry, issueCode, lockLatestCode, markCodeUsed, type LatestCodeRow } from '../db/oneTimeCodes.ts';
import { findProject } from '../db/projects.ts';
import { findUserById } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requiredText } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { environmentDeletionEmail } from '../mail/templates.ts';
import { hitRateLimit } from '../security/rateLimit.ts';
import { newDigitCode, sameDigest } from '../security/tokens.ts';
import {
  DELETION_CODE_DIGITS,
  DELETION_CODE_MAX_TRIES,
  DELETION_CODE_TTL_SECONDS,
  deletionCodeHash,
  mailDeletionCode,
} from './deletionCodes.ts';
import { environmentUrl, environmentView, labelInUse } from './environmentFields.ts';
import { environmentInScope } from './scope.ts';

/** Spec §9: a project must have 2 environments. */
export const MIN_ENVIRONMENTS = 2;

export const TOO_FEW_ENVIRONMENTS = 'A project needs at least 2 environments: add another before deleting this one.';

/** The code bound to its user and environment, keyed with the server's secret. */
const environmentCodeHash = (secretKey: Buffer, userId: number, environmentId: number, code: string): string =>
  deletionCodeHash(secretKey, 'environment_deletion', userId, environmentId, code);

function triesLeft(left: number): string {
  return `${left} ${left === 1 ? 'try' : 'tries'} left`;
}

type Attempt = { deleted: true } | { deleted: false; problem: string };

const NO_CODE = 'No deletion code is waiting for this environment: send a new code.';

/** Why the newest code cannot delete the environment, whatever is typed; undefined when it can. */
function unusableCode(code: LatestCodeRow, environmentId: number, now: Date): string | undefined {
  // A newer code for another environment voided this one.
  if (code.environment_id !== environmentId) return NO_CODE;
  if (code.attempts >= DELETION_CODE_MAX_TRIES) {
    return `This code was entered wrongly ${DELETION_CODE_MAX_TRIES} times and no longer works: send a new code.`;
  }
  if (code.used_at) return 'This code no longer works: send a new code.';
  if (new Date(code.expires_at).getTime() <= now.getTime()) return 'This code has expired: send a new code.';
  return undefined;
}

export function environmentHandlers(services: Services): Record<string, Handler> {
  const { db, now, limits, secretKey } = services;

  return {
    async listOrganizationEnvironments(request) {
      const rows = await listOrganizationEnvironments(db, authOf(request).organizationId);
      return {
        success: true,
        data: rows.map((e) => ({ ...environmentView(e), project_id: e.project_id, project_name: e.project_name })),
      };
    },

    async updateEnvironment(request) {
      const { id } = request.params as { id: number };
      const body = request.body as BodyOf<'updateEnvironment'>;
      const environment = await environmentInScope(db, authOf(request), id);
      const label = body.label === undefined ? environment.label : requiredText(body.label, 'label');
      const url = body.url === undefined ? environment.url : environmentUrl(body.url, label, '');
      if (await labelTaken(db, environment.project_id, label, environment.id)) throw labelInUse(label, 'label');
      let updated: EnvironmentRow;
      try {
        updated = await updateEnvironment(db, environment.id, { label, url });
      } catch (error) {
        // Another request gave the same label to another environment in the meantime.
        if (isUniqueViolation(error)) throw labelInUse(label, 'label');
        throw error;
      }
      return { success: true, message: 'Environment updated.', data: environmentView(updated) };
    },

    async requestEnvironmentDeletion(request) {
      const auth = authOf(request);
      const { id } = request.params as { id: number };
      const environment = await environmentInScope(db, auth, id);
      // Refused before anything is sent: the code could not be used.
      if ((await countEnvironments(db, environment.project_id)) <= MIN_ENVIRONMENTS) {
        throw new ApiError(400, TOO_FEW_ENVIRONMENTS);
      }
      await hitRateLimit(db, `deletion-code:user:${auth.userId}`, limits.deletionCodesPerUser, now());
      const user = await findUserById(db, auth.userId);
      const project = await findProject(db, auth.organizationId, environment.project_id);
      if (!user || !project) throw new ApiError(401, 'Your session has expired. Please sign in again.');

      const code = newDigitCode(DELETION_CODE_DIGITS);
      const issuedAt = now();
      const issued = await db.transaction((tx) =>
        issueCode(tx, {
          userId: user.id,
          purpose: 'environment_deletion',
          tokenHash: null,
          keyHash: environmentCodeHash(secretKey, user.id, environment.id, code),
          now: issuedAt,
          ttlSeconds: DELETION_CODE_TTL_SECONDS,
          environmentId: environment.id,
        }),
      );
      const message = environmentDeletionEmail({
        to: user.email,
        fullName: user.full_name,
        environment: environment.label,
        project: project.name,
        code,
        validMinutes: DELETION_CODE_TTL_SECONDS / 60,
      });
      return mailDeletionCode(services, request, issued, message);
    },

    async deleteEnvironment(request) {
      const auth = authOf(request);
      const { id } = request.params as { id: number };
      const { code } = request.body as BodyOf<'deleteEnvironment'>;
      const environment = await environmentInScope(db, auth, id);
      await hitRateLimit(db, `deletion-try:user:${auth.userId}`, limits.deletionTriesPerUser, now());

      // One transaction with the project and the code locked: concurrent tries are counted one
      // by one, and two deletions cannot both take the project below 2 environments.
      const attempt = await db.transaction(async (tx): Promise<Attempt> => {
        if ((await lockEnvironmentCount(tx, environment.project_id)) <= MIN_ENVIRONMENTS) {
          return { deleted: false, problem: TOO_FEW_ENVIRONMENTS };
        }
        const stored = await lockLatestCode(tx, auth.userId, 'environment_deletion');
        if (!stored) return { deleted: false, problem: NO_CODE };
        const unusable = unusableCode(stored, environment.id, now());
        if (unusable) return { deleted: false, problem: unusable };
        const given = environmentCodeHash(secretKey, auth.userId, environment.id, code);
        if (!stored.key_hash || !sameDigest(given, stored.key_hash)) {
          const tries = await countWrongTry(tx, stored.id, DELETION_CODE_MAX_TRIES, now());
          const left = DELETION_CODE_MAX_TRIES - tries;
          return {
            deleted: false,
            problem:
              left > 0
                ? `That code is not right. You have ${triesLeft(left)}.`
                : 'That code is not right. No tries are left: send a new code.',
          };
        }
        await markCodeUsed(tx, stored.id, now());
        await deleteEnvironment(tx, environment.id);
        return { deleted: true };
      });
      if (!attempt.deleted) throw new ApiError(400, attempt.problem);
      return { success: true, message: `Environment '${environment.label}' deleted.` };
    },
  };
}

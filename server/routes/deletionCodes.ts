import type { FastifyRequest } from 'fastify';
import { markCodeUsed } from '../db/oneTimeCodes.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from '../http/types.ts';
import type { Message } from '../mail/mailer.ts';
import { keyedHash } from '../security/tokens.ts';

/** The codes that confirm deleting an environment or a project (spec §4): 4 digits, 10 minutes, 5 wrong tries. */
export const DELETION_CODE_DIGITS = 4;
export const DELETION_CODE_TTL_SECONDS = 10 * 60;
export const DELETION_CODE_MAX_TRIES = 5;

/** The code bound to its user and to what it deletes, keyed with the server's secret: it deletes nothing else. */
export function deletionCodeHash(
  secretKey: Buffer,
  purpose: 'environment_deletion' | 'project_deletion',
  userId: number,
  subjectId: number,
  code: string,
): string {
  return keyedHash(secretKey, `${purpose}:${userId}:${subjectId}:${code}`);
}

/**
 * Mails an issued code and answers as the spec words it; a code whose mail could not be sent is spent, so that no
 * code the user never saw stays waiting, and the user is asked to try again.
 */
export async function mailDeletionCode(
  { db, mailer, now }: Pick<Services, 'db' | 'mailer' | 'now'>,
  request: FastifyRequest,
  issued: { id: number; expires_at: Date },
  message: Message,
) {
  try {
    await mailer.send(message);
  } catch (error) {
    request.log.error({ err: error }, 'sending a deletion code failed');
    await markCodeUsed(db, issued.id, now());
    throw new ApiError(503, 'We could not send the email with your code. Please try again in a moment.');
  }
  return {
    success: true,
    message: `We sent a ${DELETION_CODE_DIGITS}-digit code to ${message.to}. It is valid for ${DELETION_CODE_TTL_SECONDS / 60} minutes.`,
    data: { expires_at: new Date(issued.expires_at).toISOString() },
  };
}

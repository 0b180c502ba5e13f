import type { FastifyReply, FastifyRequest } from 'fastify';
export type { BodyOf } from '../../src/api/contract.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Limit } from '../security/rateLimit.ts';

export interface Limits {
  /** Failed sign-ins per email and client address (cleared by a success). */
  signinPerEmail: Limit;
  /** Sign-in attempts per client address. */
  signinPerIp: Limit;
  /** Activation-key tries per email. */
  activatePerEmail: Limit;
  /** Emails (verification, reset) requested per address. */
  mailPerEmail: Limit;
  /** Public account calls (signup, verify, resend, forgot, reset) per client address. */
  publicPerIp: Limit;
}

const FIFTEEN_MINUTES = 15 * 60;

export const defaultLimits: Limits = {
  signinPerEmail: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  signinPerIp: { max: 100, windowSeconds: FIFTEEN_MINUTES },
  activatePerEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  mailPerEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  publicPerIp: { max: 60, windowSeconds: FIFTEEN_MINUTES },
};

/** What every handler may use; built once per app. */
export interface Services {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
  limits: Limits;
  /** The AES-256 key that encrypts stored test-account passwords. */
  secretKey: Buffer;
}

export interface AuthContext {
  sessionId: number;
  userId: number;
  organizationId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

import type { FastifyReply, FastifyRequest } from 'fastify';
export type { BodyOf } from '../../src/api/contract.ts';
import type { Database } from '../db/database.ts';
import type { ProjectRow } from '../db/projects.ts';
import type { RunNotifications } from '../runner/outcomes.ts';
import type { ScheduleTimer } from '../runner/schedules.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PrivateNetworks } from '../runner/egress.ts';
import type { RunEventHub } from './runEventHub.ts';
import type { ModelStatus } from '../llm/config.ts';
import type { StepReader } from '../llm/stepReader.ts';
import type { Passwords } from '../security/passwords.ts';
import type { Limit } from '../security/rateLimit.ts';

export interface Limits {
  /** Sign-in attempts per email and client address, counted before the check (cleared by a success). */
  signinPerEmail: Limit;
  /** Sign-in attempts per client address. */
  signinPerIp: Limit;
  /** Activation-key tries per email and client address (cleared by the right key). */
  activatePerEmail: Limit;
  /** Emails (verification, reset) requested per email and client address. */
  mailPerEmail: Limit;
  /** Public account calls (signup, verify, resend, forgot, reset) per client address. */
  publicPerIp: Limit;
  /** Codes mailed to confirm deleting an environment, per user. */
  deletionCodesPerUser: Limit;
  /** Tries at deleting an environment with a code, per user (each code also allows 5 wrong ones). */
  deletionTriesPerUser: Limit;
  /** Current passwords given to change the password, per user, counted before the check. */
  passwordChangePerUser: Limit;
}

const FIFTEEN_MINUTES = 15 * 60;

export const defaultLimits: Limits = {
  signinPerEmail: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  signinPerIp: { max: 100, windowSeconds: FIFTEEN_MINUTES },
  activatePerEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  mailPerEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  publicPerIp: { max: 60, windowSeconds: FIFTEEN_MINUTES },
  deletionCodesPerUser: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  deletionTriesPerUser: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  passwordChangePerUser: { max: 5, windowSeconds: FIFTEEN_MINUTES },
};

/** The default limits with those kept per client address multiplied by `factor`. */
export function limitsForAddresses(factor: number): Limits {
  const scaled = (limit: Limit): Limit => ({ ...limit, max: limit.max * factor });
  return {
    ...defaultLimits,
    signinPerIp: scaled(defaultLimits.signinPerIp),
    publicPerIp: scaled(defaultLimits.publicPerIp),
  };
}

/** What every handler may use; built once per app. */
export interface Services {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
  limits: Limits;
  /** The AES-256 key that encrypts stored test-account passwords. */
  secretKey: Buffer;
  /** People's password hashes, at the app's cost (PASSWORD_HASH_COST). */
  passwords: Passwords;
  /** The domain of generated test email addresses (`<random>@<inboxDomain>`). */
  inboxDomain: string;
  /** Where queued runs go for the workers; without it runs stay queued (an API-only server). */
  runQueue: { enqueue(runIds: readonly number[]): Promise<void> } | null;
  /** Where schedules' timing lives (pg-boss's cron); without it schedules cannot be saved. */
  scheduler: ScheduleTimer | null;
  /** Where suite outcomes and tests turning flaky are told (Slack, webhooks, commit statuses). */
  notify: RunNotifications | null;
  /** Wakes runs' live streams when their events are written, by this process or any other. */
  runEvents: RunEventHub;
  /** Whether the server's own requests (integrations) may reach private and loopback addresses. */
  privateNetworks: PrivateNetworks;
  /** Whether a language model is configured (LLM_*), as the product tells users. */
  model: ModelStatus;
  /** The model's readings of steps the grammar does not understand, asked as they are saved or typed. */
  stepReader: StepReader;
  /** Where generation requests go for the workers; without it nothing can be generated (an API-only server). */
  generator: { enqueue(generationId: number): Promise<void> } | null;
}

export interface AuthContext {
  /** The session the call came with; null when it came with an API key. */
  sessionId: number | null;
  /** The API key the call came with; null when it came with a session token. */
  apiKeyId: number | null;
  userId: number;
  organizationId: number;
  /** The project the caller works in, read with the session or key (see CURRENT_PROJECT); null when there is none. */
  currentProject: ProjectRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import type { Mailer, Message } from '../../server/mail/mailer.ts';
import { createTestDatabase } from './testDatabase.ts';

export const APP_URL = 'http://app.test';

/** A clock the test moves by hand, to reach expiry times without waiting. */
export class TestClock {
  private current = new Date('2026-11-21T09:00:00Z').getTime();
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** Every message the app sent, newest last. */
  mail: Message[];
  /** The key the app encrypts stored passwords with (random per app). */
  secretKey: Buffer;
  post(url: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  patch(url: string, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** A DELETE, with a JSON body when one is given. */
  delete(url: string, token?: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A multipart/form-data request (POST unless told), as a browser's FormData sends it. */
  upload(url: string, form: FormData, token?: string, method?: 'POST' | 'PUT'): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh database, with mail captured in memory at the transport boundary. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  // A database handed in belongs to the caller, who closes it; otherwise the app gets its own.
  const db = overrides.db ?? (await createTestDatabase());
  const clock = new TestClock();
  const mail: Message[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
  };
  const secretKey = overrides.secretKey ?? randomBytes(32);
  const app = await buildApp({
    db,
    mailer,
    appUrl: APP_URL,
    now: clock.now,
    // The suites sign up hundreds of accounts: scrypt at 2^10 rather than the product's 2^15 (hashingLoad keeps it).
    passwordHashCost: 10,
    ...overrides,
    secretKey,
  });
  const request = (options: InjectOptions, token?: string): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    db,
    clock,
    mail,
    secretKey,
    post: (url, body, token) =>
      request({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) }, token),
    get: (url, token) => request({ method: 'GET', url }, token),
    put: (url, body, token) => request({ method: 'PUT', url, payload: body as object }, token),
    patch: (url, body, token) => request({ method: 'PATCH', url, payload: body as object }, token),
    delete: (url, token, body) =>
      request({ method: 'DELETE', url, ...(body === undefined ? {} : { payload: body as object }) }, token),
    upload: (url, form, token, method = 'POST') => request({ method, url, payload: form }, token),
    async close() {
      await app.close();
      if (!overrides.db) await db.close();
    },
  };
}

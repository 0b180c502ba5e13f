import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { migrate } from '../../server/db/migrate.ts';
import { migrations } from '../../server/db/migrations.ts';
import type { Mailer, Message } from '../../server/mail/mailer.ts';
import { linkParams, PASSWORD, signupBody } from '../support/accounts.ts';
import { createTestDatabase, createTestStore } from '../support/testDatabase.ts';

describe('migrations', () => {
  it('apply once and are recorded', async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    } finally {
      await db.close();
    }
  });
});

describe('a restart of the server', () => {
  it('keeps accounts and sessions', async () => {
    const store = await createTestStore({ onDisk: true });
    const mail: Message[] = [];
    const mailer: Mailer = { send: async (m) => void mail.push(m) };
    const body = signupBody();
    try {
      const first = await store.open();
      await migrate(first);
      const secretKey = randomBytes(32);
      const app1 = await buildApp({ db: first, mailer, appUrl: 'http://app.test', secretKey });
      await app1.inject({ method: 'POST', url: '/api/v1/signup', payload: body });
      await app1.inject({
        method: 'POST',
        url: '/api/v1/verify-email',
        payload: { token: linkParams(mail[0]!).get('token') },
      });
      const signin = await app1.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email: body.email, password: PASSWORD },
      });
      const token = signin.json().data.token as string;
      await app1.close();
      await first.close();

      const second = await store.open();
      expect(await migrate(second)).toEqual([]);
      const app2 = await buildApp({ db: second, mailer, appUrl: 'http://app.test', secretKey });
      const me = await app2.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.user.email).toBe(body.email);
      const again = await app2.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email: body.email, password: PASSWORD },
      });
      expect(again.statusCode).toBe(200);
      await app2.close();
      await second.close();
    } finally {
      await store.remove();
    }
  });
});

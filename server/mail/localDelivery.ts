import type { Database } from '../db/database.ts';
import { findGeneratedAddress } from '../db/credentials.ts';
import { insertInboxMessage } from '../db/inbox.ts';
import type { Mailer } from './mailer.ts';

/**
 * Mail this server sends to one of its own generated addresses (a test account signing up to the app
 * under test when that app is TestPilot itself) is delivered straight to that account's inbox; every
 * other message goes out through `mailer` as before.
 */
export function withLocalDelivery(mailer: Mailer, db: Database, inboxDomain: string, now: () => Date): Mailer {
  const suffix = `@${inboxDomain.toLowerCase()}`;
  return {
    async send(message) {
      if (message.to.toLowerCase().endsWith(suffix)) {
        const account = await findGeneratedAddress(db, message.to);
        if (account) {
          await insertInboxMessage(db, {
            credentialId: account.id,
            to: account.username,
            from: 'TestPilot',
            subject: message.subject,
            text: message.text,
            receivedAt: now(),
          });
          return;
        }
      }
      await mailer.send(message);
    },
  };
}

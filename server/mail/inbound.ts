import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { Queryable } from '../db/database.ts';
import { findGeneratedAddress } from '../db/credentials.ts';
import { insertInboxMessage } from '../db/inbox.ts';

/**
 * The inbox of generated test addresses: an SMTP listener that accepts mail only for addresses
 * that exist as generated_email test accounts (others are refused at RCPT TO) and stores what
 * it receives, so the inbox screen and the testing agent can read verification mail.
 */

export const MAX_INBOUND_BYTES = 5 * 1024 * 1024;
/** The longest text kept of one message. */
const MAX_TEXT_CHARACTERS = 100_000;

export interface InboundOptions {
  db: Queryable;
  port: number;
  host?: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
  maxBytes?: number;
}

/** Stops the listener; `port` is the one it listens on (useful when started on port 0). */
export type StopInbound = (() => Promise<void>) & { port: number };

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Text PostgreSQL can store: no NUL characters, and not without end. */
function storable(text: string, max = MAX_TEXT_CHARACTERS): string {
  const clean = text.replaceAll('\u0000', '');
  return clean.length > max ? clean.slice(0, max) : clean;
}

/** Reads the message up to `maxBytes`; null when it was larger (the rest is drained). */
async function readLimited(stream: Readable & { sizeExceeded?: boolean }, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  return size > maxBytes || stream.sizeExceeded ? null : Buffer.concat(chunks);
}

async function store(options: InboundOptions, raw: Buffer, session: SMTPServerSession): Promise<void> {
  const mail = await simpleParser(raw);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const receivedAt = options.now();
  for (const recipient of session.envelope.rcptTo) {
    const account = await findGeneratedAddress(options.db, recipient.address);
    if (!account) continue; // deleted since RCPT TO
    await insertInboxMessage(options.db, {
      credentialId: account.id,
      to: account.username,
      from: storable(mail.from?.text || envelopeFrom, 1000),
      subject: storable(mail.subject ?? '', 1000),
      text: storable(mail.text ?? ''),
      receivedAt,
    });
  }
}

export async function startInbound(options: InboundOptions): Promise<StopInbound> {
  const maxBytes = options.maxBytes ?? MAX_INBOUND_BYTES;
  const server = new SMTPServer({
    banner: 'TestPilot inbox',
    // An inbox for test mail: no sign-in, no TLS certificates to manage.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: maxBytes,
    maxClients: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      findGeneratedAddress(options.db, address.address)
        .then((account) => callback(account ? null : smtpError(`No mailbox here for <${address.address}>.`, 550)))
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'inbox: looking up a recipient failed');
          callback(smtpError('Try again later.', 451));
        });
    },
    onData(stream, session, callback) {
      readLimited(stream, maxBytes)
        .then(async (raw) => {
          if (!raw) return callback(smtpError(`The message is larger than ${maxBytes} bytes.`, 552));
          await store(options, raw, session);
          callback(null);
        })
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'inbox: storing a message failed');
          callback(smtpError('Try again later.', 451));
        });
    },
  });
  server.on('error', (error) => options.log.error({ err: error }, 'inbox: SMTP listener error'));

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(options.port, options.host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const address = server.server.address();
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return Object.assign(stop, { port: typeof address === 'object' && address ? address.port : options.port });
}

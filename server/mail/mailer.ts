import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the recipient acts on; printed in the log when mail goes to the outbox. */
  links: string[];
}

export interface Mailer {
  send(message: Message): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits, so an unreachable SMTP server fails a send in seconds, not minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

function fileNameFor(to: string, when: Date): string {
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  const who = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${stamp}-${who}-${Math.random().toString(36).slice(2, 8)}.eml`;
}

/** Writes each message as an RFC 822 file in `dir`, for a new user to open without an SMTP server. */
export function outboxMailer(dir: string, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, links }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, fileNameFor(to, new Date()));
      // Written aside, then renamed: whoever reads the outbox never finds half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log.info(`Mail to ${to} ("${subject}") written to ${file}${links.map((l) => `\n  ${l}`).join('')}`);
    },
  };
}

/**
 * Sends without making the caller wait: the answers that must not tell whether an account exists
 * (forgot-password, resend-verification) take the same time and status either way. A failure is
 * logged; the user can ask again.
 */
export function sendInBackground(mailer: Mailer, message: Message, log: Pick<FastifyBaseLogger, 'error'>): void {
  mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'sending an email failed'));
}

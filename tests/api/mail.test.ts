import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer, smtpMailer } from '../../server/mail/mailer.ts';
import { verificationEmail } from '../../server/mail/templates.ts';

const message = verificationEmail({
  to: 'grace@example.com',
  fullName: 'Grace <Hopper>',
  link: 'http://app.test/login?token=abc_DEF-123&email=grace%40example.com',
  activationKey: 'ABCD-EF23',
});

function expectVerificationMail(mail: ParsedMail) {
  expect(mail.subject).toBe('Verify your email for TestPilot');
  expect(mail.from?.text).toContain('no-reply@testpilot.test');
  expect(mail.text).toContain('http://app.test/login?token=abc_DEF-123&email=grace%40example.com');
  expect(mail.text).toContain('Activation key: ABCD-EF23');
  expect(mail.html).toContain('href="http://app.test/login?token=abc_DEF-123&amp;email=grace%40example.com"');
  expect(mail.html).toContain('Grace &lt;Hopper&gt;');
}

describe('the outbox transport', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
  });
  afterAll(() => fs.rm(path.dirname(dir), { recursive: true, force: true }));

  it('writes an RFC 822 .eml file and logs the links', async () => {
    const logged: string[] = [];
    const mailer = outboxMailer(dir, 'TestPilot <no-reply@testpilot.test>', {
      info: (line: string) => logged.push(line),
    });
    await mailer.send(message);
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/grace@example\.com.*\.eml$/);
    expectVerificationMail(await simpleParser(await fs.readFile(path.join(dir, files[0]!))));
    expect(logged.join('\n')).toContain('http://app.test/login?token=abc_DEF-123');
    expect(logged.join('\n')).toContain('Activation key: ABCD-EF23');
  });
});

describe('the SMTP transport', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; mail: ParsedMail }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              mail,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to a real SMTP server', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'TestPilot <no-reply@testpilot.test>');
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@testpilot.test');
    expect(received[0]!.to).toEqual(['grace@example.com']);
    expectVerificationMail(received[0]!.mail);
  });

  it('rejects when the server refuses the recipient', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(new Error('Mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingPort = (refusing.server.address() as AddressInfo).port;
    try {
      await expect(
        smtpMailer(`smtp://127.0.0.1:${refusingPort}`, 'no-reply@testpilot.test').send(message),
      ).rejects.toThrow();
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

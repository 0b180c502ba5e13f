import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const port = 3900 + Math.floor(Math.random() * 90);
const smtpPort = 4100 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let root: string;

interface Running {
  child: ChildProcess;
  output: () => string;
}

async function start(extra: NodeJS.ProcessEnv = {}): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(root, 'data'),
    STATIC_DIR: path.join(root, 'dist'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.APP_URL;
  if (!extra.INBOX_SMTP_PORT) delete env.INBOX_SMTP_PORT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const deadline = Date.now() + 60_000;
  while (!text.includes('TestPilot is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => text };
}

function stop({ child }: Running): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-'));
  await fs.mkdir(path.join(root, 'dist'));
  await fs.writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('the server process on its embedded defaults', () => {
  it('serves the app and the API, writes mail to the outbox, and keeps data across a restart', async () => {
    const first = await start();
    expect(first.output()).toContain('Initialising the embedded database');
    expect(first.output()).toContain(`TestPilot is running at http://127.0.0.1:${port}`);
    expect(first.output()).not.toContain('Receiving mail');
    expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({
      success: true,
      status: 'ok',
      database: 'pglite',
    });
    expect(await (await fetch(`${base}/login`)).text()).toContain('<div id="root">');

    const email = `start.${Date.now()}@example.com`;
    const signup = await post('/api/v1/signup', {
      full_name: 'Lin',
      company_name: 'Co',
      email,
      password: 'Start1Password',
    });
    expect(signup.status).toBe(201);
    const outbox = path.join(root, 'data', 'outbox');
    const [file] = await fs.readdir(outbox);
    const mail = await simpleParser(await fs.readFile(path.join(outbox, file!)));
    const link = mail.text!.match(/http:\/\/\S+/)![0];
    expect(link.startsWith(`http://127.0.0.1:${port}/login?token=`)).toBe(true);
    expect(first.output()).toContain(link);
    await stop(first);

    const second = await start({ INBOX_SMTP_PORT: String(smtpPort) });
    expect(second.output()).not.toContain('Initialising the embedded database');
    expect(second.output()).toContain(`Receiving mail for *@inbox.testpilot.local over SMTP on port ${smtpPort}.`);
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    await expect(
      smtp.sendMail({ from: 'a@example.com', to: 'nobody@inbox.testpilot.local', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550/);
    const token = new URL(link).searchParams.get('token');
    expect((await post('/api/v1/verify-email', { token })).status).toBe(200);
    expect((await post('/api/v1/signin', { email, password: 'Start1Password' })).status).toBe(200);
    await stop(second);
  }, 120_000);
});

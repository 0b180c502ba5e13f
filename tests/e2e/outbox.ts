import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The texts of the emails to `to` written after `since`, newest first. */
export async function mailsSince(to: string, since: number): Promise<string[]> {
  const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const candidates = [];
  for (const file of files.filter((f) => f.includes(to) && f.endsWith('.eml'))) {
    const stat = await fs.stat(path.join(outboxDir(), file));
    if (stat.mtimeMs >= since) candidates.push({ file, at: stat.mtimeMs });
  }
  candidates.sort((a, b) => b.at - a.at);
  const texts = [];
  for (const c of candidates)
    texts.push((await simpleParser(await fs.readFile(path.join(outboxDir(), c.file)))).text ?? '');
  return texts;
}

/** The text of the newest email to `to` written after `since`, waiting for it to arrive. */
export async function waitForMail(to: string, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [newest] = await mailsSince(to, since);
    if (newest !== undefined) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email to ${to} arrived in the outbox`);
}

export function linkIn(text: string): URL {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('the email has no link');
  return new URL(link);
}

export function activationKeyIn(text: string): string {
  const key = text.match(/Activation key: ([A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];
  if (!key) throw new Error('the email has no activation key');
  return key;
}

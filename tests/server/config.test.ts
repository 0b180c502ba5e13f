import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, readConfig, readPasswordHashCost } from '../../server/config.ts';
import { defaultLimits, limitsForAddresses } from '../../server/http/types.ts';

describe('readConfig', () => {
  it('defaults to port 3000, embedded storage in ./.data and its own address as APP_URL', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('reads every setting from the environment', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/testpilot',
      DATABASE_URL: 'postgres://db/testpilot',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'QA <qa@example.com>',
      APP_URL: 'https://qa.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/testpilot',
      databaseUrl: 'postgres://db/testpilot',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'QA <qa@example.com>',
      appUrl: 'https://qa.example.com',
    });
    expect(readConfig({ HOST: '127.0.0.1', PORT: '4000' }).appUrl).toBe('http://127.0.0.1:4000');
  });

  it('refuses a port that is not a port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads the inbox of generated addresses: a domain, and an SMTP port only when set', () => {
    expect(readConfig({})).toMatchObject({ inboxDomain: 'inbox.testpilot.local', inboxSmtpPort: undefined });
    expect(readConfig({ INBOX_DOMAIN: ' Mail.QA.Example.com ', INBOX_SMTP_PORT: '2525' })).toMatchObject({
      inboxDomain: 'mail.qa.example.com',
      inboxSmtpPort: 2525,
    });
    expect(() => readConfig({ INBOX_DOMAIN: 'localhost' })).toThrow(/INBOX_DOMAIN/);
    expect(() => readConfig({ INBOX_DOMAIN: 'bad domain.com' })).toThrow(/INBOX_DOMAIN/);
    expect(() => readConfig({ INBOX_DOMAIN: '@inbox.test' })).toThrow(/INBOX_DOMAIN/);
    expect(() => readConfig({ INBOX_SMTP_PORT: 'smtp' })).toThrow(/INBOX_SMTP_PORT/);
  });
});

describe('loadSecretKey', () => {
  async function withDataDir(work: (dataDir: string) => Promise<void>) {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'secret-'));
    try {
      await work(path.join(root, 'data'));
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  }

  it('uses SECRET_KEY when set, and writes no key file', async () => {
    await withDataDir(async (dataDir) => {
      const hex = '0f'.repeat(32);
      const secret = await loadSecretKey(readConfig({ SECRET_KEY: hex, DATA_DIR: dataDir }));
      expect(secret).toEqual({ key: Buffer.from(hex, 'hex'), source: 'SECRET_KEY' });
      await expect(fs.stat(path.join(dataDir, 'secret.key'))).rejects.toThrow();
    });
  });

  it('creates DATA_DIR/secret.key once, readable by its owner only, and keeps it', async () => {
    await withDataDir(async (dataDir) => {
      const first = await loadSecretKey(readConfig({ DATA_DIR: dataDir }));
      const file = path.join(dataDir, 'secret.key');
      expect(first.source).toBe('created');
      expect(first.file).toBe(file);
      expect(first.key).toHaveLength(32);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect((await fs.readFile(file, 'utf8')).trim()).toBe(first.key.toString('hex'));

      const again = await loadSecretKey(readConfig({ DATA_DIR: dataDir }));
      expect(again.source).toBe('file');
      expect(again.key).toEqual(first.key);
      expect(await fs.readdir(dataDir)).toEqual(['secret.key']);
    });
  });

  it('gives processes starting at once the same key', async () => {
    await withDataDir(async (dataDir) => {
      const keys = await Promise.all([1, 2, 3, 4].map(() => loadSecretKey(readConfig({ DATA_DIR: dataDir }))));
      expect(keys.filter((k) => k.source === 'created')).toHaveLength(1);
      for (const k of keys) expect(k.key).toEqual(keys[0]!.key);
    });
  });

  it('refuses a key file that does not hold a key', async () => {
    await withDataDir(async (dataDir) => {
      await fs.mkdir(dataDir, { recursive: true });
      await fs.writeFile(path.join(dataDir, 'secret.key'), 'not a key\n');
      await expect(loadSecretKey(readConfig({ DATA_DIR: dataDir }))).rejects.toThrow(/64 hex characters/);
    });
  });
});

describe('IP_LIMIT_FACTOR', () => {
  it('multiplies the limits kept per client address, and only those', () => {
    expect(readConfig({}).ipLimitFactor).toBe(1);
    const limits = limitsForAddresses(readConfig({ IP_LIMIT_FACTOR: '10' }).ipLimitFactor);
    expect(limits.signinPerIp.max).toBe(defaultLimits.signinPerIp.max * 10);
    expect(limits.publicPerIp.max).toBe(defaultLimits.publicPerIp.max * 10);
    expect(limits.signinPerEmail).toEqual(defaultLimits.signinPerEmail);
    expect(limits.mailPerEmail).toEqual(defaultLimits.mailPerEmail);
  });

  it('refuses anything but a whole number from 1 to 1000', () => {
    for (const bad of ['0', '-2', '1.5', 'many', '1001']) {
      expect(() => readConfig({ IP_LIMIT_FACTOR: bad })).toThrow(/IP_LIMIT_FACTOR must be a whole number/);
    }
  });
});

describe('readPasswordHashCost', () => {
  it("is scrypt's 2^15 unless set, and refuses a cost out of 10 to 20 naming the setting", () => {
    expect(readPasswordHashCost(undefined)).toBe(15);
    expect(readPasswordHashCost('10')).toBe(10);
    for (const bad of ['9', '21', '12.5', 'fast']) {
      expect(() => readPasswordHashCost(bad)).toThrow(
        `PASSWORD_HASH_COST must be a whole number from 10 to 20, got "${bad}"`,
      );
    }
  });
});

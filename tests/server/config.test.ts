import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

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
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data directory per run, made once in the runner and inherited by its workers.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'testpilot-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3457);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time, each in order: a file's tests wait on runs and the server most of the time (alone the
  // suite used a third of a core), so a second worker takes the suite from 6.3 to 4.4 minutes on 2 cores.
  fullyParallel: false,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: path.resolve('dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      APP_URL: '',
      // The whole suite signs up and in from one address, more often than one person would.
      IP_LIMIT_FACTOR: '10',
      // And signs up hundreds of accounts: scrypt at 2^10 rather than 2^15.
      PASSWORD_HASH_COST: '10',
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A worker loads React, Mantine and the screens once for all its files, not once a file (the suite went
          // from 188 s to 110 s on 2 cores). Every screen test ends with resetScreenState: DOM, storage, mocks, timers.
          isolate: false,
          // A screen test types whole forms key by key; on 2 busy cores that can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'happy-dom',
          include: ['tests/model/**/*.model.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // As the unit tests: each path ends with resetScreenState; and a path's time, beside the runner's Chromium.
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'runner',
          environment: 'node',
          include: ['tests/runner/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/migratedTemplate.ts'],
          // Each worker loads the server's modules once for all its files, not once a file: loading them took
          // about 7 s of CPU a file. Every file makes its own app, with its own database and password hashing.
          isolate: false,
          // CI runs this suite on both databases at once, so Chromium runs share the 2 cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

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
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
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
          globalSetup: ['tests/support/pgliteSnapshot.ts'],
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

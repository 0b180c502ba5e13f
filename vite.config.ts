import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '3000';

/**
 * The form kit that the public screens and the app's forms share: Mantine's inputs, alerts and
 * checkbox, and our own fields and buttons. One chunk instead of the dozen small ones Rolldown cuts
 * it into by which screens use which part (each small file costs its own gzip dictionary).
 */
const formKit = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|Alert|CloseButton|ActionIcon|List)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]`,
    String.raw`src[\\/]components[\\/](BusyButton|PasswordField|PasswordStrength|ErrorAlert|FormHeading)\.tsx$`,
    String.raw`src[\\/]lib[\\/]validation\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads before any screen (React, Mantine's core, XState, the router, the
            // API client, the session): Rolldown otherwise splits the part that lazy screens share too
            // into separate files that every first visit fetches anyway.
            { name: 'shell', tags: ['$initial'] },
            { name: 'forms', test: formKit },
          ],
        },
      },
    },
  },
});

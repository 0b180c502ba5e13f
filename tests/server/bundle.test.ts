import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function build(env: Record<string, string>): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  outDirs.push(outDir);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'pipe',
  });
  return fs
    .readdirSync(path.join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(outDir, 'assets', f), 'utf8'))
    .join('\n');
}

describe('the built app', () => {
  it('holds no inspector code without VITE_XSTATE_INSPECT, and loads it with the flag', () => {
    // Strings only @statelyai/inspect holds (xstate itself links to stately.ai/docs).
    const markers = ['stately.ai/inspect', '@statelyai.connected'];
    const plain = build({ VITE_XSTATE_INSPECT: '' });
    expect(markers.map((m) => plain.includes(m))).toEqual([false, false]);
    const inspected = build({ VITE_XSTATE_INSPECT: 'true' });
    expect(markers.map((m) => inspected.includes(m))).toEqual([true, true]);
  }, 120_000);
});

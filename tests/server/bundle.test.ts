import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

interface Built {
  outDir: string;
  /** Every script, joined. */
  code: string;
}

function build(env: Record<string, string>): Built {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  outDirs.push(outDir);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'pipe',
  });
  return read(outDir);
}

/**
 * The app as users get it: the build `npm test` made of these sources before its suites (BUILT_APP, with
 * its manifest), or one made here.
 */
const plainBuild = (): Built =>
  process.env.BUILT_APP ? read(process.env.BUILT_APP) : build({ VITE_XSTATE_INSPECT: '' });

function read(outDir: string): Built {
  const code = fs
    .readdirSync(path.join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(outDir, 'assets', f), 'utf8'))
    .join('\n');
  return { outDir, code };
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The scripts a page loads for one screen: the entry's and the screen's, with all they import. */
function scriptsOf({ outDir }: Built, screen: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit(screen);
  return [...files];
}

/** The source files a built script was made from, by its source map. */
const sourcesOf = ({ outDir }: Built, file: string): string[] =>
  (JSON.parse(fs.readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as { sources: string[] }).sources;

describe('the built app', () => {
  let plain: Built;

  it('holds no inspector code without VITE_XSTATE_INSPECT, and loads it with the flag', () => {
    // Strings only @statelyai/inspect holds (xstate itself links to stately.ai/docs).
    const markers = ['stately.ai/inspect', '@statelyai.connected'];
    plain = plainBuild();
    expect(markers.map((m) => plain.code.includes(m))).toEqual([false, false]);
    const inspected = build({ VITE_XSTATE_INSPECT: 'true' });
    expect(markers.map((m) => inspected.code.includes(m))).toEqual([true, true]);
  }, 120_000);

  it('loads no zod on the sign-in page, nor with the step editor: the browser needs only the steps’ types', () => {
    plain ??= plainBuild();
    const login = scriptsOf(plain, 'src/screens/public/LoginScreen.tsx');
    expect(login.length).toBeGreaterThan(1);
    const scripts = fs
      .readdirSync(path.join(plain.outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const editor = scripts.filter((file) => sourcesOf(plain, file).some((s) => s.includes('src/steps/')));
    expect(editor.length).toBeGreaterThan(0);
    const withZod = [...new Set([...login, ...editor])].filter((file) =>
      sourcesOf(plain, file).some((s) => s.includes('node_modules/zod/')),
    );
    expect(withZod).toEqual([]);
  }, 120_000);
});

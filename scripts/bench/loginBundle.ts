import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { ratio, startServer } from './server.ts';

const BUDGET_KB = 130;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function gzippedSize(file: string): Promise<number> {
  return gzipSync(await fs.readFile(file)).length;
}

/**
 * The gzipped JavaScript a first visit to /login downloads (read from what Chromium fetched),
 * against the peer: every script of the build, which a single-bundle app would send.
 */
export async function run(): Promise<void> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-dist-'));
  const server = await (async () => {
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    return startServer('pglite', { staticDir: outDir });
  })();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const scripts = new Set<string>();
    const page = await browser.newPage();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(`${server.url}/login`);
    await page
      .getByRole('button', { name: 'Login', exact: true })
      .or(page.getByRole('button').first())
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    let login = 0;
    for (const script of scripts) login += await gzippedSize(path.join(outDir, script));
    const assets = (await fs.readdir(path.join(outDir, 'assets'))).filter((f) => f.endsWith('.js'));
    let all = 0;
    for (const asset of assets) all += await gzippedSize(path.join(outDir, 'assets', asset));
    console.log(`/login downloads ${scripts.size} scripts, ${kb(login)} KB gzipped (budget ${BUDGET_KB} KB)`);
    console.log(`peer, every script of the build: ${assets.length} files, ${kb(all)} KB gzipped`);
    console.log(`ratio /login / everything: ${ratio(login, all)}; /login / budget: ${ratio(login / 1024, BUDGET_KB)}`);
  } finally {
    await browser.close();
    await server.close();
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

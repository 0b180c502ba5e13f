import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { ratio, startServer } from './server.ts';

/** Scripts a first visit to /login may download, gzipped (issue 40: React Router is paid for here). */
const BUDGET_KB = 145;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function gzippedSize(file: string): Promise<number> {
  return gzipSync(await fs.readFile(file)).length;
}

/**
 * The JavaScript and CSS a first visit to /login downloads (read from what Chromium fetched), gzipped
 * at best as the issue measures it, and as the server sent it (Brotli, from scripts/precompress.ts),
 * against the peer: every script and stylesheet of the build, which a single-bundle app would send.
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
    const styles = new Set<string>();
    const sent: Promise<{ type: string; bytes: number }>[] = [];
    const page = await browser.newPage();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script') scripts.add(new URL(res.url()).pathname);
      if (type === 'stylesheet') styles.add(new URL(res.url()).pathname);
      sent.push(
        res
          .request()
          .sizes()
          .then((sizes) => ({ type, bytes: sizes.responseBodySize })),
      );
    });
    await page.goto(`${server.url}/login`);
    await page
      .getByRole('button', { name: 'Login', exact: true })
      .or(page.getByRole('button').first())
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    const total = async (files: Iterable<string>) => {
      let bytes = 0;
      for (const file of files) bytes += await gzippedSize(path.join(outDir, file));
      return bytes;
    };
    const built = await fs.readdir(path.join(outDir, 'assets'));
    const everyScript = built.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
    const everyStyle = built.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`);
    const sentBytes = async (type: string) =>
      (await Promise.all(sent)).filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0);
    const login = await total(scripts);
    const all = await total(everyScript);
    const loginCss = await total(styles);
    const allCss = await total(everyStyle);
    const verdict = login / 1024 <= BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `/login downloads ${scripts.size} scripts, ${kb(login)} KB gzipped: ${verdict} the budget of ${BUDGET_KB} KB`,
    );
    console.log(`peer, every script of the build: ${everyScript.length} files, ${kb(all)} KB gzipped`);
    console.log(`ratio /login / everything: ${ratio(login, all)}; /login / budget: ${ratio(login / 1024, BUDGET_KB)}`);
    console.log(`as the server sent them (Brotli): ${kb(await sentBytes('script'))} KB of scripts`);
    console.log(`/login downloads ${styles.size} stylesheets, ${kb(loginCss)} KB gzipped`);
    console.log(`as the server sent them (Brotli): ${kb(await sentBytes('stylesheet'))} KB of stylesheets`);
    console.log(`peer, every stylesheet of the build: ${everyStyle.length} files, ${kb(allCss)} KB gzipped`);
    console.log(`ratio /login CSS / every stylesheet: ${ratio(loginCss, allCss)}`);
  } finally {
    await browser.close();
    await server.close();
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

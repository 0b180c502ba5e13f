import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads as text: scripts, styles, the page and icons (not source maps). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/** Writes `file.br` (Brotli, best) and `file.gz` (gzip, best) beside `file`, each only if smaller. */
async function compressBeside(file: string): Promise<void> {
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < source.length ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Compresses every script, style, page and icon under `dir` (see `compressBeside`). */
export async function compressDirectory(dir: string): Promise<void> {
  const work: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) work.push(compressBeside(file));
  await Promise.all(work);
}

/**
 * Compresses the build once, at its best, so the server sends each file as the browser accepts it
 * (`@fastify/static`'s `preCompressed`) instead of compressing every response or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'testpilot:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => compressDirectory(outDir),
  };
}

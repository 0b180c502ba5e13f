import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../scripts/precompress.ts';
import { expectError } from '../support/expectations.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { testDatabaseKind } from '../support/testDatabase.ts';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log('line ${i}');`).join('\n');

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spa-'));
  await fs.mkdir(path.join(staticDir, 'assets'));
  await fs.writeFile(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>TestPilot</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(staticDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await compressDirectory(staticDir);
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

describe('the HTTP surface', () => {
  it('GET /api/v1/health reports the database', async () => {
    const res = await t.get('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok', database: testDatabaseKind });
  });

  it('serves the OpenAPI contract the Support page links to', async () => {
    const res = await t.get('/api/v1/openapi.yaml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/yaml/);
    expect(res.body).toMatch(/^openapi: 3\.1/);
    expect(res.body).toContain('operationId: signin');
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    expectError(await t.get('/api/v1/no-such-thing'), 404, 'No API route GET /api/v1/no-such-thing.');
    expectError(await t.post('/api/v2/signin', {}), 404);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(res, 400, 'The request body is not valid JSON.');
  });

  it('answers a body that is not an object with 400', async () => {
    expectError(await t.post('/api/v1/signin', ['a']), 400);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com` }),
    });
    expectError(res, 413, /too large/);
  });

  it('answers another content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectError(res, 415);
  });

  it('serves index.html for client routes, never cached, with security headers', async () => {
    const res = await t.get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets with a long cache and 404s missing files', async () => {
    const asset = await t.get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends a script compressed as the browser accepts it: Brotli first, then gzip, else as built', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await ask('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });
});

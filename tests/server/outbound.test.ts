import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendOutbound } from '../../server/notify/outbound.ts';
import type { HostLookup } from '../../server/runner/egress.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local server that records what reached it and answers with `answer`. */
async function listening(
  host: string,
  port: number,
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('hello'),
) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    seen,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A resolver the test controls: each lookup takes the next answer, the last one repeating; it counts lookups. */
function scriptedLookup(...answers: string[][]) {
  const asked: string[] = [];
  const lookup: HostLookup = async (host) => {
    asked.push(host);
    const addresses = answers[Math.min(asked.length, answers.length) - 1]!;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, asked };
}

const META = 'a link-local (cloud metadata) address, which runs never reach';

let checked: Awaited<ReturnType<typeof listening>>;
let rebound: Awaited<ReturnType<typeof listening>>;
beforeAll(async () => {
  checked = await listening('127.0.0.1', 0);
  // The address a second lookup would answer: the same port on another loopback address.
  rebound = await listening('127.0.0.2', checked.port);
});
afterAll(async () => {
  await Promise.all([checked.close(), rebound.close()]);
});
afterEach(() => {
  checked.seen.length = 0;
  rebound.seen.length = 0;
});

describe('sendOutbound connects to the address it checked', () => {
  it('reaches the checked address even when the name would resolve elsewhere afterwards (DNS rebinding)', async () => {
    const { lookup, asked } = scriptedLookup(['127.0.0.1'], ['127.0.0.2']);
    const outcome = await sendOutbound(
      { method: 'POST', url: `http://rebind.test:${checked.port}/hook`, headers: {}, body: '{"a":1}' },
      { privateNetworks: 'allow', lookup },
    );
    expect(outcome).toEqual({ ok: true, retryable: false, status: 200, message: '200 hello', body: 'hello' });
    // One lookup, the one checked: the connection asked nobody again, not even the system's resolver,
    // which knows no rebind.test.
    expect(asked).toEqual(['rebind.test']);
    expect(rebound.seen).toEqual([]);
    expect(checked.seen).toHaveLength(1);
    expect(checked.seen[0]).toMatchObject({ method: 'POST', path: '/hook' });
    expect(checked.seen[0]!.headers.host).toBe(`rebind.test:${checked.port}`);
    expect(checked.seen[0]!.body.toString()).toBe('{"a":1}');
  });

  it('checks again on each send, and sends to what that check answered', async () => {
    const { lookup, asked } = scriptedLookup(['127.0.0.1'], ['127.0.0.2'], ['169.254.169.254']);
    const send = () =>
      sendOutbound(
        { method: 'GET', url: `http://rebind.test:${checked.port}/`, headers: {} },
        { privateNetworks: 'allow', lookup },
      );
    expect((await send()).ok).toBe(true);
    expect((await send()).ok).toBe(true);
    expect(await send()).toEqual({
      ok: false,
      retryable: false,
      status: null,
      message: `Blocked rebind.test: 169.254.169.254 is ${META}.`,
      body: '',
    });
    expect(asked).toHaveLength(3);
    expect([checked.seen.length, rebound.seen.length]).toEqual([1, 1]);
  });

  it.each([
    ['NAT64', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::a9fe:a9fe'],
    ['6to4', '2002:a9fe:a9fe::'],
    ['IPv4-compatible', '::a9fe:a9fe'],
    ['IPv4-translated', '::ffff:0:a9fe:a9fe'],
    ['IPv4-mapped', '::ffff:169.254.169.254'],
    ['Teredo', '2001:0:a9fe:a9fe::f7f7:f7f7'],
  ])(
    'refuses, without connecting, a name that also resolves to the %s form of the metadata address',
    async (_form, address) => {
      // The first address answered is the reachable test server: nothing may be sent to it either.
      const { lookup } = scriptedLookup(['127.0.0.1', address]);
      const outcome = await sendOutbound(
        { method: 'POST', url: `http://rebind.test:${checked.port}/`, headers: {}, body: 'x' },
        { privateNetworks: 'allow', lookup },
      );
      expect(outcome).toEqual({
        ok: false,
        retryable: false,
        status: null,
        message: `Blocked rebind.test: ${address} carries 169.254.169.254, ${META}.`,
        body: '',
      });
      expect(checked.seen).toEqual([]);
    },
  );

  it('refuses a loopback address carried in 6to4 when private networks are denied', async () => {
    const { lookup } = scriptedLookup(['2002:7f00:1::']);
    const outcome = await sendOutbound(
      { method: 'GET', url: `http://rebind.test:${checked.port}/`, headers: {} },
      { privateNetworks: 'deny', lookup },
    );
    expect(outcome.message).toBe(
      'Blocked rebind.test: 2002:7f00:1:: carries 127.0.0.1, a loopback address, and this server does not let runs ' +
        'reach private networks (RUNNER_PRIVATE_NETWORKS=deny).',
    );
    expect(checked.seen).toEqual([]);
  });

  it('sends the host name over TLS (SNI) while connecting to the checked address', async () => {
    const names: string[] = [];
    // No certificate at all: the handshake stops once the name is seen, which is all this test needs.
    const server = tls.createServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const outcome = await sendOutbound(
        { method: 'GET', url: `https://rebind.test:${port}/`, headers: {} },
        { privateNetworks: 'allow', lookup: scriptedLookup(['127.0.0.1']).lookup },
      );
      expect(names).toEqual(['rebind.test']);
      expect(outcome).toMatchObject({ ok: false, retryable: true, status: null });
      expect(outcome.message).toMatch(new RegExp(`^Could not reach rebind\\.test:${port}: `));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('sendOutbound keeps its manners', () => {
  const lookup = scriptedLookup(['127.0.0.1']).lookup;

  it('reports a redirect with its Location and does not follow it', async () => {
    const redirecting = await listening('127.0.0.1', 0, (_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    });
    try {
      const outcome = await sendOutbound(
        { method: 'GET', url: `http://hooks.test:${redirecting.port}/`, headers: {} },
        { privateNetworks: 'allow', lookup },
      );
      expect(outcome).toEqual({
        ok: false,
        retryable: false,
        status: 302,
        message: '302 (redirected to http://169.254.169.254/latest/meta-data/)',
        body: '',
      });
      expect(redirecting.seen).toHaveLength(1);
    } finally {
      await redirecting.close();
    }
  });

  it('gives up after the timeout, saying so, and a retry may work', async () => {
    const silent = await listening('127.0.0.1', 0, () => undefined);
    try {
      const outcome = await sendOutbound(
        { method: 'GET', url: `http://slow.test:${silent.port}/`, headers: {} },
        { privateNetworks: 'allow', lookup, timeoutMs: 1000 },
      );
      expect(outcome).toEqual({
        ok: false,
        retryable: true,
        status: null,
        message: `Could not reach slow.test:${silent.port}: no answer within 1 s`,
        body: '',
      });
    } finally {
      await silent.close();
    }
  });

  it('says the connection was refused when nothing listens', async () => {
    const gone = await listening('127.0.0.1', 0);
    await gone.close();
    const outcome = await sendOutbound(
      { method: 'GET', url: `http://gone.test:${gone.port}/`, headers: {} },
      { privateNetworks: 'allow', lookup },
    );
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      status: null,
      message: `Could not reach gone.test:${gone.port}: the connection was refused`,
      body: '',
    });
  });

  it('sends a FormData body as multipart, with its boundary and length', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('89504e47', 'hex')], { type: 'image/png' }), 'step-2.png');
    const outcome = await sendOutbound(
      {
        method: 'POST',
        url: `http://jira.test:${checked.port}/attach`,
        headers: { 'X-Atlassian-Token': 'no-check' },
        body: form,
      },
      { privateNetworks: 'allow', lookup },
    );
    expect(outcome.ok).toBe(true);
    const [sent] = checked.seen;
    const type = sent!.headers['content-type'] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent!.headers['x-atlassian-token']).toBe('no-check');
    expect(Number(sent!.headers['content-length'])).toBe(sent!.body.length);
    // Parsed back as a server would: the file arrives whole, under its name and type.
    const parsed = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: sent!.body,
    }).formData();
    const file = parsed.get('file') as File;
    expect([file.name, file.type]).toEqual(['step-2.png', 'image/png']);
    expect(Buffer.from(await file.arrayBuffer()).toString('hex')).toBe('89504e47');
  });

  it('sends text with the content type given, or as fetch would (text/plain) when none is', async () => {
    await sendOutbound(
      {
        method: 'POST',
        url: `http://hooks.test:${checked.port}/`,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      },
      { privateNetworks: 'allow', lookup },
    );
    await sendOutbound(
      { method: 'POST', url: `http://hooks.test:${checked.port}/`, headers: {}, body: 'plain' },
      { privateNetworks: 'allow', lookup },
    );
    expect(checked.seen.map((s) => s.headers['content-type'])).toEqual([
      'application/json',
      'text/plain;charset=UTF-8',
    ]);
  });
});

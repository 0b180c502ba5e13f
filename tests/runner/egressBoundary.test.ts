import dgram from 'node:dgram';
import net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite, launchChromium, outcomes, passed } from './harness.ts';
import { openIsolatedContext } from '../../server/runner/isolatedContext.ts';
import type { PrivateNetworks } from '../../server/runner/egress.ts';

// Every way out of a page under test goes through the egress check: WebRTC's UDP (STUN, TURN) does not go around
// the proxy, its candidates name none of the worker's addresses, and TCP (TURN over TCP, a WebSocket) is checked
// like any request. A listener on a loopback port counts what reaches it.
const site = fixtureSite();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A UDP and a TCP listener on one loopback port, counting what reaches them. */
interface Listener {
  port: number;
  udpPackets: number;
  tcpConnections: number;
  close(): Promise<void>;
}
let listener: Listener;
beforeEach(async () => {
  site.app.reset();
  const udp = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  const port = udp.address().port;
  const tcp = net.createServer((socket) => {
    listener.tcpConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(port, '127.0.0.1', resolve));
  listener = {
    port,
    udpPackets: 0,
    tcpConnections: 0,
    close: async () => {
      udp.close();
      await new Promise((resolve) => tcp.close(resolve));
    },
  };
  udp.on('message', () => listener.udpPackets++);
});
afterEach(() => listener.close());

/**
 * The probe page served as if from an outside host (routing answers it inside the browser), so that under `deny` the
 * page itself loads while everything it reaches for goes through the check; what it gathered, and what was refused.
 */
async function probe(privateNetworks: PrivateNetworks, host: string, port: number) {
  const refused: string[] = [];
  const isolated = await openIsolatedContext(browser, privateNetworks, (target) => refused.push(target));
  try {
    const html = await (await fetch(`${site.app.url}/webrtc-probe`)).text();
    await isolated.context.route('http://probe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    const page = await isolated.context.newPage();
    await page.goto(`http://probe.test/webrtc-probe?host=${host}&port=${port}`);
    const candidates = page.locator('#candidates');
    await candidates.filter({ hasNotText: 'Gathering…' }).waitFor({ timeout: 15_000 });
    // Whatever was sent had time to arrive.
    await page.waitForTimeout(500);
    return { candidates: await candidates.textContent(), refused };
  } finally {
    await isolated.close();
  }
}

describe('the egress boundary', () => {
  it('sends nothing to a refused loopback address under deny, by WebRTC or a WebSocket, and names no host', async () => {
    const { candidates, refused } = await probe('deny', '127.0.0.1', listener.port);
    expect({ udp: listener.udpPackets, tcp: listener.tcpConnections }).toEqual({ udp: 0, tcp: 0 });
    expect(candidates).toBe('No candidates');
    expect(refused).toContain(`127.0.0.1:${listener.port}`);
  });

  it('still refuses the metadata address under allow, for TURN over TCP and a WebSocket', async () => {
    const { candidates, refused } = await probe('allow', '169.254.169.254', 3478);
    expect(candidates).toBe('No candidates');
    expect(refused).toContain('169.254.169.254:3478');
  });

  it('sends no WebRTC UDP around the proxy in a run, even where the proxy would allow the address', async () => {
    const steps = [`Go to /webrtc-probe?host=127.0.0.1&port=${listener.port}`, 'I see "No candidates"'];
    const run = await site.run(steps, { privateNetworks: 'allow', stepTimeoutMs: 15_000 });
    expect(outcomes(run)).toEqual(passed(steps.length));
    expect(listener.udpPackets).toBe(0);
  });
});

import { chromium, type Browser } from 'playwright-core';
import { chromiumExecutable } from './chromiumPath.ts';

export { chromiumExecutable } from './chromiumPath.ts';

/** Chromium flags for a server: no sandbox as root, no GPU, no background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium's own calls (autofill hints, media routing) are not the page's: keep them off.
  '--disable-features=AutofillServerCommunication,OptimizationHints,MediaRouter',
  // Every way out of a page goes through the context's egress proxy, which checks the address it connects to:
  // - WebRTC sends no UDP that bypasses the proxy and gathers no host candidates (the worker's addresses stay
  //   unknown); TURN over TCP goes through the proxy like any connection. Measured: a page's STUN and TURN
  //   packets to a loopback port went from 10 to 0. Chrome's `--force-webrtc-ip-handling-policy` did not hold in
  //   this headless browser; this switch did.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  // The browser itself resolves no host name (DNS prefetch, a STUN server by name, a request that would skip the
  // proxy): the proxy resolves and checks each one. Only the proxy's own address, a literal, is reachable directly.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface BrowserOptions {
  /** A Playwright browser server to connect to instead of launching one (`BROWSER_WS_ENDPOINT`). */
  wsEndpoint?: string;
  /** The Chromium to launch (`CHROME_PATH`); when unset, one found where it is usually installed (chromiumPath.ts). */
  executablePath?: string;
  /** An egress proxy every page request goes through (the network-safety check). */
  proxyServer?: string;
}

/** A local Chromium, or a remote one over Playwright's protocol. */
export async function openBrowser(options: BrowserOptions): Promise<Browser> {
  if (options.wsEndpoint) return chromium.connect(options.wsEndpoint, { timeout: 30_000 });
  return chromium.launch({
    executablePath: chromiumExecutable(options.executablePath),
    args: CHROMIUM_ARGS,
    ...(options.proxyServer ? { proxy: { server: options.proxyServer, bypass: '<-loopback>' } } : {}),
  });
}

/**
 * One browser per worker process, opened on first use and opened again when it crashed or
 * disconnected, so one broken browser costs one attempt, never the worker.
 */
export class BrowserPool {
  private current: Promise<Browser> | null = null;
  constructor(private readonly options: BrowserOptions) {}

  async get(): Promise<Browser> {
    if (this.current) {
      const browser = await this.current.catch(() => null);
      if (browser?.isConnected()) return browser;
    }
    this.current = openBrowser(this.options);
    return this.current;
  }

  async close(): Promise<void> {
    const browser = await this.current?.catch(() => null);
    this.current = null;
    await browser?.close().catch(() => undefined);
  }
}

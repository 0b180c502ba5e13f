import type { Browser, BrowserContext } from 'playwright-core';
import { startEgress, type Egress, type PrivateNetworks } from './egress.ts';
import { registerShownTextEngine } from './locate/shownText.ts';

export interface IsolatedContext {
  context: BrowserContext;
  /** Whether the page's requests go through the egress proxy (whose own answers then mean a refusal or a failure). */
  proxied: boolean;
  /** Closes the context, then its proxy. */
  close(): Promise<void>;
}

/**
 * A fresh browser context for one run's attempt or one exploration: no cookies or storage from any other, no service
 * worker (so routing sees every request), no download kept, and every connection through an egress proxy of its own
 * that checks the address it connects to (`privateNetworks` null: no proxy, for a remote browser that could not reach
 * one here). The browser's flags (`CHROMIUM_ARGS`) keep WebRTC and name lookups from going around it.
 */
export async function openIsolatedContext(
  browser: Browser,
  privateNetworks: PrivateNetworks | null,
  onBlocked: (target: string, reason: string) => void,
): Promise<IsolatedContext> {
  let egress: Egress | null = null;
  try {
    // Steps find text as it is shown, by an engine each context must know before its first page.
    await registerShownTextEngine();
    if (privateNetworks) egress = await startEgress(privateNetworks, onBlocked);
    const context = await browser.newContext({
      serviceWorkers: 'block',
      acceptDownloads: false,
      viewport: { width: 1280, height: 720 },
      ...(egress ? { proxy: { server: egress.server } } : {}),
    });
    const proxy = egress;
    return {
      context,
      proxied: proxy !== null,
      close: async () => {
        await context.close().catch(() => undefined);
        await proxy?.close();
      },
    };
  } catch (error) {
    await egress?.close();
    throw error;
  }
}

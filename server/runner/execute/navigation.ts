import { isProtocolRelative, withScheme } from '../../../src/steps/protocolRelative.ts';
import { checkedAddress, proxyFailure } from '../egress.ts';
import { StepFailure } from '../stepFailure.ts';
import { remaining, type StepContext } from './stepContext.ts';

/**
 * A URL or a path, against the environment's URL ("/login" is the environment's /login). "//host/x"
 * is another host's address, opened with the environment's scheme and checked like any full URL.
 */
export function urlFor(ctx: StepContext, url: string): string {
  const filled = ctx.variables.fill(url);
  if (/^https?:\/\//i.test(filled)) return filled;
  const base = new URL(ctx.environmentUrl);
  if (isProtocolRelative(filled)) return withScheme(filled, base.protocol);
  if (filled.startsWith('/')) return new URL(filled, base.origin).href;
  return new URL(filled, base.href.endsWith('/') ? base.href : `${base.href}/`).href;
}

/** Opens a URL; answers the status the page answered with (null when nothing answered, as for a hash change). */
export async function navigate(ctx: StepContext, url: string): Promise<number | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StepFailure('navigation', `“${url}” is not a URL.`);
  }
  if (!/^https?:$/.test(parsed.protocol))
    throw new StepFailure('blocked', `Runs open http and https pages only, not ${url}.`);
  if (ctx.privateNetworks) {
    await checkedAddress(parsed.hostname, ctx.privateNetworks).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StepFailure(/^Blocked/.test(reason) ? 'blocked' : 'navigation', `Could not open ${url}: ${reason}`);
    });
  }
  const response = await ctx.page.goto(url, { timeout: remaining(ctx), waitUntil: 'load' }).catch((error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new StepFailure(/timeout/i.test(message) ? 'timeout' : 'navigation', `Could not open ${url}: ${message}`);
  });
  const proxied = response ? proxyFailure(response.status(), ctx.privateNetworks !== null) : null;
  if (proxied) throw new StepFailure('navigation', `Could not open ${url}: ${proxied}.`);
  if (response && response.status() >= 500) {
    throw new StepFailure('navigation', `${url} answered ${response.status()} ${response.statusText()}.`);
  }
  return response?.status() ?? null;
}

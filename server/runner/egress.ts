import type { lookup } from 'node:dns';
import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestError, Server } from 'proxy-chain';

/** Ranges a page under test never reaches: link-local (cloud metadata lives there), unspecified, multicast. */
const ALWAYS_DENIED = new Set(['linkLocal', 'unspecified', 'multicast', 'broadcast', 'reserved']);
/** Ranges denied when the operator says the server is shared (RUNNER_PRIVATE_NETWORKS=deny). */
const PRIVATE = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);
/** Metadata services that are not in a link-local range. */
const METADATA = new Set(['100.100.100.200', 'fd00:ec2::254']);

export type PrivateNetworks = 'allow' | 'deny';

/** Why an address may not be reached, or null when it may. */
export function refusal(address: string, privateNetworks: PrivateNetworks): string | null {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (METADATA.has(parsed.toString()) || ALWAYS_DENIED.has(range)) {
    const kind = METADATA.has(parsed.toString())
      ? 'cloud metadata'
      : range === 'linkLocal'
        ? 'link-local (cloud metadata)'
        : range;
    return `${address} is a ${kind} address, which runs never reach`;
  }
  if (privateNetworks === 'deny' && PRIVATE.has(range)) {
    return `${address} is a ${range} address, and this server does not let runs reach private networks (RUNNER_PRIVATE_NETWORKS=deny)`;
  }
  return null;
}

/** The addresses a host name resolves to, each checked; throws with the reason of the first refused. */
export async function checkedAddress(
  host: string,
  privateNetworks: PrivateNetworks,
): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare)
    ? [{ address: bare, family: net.isIP(bare) }]
    : await dns.lookup(bare, { all: true });
  if (addresses.length === 0) throw new Error(`${host} does not resolve`);
  for (const { address } of addresses) {
    const reason = refusal(address, privateNetworks);
    if (reason) throw new Error(`Blocked ${host}: ${reason}.`);
  }
  return addresses[0]!;
}

export interface Egress {
  /** The proxy's address, for the browser context. */
  server: string;
  close(): Promise<void>;
}

/**
 * An egress proxy in front of one browser context: it resolves each host, checks the address it
 * resolved to (not the name, which a hostile DNS could point anywhere), and connects to that very
 * address, so a check and the connection cannot disagree. Refusals are reported, never silent.
 */
export async function startEgress(
  privateNetworks: PrivateNetworks,
  onBlocked: (target: string, reason: string) => void,
): Promise<Egress> {
  const server = new Server({
    host: '127.0.0.1',
    port: 0,
    verbose: false,
    prepareRequestFunction: async ({ hostname, port }) => {
      try {
        const { address, family } = await checkedAddress(hostname, privateNetworks);
        return {
          dnsLookup: ((_host: string, options: unknown, callback?: unknown) => {
            const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
            const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
            if (all) done(null, [{ address, family }]);
            else done(null, address, family);
          }) as unknown as typeof lookup,
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        onBlocked(`${hostname}:${port}`, reason);
        throw new RequestError(reason, 403);
      }
    },
  });
  // Errors of single connections (a page's request reset) are the page's business, not the worker's.
  server.on('requestFailed', () => undefined);
  await server.listen();
  return { server: `http://127.0.0.1:${server.port}`, close: () => server.close(true) };
}

/** What the proxy's own answers (its 59x codes, and 504) say went wrong, in words; null for the site's answers. */
const PROXY_FAILURES: Record<number, string> = {
  504: 'the connection timed out',
  593: 'the host name does not resolve (DNS)',
  594: 'the connection was refused: nothing answers at that address',
  595: 'the connection was reset',
  596: 'the connection broke',
  599: 'the connection failed',
};

export function proxyFailure(status: number, viaProxy: boolean): string | null {
  return viaProxy ? (PROXY_FAILURES[status] ?? null) : null;
}

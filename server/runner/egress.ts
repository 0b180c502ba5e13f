import type { LookupAddress, lookup } from 'node:dns';
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

/** How an address is looked up: all its addresses, as `dns.lookup(host, { all: true })` answers. */
export type HostLookup = (host: string) => Promise<LookupAddress[]>;

const systemLookup: HostLookup = (host) => dns.lookup(host, { all: true });

const cidr = (range: string) => ipaddr.IPv6.parseCIDR(range);
/** NAT64, well-known and local-use (RFC 6052, RFC 8215): a translator sends the packet on to the last 32 bits. */
const NAT64 = [cidr('64:ff9b::/96'), cidr('64:ff9b:1::/48')];
/** 6to4 (RFC 3056): a relay sends the packet to the IPv4 in bits 16 to 47. */
const SIX_TO_FOUR = cidr('2002::/16');
/** Teredo (RFC 4380): the server's IPv4 in bits 32 to 63, the client's in the last 32 bits, inverted. */
const TEREDO = cidr('2001::/32');
/** IPv4-compatible (RFC 4291, deprecated), IPv4-translated (RFC 2765) and IPv4-mapped: the last 32 bits. */
const IPV4_IN_LAST_32 = [cidr('::/96'), cidr('::ffff:0:0:0/96'), cidr('::ffff:0:0/96')];

function ipv4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address carries, which a translator, relay or tunnel on the way would
 * reach: an IPv6 form of 169.254.169.254 reaches the metadata service as surely as the IPv4 does.
 */
export function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const [, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = address.parts;
  if (address.match(TEREDO)) return [ipv4Of(p2, p3), ipv4Of(p6 ^ 0xffff, p7 ^ 0xffff)];
  if (address.match(SIX_TO_FOUR)) return [ipv4Of(p1, p2)];
  // :: and ::1 are in ::/96 but are the unspecified and loopback addresses themselves, judged as such.
  const range = address.range();
  if (range === 'unspecified' || range === 'loopback') return [];
  if ([...NAT64, ...IPV4_IN_LAST_32].some((r) => address.match(r))) return [ipv4Of(p6, p7)];
  return [];
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** What keeps one address out, in words that follow "is" or "carries X,"; null when nothing does. */
function verdict(address: ipaddr.IPv4 | ipaddr.IPv6, privateNetworks: PrivateNetworks): string | null {
  const range = address.range();
  const metadata = METADATA.has(address.toString());
  if (metadata || ALWAYS_DENIED.has(range)) {
    const kind = metadata ? 'cloud metadata' : range === 'linkLocal' ? 'link-local (cloud metadata)' : range;
    return `${article(kind)} address, which runs never reach`;
  }
  if (privateNetworks === 'deny' && PRIVATE.has(range)) {
    return `${article(range)} address, and this server does not let runs reach private networks (RUNNER_PRIVATE_NETWORKS=deny)`;
  }
  return null;
}

/**
 * Why an address may not be reached, or null when it may. An IPv6 address that carries IPv4
 * addresses is judged by them, and refused when any of them is.
 */
export function refusal(address: string, privateNetworks: PrivateNetworks): string | null {
  const parsed = ipaddr.parse(address);
  const carried = parsed.kind() === 'ipv6' ? carriedIPv4(parsed as ipaddr.IPv6) : [];
  if (carried.length === 0) {
    const why = verdict(parsed, privateNetworks);
    return why && `${address} is ${why}`;
  }
  for (const ipv4 of carried) {
    const why = verdict(ipv4, privateNetworks);
    if (why) return `${address} carries ${ipv4.toString()}, ${why}`;
  }
  return null;
}

/**
 * The addresses a host name resolves to, each checked; throws with the reason of the first refused.
 * The caller connects to the address answered, never to the name again: a second lookup could answer
 * another address (DNS rebinding).
 */
export async function checkedAddress(
  host: string,
  privateNetworks: PrivateNetworks,
  lookup: HostLookup = systemLookup,
): Promise<LookupAddress> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare) ? [{ address: bare, family: net.isIP(bare) }] : await lookup(bare);
  if (addresses.length === 0) throw new Error(`${host} does not resolve`);
  for (const { address } of addresses) {
    const reason = refusal(address, privateNetworks);
    if (reason) throw new Error(`Blocked ${host}: ${reason}.`);
  }
  return addresses[0]!;
}

/** A lookup for a connection that answers the address already checked, whatever name it is asked. */
export function pinnedLookup({ address, family }: LookupAddress): net.LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
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
        const checked = await checkedAddress(hostname, privateNetworks);
        return { dnsLookup: pinnedLookup(checked) as unknown as typeof lookup };
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

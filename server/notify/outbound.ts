import type { LookupAddress } from 'node:dns';
import { checkedAddress, type HostLookup, type PrivateNetworks } from '../runner/egress.ts';
import { pinnedRequest, type PinnedAnswer } from './pinnedRequest.ts';

/** How long a service may take to answer one request. */
export const OUTBOUND_TIMEOUT_MS = 10_000;

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** What came of one request: whether it worked, whether trying again may help, and what the service said. */
export interface Outcome {
  ok: boolean;
  /** 5xx, 429, a timeout or a network error: another attempt may work. */
  retryable: boolean;
  /** The answer's status; null when none came. */
  status: number | null;
  /** One line for people: what the service said, or why nothing was sent. */
  message: string;
  /** The answer's body as text ('' when none). */
  body: string;
}

export class EgressRefused extends Error {}

/**
 * Throws EgressRefused unless the URL is absolute http(s) and its host resolves only to addresses
 * our own requests may reach: the runner's rule (link-local and metadata never; private and
 * loopback only when the server is not shared). Answers the URL and the address to connect to.
 */
export async function checkEgress(
  url: string,
  privateNetworks: PrivateNetworks,
  lookup?: HostLookup,
): Promise<{ url: URL; address: LookupAddress }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EgressRefused(`${url} is not an absolute URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new EgressRefused(`${url} is not an http(s) URL.`);
  }
  try {
    return { url: parsed, address: await checkedAddress(parsed.hostname, privateNetworks, lookup) };
  } catch (error) {
    throw new EgressRefused(error instanceof Error ? error.message : String(error));
  }
}

const MAX_MESSAGE = 300;

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}

/**
 * Sends one request after the egress check, to the very address checked (no second lookup), with a
 * timeout and without following redirects (a redirect could lead past the check). Never throws:
 * every failure is an Outcome. `describe` turns a service's answer into words (its error text); the
 * default reads the body. `lookup` resolves host names, the system's resolver unless a test gives one.
 */
export async function sendOutbound(
  request: OutboundRequest,
  options: {
    privateNetworks: PrivateNetworks;
    timeoutMs?: number;
    describe?: (status: number, body: string) => string;
    lookup?: HostLookup;
  },
): Promise<Outcome> {
  let target: { url: URL; address: LookupAddress };
  try {
    target = await checkEgress(request.url, options.privateNetworks, options.lookup);
  } catch (error) {
    return { ok: false, retryable: false, status: null, message: (error as Error).message, body: '' };
  }
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let answer: PinnedAnswer;
  try {
    const { method, headers, body } = request;
    answer = await pinnedRequest({ url: target.url, address: target.address, method, headers, body, signal });
  } catch (error) {
    const reason = signal.aborted ? `no answer within ${Math.round(timeoutMs / 1000)} s` : networkReason(error);
    return {
      ok: false,
      retryable: true,
      status: null,
      message: `Could not reach ${hostOf(request.url)}: ${reason}`,
      body: '',
    };
  }
  const { status, body } = answer;
  const said = oneLine(options.describe ? options.describe(status, body) : body);
  const ok = status >= 200 && status <= 299;
  const retryable = status === 429 || status >= 500;
  const redirect = status >= 300 && status <= 399 ? ` (redirected to ${answer.location ?? '?'})` : '';
  return { ok, retryable, status, message: `${status}${said ? ` ${said}` : ''}${redirect}`, body };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
};

function networkReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? NETWORK_REASONS[code] : undefined;
  return known ?? (error instanceof Error ? error.message : String(error));
}

/** Reads a JSON body, or undefined when it is not JSON. */
export function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Why a URL given in settings may never be reached from here, or null. A host name that does not
 * resolve (yet) is not refused: every send checks again.
 */
export async function egressRefusalOf(url: string, privateNetworks: PrivateNetworks): Promise<string | null> {
  try {
    await checkEgress(url, privateNetworks);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    return message.startsWith('Blocked ') ? message : null;
  }
}

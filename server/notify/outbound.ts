import { checkedAddress, type PrivateNetworks } from '../runner/egress.ts';

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
 * loopback only when the server is not shared).
 */
export async function checkEgress(url: string, privateNetworks: PrivateNetworks): Promise<void> {
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
    await checkedAddress(parsed.hostname, privateNetworks);
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
 * Sends one request after the egress check, with a timeout and without following redirects (a
 * redirect could lead past the check). Never throws: every failure is an Outcome.
 * `describe` turns a service's answer into words (its error text); the default reads the body.
 */
export async function sendOutbound(
  request: OutboundRequest,
  options: {
    privateNetworks: PrivateNetworks;
    timeoutMs?: number;
    describe?: (status: number, body: string) => string;
  },
): Promise<Outcome> {
  try {
    await checkEgress(request.url, options.privateNetworks);
  } catch (error) {
    return { ok: false, retryable: false, status: null, message: (error as Error).message, body: '' };
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? OUTBOUND_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as Error).name;
    const reason =
      name === 'TimeoutError'
        ? `no answer within ${Math.round((options.timeoutMs ?? OUTBOUND_TIMEOUT_MS) / 1000)} s`
        : networkReason(error);
    return {
      ok: false,
      retryable: true,
      status: null,
      message: `Could not reach ${hostOf(request.url)}: ${reason}`,
      body: '',
    };
  }
  const body = await response.text().catch(() => '');
  const status = response.status;
  const said = oneLine(options.describe ? options.describe(status, body) : body);
  const ok = status >= 200 && status <= 299;
  const retryable = status === 429 || status >= 500;
  const redirect = status >= 300 && status <= 399 ? ` (redirected to ${response.headers.get('location') ?? '?'})` : '';
  return { ok, retryable, status, message: `${status}${said ? ` ${said}` : ''}${redirect}`, body };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'the connection was refused';
  if (cause?.code === 'ENOTFOUND') return 'the host name does not resolve';
  if (cause?.code === 'ECONNRESET') return 'the connection was reset';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
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

import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { pinnedLookup } from '../runner/egress.ts';

export interface PinnedRequest {
  url: URL;
  /** The address the egress check approved for the URL's host: the connection goes there and nowhere else. */
  address: LookupAddress;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Ends the exchange, the body's reading included. */
  signal: AbortSignal;
}

export interface PinnedAnswer {
  status: number;
  /** A redirect's Location, reported and never followed. */
  location: string | null;
  /** The body as text; '' when it could not be read to its end. */
  body: string;
}

/** The bytes and content type fetch would send: text as UTF-8, a FormData as multipart with its boundary. */
async function encoded(body: string | FormData): Promise<{ bytes: Buffer; type: string | null }> {
  const response = new Response(body);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

/**
 * One HTTP(S) request to an address already checked. fetch would look the name up again, and a DNS
 * answer that changed in between (rebinding) would go unchecked; here the connection's lookup answers
 * the checked address, while the URL's host name stays the Host header and, over TLS, the name sent
 * for SNI and the one the certificate must match. No pooled connection is reused (it could lead to an
 * address checked for another request), and redirects are not followed (http.request never does).
 */
export async function pinnedRequest(request: PinnedRequest): Promise<PinnedAnswer> {
  const headers: Record<string, string> = { accept: '*/*' };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  let bytes: Buffer | undefined;
  if (request.body !== undefined) {
    const body = await encoded(request.body);
    bytes = body.bytes;
    if (headers['content-type'] === undefined && body.type) headers['content-type'] = body.type;
    headers['content-length'] = String(bytes.length);
  }
  const client = request.url.protocol === 'https:' ? https : http;
  return new Promise<PinnedAnswer>((resolve, reject) => {
    const outgoing = client.request(
      request.url,
      {
        method: request.method,
        headers,
        lookup: pinnedLookup(request.address),
        agent: false,
        signal: request.signal,
      },
      (response) => {
        const answer = { status: response.statusCode ?? 0, location: response.headers.location ?? null };
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ ...answer, body: new TextDecoder().decode(Buffer.concat(chunks)) }));
        // As fetch's `response.text().catch(() => '')`: the status came, the body did not.
        response.on('error', () => resolve({ ...answer, body: '' }));
        response.on('close', () => resolve({ ...answer, body: '' }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

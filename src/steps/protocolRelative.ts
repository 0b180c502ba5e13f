const TWO_SLASHES = /^[/\\]{2,}/;

/**
 * "//host/path" is not a path: the URL standard reads two slashes (or backslashes, which count as
 * slashes in http and https URLs) as the start of a host. So such an address opens that host, with
 * the scheme of the environment's URL, exactly as the full URL would, egress rules included.
 */
export function isProtocolRelative(url: string): boolean {
  return TWO_SLASHES.test(url);
}

/** The full URL a protocol-relative address opens, given the environment's scheme ("https:"). */
export function withScheme(url: string, scheme: string): string {
  return `${scheme}//${url.replace(TWO_SLASHES, '')}`;
}

/** The scheme of an environment's URL, or null when there is none to read. */
export function schemeOf(environmentUrl: string | undefined): string | null {
  if (environmentUrl === undefined) return null;
  try {
    const { protocol } = new URL(environmentUrl);
    return protocol === 'http:' || protocol === 'https:' ? protocol : null;
  } catch {
    return null;
  }
}

/**
 * Where a visitor sent to /login asked to go (`/login?next=/issues/3/12`), so that signing in takes
 * them there. Only a path of this app is kept: never another site (`//evil.test`, `https://…`, a
 * backslash trick), nor a public page, which would send a signed-in user round in circles.
 */
export const NEXT_PARAM = 'next';

const PUBLIC_PATHS = new Set(['/', '/login', '/signup', '/reset-password', '/change-password']);
const LOCAL_ORIGIN = 'http://testpilot.invalid';

/** The path, query and fragment of `raw` when it is a safe place in this app to return to; else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  // A backslash or a control character can turn a path into another host in some browsers.
  // eslint-disable-next-line no-control-regex
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN || PUBLIC_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering `location` (a path with its query) as the place to return to when it is safe. */
export function loginPathFor(location: string): string {
  const next = safeReturnPath(location);
  return next ? `/login?${new URLSearchParams({ [NEXT_PARAM]: next })}` : '/login';
}

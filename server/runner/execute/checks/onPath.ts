/**
 * Whether the page is where "I am on …" says: a path ("/dashboard") is the page's path or a path under it (with its
 * query, when one is given); words ("order-history") are one or more whole parts of the path, in any case. A full
 * URL is the page's URL or one under it. The query never counts otherwise: /login?next=/dashboard is not /dashboard.
 */
export function onPath(actual: string, expected: string): boolean {
  let url: URL;
  try {
    url = new URL(actual);
  } catch {
    return false;
  }
  const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';
  if (/^https?:/i.test(expected)) {
    const wanted = trimmed(expected);
    const here = trimmed(`${url.origin}${url.pathname}`);
    return here === wanted || here.startsWith(`${wanted}/`) || trimmed(actual) === wanted;
  }
  if (expected.startsWith('/')) {
    const [path, query] = expected.split('?');
    const here = trimmed(url.pathname).toLowerCase();
    const wanted = trimmed(path!).toLowerCase();
    const under = here === wanted || (wanted !== '/' && here.startsWith(`${wanted}/`));
    return under && (query === undefined || url.search.slice(1).toLowerCase().startsWith(query.toLowerCase()));
  }
  const parts = url.pathname.toLowerCase().split('/').filter(Boolean);
  const words = expected.toLowerCase().split('/').filter(Boolean);
  return parts.some((_, i) => words.every((w, j) => parts[i + j] === w));
}

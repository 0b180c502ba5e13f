import type { Page } from 'playwright-core';

/** What a not-found screen says in its title or main heading. */
const NOT_FOUND =
  /^\s*(?:error\s+)?(?:404\b.*|.*\bpage\s+not\s+found\b.*|not\s+found\b.*|.*\bpage\s+(?:does\s+not|doesn't|could\s+not\s+be)\s+(?:exist|found)\b.*|no\s+such\s+page\b.*)$/i;

/**
 * "shows “Page not found”" when the page, once drawn (its requests settled, `ms` at most), is an app's own not-found
 * screen; null otherwise. An app that draws its pages itself answers 200 for any path.
 */
export async function notFoundScreen(page: Page, ms: number): Promise<string | null> {
  await page.waitForLoadState('networkidle', { timeout: Math.min(ms, 2000) }).catch(() => undefined);
  const title = await page.title().catch(() => '');
  if (NOT_FOUND.test(title)) return `shows “${title.trim()}”`;
  const headings = await page
    .locator('h1, h2, [role="heading"][aria-level="1"]')
    .filter({ visible: true })
    .allInnerTexts()
    .catch(() => [] as string[]);
  const heading = headings.slice(0, 3).find((text) => NOT_FOUND.test(text));
  return heading ? `shows “${heading.trim()}”` : null;
}

/** The status the page's own document answered with (0 when the browser does not say), in the page. */
export function documentStatus(): number {
  const perf = (
    globalThis as unknown as { performance: { getEntriesByType(t: string): { responseStatus?: number }[] } }
  ).performance;
  return perf.getEntriesByType('navigation')[0]?.responseStatus ?? 0;
}

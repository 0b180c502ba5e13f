import type { Page } from 'playwright-core';

const MAX_CHARS = 8000;

/**
 * What the model is shown of the page: its address, title and accessibility tree (roles and names,
 * what our locators match on), cut to a size a prompt can carry.
 */
export async function snapshotOf(page: Page): Promise<string> {
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5000 })
    .catch(() => '(the page could not be read)');
  const title = await page.title().catch(() => '');
  const cut = tree.length > MAX_CHARS ? `${tree.slice(0, MAX_CHARS)}\n… (cut)` : tree;
  return `URL: ${page.url()}\nTitle: ${title}\nAccessibility tree:\n${cut}`;
}

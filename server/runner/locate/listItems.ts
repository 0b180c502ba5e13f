import type { Frame } from 'playwright-core';
import { inPage } from '../pageScripts.ts';
import { matchesOf, type LocatorStep } from './locatorSpec.ts';

/**
 * "3 products", "more than 5 results": the items of a list as a person counts them, however the page draws them: the
 * largest run of siblings drawn alike (the same tag and class) that each hold something of their own (a link, a
 * button, a field, a heading or a picture), outside the page's menus; a table's rows of data count the same way.
 * Runs in the page, over the places to count in.
 */
function countListItems(roots: unknown[]): number {
  interface Node {
    tagName: string;
    className: unknown;
    children: ArrayLike<Node>;
    closest(selector: string): Node | null;
    querySelector(selector: string): Node | null;
    querySelectorAll(selector: string): ArrayLike<Node>;
    getBoundingClientRect(): { width: number; height: number };
  }
  const OWN = 'a[href], button, input, select, textarea, h1, h2, h3, h4, h5, h6, [role="heading"], img, td';
  const MENUS = 'nav, header, footer, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"]';
  const shown = (el: Node) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  let most = 0;
  for (const root of roots as Node[]) {
    for (const parent of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (parent.children.length < 2 || parent.closest(MENUS)) continue;
      const groups = new Map<string, number>();
      for (const child of Array.from(parent.children)) {
        if (!shown(child) || !child.querySelector(OWN)) continue;
        const look = `${child.tagName} ${typeof child.className === 'string' ? child.className : ''}`;
        groups.set(look, (groups.get(look) ?? 0) + 1);
      }
      for (const size of groups.values()) most = Math.max(most, size);
    }
  }
  return most;
}

/** How many items the list shown in the region (or the page) holds; 0 when there is none. */
export async function listItemsIn(frame: Frame, region: LocatorStep | null): Promise<number> {
  const roots = region ? matchesOf(frame, { region: null, target: region }) : frame.locator('body');
  return roots.evaluateAll(inPage(countListItems)).catch(() => 0);
}

import type { Frame } from 'playwright-core';
import { inPage } from '../pageScripts.ts';
import { matchesOf, type LocatorSpec, type LocatorStep } from './locatorSpec.ts';

/**
 * "3 products", "more than 5 results", "the first product": the items of a list as a person sees them, however the
 * page draws them: the largest run of siblings drawn alike (the same tag and class) that each hold something of their
 * own (a link, a button, a field, a heading or a picture), outside the page's menus; a table's rows of data count the
 * same way. Runs in the page, over the places to look in; answers how many items there are and, when `pick` names a
 * place (0-based, -1 the last), a selector of the item there.
 */
function listItems(
  roots: unknown[],
  pick: number | null | { by: string | null },
): { count: number; item: string | null; values?: string[] } {
  interface Node {
    tagName: string;
    innerText: string;
    textContent: string | null;
    getAttribute(name: string): string | null;
    className: unknown;
    parentElement: Node | null;
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
  let largest: Node[] = [];
  for (const root of roots as Node[]) {
    for (const parent of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (parent.children.length < 2 || parent.closest(MENUS)) continue;
      const groups = new Map<string, Node[]>();
      for (const child of Array.from(parent.children)) {
        if (!shown(child) || !child.querySelector(OWN)) continue;
        const look = `${child.tagName} ${typeof child.className === 'string' ? child.className : ''}`;
        groups.set(look, [...(groups.get(look) ?? []), child]);
      }
      for (const group of groups.values()) if (group.length > largest.length) largest = group;
    }
  }
  // Each entry's words to order by: the part named so (its class, test id or label: "price"), an amount for a price,
  // its title (a heading or its first link) for a name, else its first cell or line.
  if (pick !== null && typeof pick === 'object') {
    const by = pick.by?.toLowerCase().trim() ?? null;
    const words = (el: Node | null) => (el ? (el.innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() : '');
    const firstLine = (el: Node) =>
      (el.innerText ?? el.textContent ?? '')
        .split('\n')
        .map((l) => l.trim())
        .find(Boolean) ?? '';
    const valueOf = (entry: Node): string => {
      if (by) {
        const named = Array.from(entry.querySelectorAll('*')).find((el) =>
          [
            typeof el.className === 'string' ? el.className : '',
            el.getAttribute('data-testid'),
            el.getAttribute('aria-label'),
          ]
            .join(' ')
            .toLowerCase()
            .includes(by),
        );
        if (named && words(named)) return words(named);
        if (/price|cost|amount|total|fee|rate/.test(by))
          return /[$€£¥₹]?\s?-?\d[\d,]*(?:\.\d+)?/.exec(words(entry))?.[0] ?? '';
      }
      if (entry.tagName === 'TR') return words(entry.querySelector('td, [role="cell"], [role="gridcell"]'));
      return words(entry.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"], a[href]')) || firstLine(entry);
    };
    return { count: largest.length, item: null, values: largest.map(valueOf) };
  }
  const picked = pick === null ? undefined : largest.at(pick);
  if (!picked) return { count: largest.length, item: null };
  // Its place from the page's root, one child's position at a time.
  const path: string[] = [];
  for (let el: Node | null = picked; el?.parentElement; el = el.parentElement) {
    path.unshift(`${el.tagName.toLowerCase()}:nth-child(${Array.from(el.parentElement.children).indexOf(el) + 1})`);
  }
  return { count: largest.length, item: `:root > ${path.join(' > ')}` };
}

/** How many items the list shown in the region (or the page) holds; 0 when there is none. */
export async function listItemsIn(frame: Frame, region: LocatorStep | null): Promise<number> {
  const roots = region ? matchesOf(frame, { region: null, target: region }) : frame.locator('body');
  const found = await roots.evaluateAll(inPage(listItems), null).catch(() => null);
  return found?.count ?? 0;
}

/**
 * "Click the first product", "open the second search result": the item at that place (1 the first, -1 the last) of
 * the list shown in the region (or the page); for a click, its first link (its title or its picture, which open it),
 * or the item itself when it has none. Null when the list has no item there.
 */
export async function listItemAt(
  frame: Frame,
  frameKey: string | null,
  region: LocatorStep | null,
  ordinal: number,
  clicked: boolean,
): Promise<LocatorSpec | null> {
  const roots = region ? matchesOf(frame, { region: null, target: region }) : frame.locator('body');
  const place = ordinal === -1 ? -1 : ordinal - 1;
  const found = await roots.evaluateAll(inPage(listItems), place).catch(() => null);
  if (!found?.item) return null;
  const item: LocatorStep = { by: 'css', selector: found.item };
  const link: LocatorSpec = { frame: frameKey, region: item, target: { by: 'css', selector: 'a[href]' }, nth: 0 };
  if (
    clicked &&
    (await matchesOf(frame, link)
      .count()
      .catch(() => 0)) > 0
  )
    return link;
  return { frame: frameKey, region: null, target: item, nth: null };
}

/** Each entry's words to order by, top to bottom, in the list shown in the region (or the page). */
export async function listItemValues(frame: Frame, region: LocatorStep | null, by: string | null): Promise<string[]> {
  const roots = region ? matchesOf(frame, { region: null, target: region }) : frame.locator('body');
  const found = await roots.evaluateAll(inPage(listItems), { by }).catch(() => null);
  return found?.values ?? [];
}

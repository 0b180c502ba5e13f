/**
 * Functions that run inside the page under test. The server is compiled without the DOM's types, so
 * these name the few members they use; Playwright serialises each function and calls it in the page.
 */

/**
 * The function as Playwright should send it: TypeScript loaders (tsx) wrap inner functions in a
 * `__name` helper that exists only in Node, so the page gets a stand-in for it.
 */
export function inPage<F extends (...args: never[]) => unknown>(fn: F): F {
  const source = `(...args) => { const __name = (f) => f; return (${fn.toString()})(...args); }`;
  const wrapped = ((...args: Parameters<F>) => fn(...args)) as F;
  wrapped.toString = () => source;
  return wrapped;
}

interface PageNode {
  tagName: string;
  id: string;
  parentElement: PageNode | null;
  children: ArrayLike<PageNode>;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  innerText?: string;
  textContent: string | null;
  value?: string;
  placeholder?: string;
}

/** What identifies an element besides the words that found it; a healed step is found again by these. */
export interface Fingerprint {
  tag: string;
  id: string | null;
  testId: string | null;
  text: string;
  cssPath: string;
  xpath: string;
  box: { x: number; y: number; width: number; height: number };
  /**
   * The page it was on: its path, numbers evened out (/orders/12 and /orders/13 are one page). Absent in what runs
   * before it was kept stored.
   */
  page?: string;
}

export function fingerprintOf(element: unknown): Fingerprint {
  const el = element as PageNode;
  const indexAmong = (node: PageNode, sameTag: boolean) => {
    const siblings = node.parentElement ? Array.from(node.parentElement.children) : [node];
    const peers = sameTag ? siblings.filter((s) => s.tagName === node.tagName) : siblings;
    return { index: peers.indexOf(node) + 1, count: peers.length };
  };
  const cssPath: string[] = [];
  const xpath: string[] = [];
  for (let node: PageNode | null = el; node; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    const { index } = indexAmong(node, true);
    xpath.unshift(`${tag}[${index}]`);
    if (cssPath.length === 0 || !cssPath[0]!.startsWith('#')) {
      if (node.id && /^[A-Za-z][\w-]*$/.test(node.id)) cssPath.unshift(`#${node.id}`);
      else cssPath.unshift(`${tag}:nth-of-type(${index})`);
    }
  }
  const firstId = cssPath.findIndex((p) => p.startsWith('#'));
  const box = el.getBoundingClientRect();
  return {
    tag: el.tagName.toLowerCase(),
    id: el.id || null,
    testId: el.getAttribute('data-testid') ?? el.getAttribute('data-test') ?? el.getAttribute('data-qa'),
    text: (el.innerText ?? el.textContent ?? el.value ?? '').trim().replace(/\s+/g, ' ').slice(0, 120),
    cssPath: cssPath.slice(firstId === -1 ? 0 : firstId).join(' > '),
    xpath: `/${xpath.join('/')}`,
    box: { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) },
    // pageOf's rule, written out: this function runs in the page, where nothing of this module is.
    page: (() => {
      const { pathname, hash } = (globalThis as unknown as { location: { pathname: string; hash: string } }).location;
      const route = hash.startsWith('#/') ? hash.split('?')[0]! : '';
      return `${pathname}${route}`.replace(/\d+/g, '0');
    })(),
  };
}

/** A page's path (and a hash route's: #/orders), numbers evened out, as fingerprints keep it. */
export function pageOf(url: URL): string {
  const route = url.hash.startsWith('#/') ? url.hash.split('?')[0]! : '';
  return `${url.pathname}${route}`.replace(/\d+/g, '0');
}

/** The names of what a person could act on in the page, to say what came closest to a missing target. */
export function visibleNames(): { role: string; name: string }[] {
  const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<PageNode> } })
    .document;
  const roleOf = (el: PageNode) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit;
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') return 'link';
    if (tag === 'button' || el.getAttribute('type') === 'submit' || el.getAttribute('type') === 'button')
      return 'button';
    if (tag === 'select') return 'dropdown';
    if (tag === 'textarea' || tag === 'input') {
      const type = el.getAttribute('type');
      return type === 'checkbox' || type === 'radio' ? type : 'field';
    }
    if (/^h[1-6]$/.test(tag)) return 'heading';
    return 'text';
  };
  const labelOf = (el: PageNode) => {
    const labelled = el.id ? doc.querySelectorAll(`label[for="${el.id}"]`)[0] : undefined;
    return (
      el.getAttribute('aria-label') ??
      labelled?.textContent ??
      el.placeholder ??
      el.innerText ??
      el.textContent ??
      el.value ??
      ''
    );
  };
  const seen = new Set<string>();
  const out: { role: string; name: string }[] = [];
  const selector = 'a, button, input, select, textarea, [role], h1, h2, h3, h4, label';
  for (const el of Array.from(doc.querySelectorAll(selector))) {
    const { width, height } = el.getBoundingClientRect();
    if (width === 0 || height === 0) continue;
    const name = labelOf(el).trim().replace(/\s+/g, ' ').slice(0, 80);
    const role = roleOf(el);
    const key = `${role}:${name}`;
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push({ role, name });
    if (out.length >= 300) break;
  }
  return out;
}

interface SeenNode {
  parentElement: SeenNode | null;
  scrollHeight: number;
  clientHeight: number;
  getBoundingClientRect(): { top: number; left: number; bottom: number; right: number };
  checkVisibility?(options: { opacityProperty: boolean; visibilityProperty: boolean }): boolean;
}

/**
 * How many of these elements a person could see: Playwright counts an element of opacity 0, or one moved off the
 * screen where no scrolling reaches (a toast slid away in a fixed box), as visible; a person does not.
 */
export function countSeen(elements: unknown[]): number {
  const view = globalThis as unknown as {
    innerWidth: number;
    innerHeight: number;
    getComputedStyle(node: SeenNode): { position: string; overflowY: string };
  };
  const seen = (el: SeenNode): boolean => {
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    const away = box.bottom <= 0 || box.right <= 0 || box.top >= view.innerHeight || box.left >= view.innerWidth;
    if (!away) return true;
    // Off the screen in a fixed box is out of reach, unless a box in between scrolls (a long modal's content).
    for (let node: SeenNode | null = el.parentElement; node; node = node.parentElement) {
      const style = view.getComputedStyle(node);
      if (/auto|scroll/.test(style.overflowY) && node.scrollHeight > node.clientHeight) return true;
      if (style.position === 'fixed') return false;
    }
    return view.getComputedStyle(el).position !== 'fixed';
  };
  return (elements as SeenNode[]).filter(seen).length;
}

interface ValueNode {
  tagName: string;
  value?: string;
  innerText?: string;
  textContent: string | null;
  nextElementSibling: ValueNode | null;
  ownerDocument: { getElementById(id: string): ValueNode | null };
  getAttribute(name: string): string | null;
}

/**
 * What an element holds, as a person reads it: a field's value; or, when the element is only the label of a value
 * ("Order number" in <dt>Order number</dt><dd>A-10293</dd>, a row's header cell, a label for a field), the value
 * beside it; or its text, after the label it starts with ("Total: $42.00" holds "$42.00" for "Total").
 */
export function valueBeside(element: unknown, label: string): string {
  const el = element as ValueNode;
  const loose = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const isField = (node: ValueNode) => /^(?:input|textarea|select)$/i.test(node.tagName);
  // Only a field's value: a button's is "" and a list item's a number.
  const textOf = (node: ValueNode) =>
    (isField(node) ? String(node.value ?? '') : (node.innerText ?? node.textContent ?? '')).replace(/\s+/g, ' ').trim();
  if (isField(el)) return textOf(el);
  const text = textOf(el);
  const name = loose(label);
  if (name === '' || loose(text).replace(/[:\s]+$/, '') !== name) {
    const lead = text.slice(0, label.length);
    return loose(lead) === name ? text.slice(label.length).replace(/^[\s:–—-]+/, '') : text;
  }
  const forId = el.getAttribute('for');
  const control = forId ? el.ownerDocument.getElementById(forId) : null;
  if (control) return textOf(control);
  const next = el.nextElementSibling;
  return next ? textOf(next) : text;
}

/**
 * Whether what lies over the element's middle is part of its own control: a toggle's slider drawn over its input
 * inside the same label, or the radio laid unseen over its card. A click there is the click a person makes.
 */
export function coveredByItsOwn(element: unknown): boolean {
  interface Box {
    left: number;
    top: number;
    width: number;
    height: number;
  }
  interface Node {
    getBoundingClientRect(): Box;
    contains(other: Node): boolean;
    closest(selector: string): Node | null;
    parentElement: Node | null;
    labels?: ArrayLike<Node> | null;
    ownerDocument: { elementFromPoint(x: number, y: number): Node | null };
  }
  const el = element as Node;
  const box = el.getBoundingClientRect();
  const top = el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!top || top === el || el.contains(top)) return false;
  const labels = Array.from(el.labels ?? []);
  if (labels.some((label) => label.contains(top))) return true;
  // A card drawn as a label, its radio or checkbox laid over it unseen: clicking it is clicking the card.
  const around = top.closest('label');
  return around !== null && around.contains(el);
}

/** Whether files are set on the element itself: a file field, or a label whose field is one. */
export function takesFiles(element: unknown): boolean {
  const el = element as { tagName: string; type?: string; control?: { tagName: string; type?: string } | null };
  const isFile = (node: { tagName: string; type?: string } | null | undefined) =>
    !!node && node.tagName.toLowerCase() === 'input' && node.type === 'file';
  return isFile(el) || (el.tagName.toLowerCase() === 'label' && isFile(el.control));
}

/** Whether the cursor is in something to type into: a field, or an editor drawn with contenteditable. */
export function cursorInField(): boolean {
  const doc = (
    globalThis as unknown as { document: { activeElement: { tagName: string; isContentEditable: boolean } | null } }
  ).document;
  const el = doc.activeElement;
  return !!el && (el.isContentEditable || /^(?:input|textarea)$/i.test(el.tagName));
}

/**
 * Where to point to show a control drawn only on hovering what holds it (a row's "Archive" button): the middle of
 * the nearest shown box around a hidden button or link with this name, in the part of the page holding `near` when
 * given; null when there is none.
 */
export function hoverToReveal(args: { name: string; near: string | null }): { x: number; y: number } | null {
  interface Rect {
    left: number;
    top: number;
    width: number;
    height: number;
  }
  interface Node {
    parentElement: Node | null;
    textContent: string | null;
    getAttribute(name: string): string | null;
    getClientRects(): ArrayLike<Rect>;
    getBoundingClientRect(): Rect;
    scrollIntoView(options: { block: string }): void;
  }
  const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<Node> } }).document;
  const view = globalThis as unknown as { getComputedStyle(n: Node): { visibility: string; opacity: string } };
  const loose = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const name = loose(args.name);
  const near = args.near === null ? null : loose(args.near);
  const shown = (node: Node) => {
    const style = view.getComputedStyle(node);
    return node.getClientRects().length > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const controls = Array.from(doc.querySelectorAll('button, a, [role="button"], [role="link"], [role="menuitem"]'));
  const holders: Node[] = [];
  for (const control of controls) {
    const names = [control.textContent, control.getAttribute('aria-label'), control.getAttribute('title')].map(loose);
    if (!names.includes(name) || shown(control)) continue;
    let holder = control.parentElement;
    while (holder && !shown(holder)) holder = holder.parentElement;
    if (holder && (near === null || loose(holder.textContent).includes(near))) holders.push(holder);
  }
  // Several rows each with a hidden "Archive": which one is the step's to say ("… next to "Deploy"").
  const [holder, ...others] = holders;
  if (!holder || others.length > 0) return null;
  holder.scrollIntoView({ block: 'center' });
  const box = holder.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * A wizard's current step, in the page: its place among its list's items (from 1), and its words. It is the shown
 * element marked aria-current="step", else one whose class says both that it is a step and that it is the current
 * one (`step active`, `stepper__item--current`, `wizard-step is-active`); null when the page marks none.
 */
export function currentStep(): { place: number; text: string } | null {
  type Node = {
    parentElement: { children: ArrayLike<unknown> } | null;
    innerText?: string;
    className?: unknown;
    getClientRects(): ArrayLike<unknown>;
  };
  const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<Node> } }).document;
  const shown = (el: Node) => el.getClientRects().length > 0;
  const marked = Array.from(doc.querySelectorAll('[aria-current="step"]')).find(shown);
  const CURRENT = /(?:^|[-_\s])(?:active|current|is-active|is-current|selected)(?:$|[-_\s])/i;
  const classed =
    marked ??
    Array.from(doc.querySelectorAll('[class*="step" i]')).find(
      (el) => typeof el.className === 'string' && /step/i.test(el.className) && CURRENT.test(el.className) && shown(el),
    );
  if (!classed) return null;
  const place = classed.parentElement ? Array.from(classed.parentElement.children).indexOf(classed) + 1 : 0;
  return { place, text: (classed.innerText ?? '').replace(/\s+/g, ' ').trim() };
}

/**
 * The images shown in `root` (the element itself when it is one), else in the whole page: how many are still loading
 * (a lazy image not yet scrolled to is not), and the addresses of those that loaded no picture.
 */
export function imageStates(root: unknown): { loading: number; broken: string[] } {
  type Img = {
    tagName: string;
    complete: boolean;
    naturalWidth: number;
    currentSrc: string;
    loading: string;
    getAttribute(name: string): string | null;
    getClientRects(): ArrayLike<unknown>;
  };
  type Holder = { tagName: string; querySelectorAll(s: string): ArrayLike<Img> };
  const doc = (globalThis as unknown as { document: Holder }).document;
  const holder = (root ?? doc) as Holder;
  const images = holder.tagName === 'IMG' ? [holder as unknown as Img] : Array.from(holder.querySelectorAll('img'));
  const shown = images.filter((img) => img.getAttribute('src') && img.getClientRects().length > 0);
  return {
    loading: shown.filter((img) => !img.complete && img.loading !== 'lazy').length,
    broken: shown
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.getAttribute('src') || ''),
  };
}

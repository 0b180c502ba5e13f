import { selectors } from 'playwright-core';
import { escapeRegExp } from '../../../src/steps/tokens.ts';

/**
 * Text as a person reads it on the page: the rendered text `innerText` gives, with hidden parts left out (the "s" of
 * "1 item<span hidden>s</span> left" drawn with display:none). Playwright's own text matching (getByText, hasText)
 * reads textContent, hidden parts included, so "1 item left" was not found where it is shown and "1 items left" was
 * found where it is not. This selector engine finds elements by the text they show instead, the same way getByText
 * does otherwise: the innermost elements whose text matches, in open shadow roots too.
 */
export const SHOWN_TEXT_ENGINE = 'testpilot-shown-text';

/** What the engine looks for. */
export interface ShownTextQuery {
  /** A pattern over the element's shown text, its spacing made single spaces and its dashes hyphens. */
  source: string;
  flags: string;
  /**
   * A pattern (in any case) every box holding a match shows somewhere in its text: the search goes down only into
   * boxes whose text has it. The words looked for; for a pattern that matches in part, the pattern itself.
   */
  prune: string;
  /** Every element whose text matches, not only the innermost ("a label with its number" holds both, at any size). */
  all?: true;
}

/** Spacing as single spaces and every kind of dash a hyphen: "1–10 of 40" is what a person writes as "1-10 of 40". */
export const plainText = (text: string): string =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** The selector for text shown: a pattern, and the pattern every box holding a match shows (see ShownTextQuery). */
export function shownTextSelector(query: ShownTextQuery): string {
  // Encoded: Playwright reads quotes and ">>" in a selector's body as its own syntax.
  return `${SHOWN_TEXT_ENGINE}=${encodeURIComponent(JSON.stringify(query)).replace(/'/g, '%27')}`;
}

/** The pattern a box must show to hold these words: the words as they are, in any case. */
export const wordsIn = (text: string): string => escapeRegExp(plainText(text));

/**
 * The engine, as it runs in the page (it may use nothing from outside itself). An element's shown text is its
 * `innerText` when it is rendered and nothing when it is not (`innerText` of an element with display:none is its
 * textContent); a button drawn by an input shows its value. `innerText` stops at a shadow root, so each open shadow
 * root is searched as a root of its own. A box whose shown text does not hold the words holds no match either: the
 * search goes down only into those that do, which keeps it to a few boxes on a large page.
 */
function shownTextEngine() {
  interface Node {
    nodeType: number;
    tagName?: string;
    type?: string;
    value?: string;
    innerText?: string;
    textContent?: string | null;
    shadowRoot?: Node | null;
    children: ArrayLike<Node>;
    documentElement?: Node;
    checkVisibility?(): boolean;
    querySelectorAll(selector: string): ArrayLike<Node>;
  }
  const BUTTON_INPUTS = 'input[type="submit" i], input[type="button" i], input[type="reset" i]';
  const plain = (text: string) =>
    text
      .replace(/[\u200b\u00ad]/g, '')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\s+/g, ' ')
      .trim();
  const isButtonInput = (el: Node) => el.tagName === 'INPUT' && /^(?:submit|button|reset)$/i.test(el.type ?? '');
  const queryAll = (root: Node, body: string): Node[] => {
    const query = JSON.parse(decodeURIComponent(body)) as {
      source: string;
      flags: string;
      prune: string;
      all?: boolean;
    };
    const pattern = new RegExp(query.source, query.flags.replace('g', ''));
    const prune = new RegExp(query.prune, 'iu');
    const view = globalThis as unknown as { getComputedStyle(el: Node): { textTransform: string } };
    // innerText is in the case text-transform draws: a name in its own case ("Save draft", drawn SAVE DRAFT) is
    // matched in the case it is written in, so that a step finds it by its role and name first, as before.
    const inItsCase = (el: Node) =>
      query.flags.includes('i') ||
      isButtonInput(el) ||
      view.getComputedStyle(el).textTransform === 'none' ||
      pattern.test(plain(el.textContent ?? ''));
    const matches = (el: Node) => pattern.test(shown(el)) && inItsCase(el);
    const texts = new Map<Node, string>();
    const shown = (el: Node): string => {
      let text = texts.get(el);
      if (text === undefined) {
        const rendered = !el.checkVisibility || el.checkVisibility();
        text = !rendered ? '' : isButtonInput(el) ? plain(el.value ?? '') : plain(el.innerText ?? '');
        texts.set(el, text);
      }
      return text;
    };
    // What a box holds, for the search to go down: its text and the words of input buttons in it (not in innerText).
    const holds = (el: Node): boolean => {
      if (prune.test(shown(el))) return true;
      if (isButtonInput(el)) return false;
      return Array.from(el.querySelectorAll(BUTTON_INPUTS)).some((b) => prune.test(shown(b)));
    };
    const found: Node[] = [];
    const visit = (el: Node): void => {
      if (!holds(el)) return;
      const children = Array.from(el.children);
      // The innermost, as getByText: an element whose child shows the words whole is not itself the match.
      if (matches(el) && (query.all || !children.some(matches))) found.push(el);
      for (const child of children) visit(child);
    };
    const start = (node: Node) => {
      if (node.nodeType === 1) visit(node);
      else for (const child of Array.from(node.children)) visit(child);
    };
    start(root.nodeType === 9 && root.documentElement ? root.documentElement : root);
    // Shadow roots: found by looking at every element once, each searched as a root of its own.
    const hosts = [root];
    for (let i = 0; i < hosts.length; i++) {
      for (const el of Array.from(hosts[i]!.querySelectorAll('*'))) {
        if (el.shadowRoot) {
          start(el.shadowRoot);
          hosts.push(el.shadowRoot);
        }
      }
    }
    return found;
  };
  return {
    query: (root: Node, body: string) => queryAll(root, body)[0] ?? null,
    queryAll,
  };
}

let registered: Promise<void> | null = null;

/**
 * Registers the engine with Playwright once, before the first context is made: the contexts made after it (and any
 * open) can use it, a remote browser's included (the engine is sent with each new context).
 */
export function registerShownTextEngine(): Promise<void> {
  // tsx wraps inner functions in a __name helper that exists only in Node: the page gets a stand-in for it.
  const content = `(() => { const __name = (f) => f; return (${shownTextEngine.toString()})(); })()`;
  registered ??= selectors.register(SHOWN_TEXT_ENGINE, { content }).catch((error: unknown) => {
    // Registered already by another copy of this module (a second import in tests): the engine is the same.
    if (!String(error).includes('already registered')) throw error;
  });
  return registered;
}

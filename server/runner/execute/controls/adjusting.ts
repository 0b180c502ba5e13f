import type { ElementHandle, JSHandle, Page } from 'playwright-core';
import { inPage } from '../../pageScripts.ts';
import { StepFailure } from '../../stepFailure.ts';

/** What "Increase the quantity" presses, found in the page: a stepper's buttons, its number, or a number field. */
interface Stepper {
  up: unknown;
  down: unknown;
  /** The number field (input, spinbutton, slider) the stepper changes, or the element that shows its number. */
  value: unknown;
  /** Several steppers match the words: what each is beside, for the message. */
  ambiguous: string[] | null;
}

/**
 * In the page: the stepper the words name. Found by its buttons' names ("Increase quantity"), else beside a field or
 * words that name it ("Quantity", "Adults") within a few levels of the page, its buttons drawn as + and − (or named
 * increase and decrease, or of such a class); else, when the page has one stepper, that one. `near` keeps those beside
 * that text ("the quantity of "Blue Mug"").
 */
export function findStepper(args: { words: string; near: string | null }): Stepper {
  interface El {
    tagName: string;
    parentElement: El | null;
    children: ArrayLike<El>;
    textContent: string | null;
    innerText?: string;
    value?: string;
    type?: string;
    disabled?: boolean;
    labels?: ArrayLike<El> | null;
    getAttribute(name: string): string | null;
    querySelectorAll(selector: string): ArrayLike<El>;
    getClientRects(): ArrayLike<unknown>;
    contains(other: El): boolean;
    matches(selector: string): boolean;
    id: string;
    childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  }
  const doc = (globalThis as unknown as { document: El & { getElementById(id: string): El | null } }).document;
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const shown = (el: El) => el.getClientRects().length > 0;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const STOP = /^(?:the|a|an|my|field|input|box|value|stepper|selector|control|picker|spinner)$/;
  const written = norm(args.words).split(' ').filter(Boolean);
  const kept = written.filter((w) => !STOP.test(w));
  const keys = (kept.length > 0 ? kept : written).map((w) => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w));
  const named = (text: string) =>
    keys.every((k) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(k)}`, 'u').test(norm(text)));

  const classes = (el: El) =>
    norm(
      [el, ...Array.from(el.querySelectorAll('[class]'))]
        .map((c) => c.getAttribute('class') ?? '')
        .join(' ')
        .replace(/[-_]/g, ' '),
    );
  const nameOf = (el: El) =>
    norm(el.getAttribute('aria-label') || el.getAttribute('title') || el.innerText || el.value);
  const UP_SIGN = /^(?:\+|＋|➕|▲|▴|⬆|↑|˄|⌃)$/;
  const DOWN_SIGN = /^(?:-|−|–|—|➖|▼|▾|⬇|↓|˅|⌄)$/;
  const UP_WORD = /(?:^|\s)(?:increase|increment|plus|raise)(?:\s|$)/;
  const DOWN_WORD = /(?:^|\s)(?:decrease|decrement|minus|reduce|lower)(?:\s|$)/;
  /** A button's sense as a stepper's: by its sign, its name's verb or its icon's class. */
  const sense = (b: El): 'up' | 'down' | null => {
    const text = norm(b.innerText || b.value);
    const name = nameOf(b);
    const icon = classes(b);
    if (
      UP_SIGN.test(text) ||
      UP_WORD.test(name) ||
      (!text && /(?:^|\s)(?:plus|increment|increase|add)(?:\s|$)/.test(icon))
    )
      return 'up';
    if (
      DOWN_SIGN.test(text) ||
      DOWN_WORD.test(name) ||
      (!text && /(?:^|\s)(?:minus|decrement|decrease|remove)(?:\s|$)/.test(icon))
    )
      return 'down';
    return null;
  };
  const buttons = Array.from(doc.querySelectorAll('button, [role="button"], input[type="button"]')).filter(shown);
  const FIELDS =
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]), [role="spinbutton"], [role="slider"]';
  type Found = { up: El | null; down: El | null; value: El | null; holder: El };

  /** The number a stepper's holder shows: its one field, else its one element whose words are a number alone. */
  const valueIn = (holder: El): El | null => {
    const fields = Array.from(holder.querySelectorAll(FIELDS)).filter(shown);
    if (fields.length === 1) return fields[0]!;
    const numbers = Array.from(holder.querySelectorAll('*')).filter(
      (el) => el.children.length === 0 && !buttons.includes(el) && /^-?\d+(?:[.,]\d+)?$/.test(norm(el.textContent)),
    );
    return numbers.length === 1 ? numbers[0]! : null;
  };
  /** The stepper in the nearest holder around `anchor` (four levels up at most) that has one + or one −. */
  const around = (anchor: El): Found | null => {
    let holder: El | null = anchor.parentElement;
    for (let level = 0; holder && level < 4; level += 1, holder = holder.parentElement) {
      const inside = buttons.filter((b) => holder!.contains(b));
      const ups = inside.filter((b) => sense(b) === 'up');
      const downs = inside.filter((b) => sense(b) === 'down');
      if (ups.length > 1 || downs.length > 1) return null;
      if (ups.length + downs.length > 0) {
        const value = anchor.matches(FIELDS) ? anchor : valueIn(holder);
        return { up: ups[0] ?? null, down: downs[0] ?? null, value, holder };
      }
    }
    return null;
  };

  let found: Found[] = [];
  // Buttons named for it: "Increase quantity", "Decrease adults".
  const byName = buttons.filter((b) => sense(b) !== null && named(nameOf(b)));
  const ups = byName.filter((b) => sense(b) === 'up');
  const downs = byName.filter((b) => sense(b) === 'down');
  if (ups.length <= 1 && downs.length <= 1 && byName.length > 0) {
    const anchor = ups[0] ?? downs[0]!;
    const pair = around(anchor);
    found = [pair ?? { up: ups[0] ?? null, down: downs[0] ?? null, value: null, holder: anchor }];
  } else if (byName.length > 0) {
    found = ups.map((up) => around(up) ?? { up, down: null, value: null, holder: up });
  } else {
    // Beside a field named so, or beside words that name it.
    const labelOf = (f: El) =>
      [
        ...Array.from(f.labels ?? []).map((l) => l.textContent),
        f.getAttribute('aria-label'),
        ...(f.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => doc.getElementById(id)?.textContent),
        f.getAttribute('placeholder'),
        f.getAttribute('name'),
        f.id,
        f.getAttribute('title'),
      ].join(' ');
    const fields = Array.from(doc.querySelectorAll(FIELDS)).filter((f) => shown(f) && named(labelOf(f)));
    const words = Array.from(doc.querySelectorAll('body *')).filter(
      (el) =>
        !buttons.includes(el) &&
        Array.from(el.childNodes).some((n) => n.nodeType === 3 && named(n.textContent ?? '')) &&
        norm(el.textContent).length <= 40 &&
        shown(el),
    );
    for (const anchor of [...fields, ...words]) {
      const pair = around(anchor);
      if (pair && !found.some((f) => (f.up ?? f.down) === (pair.up ?? pair.down))) found.push(pair);
    }
    // A number field with no buttons: its arrow keys.
    if (found.length === 0 && fields.length === 1) {
      found = [{ up: null, down: null, value: fields[0]!, holder: fields[0]! }];
    }
  }
  if (found.length === 0) {
    // No words name it: the page's one stepper (a + with a − beside it).
    const pairs = buttons
      .filter((b) => sense(b) === 'up')
      .map((up) => around(up))
      .filter((p): p is Found => p !== null && p.down !== null);
    if (pairs.length === 1 || args.near) found = pairs;
  }
  if (args.near) {
    const near = norm(args.near);
    /** How many levels above the stepper's holder its surroundings first say the text; Infinity when never. */
    const distance = (f: Found) => {
      let el: El | null = f.holder;
      for (let level = 0; el && level < 8; level += 1, el = el.parentElement) {
        if (norm(el.textContent).includes(near)) return level;
      }
      return Infinity;
    };
    const nearest = Math.min(...found.map(distance));
    found = found.filter((f) => distance(f) === nearest && nearest !== Infinity);
  }
  if (found.length > 1) {
    const about = (f: Found) => norm(f.holder.textContent).slice(0, 60);
    return { up: null, down: null, value: null, ambiguous: found.slice(0, 5).map(about) };
  }
  const [one] = found;
  return { up: one?.up ?? null, down: one?.down ?? null, value: one?.value ?? null, ambiguous: null };
}

/** In the page: the number an element holds, as a field's value, a spinbutton's aria-valuenow, or its words. */
function numberShown(element: unknown): number | null {
  const el = element as { value?: string; getAttribute(n: string): string | null; textContent: string | null };
  const words = el.getAttribute('aria-valuenow') ?? (typeof el.value === 'string' ? el.value : el.textContent) ?? '';
  const match = /-?\d+(?:[.,]\d+)?/.exec(words.replace(/\s/g, ''));
  return match ? Number(match[0].replace(',', '.')) : null;
}

export interface AdjustRequest {
  words: string;
  near: string | null;
  direction: 'up' | 'down';
  times: number;
  to: number | null;
  deadline: number;
  /** Performs one press, reporting a failure in the step's words. */
  act(what: string, work: () => Promise<unknown>): Promise<void>;
}

const POLL_MS = 100;
/** How long one press may take to show in the number before the stepper is judged to be at its limit. */
const SETTLE_MS = 1500;
/** Presses "to 3" makes at most: a stepper far from the number asked is better set by typing it. */
const MOST_PRESSES = 50;

const elementOf = async (handle: JSHandle, key: string) => (await handle.getProperty(key)).asElement();

/** The stepper, once the page shows it (polled until the deadline). */
async function stepperOn(page: Page, request: AdjustRequest) {
  const what = `“${request.words}”${request.near ? ` next to “${request.near}”` : ''}`;
  for (;;) {
    const handle = await page.evaluateHandle(inPage(findStepper), { words: request.words, near: request.near });
    const ambiguous = (await (await handle.getProperty('ambiguous')).jsonValue()) as string[] | null;
    const [up = null, down = null, value = null] = await Promise.all(
      ['up', 'down', 'value'].map((key) => elementOf(handle, key)),
    );
    await handle.dispose();
    if (ambiguous) {
      const list = ambiguous.map((a, i) => `${i + 1}. beside “${a}”`).join('; ');
      throw new StepFailure(
        'ambiguous',
        `Several steppers match ${what}: ${list}. Say which, as in: Increase the quantity of "Blue Mug".`,
      );
    }
    if (up || down || value) return { up, down, value, what };
    if (Date.now() + POLL_MS >= request.deadline) {
      throw new StepFailure(
        'notFound',
        `No stepper for ${what} on ${page.url()}: no + or − button named for it or beside it, and no number field named so.`,
      );
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * "Increase the quantity to 3": the stepper's + (or −) pressed as often as asked, or until its number reads `to`; a
 * number field with no buttons gets its arrow keys. Each press must show in the number (when one is shown): a stepper
 * at its limit fails, saying where it stopped.
 */
export async function adjustStepper(page: Page, request: AdjustRequest): Promise<void> {
  const read = async (value: ElementHandle | null) =>
    value ? await value.evaluate(inPage(numberShown)).catch(() => null) : null;
  let pressed = 0;
  for (;;) {
    const stepper = await stepperOn(page, request);
    const now = await read(stepper.value);
    if (request.to !== null && now === null) {
      throw new StepFailure('action', `The stepper for ${stepper.what} shows no number to bring to ${request.to}.`);
    }
    if (request.to !== null ? now === request.to : pressed === request.times) return;
    if (pressed >= MOST_PRESSES) {
      throw new StepFailure('action', `${stepper.what} reads ${now} after ${pressed} presses, not ${request.to}.`);
    }
    const up = request.to !== null ? now! < request.to : request.direction === 'up';
    const button = up ? stepper.up : stepper.down;
    const sign = up ? '+' : '−';
    const keyField = !button && stepper.value ? stepper.value : null;
    if (!button && !keyField) {
      throw new StepFailure('notFound', `The stepper for ${stepper.what} has no ${sign} button.`);
    }
    if (button && (await button.isDisabled().catch(() => false))) {
      throw new StepFailure(
        'action',
        `The ${sign} button of ${stepper.what} is disabled${now === null ? '' : ` at ${now}`}.`,
      );
    }
    const timeout = Math.max(1, request.deadline - Date.now());
    await request.act(`press ${sign} for ${stepper.what}`, () =>
      button ? button.click({ timeout }) : keyField!.press(up ? 'ArrowUp' : 'ArrowDown', { timeout }),
    );
    pressed += 1;
    if (now === null) continue;
    const until = Math.min(request.deadline, Date.now() + SETTLE_MS);
    let after = await read(stepper.value);
    while (after === now && Date.now() + POLL_MS < until) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      after = await read(stepper.value);
    }
    if (after === now) {
      throw new StepFailure('action', `Pressing ${sign} left ${stepper.what} at ${now}: it may be at its limit.`);
    }
  }
}
